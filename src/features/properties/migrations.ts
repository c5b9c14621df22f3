import { sql, type Kysely } from 'kysely';
import { columnTypes, type MigrationSet } from '../../platform/db/column-types';

export const propertiesMigrations: MigrationSet = (engine) => {
  const T = columnTypes(engine);
  return {
    '2026-11-23-04_properties': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('properties')
          .ifNotExists()
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('external_id', 'text')
          .addColumn('objekttitel', 'text', (c) => c.notNull())
          .addColumn('title_slug', 'text')
          .addColumn('status', 'text')
          .addColumn('vermarktungsart', 'text')
          .addColumn('objektart', 'text')
          .addColumn('kaufpreis', T.money)
          .addColumn('kaltmiete', T.money)
          .addColumn('ort', 'text')
          .addColumn('summary', 'text', (c) => c.notNull())
          .addColumn('updated_at', T.time, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('properties_external_id')
          .ifNotExists()
          .on('properties')
          .column('external_id')
          .execute();

        await db.schema
          .createTable('app_meta')
          .ifNotExists()
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('app_meta').ifExists().execute();
        await db.schema.dropTable('properties').ifExists().execute();
      },
    },
    '2026-11-23-10_lead_contacts': {
      async up(db: Kysely<any>) {
        // Whom a lead about a listing goes to: its contact person and agency, as JSON (LeadContact).
        await db.schema.alterTable('properties').addColumn('lead_contact', 'text').execute();
        await db.schema
          .createTable('projects')
          .ifNotExists()
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('slug', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('lead_contact', 'text', (c) => c.notNull())
          .addColumn('updated_at', T.time, (c) => c.notNull())
          .execute();
        // The new columns fill on the next load of the snapshot, which forgetting its digest forces.
        await sql`delete from app_meta where key = 'snapshot_digest'`.execute(db);
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('projects').ifExists().execute();
        await db.schema.alterTable('properties').dropColumn('lead_contact').execute();
      },
    },
  };
};
