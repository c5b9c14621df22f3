import type { Kysely } from 'kysely';
import { columnTypes, type MigrationSet } from '../../platform/db/column-types';
import { BUCKET_COLUMNS } from './histogram';

export const monitoringMigrations: MigrationSet = (engine) => {
  const T = columnTypes(engine);
  const histogram = <B extends { addColumn: (...a: any[]) => B }>(t: B): B => {
    let out = t
      .addColumn('n', 'integer', (c: any) => c.notNull().defaultTo(0))
      .addColumn('sum', T.money, (c: any) => c.notNull().defaultTo(0));
    for (const b of BUCKET_COLUMNS) out = out.addColumn(b, 'integer', (c: any) => c.notNull().defaultTo(0));
    return out;
  };
  return {
    '2026-11-24-60_monitoring': {
      async up(db: Kysely<any>) {
        await T.id(db.schema.createTable('api_errors').ifNotExists())
          .addColumn('at', T.time, (c) => c.notNull())
          .addColumn('method', 'text', (c) => c.notNull())
          .addColumn('route', 'text', (c) => c.notNull())
          .addColumn('status', 'integer', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('api_errors_at').ifNotExists().on('api_errors').column('at').execute();
        await histogram(
          db.schema
            .createTable('api_latency')
            .ifNotExists()
            .addColumn('hour', T.time, (c) => c.notNull())
            .addColumn('method', 'text', (c) => c.notNull())
            .addColumn('route', 'text', (c) => c.notNull()),
        )
          .addPrimaryKeyConstraint('api_latency_pk', ['hour', 'method', 'route'])
          .execute();
        await histogram(
          db.schema
            .createTable('rum_vitals')
            .ifNotExists()
            .addColumn('day', 'text', (c) => c.notNull())
            .addColumn('page_type', 'text', (c) => c.notNull())
            .addColumn('lang', 'text', (c) => c.notNull())
            .addColumn('metric', 'text', (c) => c.notNull()),
        )
          .addPrimaryKeyConstraint('rum_vitals_pk', ['day', 'page_type', 'lang', 'metric'])
          .execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('rum_vitals').ifExists().execute();
        await db.schema.dropTable('api_latency').ifExists().execute();
        await db.schema.dropTable('api_errors').ifExists().execute();
      },
    },
  };
};
