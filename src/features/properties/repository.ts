/** The properties table: the listings the API knows, with the summary JSON it answers with. */
import type { Kysely } from 'kysely';
import type { DB } from '../db';
import type { PropertiesTable, ProjectsTable } from './tables';

const DIGEST_KEY = 'snapshot_digest';

/** The digest of the snapshot the table was last loaded from. */
export async function loadedSnapshotDigest(db: Kysely<DB>): Promise<string | undefined> {
  return (await db.selectFrom('app_meta').select('value').where('key', '=', DIGEST_KEY).executeTakeFirst())?.value;
}

/**
 * Replaces every listing and project with the snapshot's, and records its digest, in one transaction; `also` runs
 * in it before the digest is recorded (what else follows the snapshot happens once, with it, or not at all).
 */
export async function replaceProperties(
  db: Kysely<DB>,
  rows: Iterable<PropertiesTable>,
  digest: string,
  projects: readonly ProjectsTable[] = [],
  also?: (trx: Kysely<DB>) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('properties').execute();
    // 200 rows at a time as they come: a snapshot's rows are made while they are stored, never all held at once.
    let batch: PropertiesTable[] = [];
    for (const row of rows) {
      batch.push(row);
      if (batch.length < 200) continue;
      await trx.insertInto('properties').values(batch).execute();
      batch = [];
    }
    if (batch.length) await trx.insertInto('properties').values(batch).execute();
    await trx.deleteFrom('projects').execute();
    for (let i = 0; i < projects.length; i += 200)
      await trx
        .insertInto('projects')
        .values(projects.slice(i, i + 200))
        .execute();
    await also?.(trx);
    await trx
      .insertInto('app_meta')
      .values({ key: DIGEST_KEY, value: digest })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: digest }))
      .execute();
  });
}

/** What a lead about a listing needs: its title, numbers, deal and whom to write to. */
export function leadListingById(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('properties')
    .select(['id', 'external_id', 'objekttitel', 'title_slug', 'status', 'summary', 'lead_contact'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What a lead about a project needs: its name, slug and whom to write to. */
export function leadProjectById(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('projects')
    .select(['id', 'slug', 'name', 'lead_contact'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Every listing's status and whom leads about it go to, for the admin's list of agencies and agents. */
export function listingContacts(db: Kysely<DB>) {
  return db.selectFrom('properties').select(['id', 'status', 'lead_contact']).execute();
}
