/** The reports' and hidden listings' tables. */
import type { Kysely } from 'kysely';
import type { DB } from '../db';
import type { ListingReport } from './tables';

export type ReportStatus = 'open' | 'hidden' | 'asked' | 'dismissed';

export async function insertReport(
  db: Kysely<DB>,
  row: { property_id: number; reason: string; text: string | null; email: string | null; lang: string; at: number },
): Promise<number> {
  const inserted = await db
    .insertInto('listing_reports')
    .values({
      property_id: row.property_id,
      reason: row.reason,
      text: row.text,
      email: row.email,
      lang: row.lang,
      created_at: row.at,
      status: 'open',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function findReport(db: Kysely<DB>, id: number): Promise<ListingReport | undefined> {
  return db.selectFrom('listing_reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Open reports, oldest first (the queue is worked in order), with the listing's title where it is still loaded. */
export async function listOpenReports(db: Kysely<DB>, limit: number) {
  const rows = await db
    .selectFrom('listing_reports as r')
    .leftJoin('properties as p', 'p.id', 'r.property_id')
    .select([
      'r.id',
      'r.property_id',
      'r.reason',
      'r.text',
      'r.email',
      'r.lang',
      'r.created_at',
      'p.objekttitel as title',
      'p.title_slug',
      'p.external_id',
    ])
    .where('r.status', '=', 'open')
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .limit(limit)
    .execute();
  const counts = await db
    .selectFrom('listing_reports')
    .select(['property_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 'open')
    .groupBy('property_id')
    .execute();
  const total = counts.reduce((sum, c) => sum + Number(c.n), 0);
  const perListing = new Map(counts.map((c) => [c.property_id, Number(c.n)]));
  return { rows, perListing, total };
}

/** Marks the listing's open reports as handled; returns their ids. */
export async function closeOpenReports(
  db: Kysely<DB>,
  propertyId: number,
  status: Exclude<ReportStatus, 'open'>,
  by: number,
  at: number,
): Promise<number[]> {
  const open = await db
    .selectFrom('listing_reports')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('status', '=', 'open')
    .execute();
  const ids = open.map((r) => r.id);
  if (ids.length)
    await db
      .updateTable('listing_reports')
      .set({ status, handled_at: at, handled_by: by })
      .where('id', 'in', ids)
      .execute();
  return ids;
}

/** The reasons of the listing's open reports, each once, in a fixed order. */
export async function openReasons(db: Kysely<DB>, propertyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('listing_reports')
    .select('reason')
    .distinct()
    .where('property_id', '=', propertyId)
    .where('status', '=', 'open')
    .orderBy('reason')
    .execute();
  return rows.map((r) => r.reason);
}

export async function hideListing(
  db: Kysely<DB>,
  row: { property_id: number; report_id: number | null; by: number; at: number },
): Promise<void> {
  await db
    .insertInto('hidden_listings')
    .values({ property_id: row.property_id, report_id: row.report_id, hidden_by: row.by, hidden_at: row.at })
    .onConflict((oc) => oc.column('property_id').doNothing())
    .execute();
}

/** Takes a listing off the hidden list; false when it was not on it. */
export async function unhideListing(db: Kysely<DB>, propertyId: number): Promise<boolean> {
  const res = await db.deleteFrom('hidden_listings').where('property_id', '=', propertyId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The hidden listings, newest first, with the title where the listing is still loaded. */
export function listHidden(db: Kysely<DB>) {
  return db
    .selectFrom('hidden_listings as h')
    .leftJoin('properties as p', 'p.id', 'h.property_id')
    .select(['h.property_id', 'h.report_id', 'h.hidden_at', 'p.objekttitel as title', 'p.title_slug', 'p.external_id'])
    .orderBy('h.hidden_at', 'desc')
    .orderBy('h.property_id', 'desc')
    .execute();
}

export async function hiddenListingIds(db: Kysely<DB>): Promise<number[]> {
  const rows = await db.selectFrom('hidden_listings').select('property_id').orderBy('property_id').execute();
  return rows.map((r) => r.property_id);
}

/** Removes reports the editors handled before `before` (with the reporters' addresses); open ones stay. */
export async function pruneHandledReports(db: Kysely<DB>, before: number): Promise<void> {
  await db.deleteFrom('listing_reports').where('status', '!=', 'open').where('handled_at', '<', before).execute();
}
