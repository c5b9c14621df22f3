/**
 * The benchmarks' own PostgreSQL connections (src/bench/pg-schemas.ts, benchClient) follow the job queue's rule for
 * connecting: a port where nothing listens fails after QUEUE_CONNECT_ATTEMPTS tries, and a server that takes the
 * connection and never answers fails after QUEUE_CONNECT_TIMEOUT_MS a try (and is tried again), each with an error naming the database and
 * not its password. No PostgreSQL is needed.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { setEnv } from '../support/process-env';
import { listen } from './support/listen';
import { benchClient, sqlOn } from '../../src/bench/pg-schemas';

const saved = {
  QUEUE_CONNECT_ATTEMPTS: process.env.QUEUE_CONNECT_ATTEMPTS,
  QUEUE_CONNECT_TIMEOUT_MS: process.env.QUEUE_CONNECT_TIMEOUT_MS,
};
afterEach(() => setEnv(saved));

describe('the benchmarks connecting to PostgreSQL', () => {
  it('fail on a closed port after the configured tries, naming the database and not the password', async () => {
    const closed = net.createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    setEnv({ QUEUE_CONNECT_ATTEMPTS: '2' });
    const err = await sqlOn(`postgres://bench:secret@127.0.0.1:${port}/portal`, 'select 1').catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    const message = (err as Error).message;
    expect(message).toContain(`the benchmark could not connect to PostgreSQL at bench@127.0.0.1:${port}/portal`);
    expect(message).toContain('in 2 tries');
    expect(message).toContain('ECONNREFUSED');
    expect(message).not.toContain('secret');
  });

  it('give up on a server that never answers after QUEUE_CONNECT_TIMEOUT_MS a try instead of waiting for ever', async () => {
    // Takes the connection and says nothing, as a database too busy to answer does.
    const held: net.Socket[] = [];
    const silent = net.createServer((socket) => void held.push(socket));
    const port = await listen(silent);
    try {
      setEnv({ QUEUE_CONNECT_ATTEMPTS: '2', QUEUE_CONNECT_TIMEOUT_MS: '300' });
      const err = await benchClient(`postgres://bench:secret@127.0.0.1:${port}/portal`, 'the API benchmark').catch(
        (e: Error) => e,
      );
      expect(err).toBeInstanceOf(Error);
      const message = (err as Error).message;
      expect(message).toContain(`the API benchmark could not connect to PostgreSQL at bench@127.0.0.1:${port}/portal`);
      expect(message).toContain('in 2 tries, each waiting up to 0.3 s');
      // Taken twice: the timed-out try counts as a database that does not answer, and is tried again.
      expect(held).toHaveLength(2);
      expect(message).toMatch(/timeout/i);
      expect(message).not.toContain('secret');
    } finally {
      for (const s of held) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
