import type { Kysely } from 'kysely';
import { columnTypes, type MigrationSet } from '../../platform/db/column-types';

export const reportsMigrations: MigrationSet = (engine) => {
  const T = columnTypes(engine);
  return {
    '2026-11-28-10_reports': {
      async up(db: Kysely<any>) {
        // No foreign key to properties: the table is replaced by every snapshot, a report stays.
        await T.id(db.schema.createTable('listing_reports').ifNotExists())
          .addColumn('property_id', 'integer', (c) => c.notNull())
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('text', 'text')
          .addColumn('email', 'text')
          .addColumn('lang', 'text', (c) => c.notNull())
          .addColumn('created_at', T.time, (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
          .addColumn('handled_at', T.time)
          .addColumn('handled_by', 'integer')
          .execute();
        await db.schema
          .createIndex('listing_reports_status_property')
          .ifNotExists()
          .on('listing_reports')
          .columns(['status', 'property_id'])
          .execute();
        await db.schema
          .createTable('hidden_listings')
          .ifNotExists()
          .addColumn('property_id', 'integer', (c) => c.primaryKey())
          .addColumn('report_id', 'integer')
          .addColumn('hidden_by', 'integer', (c) => c.notNull())
          .addColumn('hidden_at', T.time, (c) => c.notNull())
          .execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('hidden_listings').ifExists().execute();
        await db.schema.dropTable('listing_reports').ifExists().execute();
      },
    },
  };
};
