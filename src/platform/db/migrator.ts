/**
 * Versioned schema migrations, run at start. The platform owns its tables' migrations (rate limits, jobs) and each
 * feature its own, handed in by the caller (the features' registry); this module runs them all in the order of
 * their names (Kysely's Migrator keeps a table of applied versions and, on PostgreSQL, takes an advisory
 * lock so several API processes starting together migrate once). Add a change as a NEW entry in the feature's
 * own migrations, named after today's date; never edit an entry that has shipped.
 */
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { Engine, MigrationSet } from './column-types';
import { rateLimitMigrations } from '../rate-limit/migrations';
import { jobMigrations } from '../queue/migrations';

/**
 * The first releases created every table, built or planned, in one migration named `0001_initial`. Databases that
 * ran it still list it as applied, so the name stays; its tables now come from the features' own migrations
 * (which create them only where missing), and the tables of features that did not exist yet are dropped.
 */
const history: MigrationSet = () => ({
  '0001_initial': { async up() {} },
  '2026-11-23-09_drop_unbuilt_tables': {
    async up(db: Kysely<any>) {
      for (const table of [
        'logs',
        'newsletter_subscriptions',
        'appointments',
        'inquiries',
        'search_agents',
        'price_alerts',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
});

/** The platform's own: the first releases' history, the rate limits' table and the job tables. */
const PLATFORM_SETS: readonly MigrationSet[] = [history, rateLimitMigrations, jobMigrations];

/** Every migration of the platform and of the given sets, keyed by its version name. */
export function migrationsFor(engine: Engine, sets: readonly MigrationSet[]): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const set of [...PLATFORM_SETS, ...sets]) {
    for (const [name, migration] of Object.entries(set(engine))) {
      if (all[name]) throw new Error(`two migrations are named ${name}`);
      all[name] = migration;
    }
  }
  return all;
}

export async function migrateToLatest(
  db: Kysely<any>,
  engine: Engine,
  sets: readonly MigrationSet[],
  schema?: string,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(engine, sets) },
    // Kysely looks for its bookkeeping tables in every schema; naming ours keeps schemas side by side apart.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Used by tests and the debug endpoint to tell which engine answers. */
export async function ping(db: Kysely<any>): Promise<boolean> {
  await sql`select 1`.execute(db);
  return true;
}
