import type { Kysely } from 'kysely';
import { columnTypes, type MigrationSet } from '../../platform/db/column-types';

export const leadsMigrations: MigrationSet = (engine) => {
  const T = columnTypes(engine);
  return {
    '2026-11-23-11_leads': {
      async up(db: Kysely<any>) {
        await T.id(db.schema.createTable('leads').ifNotExists())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          // A deleted account keeps the leads it sent (the agent has them anyway) but no longer owns them.
          .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('lang', 'text', (c) => c.notNull())
          .addColumn('property_id', 'integer')
          .addColumn('project_id', 'integer')
          .addColumn('topic', 'text')
          .addColumn('appointment_type', 'text')
          .addColumn('preferred_slots', 'text')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('phone', 'text')
          .addColumn('message', 'text')
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('recipient_kind', 'text', (c) => c.notNull())
          .addColumn('recipient_name', 'text', (c) => c.notNull())
          .addColumn('recipient_email', 'text', (c) => c.notNull())
          .addColumn('created_at', T.time, (c) => c.notNull())
          .addColumn('updated_at', T.time, (c) => c.notNull())
          .addColumn('delivered_at', T.time)
          .execute();
        await db.schema
          .createIndex('leads_user')
          .ifNotExists()
          .on('leads')
          .columns(['user_id', 'created_at'])
          .execute();
        await db.schema.createIndex('leads_email').ifNotExists().on('leads').columns(['email', 'created_at']).execute();

        await T.id(db.schema.createTable('lead_attempts').ifNotExists())
          .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
          .addColumn('attempt', 'integer', (c) => c.notNull())
          .addColumn('at', T.time, (c) => c.notNull())
          .addColumn('outcome', 'text', (c) => c.notNull())
          .addColumn('error', 'text')
          .execute();
        await db.schema.createIndex('lead_attempts_lead').ifNotExists().on('lead_attempts').column('lead_id').execute();

        await db.schema
          .createTable('lead_fingerprints')
          .ifNotExists()
          .addColumn('fingerprint', 'text', (c) => c.primaryKey())
          .addColumn('lead_id', 'integer', (c) => c.notNull())
          .addColumn('at', T.time, (c) => c.notNull())
          .execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('lead_fingerprints').ifExists().execute();
        await db.schema.dropTable('lead_attempts').ifExists().execute();
        await db.schema.dropTable('leads').ifExists().execute();
      },
    },
  };
};
