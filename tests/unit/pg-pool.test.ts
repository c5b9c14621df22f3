/**
 * The pool Kysely is given on PostgreSQL (src/platform/db/pg-pool.ts), against a stand-in for pg's pool: a
 * connection found dead when taken is destroyed and another taken; a connection whose query failed because the
 * connection failed is destroyed when handed back; a healthy one goes back to the pool.
 */
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { guardedPool } from '~/platform/db/pg-pool';

interface FakeClient {
  id: number;
  _queryable: boolean;
  released: unknown[];
  queryError?: Error;
  getTransactionStatus(): string;
  query(text: string): Promise<{ rows: { id: number }[] }>;
  release(err?: unknown): void;
}

function fakePool(states: boolean[]) {
  const clients: FakeClient[] = [];
  const pool = {
    options: {},
    async connect(): Promise<FakeClient> {
      const id = clients.length + 1;
      const client: FakeClient = {
        id,
        _queryable: states[id - 1] ?? true,
        released: [],
        getTransactionStatus: () => 'I',
        async query() {
          if (this.queryError) throw this.queryError;
          return { rows: [{ id }] };
        },
        release(err?: unknown) {
          this.released.push(err ?? 'healthy');
        },
      };
      clients.push(client);
      return client;
    },
    end: async () => {},
  };
  return { pool: guardedPool(pool as unknown as pg.Pool), clients };
}

describe('guarded PostgreSQL pool', () => {
  it('destroys a connection found dead when taken, and hands out the next', async () => {
    const { pool, clients } = fakePool([false, true]);
    const client = await pool.connect();
    const result = (await client.query('select 1', [])) as { rows: { id: number }[] };
    expect(result.rows[0]!.id).toBe(2);
    expect(clients[0]!.released).toHaveLength(1);
    expect(clients[0]!.released[0]).toBeInstanceOf(Error);
    client.release();
    expect(clients[1]!.released).toEqual(['healthy']);
  });

  it('destroys a connection whose query met the server ending it, and pools a healthy one', async () => {
    const { pool, clients } = fakePool([true]);
    const client = await pool.connect();
    const ended = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    clients[0]!.queryError = ended;
    await expect(client.query('select 1', [])).rejects.toBe(ended);
    client.release();
    expect(clients[0]!.released).toEqual([ended]);

    const { pool: other, clients: others } = fakePool([true]);
    const healthy = await other.connect();
    others[0]!.queryError = Object.assign(new Error('duplicate key value'), { code: '23505' });
    await expect(healthy.query('insert', [])).rejects.toThrow('duplicate key');
    healthy.release();
    expect(others[0]!.released).toEqual(['healthy']);
  });

  it('runs the first query on a fresh connection when the one taken died before it, not a later one', async () => {
    const { pool, clients } = fakePool([true, true]);
    const first = await pool.connect();
    clients[0]!._queryable = false;
    expect(((await first.query('select 1', [])) as { rows: { id: number }[] }).rows[0]!.id).toBe(2);
    first.release();
    expect(clients[0]!.released[0]).toBeInstanceOf(Error);
    expect(clients[1]!.released).toEqual(['healthy']);

    const second = await pool.connect();
    await second.query('select 1', []);
    clients[2]!._queryable = false;
    clients[2]!.queryError = new Error('Client has encountered a connection error and is not queryable');
    await expect(second.query('select 2', [])).rejects.toThrow('not queryable');
    second.release();
    expect(clients[2]!.released[0]).toBeInstanceOf(Error);
    expect(clients).toHaveLength(3);
  });
});
