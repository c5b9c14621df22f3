import type { Kysely } from 'kysely';
import { columnTypes, type MigrationSet } from '../db/column-types';

export const rateLimitMigrations: MigrationSet = (engine) => {
  const T = columnTypes(engine);
  return {
    '2026-11-23-01_rate_limits': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('rate_limits')
          .ifNotExists()
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('window_start', T.time, (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('rate_limits').ifExists().execute();
      },
    },
  };
};
