/**
 * Test harness for the API: each test file gets its own data folder, listing snapshot and database (a SQLite file,
 * or a fresh PostgreSQL schema when TEST_DATABASE_URL is set), and talks to the app in-process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import { createApp, type ApiApp } from '~/server/app';
import { loadConfig, type Config } from '~/platform/config';
import { createApiContext } from '~/server/deps';
import type { Context, ContextOptions } from '~/features/index';
import { snapshotFiles } from '~/snapshot/paths';
import type { SqliteJobQueue } from '~/platform/queue/sqlite-queue';
import { postgresProblem } from './support/postgres';

export const PG_URL = process.env.TEST_DATABASE_URL || undefined;

const pgProblem = PG_URL ? await postgresProblem(PG_URL) : null;
export const ENGINE = PG_URL ? 'postgres' : 'sqlite';
if (pgProblem)
  console.log(`– API tests on PostgreSQL skipped: ${new URL(PG_URL!).host} does not answer (${pgProblem})`);

/** `describe` that runs on the selected engine, or skips the whole file with a clear line when it is unreachable. */
export const describeApi = (name: string, fn: () => void) =>
  (pgProblem ? describe.skip : describe)(`${name} [${ENGINE}]`, fn);

export interface TestListing {
  id: number;
  external_id?: string;
  objekttitel: string;
  title_slug?: string;
  status?: string;
  kaufpreis?: number | null;
  kaltmiete?: number | null;
  vermarktungsart?: string;
  objektart?: string;
  location?: { ort?: string; plz?: string };
  primary_image?: { url: string; thumbnail_url: string } | null;
  [key: string]: unknown;
}

export function sampleListings(count = 60): TestListing[] {
  return Array.from({ length: count }, (_, i) => {
    const id = i + 1;
    const buy = id % 2 === 1;
    return {
      id,
      external_id: `ONR-${1000 + id}`,
      objekttitel: `Wohnung ${id} in Wien`,
      title_slug: `wohnung-${id}-in-wien`,
      status: 'available',
      vermarktungsart: buy ? 'KAUF' : 'MIETE_PACHT',
      objektart: 'WOHNUNG',
      kaufpreis: buy ? 250_000 + id * 1000 : null,
      kaltmiete: buy ? null : 800 + id,
      location: { ort: 'Wien', plz: '1060' },
      primary_image: { url: `/media/${id}/1.jpg`, thumbnail_url: `/media/${id}/1-thumb.jpg` },
      beschreibung: 'Text that the API does not need',
    };
  });
}

export function writeSnapshot(dataDir: string, listings: unknown[], digest = randomBytes(8).toString('hex')): void {
  const files = snapshotFiles(dataDir);
  fs.mkdirSync(files.dir, { recursive: true });
  fs.writeFileSync(files.properties, JSON.stringify(listings));
  fs.writeFileSync(files.meta, JSON.stringify({ digest, generatedAt: new Date().toISOString() }));
}

export interface Clock {
  now: number;
  advance(ms: number): void;
}

export interface TestApi {
  app: ApiApp;
  /** The API's context, as routes get it. */
  ctx: Context;
  config: Config;
  dataDir: string;
  clock: Clock;
  call(method: string, url: string, opts?: CallOptions): Promise<CallResult>;
  /** Registers and returns a signed-in user. */
  signUp(
    overrides?: Partial<Record<string, unknown>>,
  ): Promise<{ token: string; user: any; email: string; password: string }>;
  outbox(): string[];
  /** Works off the jobs that are due now (mails above all), as the server's worker would. */
  runJobs(): Promise<void>;
  /**
   * The context jobs run with: the API's, with a copy of its services, so a test can give the jobs an SMS gateway
   * or a listing sync of their own without changing the API's.
   */
  jobContext: Context;
  /** The PostgreSQL schema of this test file (pg-boss's is `<schema>_jobs`); undefined on SQLite. */
  schema: string | undefined;
  close(): Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  ip?: string;
}

export interface CallResult {
  status: number;
  body: any;
  headers: Headers;
  res: Response;
}

let counter = 0;

async function dropSchema(schema: string | undefined): Promise<void> {
  if (!schema || !PG_URL) return;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.query(`drop schema if exists ${schema}_jobs cascade`);
  await client.end();
}

export async function setupApi(
  options: {
    env?: Record<string, string>;
    overrides?: ContextOptions;
    listings?: unknown[];
    tweak?: (c: Config) => void;
  } = {},
): Promise<TestApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-'));
  writeSnapshot(dataDir, options.listings ?? sampleListings());
  let schema: string | undefined;
  if (PG_URL) {
    schema = `t_${process.pid}_${Date.now().toString(36)}_${(counter++).toString(36)}`;
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_SITE_URL: 'http://portal.test',
    ...(PG_URL ? { DATABASE_URL: PG_URL } : {}),
    ...options.env,
  });
  config.rateLimits = structuredClone(config.rateLimits);
  options.tweak?.(config);
  const clock: Clock = {
    now: Date.UTC(2026, 10, 22, 12),
    advance(ms) {
      this.now += ms;
    },
  };
  let ctx: Context;
  try {
    ctx = await createApiContext(config, {
      schema,
      now: () => clock.now,
      jobPollMs: 500,
      // Cheap scrypt in tests; the stored format carries its cost, the production default is tested separately.
      scryptCost: { N: 1024, r: 8, p: 1 },
      ...options.overrides,
    });
  } catch (err) {
    await dropSchema(schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const app = createApp(ctx);
  const jobContext: Context = { ...ctx, services: { ...ctx.services } };
  // pg-boss works its queues with its own pollers; the SQLite queue is worked on demand, with the test's clock.
  if (ctx.queue.engine === 'pg-boss') await ctx.queue.work(jobContext);

  async function runJobs(): Promise<void> {
    if (ctx.queue.engine === 'sqlite') {
      await (ctx.queue as SqliteJobQueue).runDue(jobContext);
      return;
    }
    const deadline = Date.now() + 15_000;
    for (;;) {
      const waiting = [...(await ctx.queue.list({ state: 'queued' })), ...(await ctx.queue.list({ state: 'active' }))];
      // Jobs waiting for a retry are not due now.
      const due = waiting.filter((j) => j.state === 'active' || j.attempts === 0);
      if (due.length === 0) return;
      if (Date.now() > deadline) throw new Error(`jobs still waiting: ${due.map((j) => j.key).join(', ')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function call(method: string, url: string, opts: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', ...opts.headers };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const res = await app.request(url, { method, headers, body }, { clientAddress: opts.ip ?? '198.51.100.7' });
    const text = await res.clone().text();
    let parsed: any = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed, headers: res.headers, res };
  }

  let userCounter = 0;
  return {
    app,
    ctx,
    config,
    dataDir,
    clock,
    call,
    async signUp(overrides = {}) {
      userCounter++;
      const email = (overrides.email as string) ?? `user${userCounter}-${randomBytes(3).toString('hex')}@example.at`;
      const password = (overrides.password as string) ?? 'Sicher123';
      const res = await call('POST', '/api/auth/register', {
        body: {
          name: 'Anna Muster',
          email,
          phone: '',
          password,
          password_confirmation: password,
          terms: true,
          ...overrides,
        },
        ip: `10.0.${userCounter}.1`,
      });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      // Registration answers without a session (alike for new and taken addresses); the client signs in next.
      const login = await call('POST', '/api/auth/login', { body: { email, password }, ip: `10.0.${userCounter}.1` });
      if (login.status !== 200)
        throw new Error(`sign-in after sign-up failed: ${login.status} ${JSON.stringify(login.body)}`);
      return { token: login.body.token, user: login.body.user, email, password };
    },
    runJobs,
    jobContext,
    schema,
    outbox() {
      const dir = path.join(dataDir, 'outbox');
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir)
        .sort()
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    },
    async close() {
      await ctx.close();
      await dropSchema(schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Decodes a quoted-printable .eml body so tests can read links in it. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
