/**
 * One query layer for both engines: SQLite (node:sqlite) by default, PostgreSQL (pg) when a URL is given. The
 * database's type is the caller's (the portal's composes every feature's tables, src/features/db.ts); so are the
 * migrations that bring it up to date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { NodeSqliteDialect } from './node-sqlite';
import { migrateToLatest } from './migrator';
import { outageLog } from './failures';
import { guardedPool } from './pg-pool';
import type { Engine, MigrationSet } from './column-types';

export type { Engine };

export interface Database<DB> {
  db: Kysely<DB>;
  engine: Engine;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… ; when absent, SQLite at `sqliteFile`. */
  url?: string;
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests use a fresh one per file). */
  schema?: string;
  poolSize?: number;
  /** How long a query waits for a connection before it fails (default CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** Where the pool says that connections fail and come back (default: the error log). */
  log?: (line: string) => void;
}

/**
 * How long a request waits for a connection before it fails (and is answered 503): without a bound, a database
 * that does not answer at all (a failover, a dropped network) would hold every request until the client gives up.
 * Long pieces of work that nobody waits on wait longer (QUEUE_CONNECT_TIMEOUT_MS, ./connect-retry.ts).
 */
const CONNECT_TIMEOUT_MS = 5_000;

// bigint (int8) and numeric come back from pg as strings by default; our values are milliseconds and prices,
// well inside Number's exact range, so read them as numbers like SQLite does.
const INT8 = 20;
const NUMERIC = 1700;
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (v: string) => (v === null ? null : Number(v));
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function openDatabase<DB>(options: DatabaseOptions): Database<DB> {
  if (options.url) {
    if (options.schema && !SCHEMA_NAME.test(options.schema)) throw new Error(`invalid schema name: ${options.schema}`);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      types: pgTypes as pg.CustomTypesConfig,
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // A server that restarts or fails over ends every connection with an 'error' event (57P01, "Connection
    // terminated"); unheard, that event ends the process. The pool drops an idle client that failed by itself, and
    // one in use is dropped when it is handed back; queries meanwhile fail and are answered 503, and the next
    // connection is made when the database is back. A client in use has no listener of the pool's, so each gets
    // its own: the query it was running rejects with the same error, which is where it is handled. A connection that
    // failed is never handed out again, even when its 'error' event comes late (./pg-pool.ts).
    const outage = outageLog('database', options.log);
    pool.on('error', (err) => outage.failed(err));
    pool.on('connect', (client) => {
      client.on('error', (err) => outage.failed(err));
      outage.recovered();
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: guardedPool(pool) }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? path.join('data', 'portal.sqlite');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Kysely<DB>({ dialect: new NodeSqliteDialect(file) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/** Opens the database and brings its schema up to date with the platform's and the given migrations. */
export async function connectDatabase<DB>(
  options: DatabaseOptions & { migrations: readonly MigrationSet[] },
): Promise<Database<DB>> {
  const database = openDatabase<DB>(options);
  try {
    await migrateToLatest(
      database.db,
      database.engine,
      options.migrations,
      database.engine === 'postgres' ? (options.schema ?? (await currentSchema(database.db))) : undefined,
    );
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return database;
}

/**
 * The schema a PostgreSQL connection creates its tables in (the first of its search_path that exists). The
 * migrator is told it even when the operator chose it by search_path alone: Kysely otherwise takes bookkeeping
 * tables found in any other schema of the database as its own, and then fails to find them where it looks.
 */
async function currentSchema<DB>(db: Kysely<DB>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}
