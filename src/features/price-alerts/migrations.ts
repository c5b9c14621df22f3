import type { Kysely } from 'kysely';
import { columnTypes, type MigrationSet } from '../../platform/db/column-types';

export const priceAlertMigrations: MigrationSet = (engine) => {
  const T = columnTypes(engine);
  return {
    '2026-11-24-10_price_alerts': {
      async up(db: Kysely<any>) {
        // An account's alerts go with it.
        await T.id(db.schema.createTable('price_alerts').ifNotExists())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('property_id', 'integer', (c) => c.notNull())
          .addColumn('target_price', T.money, (c) => c.notNull())
          .addColumn('notes', 'text')
          .addColumn('channels', 'text', (c) => c.notNull())
          .addColumn('active', 'integer', (c) => c.notNull())
          .addColumn('lang', 'text', (c) => c.notNull())
          .addColumn('price_at_creation', T.money, (c) => c.notNull())
          .addColumn('created_at', T.time, (c) => c.notNull())
          .addColumn('updated_at', T.time, (c) => c.notNull())
          .addColumn('fired_at', T.time)
          .addColumn('fired_price', T.money)
          .execute();
        // One alert per user and listing, enforced where two simultaneous requests cannot both pass.
        await db.schema
          .createIndex('price_alerts_user_property')
          .ifNotExists()
          .unique()
          .on('price_alerts')
          .columns(['user_id', 'property_id'])
          .execute();
        await db.schema
          .createIndex('price_alerts_waiting')
          .ifNotExists()
          .on('price_alerts')
          .columns(['active', 'fired_at'])
          .execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('price_alerts').ifExists().execute();
      },
    },
  };
};
