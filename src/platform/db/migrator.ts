/**
 * Versioned schema migrations, run at start. Each feature owns its migrations; this module runs them all in the
 * order of their names (Kysely's Migrator keeps a table of applied versions and, on PostgreSQL, takes an advisory
 * lock so several API processes starting together migrate once). Add a change as a NEW entry in the feature's
 * own migrations, named after today's date; never edit an entry that has shipped.
 */
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { Engine, MigrationSet } from './column-types';
import { authMigrations } from '../../features/auth/migrations';
import { favoritesMigrations } from '../../features/favorites/migrations';
import { propertiesMigrations } from '../../features/properties/migrations';
import { rateLimitMigrations } from '../rate-limit/migrations';
import { jobMigrations } from '../queue/migrations';
import { leadsMigrations } from '../../features/leads/migrations';
import { adminMigrations } from '../../features/admin/migrations';
import { priceAlertMigrations } from '../../features/price-alerts/migrations';
import { pushMigrations } from '../../features/push/migrations';
import { searchAgentsMigrations } from '../../features/search-agents/migrations';
import { assistantMigrations } from '../../features/assistant/migrations';
import { monitoringMigrations } from '../../features/monitoring/migrations';

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

const SETS: MigrationSet[] = [
  history,
  rateLimitMigrations,
  authMigrations,
  favoritesMigrations,
  propertiesMigrations,
  jobMigrations,
  leadsMigrations,
  adminMigrations,
  priceAlertMigrations,
  pushMigrations,
  searchAgentsMigrations,
  assistantMigrations,
  monitoringMigrations,
];

/** Every migration of every feature, keyed by its version name. */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const set of SETS) {
    for (const [name, migration] of Object.entries(set(engine))) {
      if (all[name]) throw new Error(`two migrations are named ${name}`);
      all[name] = migration;
    }
  }
  return all;
}

export async function migrateToLatest(db: Kysely<any>, engine: Engine, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(engine) },
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
