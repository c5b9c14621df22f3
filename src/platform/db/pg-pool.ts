/**
 * The pool Kysely is given on PostgreSQL: pg's pool, with three rules for connections that a restart or failover
 * ended under it. pg's pool drops a connection when its 'error' event arrives, but that event can come after the
 * connection was handed back: a query that meets the server's "terminating connection" (57P01) rejects first, and
 * the socket's end is read later (on a busy machine, much later), while Kysely hands the client back without an
 * error. Such a connection is dead, and the next request that gets it would fail after the database is back.
 *
 * 1. A connection whose query failed because the connection itself failed is destroyed when handed back, not pooled.
 * 2. A connection that is dead when taken from the pool (not queryable, ending, its socket closed or read to its
 *    end) is destroyed and another is taken.
 * 3. The first query of a checkout, about to go out on a connection that died after it was taken, runs on a fresh
 *    connection instead: nothing is lost by the switch, as nothing was sent on this checkout yet (no transaction
 *    begun, no setting made) and the query itself was not sent (pg refuses a dead client's query before writing
 *    it). Once a checkout has sent a query, a dead connection fails its next query as before.
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isDatabaseUnavailable } from './failures';

/** The parts of pg's client that tell whether its connection still works (pg keeps them without a public API). */
interface ClientState {
  _queryable?: boolean;
  _ending?: boolean;
  _ended?: boolean;
  connection?: { stream?: { destroyed?: boolean; readableEnded?: boolean } };
  getTransactionStatus?: () => string | null;
}

/** True when the client's connection can no longer carry a query. */
export function isDeadClient(client: pg.PoolClient): boolean {
  const c = client as unknown as ClientState;
  const stream = c.connection?.stream;
  return (
    c._queryable === false || c._ending === true || c._ended === true || !!stream?.destroyed || !!stream?.readableEnded
  );
}

/** True when the client's session is inside a transaction (or pg does not say), so it must not be switched. */
function inTransaction(client: pg.PoolClient): boolean {
  const status = (client as unknown as ClientState).getTransactionStatus?.();
  return status !== 'I';
}

/** At most this many dead connections are dropped for one checkout before the pool's own answer is taken. */
const CHECKOUT_TRIES = 3;

async function checkout(pool: pg.Pool): Promise<pg.PoolClient> {
  for (let tries = 1; ; tries++) {
    const client = await pool.connect();
    if (!isDeadClient(client) || tries >= CHECKOUT_TRIES) return client;
    client.release(new Error('connection found closed when taken from the pool'));
  }
}

type QueryArgs = [config: unknown, values?: unknown, callback?: unknown];

/** Kysely's view of one checkout: queries go to the current connection, which rule 3 may replace. */
class GuardedClient {
  #pool: pg.Pool;
  #client: pg.PoolClient;
  #failure: unknown = null;
  #released = false;
  /** This checkout sent a query on its connection (so it may hold a transaction or session state). */
  #used = false;
  /** The dead connection was handed back and no fresh one was had (the database is down). */
  #lost = false;

  constructor(pool: pg.Pool, client: pg.PoolClient) {
    this.#pool = pool;
    this.#client = client;
  }

  /** pg's process id of the backend (Kysely reads it to cancel a query). */
  get processID(): number | undefined {
    return (this.#client as unknown as { processID?: number }).processID;
  }

  query(...args: QueryArgs): unknown {
    const [config, values] = args;
    // A query object (a cursor) is pg's own and is answered as pg answers it; text with values is Kysely's query.
    if (typeof config !== 'string' || typeof values === 'function') {
      this.#used = true;
      return (this.#client.query as (...a: unknown[]) => unknown)(...args);
    }
    return this.#run(config, values);
  }

  async #run(text: string, values: unknown): Promise<unknown> {
    if (this.#lost || (!this.#used && isDeadClient(this.#client) && !inTransaction(this.#client))) {
      await this.#replace();
    }
    this.#used = true;
    try {
      return await this.#client.query(text, values as unknown[] | undefined);
    } catch (err) {
      if (isDatabaseUnavailable(err) || isDeadClient(this.#client)) this.#failure = err;
      throw err;
    }
  }

  /** Rule 3: the dead connection is destroyed and a fresh one (rule 2) takes its place for this checkout. */
  async #replace(): Promise<void> {
    if (!this.#lost) {
      this.#lost = true;
      this.#client.release(new Error('connection closed before a query was sent on it'));
    }
    this.#client = await checkout(this.#pool);
    this.#lost = false;
  }

  release(destroy?: boolean): void {
    if (this.#released) return;
    this.#released = true;
    if (this.#lost) return;
    // Rule 1: a connection that failed, or that is dead now, is destroyed rather than handed to the next request.
    const dead = destroy || this.#failure !== null || isDeadClient(this.#client);
    if (dead) this.#client.release(this.#failure instanceof Error ? this.#failure : true);
    else this.#client.release();
  }
}

/** The pool for Kysely's PostgresDialect, with the rules above on top of pg's pool. */
export function guardedPool(pool: pg.Pool): PostgresPool {
  return {
    options: pool.options,
    // Kysely's control connection (to cancel a running query) is made with the pool's own client class.
    Client: (pool as unknown as { Client?: PostgresPool['Client'] }).Client,
    async connect() {
      return new GuardedClient(pool, await checkout(pool)) as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
