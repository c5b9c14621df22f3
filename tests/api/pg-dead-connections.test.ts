/**
 * A PostgreSQL connection that the server ended (a restart, a failover, pg_terminate_backend) is never used again:
 * a checkout's first query runs on a fresh connection when the one it took died, a later query (a transaction's,
 * a session's) fails, and a connection whose query met the server's end is not handed to the next query. Needs
 * PostgreSQL (TEST_DATABASE_URL); each connection here is ended with pg_terminate_backend from another one.
 */
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '~/platform/db/database';
import { PG_URL } from './helpers';

const describePg = PG_URL ? describe : describe.skip;
if (!PG_URL) console.log('– dead-connection tests skipped: no TEST_DATABASE_URL');

/** Waits for a condition by polling, up to the bound (the test's timeout is the real clock). */
async function until(
  what: string,
  check: () => boolean,
  bound = 30_000,
  probe: () => Promise<void> = async () => {},
): Promise<void> {
  const deadline = Date.now() + bound;
  for (;;) {
    await probe();
    if (check()) return;
    if (Date.now() > deadline) throw new Error(`gave up waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describePg('connections the server ended [PostgreSQL]', () => {
  let database: Database<Record<string, never>>;
  let admin: pg.Client;
  const logged: string[] = [];

  const backendPid = async (db: Database<Record<string, never>>['db']): Promise<number> =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;

  /** Ends the backend from another connection and waits until its client has heard it (the pool's log says so). */
  async function terminate(pid: number): Promise<void> {
    const before = logged.length;
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await until('the client to hear that its connection ended', () => logged.length > before);
  }

  beforeAll(async () => {
    // One connection in the pool, so "a fresh connection" and "the same connection" are told apart by the backend.
    database = openDatabase({ url: PG_URL, poolSize: 1, log: (line) => logged.push(line) });
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await database?.close();
  });

  it('runs the first query of a checkout on a fresh connection when the one it took has died', async () => {
    // The pool's one connection, idle in the pool; the checkout below takes it and it dies before the first query.
    const first = await backendPid(database.db);
    const second = await database.db.connection().execute(async (conn) => {
      await terminate(first);
      return backendPid(conn);
    });
    expect(second).not.toBe(first);
    // The connection that replaced it is the pool's now, and works.
    expect(await backendPid(database.db)).toBe(second);
  });

  it('fails a later query of a checkout whose connection died (its session is gone), then connects afresh', async () => {
    let first = 0;
    await expect(
      database.db.connection().execute(async (conn) => {
        first = await backendPid(conn);
        await terminate(first);
        return backendPid(conn);
      }),
    ).rejects.toThrow(/not queryable/);
    expect(await backendPid(database.db)).not.toBe(first);
  });

  it('fails a query inside a transaction whose connection died, and the next query gets a fresh connection', async () => {
    let first = 0;
    await expect(
      database.db.transaction().execute(async (trx) => {
        first = await backendPid(trx);
        await terminate(first);
        return backendPid(trx);
      }),
    ).rejects.toThrow();
    const next = await backendPid(database.db);
    expect(next).not.toBe(first);
  });

  it('does not hand out a connection whose query met the end of its session', async () => {
    const first = await backendPid(database.db);
    const sleeping = sql`select pg_sleep(30)`.execute(database.db);
    sleeping.catch(() => {});
    // The sleeping query holds the pool's one connection; its backend is ended once it shows as running.
    let running = false;
    await until(
      'the query to run',
      () => running,
      30_000,
      async () => {
        const { rows } = await admin.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where pid = $1 and state = 'active'",
          [first],
        );
        running = rows[0]!.n === 1;
      },
    );
    await admin.query('select pg_terminate_backend($1)', [first]);
    await expect(sleeping).rejects.toMatchObject({ code: '57P01' });
    const next = await backendPid(database.db);
    expect(next).not.toBe(first);
  });
});
