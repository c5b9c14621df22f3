/**
 * Schemas of a benchmark run's own on PostgreSQL: the portal's tables in one, pg-boss's in `<schema>_jobs`, both
 * dropped at the end, so the database keeps nothing of a run and a run's queue holds only its own jobs.
 */
import pg from 'pg';
import { env } from '../config/env';
import { connectWithRetry } from '../platform/db/connect-retry';

export interface BenchSchemas {
  /** The portal's schema; pg-boss's is `${schema}_jobs`. */
  schema: string;
  /** DATABASE_URL (with that schema as search_path) and PGBOSS_SCHEMA for child processes. */
  env: Record<string, string>;
  drop: () => Promise<void>;
}

/**
 * A connection of its own on `url` for a benchmark's set-up and clean-up, by the job queue's rule for connecting
 * (src/platform/db/connect-retry.ts): each try waits QUEUE_CONNECT_TIMEOUT_MS for the connection, and up to
 * QUEUE_CONNECT_ATTEMPTS tries are made while the database does not answer. A busy or absent database then fails
 * the run with an error naming it (without the password) instead of leaving it hanging.
 */
export async function benchClient(url: string, what = 'the benchmark'): Promise<pg.Client> {
  const { QUEUE_CONNECT_TIMEOUT_MS: timeoutMs, QUEUE_CONNECT_ATTEMPTS: attempts } = env();
  // A new client each try: pg's client cannot connect a second time. pg closes the socket of a failed try itself.
  return connectWithRetry(what, url, { attempts, timeoutMs }, async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
    await client.connect();
    return client;
  });
}

/** Runs one statement on `url` over a connection of its own (creating and dropping schemas). */
export async function sqlOn(url: string, text: string): Promise<void> {
  const client = await benchClient(url);
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates the run's schema on `url`, named `<prefix>_<pid>_<time>`. */
export async function benchSchemas(url: string, prefix: string): Promise<BenchSchemas> {
  const schema = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const sql = (text: string) => sqlOn(url, text);
  await sql(`create schema ${schema}`);
  return {
    schema,
    env: {
      DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      PGBOSS_SCHEMA: `${schema}_jobs`,
    },
    drop: async () => {
      await sql(`drop schema if exists ${schema} cascade`);
      await sql(`drop schema if exists ${schema}_jobs cascade`);
    },
  };
}
