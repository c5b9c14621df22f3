/**
 * A Kysely dialect for Node's built-in `node:sqlite` (no native addon to compile).
 * Kysely's own SqliteDialect expects better-sqlite3's statement shape (`reader`, array parameters) and hands out its
 * single connection without a lock, so an async transaction could interleave with other requests' queries. This
 * driver serialises connection use with a small mutex, like Kysely's older SQLite driver did.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

type SqlValue = null | number | bigint | string | Uint8Array;

function toSqlValue(value: unknown): SqlValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') return value;
  if (value instanceof Uint8Array) return value;
  return JSON.stringify(value);
}

class StatementCache {
  #map = new Map<string, { stmt: StatementSync; reader: boolean }>();
  constructor(
    private readonly db: DatabaseSync,
    private readonly max = 500,
  ) {}

  get(sql: string) {
    let hit = this.#map.get(sql);
    if (hit) {
      // Re-insert so the Map's insertion order doubles as least-recently-used order.
      this.#map.delete(sql);
      this.#map.set(sql, hit);
      return hit;
    }
    const stmt = this.db.prepare(sql);
    hit = { stmt, reader: stmt.columns().length > 0 };
    this.#map.set(sql, hit);
    if (this.#map.size > this.max) this.#map.delete(this.#map.keys().next().value!);
    return hit;
  }
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #cache: StatementCache;
  constructor(db: DatabaseSync) {
    this.#cache = new StatementCache(db);
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { stmt, reader } = this.#cache.get(compiled.sql);
    const params = compiled.parameters.map(toSqlValue);
    if (reader) return { rows: stmt.all(...params) as R[] };
    const { changes, lastInsertRowid } = stmt.run(...params);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { stmt } = this.#cache.get(compiled.sql);
    for (const row of stmt.iterate(...compiled.parameters.map(toSqlValue))) yield { rows: [row as R] };
  }
}

class Mutex {
  #tail: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;

  async lock(): Promise<void> {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.#release = release;
  }

  unlock(): void {
    const release = this.#release;
    this.#release = null;
    release?.();
  }
}

class NodeSqliteDriver implements Driver {
  #db: DatabaseSync | null = null;
  #connection: NodeSqliteConnection | null = null;
  readonly #mutex = new Mutex();

  constructor(private readonly filename: string) {}

  async init(): Promise<void> {
    this.#db = new DatabaseSync(this.filename);
    // WAL lets the static server's readers and a second process work beside a writer; busy_timeout waits out
    // short write locks instead of failing; foreign keys are off by default in SQLite.
    this.#db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;',
    );
    this.#connection = new NodeSqliteConnection(this.#db);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection!;
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    this.#db?.close();
    this.#db = null;
  }
}

/**
 * SQLite runs DDL inside transactions. Saying so makes Kysely's migrator run all pending migrations in one
 * transaction, which this driver opens with BEGIN IMMEDIATE: two processes starting on one database file migrate
 * one after the other instead of both applying the same migration.
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class NodeSqliteDialect implements Dialect {
  constructor(private readonly filename: string) {}
  createDriver(): Driver {
    return new NodeSqliteDriver(this.filename);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the signature of Kysely's Dialect interface
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
