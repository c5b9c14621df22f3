/**
 * The render queue's connection on a machine too busy to answer at once (src/build/render-batch.ts,
 * openRenderQueue; src/platform/db/connect-retry.ts). A proxy in front of PostgreSQL drops the first connection
 * it is given, as a connection that timed out would end: the queue opens on the next try, with a line saying so.
 * A port where nothing listens fails after the configured tries with an error naming the database. Nothing here
 * measures time: the proxy decides which try succeeds. The first case is skipped without TEST_DATABASE_URL.
 */
import net from 'node:net';
import { postgresProblem } from './support/postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setEnv } from '../support/process-env';
import { listen } from './support/listen';
import { loadConfig } from '~/platform/config';
import { openRenderQueue, RENDER_BATCH_QUEUE } from '../../src/build/render-batch';
import { benchSchemas, type BenchSchemas } from '../../src/bench/pg-schemas';

const PG_URL = process.env.TEST_DATABASE_URL || undefined;

const problem = PG_URL ? await postgresProblem(PG_URL) : 'TEST_DATABASE_URL is not set';
if (problem) console.log(`– the render queue through a dropping proxy skipped: ${problem}`);

const saved = { QUEUE_CONNECT_ATTEMPTS: process.env.QUEUE_CONNECT_ATTEMPTS };
afterEach(() => setEnv(saved));

describe('the render queue on a database that does not answer at once', () => {
  it('fails after the configured tries with an error naming the database, not the password', async () => {
    const closed = net.createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    setEnv({ QUEUE_CONNECT_ATTEMPTS: '2' });
    const lines: string[] = [];
    const config = loadConfig({ DATABASE_URL: `postgres://portal:secret@127.0.0.1:${port}/portal` });
    const err = await openRenderQueue(config, (line) => lines.push(line)).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    const message = (err as Error).message;
    expect(message).toContain(`the render queue could not connect to PostgreSQL at portal@127.0.0.1:${port}/portal`);
    expect(message).toContain('in 2 tries');
    expect(message).toContain('ECONNREFUSED');
    expect(message).not.toContain('secret');
    expect(lines.some((l) => l.includes('trying again in 1 s (try 2 of 2)'))).toBe(true);
  });
});

describe.skipIf(!!problem)('the render queue behind a proxy that drops its first connection', () => {
  let schemas: BenchSchemas;
  let proxy: net.Server;
  let port = 0;
  let accepted = 0;

  beforeAll(async () => {
    schemas = await benchSchemas(PG_URL!, 'rq_connect');
    const target = new URL(PG_URL!);
    proxy = net.createServer((socket) => {
      // The first connection ends before the server says anything, as one given up by a timeout does.
      if (accepted++ === 0) return socket.destroy();
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      socket.pipe(upstream).pipe(socket);
      const end = () => {
        socket.destroy();
        upstream.destroy();
      };
      socket.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
    port = await listen(proxy);
  });

  afterAll(async () => {
    proxy?.close();
    await schemas?.drop();
  });

  it('opens the queue on the next try and says so', async () => {
    const url = new URL(schemas.env.DATABASE_URL!);
    url.host = `127.0.0.1:${port}`;
    const config = loadConfig({ DATABASE_URL: url.toString(), PGBOSS_SCHEMA: schemas.env.PGBOSS_SCHEMA });
    const lines: string[] = [];
    const { queue, close } = await openRenderQueue(config, (line) => lines.push(line));
    try {
      expect(queue.engine).toBe('pg-boss');
      expect(await queue.list({ state: 'queued', queue: RENDER_BATCH_QUEUE, limit: 1 })).toEqual([]);
      expect(accepted).toBeGreaterThan(1);
      const retried = lines.filter((l) => l.includes('did not answer'));
      expect(retried).toHaveLength(1);
      expect(retried[0]).toContain(`PostgreSQL at ${url.username ? `${url.username}@` : ''}127.0.0.1:${port}`);
      expect(retried[0]).toContain('try 2 of 5');
    } finally {
      await close();
    }
  });
});
