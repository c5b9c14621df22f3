/**
 * GET /api/expose/{id}.pdf?template&lang&qr&floorplan&energy&tour&agent&images: a listing's exposé as a PDF
 * download. Bad options → 422 with field errors, unknown listing → 404, no browser on this machine → 503, the
 * prints full (EXPOSE_PRINTS_WAITING) or a print not done in a minute → 503 with Retry-After.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { parseWith } from '../../platform/validate';
import { ApiError } from '../../platform/errors';
import { enforceRateLimit } from '../../platform/rate-limit/rate-limit';
import { exposeIdSchema, exposeQuerySchema } from '../../domain/validation/expose';
import { contentDisposition } from './file-name';
import { LANG_CODES } from '../../i18n/languages';

export function exposeRoutes() {
  const r = new Hono<AppEnv>();

  // Whether exposés can be printed here: the dialog asks when it opens, so it can say so before a visitor waits.
  r.get('/status', (c) => {
    const { available } = c.get('ctx').services.expose;
    return c.json({ success: true, available, message: available ? null : c.get('t')('expose.error.unavailable') });
  });

  r.get('/:file', async (c) => {
    const { expose } = c.get('ctx').services;
    // An address that names no listing id is as unknown as an id without listing.
    const id = exposeIdSchema.safeParse(c.req.param('file'));
    const options = parseWith(exposeQuerySchema(LANG_CODES), c.req.query());
    const listing = id.success ? expose.findListing(id.data) : null;
    if (!listing) throw new ApiError(404, 'errors.propertyNotFound');
    if (!expose.available) throw new ApiError(503, 'expose.error.unavailable', {}, { 'Retry-After': '3600' });
    const { database, config, now } = c.get('ctx');
    // A print costs about a second of a CPU: each address may have a few per hour; cached copies cost nothing.
    const beforePrint = () =>
      enforceRateLimit(database.db, `expose:ip:${c.get('ip')}`, config.rateLimits.exposePrintsPerIp, now());
    const signal = c.req.raw.signal;
    const result = await expose.create(listing, options, { beforePrint, signal }).catch((err: unknown) => {
      if (err instanceof ApiError) throw err;
      // The client went away and its print was dropped: nobody reads this answer.
      if (signal.aborted) throw new ApiError(503, 'expose.error.busy');
      console.error(`[expose] listing ${listing.id} failed:`, err);
      throw new ApiError(500, 'expose.error.server');
    });
    return new Response(new Uint8Array(result.pdf), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': contentDisposition(result.fileName),
        'Content-Length': String(result.pdf.length),
        'Cache-Control': 'private, max-age=600',
        'X-Expose-Cache': result.cached ? 'hit' : 'miss',
      },
    });
  });

  return r;
}
