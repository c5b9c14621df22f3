/**
 * Column types that differ between the engines, for migrations: an auto-increment id, epoch-millisecond times
 * (bigint on PostgreSQL, read back as numbers) and money amounts.
 */
import type { ColumnDataType, CreateTableBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';

export type Engine = 'sqlite' | 'postgres';

/** A yes/no column: 0 or 1 on both engines. */
export type Flag = 0 | 1;

export interface ColumnTypes {
  id: (t: CreateTableBuilder<any, any>) => CreateTableBuilder<any, any>;
  time: ColumnDataType;
  money: ColumnDataType;
}

export function columnTypes(engine: Engine): ColumnTypes {
  return engine === 'postgres'
    ? { id: (t) => t.addColumn('id', 'serial', (c) => c.primaryKey()), time: 'bigint', money: 'double precision' }
    : {
        id: (t) => t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
        time: 'integer',
        money: 'real',
      };
}

/**
 * A feature's migrations, keyed by version name. Names sort globally across features (date first, then the
 * feature), because they run in that order on one database: a later change to any feature gets a later date.
 */
export type MigrationSet = (engine: Engine) => Record<string, Migration>;
