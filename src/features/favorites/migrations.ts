import type { Kysely } from 'kysely';
import { columnTypes, type MigrationSet } from '../../platform/db/column-types';

export const favoritesMigrations: MigrationSet = (engine) => {
  const T = columnTypes(engine);
  return {
    '2026-11-23-03_favorites': {
      async up(db: Kysely<any>) {
        // No foreign key to properties: a listing that leaves the snapshot for a day must not wipe favourites;
        // the client prunes withdrawn ones with the batch existence check.
        await T.id(db.schema.createTable('favorites').ifNotExists())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('property_id', 'integer', (c) => c.notNull())
          .addColumn('created_at', T.time, (c) => c.notNull())
          .addUniqueConstraint('favorites_user_property', ['user_id', 'property_id'])
          .execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('favorites').ifExists().execute();
      },
    },
  };
};
