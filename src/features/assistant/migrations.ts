import type { Kysely } from 'kysely';
import { columnTypes, type MigrationSet } from '../../platform/db/column-types';

export const assistantMigrations: MigrationSet = (engine) => {
  const T = columnTypes(engine);
  return {
    '2026-11-24-40_assistant': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('assistant_counts')
          .ifNotExists()
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('lang', 'text', (c) => c.notNull())
          .addColumn('intent', 'text', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('assistant_counts_pk', ['day', 'lang', 'intent'])
          .execute();
        await T.id(db.schema.createTable('assistant_unanswered').ifNotExists())
          .addColumn('question', 'text', (c) => c.notNull())
          .addColumn('lang', 'text', (c) => c.notNull())
          .addColumn('created_at', T.time, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('assistant_unanswered_created')
          .ifNotExists()
          .on('assistant_unanswered')
          .column('created_at')
          .execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('assistant_unanswered').ifExists().execute();
        await db.schema.dropTable('assistant_counts').ifExists().execute();
      },
    },
  };
};
