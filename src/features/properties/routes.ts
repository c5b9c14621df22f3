/**
 * The batch existence check the client uses to prune favourites and viewed listings that were withdrawn, and a
 * listing's places from OpenStreetMap, which the detail map loads only when the visitor asks for them.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { pathId, readJson } from '../../platform/validate';
import { notFound } from '../../platform/errors';

export const MAX_BATCH_IDS = 500;

/**
 * Listing ids are positive integers (PostgreSQL `integer`). In JSON they must be numbers: coercion would also take
 * `true`, `"0x10"`, `" 7 "` or `[3]` for an id, and a client that sends those has a bug worth hearing about.
 */
export const propertyId = z
  .number({ error: 'validation.propertyIdInvalid' })
  .int({ error: 'validation.propertyIdInvalid' })
  .positive({ error: 'validation.propertyIdInvalid' })
  .max(2_147_483_647, { error: 'validation.propertyIdInvalid' });

const Batch = z.object({
  property_ids: z
    .array(propertyId, { error: 'validation.propertyIdsRequired' })
    .max(MAX_BATCH_IDS, { error: 'validation.propertyIdsTooMany' }),
});

export function propertiesRoutes() {
  const r = new Hono<AppEnv>();

  r.post('/batch', async (c) => {
    const { property_ids } = await readJson(c, Batch);
    const ids = [...new Set(property_ids)];
    const { summaries } = c.get('ctx').services;
    // Answer in the order asked, so the client can match without sorting. The summaries are kept as JSON
    // text: splicing them in as they are saves a parse and a stringify per listing on the hottest call.
    const data: string[] = [];
    for (const id of ids) {
      const summary = summaries.get(id);
      if (summary !== undefined) data.push(summary);
    }
    return c.body(`{"success":true,"data":[${data.join(',')}]}`, 200, {
      'Content-Type': 'application/json; charset=UTF-8',
    });
  });

  // The places the detail map shows on demand: the page carries only their list, so its weight does not grow by
  // the markers until someone asks. From the snapshot in memory; 400 for a malformed id, 404 for an unknown listing or
  // one without places.
  r.get('/:id/places', (c) => {
    const places = c.get('ctx').listings.current().listing(pathId(c))?.places;
    if (!places?.items.length) throw notFound();
    return c.json(
      { success: true, data: { precision: places.precision, items: places.items } },
      200,
      // the places change with a sync at most: a visitor's second look is answered by the browser
      { 'Cache-Control': 'public, max-age=3600' },
    );
  });

  return r;
}
