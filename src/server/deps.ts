/**
 * Everything the API app needs from outside, built once per process (or per test file). Passing it into
 * `createApp` keeps the app free of globals, so tests run it in-process against their own database.
 */
import path from 'node:path';
import type { Config } from './config';
import { connectDatabase, type Database } from './db/database';
import { createMailer, type Mailer } from './mail/mailer';
import { createRatesService, type RatesService } from './rates/ecb';
import { createSnapshotLoader, type SnapshotLoader } from './properties/snapshot';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './auth/password';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  rates: RatesService;
  snapshot: SnapshotLoader;
  now: () => number;
  fetch: typeof fetch;
  scryptCost: ScryptCost;
  close(): Promise<void>;
}

export interface DepsOverrides {
  database?: Database;
  /** PostgreSQL schema (tests use a fresh one per file). */
  schema?: string;
  mailer?: Mailer;
  rates?: RatesService;
  now?: () => number;
  fetch?: typeof fetch;
  scryptCost?: ScryptCost;
}

export async function createDeps(config: Config, overrides: DepsOverrides = {}): Promise<AppDeps> {
  const now = overrides.now ?? Date.now;
  const doFetch = overrides.fetch ?? fetch;
  const database =
    overrides.database ??
    (await connectDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile, schema: overrides.schema }));
  const snapshot = createSnapshotLoader({
    db: database.db,
    dir: path.join(config.dataDir, 'snapshot'),
    checkMs: config.snapshotCheckMs,
    now,
  });
  try {
    await snapshot.refresh();
  } catch (err) {
    // The API still serves accounts and favourites; listings come with the next good snapshot.
    console.error('[snapshot] initial load failed:', err);
  }
  const mailer = overrides.mailer ?? createMailer(config);
  return {
    config,
    database,
    mailer,
    rates: overrides.rates ?? createRatesService({ url: config.ecbRatesUrl, fetch: doFetch, now }),
    snapshot,
    now,
    fetch: doFetch,
    scryptCost: overrides.scryptCost ?? DEFAULT_SCRYPT_COST,
    async close() {
      await snapshot.idle();
      await mailer.idle();
      await database.close();
    },
  };
}
