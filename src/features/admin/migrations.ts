import type { Kysely } from 'kysely';
import { columnTypes, type MigrationSet } from '../../platform/db/column-types';

export const adminMigrations: MigrationSet = (engine) => {
  const T = columnTypes(engine);
  return {
    '2026-11-23-12_admin': {
      async up(db: Kysely<any>) {
        await db.schema.alterTable('users').addColumn('blocked_at', T.time).execute();
        await db.schema.alterTable('leads').addColumn('handled_at', T.time).execute();
        await T.id(db.schema.createTable('admin_audit').ifNotExists())
          .addColumn('actor_id', 'integer', (c) => c.notNull())
          .addColumn('actor_email', 'text', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('target', 'text')
          .addColumn('details', 'text')
          .addColumn('at', T.time, (c) => c.notNull())
          .execute();
        await db.schema.createIndex('admin_audit_at').ifNotExists().on('admin_audit').column('at').execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('admin_audit').ifExists().execute();
        await db.schema.alterTable('leads').dropColumn('handled_at').execute();
        await db.schema.alterTable('users').dropColumn('blocked_at').execute();
      },
    },
  };
};
