/**
 * The push subscriptions' table. It shipped with the price alerts, their first user, under the name below; a
 * database records a migration by its name, so the entry keeps it now that it lives here.
 */
import type { Kysely } from 'kysely';
import { columnTypes, type MigrationSet } from '../../platform/db/column-types';

export const pushMigrations: MigrationSet = (engine) => {
  const T = columnTypes(engine);
  return {
    '2026-11-24-11_push_subscriptions': {
      async up(db: Kysely<any>) {
        await T.id(db.schema.createTable('push_subscriptions').ifNotExists())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('endpoint', 'text', (c) => c.notNull().unique())
          .addColumn('p256dh', 'text', (c) => c.notNull())
          .addColumn('auth', 'text', (c) => c.notNull())
          .addColumn('created_at', T.time, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('push_subscriptions_user')
          .ifNotExists()
          .on('push_subscriptions')
          .column('user_id')
          .execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('push_subscriptions').ifExists().execute();
      },
    },
  };
};
