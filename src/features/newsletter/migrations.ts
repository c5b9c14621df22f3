/**
 * The newsletter's subscriptions. The entry shipped among the search agents' migrations under the name below; a
 * database records a migration by its name, so the entry keeps it now that it lives here.
 */
import type { Kysely } from 'kysely';
import { columnTypes, type MigrationSet } from '../../platform/db/column-types';

export const newsletterMigrations: MigrationSet = (engine) => {
  const T = columnTypes(engine);
  return {
    '2026-11-24-21_newsletter': {
      async up(db: Kysely<any>) {
        await T.id(db.schema.createTable('newsletter_subscriptions').ifNotExists())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text')
          .addColumn('frequency', 'text', (c) => c.notNull())
          .addColumn('lang', 'text', (c) => c.notNull())
          .addColumn('confirmed_at', T.time)
          .addColumn('created_at', T.time, (c) => c.notNull())
          .addColumn('updated_at', T.time, (c) => c.notNull())
          .execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('newsletter_subscriptions').ifExists().execute();
      },
    },
  };
};
