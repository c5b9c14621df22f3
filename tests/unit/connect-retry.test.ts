/**
 * Connecting to PostgreSQL for a long piece of work (src/platform/db/connect-retry.ts): tried again with backoff
 * while the database is unavailable, a bounded number of times, at once failing on anything else, and the error
 * names the database without its password. The waits are the test's own (no clock).
 */
import { describe, expect, it } from 'vitest';
import { connectWithRetry, databaseLabel } from '../../src/platform/db/connect-retry';

const URL = 'postgres://portal:secret@db.example:5433/portal?options=-c%20search_path%3Dx';
const refused = () => Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:5433'), { code: 'ECONNREFUSED' });

function attempts(outcomes: Array<Error | string>) {
  const waits: number[] = [];
  const lines: string[] = [];
  let tries = 0;
  const connect = async () => {
    const next = outcomes[tries++];
    if (next instanceof Error) throw next;
    return next!;
  };
  const run = (max: number) =>
    connectWithRetry(
      'the render queue',
      URL,
      { attempts: max, timeoutMs: 30_000 },
      connect,
      (line) => lines.push(line),
      async (ms) => {
        waits.push(ms);
      },
    );
  return { run, waits, lines, tries: () => tries };
}

describe('connecting for a long piece of work', () => {
  it('names the database without its password', () => {
    expect(databaseLabel(URL)).toBe('portal@db.example:5433/portal');
    expect(databaseLabel('postgres://127.0.0.1/test')).toBe('127.0.0.1/test');
    expect(databaseLabel('host=db user=portal password=secret dbname=portal')).toBe(
      'host=db user=portal dbname=portal',
    );
  });

  it('tries again after 1, 2, 4 s while the database does not answer, and goes on once it does', async () => {
    const timeout = new Error('timeout exceeded when trying to connect');
    const a = attempts([timeout, refused(), new Error('Connection terminated unexpectedly'), 'connected']);
    await expect(a.run(5)).resolves.toBe('connected');
    expect(a.waits).toEqual([1000, 2000, 4000]);
    expect(a.lines).toHaveLength(3);
    expect(a.lines[0]).toContain('PostgreSQL at portal@db.example:5433/portal did not answer');
    expect(a.lines[0]).toContain('try 2 of 5');
  });

  it('gives up after the last try with an error naming the database, the tries and the settings', async () => {
    const a = attempts([refused(), refused(), refused(), 'never']);
    const err = await a.run(3).catch((e: Error) => e);
    expect(a.tries()).toBe(3);
    expect(a.waits).toEqual([1000, 2000]);
    expect((err as Error).message).toBe(
      'the render queue could not connect to PostgreSQL at portal@db.example:5433/portal in 3 tries, each waiting up to 30 s for a connection (QUEUE_CONNECT_TIMEOUT_MS, QUEUE_CONNECT_ATTEMPTS): connect ECONNREFUSED 10.0.0.1:5433',
    );
    expect((err as Error).message).not.toContain('secret');
  });

  it('fails at once on an error a retry does not mend, naming the database', async () => {
    const auth = Object.assign(new Error('password authentication failed for user "portal"'), { code: '28P01' });
    const a = attempts([auth, 'never']);
    await expect(a.run(5)).rejects.toThrow(
      'the render queue could not use PostgreSQL at portal@db.example:5433/portal: password authentication failed',
    );
    expect(a.tries()).toBe(1);
    expect(a.waits).toEqual([]);
  });

  it('never waits longer than 15 s between tries', async () => {
    const a = attempts([...Array.from({ length: 7 }, refused), 'connected']);
    await expect(a.run(8)).resolves.toBe('connected');
    expect(a.waits).toEqual([1000, 2000, 4000, 8000, 15000, 15000, 15000]);
  });
});
