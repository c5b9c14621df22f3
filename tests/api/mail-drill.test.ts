/**
 * No mail is lost: with the SMTP server down, password-reset mails wait in the outbox and are delivered once it
 * answers again; none twice. First in-process, then with the server process killed (kill -9) while mails wait
 * (the SMTP server refused each of them once) and started again. Runs on the engine of this run (SQLite, or
 * pg-boss on PostgreSQL). Every wait is for something to happen, bounded by the test's time limit; a duplicate is
 * ruled out once every mail's job is done, since a job that is done never runs again.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { PORTAL_JOBS } from '~/features/index';
import { sendMailJob } from '~/platform/mail/outbox-job';
import { describeApi, ENGINE, PG_URL, sampleListings, setupApi, writeSnapshot, type TestApi } from './helpers';
import { freePort, startRefusingSmtp, startSmtp, type ReceivedMail, type TestSmtp } from './support/smtp';
import { startChild, stopChild } from './support/child';

const MAILS = 20;

function expectEachOnce(received: ReceivedMail[], recipients: string[]) {
  expect(received).toHaveLength(recipients.length);
  expect(received.flatMap((m) => m.to).sort()).toEqual([...recipients].sort());
  expect(new Set(received.map((m) => m.messageId)).size).toBe(recipients.length);
}

describeApi('mail drill: SMTP down, then up', () => {
  let api: TestApi;
  let smtp: TestSmtp | null = null;
  let smtpPort = 0;
  const quickMail = { ...sendMailJob, retry: { attempts: 60, baseDelayMs: 1000, maxDelayMs: 1000 }, timeoutMs: 5000 };

  beforeAll(async () => {
    smtpPort = await freePort();
    api = await setupApi({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), SMTP_SECURE: '0' },
      overrides: { jobs: [quickMail, ...PORTAL_JOBS.filter((j) => j.name !== quickMail.name)] },
    });
  });
  afterAll(async () => {
    await api.close();
    await smtp?.close();
  });

  it(`${MAILS} reset requests while SMTP is down: all ${MAILS} delivered once it is up, none twice`, async () => {
    const users = [];
    for (let i = 0; i < MAILS; i++) users.push(await api.signUp());
    for (const [i, u] of users.entries()) {
      const res = await api.call('POST', '/api/auth/password/forgot', {
        body: { email: u.email },
        ip: `192.0.2.${i + 1}`,
      });
      expect(res.status).toBe(200);
    }
    // The worker tries, SMTP refuses: every mail waits for its next run.
    if (ENGINE === 'sqlite') await api.runJobs();
    await vi.waitFor(
      async () => {
        const waiting = await api.ctx.queue.list({ state: 'queued', queue: 'mail-send', limit: 100 });
        const active = await api.ctx.queue.list({ state: 'active', queue: 'mail-send' });
        expect(waiting.length + active.length).toBe(MAILS);
        expect(waiting.filter((j) => j.attempts === 0)).toEqual([]);
      },
      { timeout: 50_000, interval: 100 },
    );
    expect(await api.ctx.queue.list({ state: 'failed', queue: 'mail-send' })).toHaveLength(0);

    smtp = await startSmtp(smtpPort);
    // Every mail's job done: SMTP took each, and none can run again.
    await vi.waitFor(
      async () => {
        if (ENGINE === 'sqlite') {
          api.clock.advance(1000);
          await api.runJobs();
        }
        expect(await api.ctx.queue.list({ state: 'done', queue: 'mail-send', limit: 100 })).toHaveLength(MAILS);
      },
      { timeout: 100_000, interval: ENGINE === 'sqlite' ? 20 : 250 },
    );
    if (ENGINE === 'sqlite') {
      api.clock.advance(60_000);
      await api.runJobs();
    }
    expectEachOnce(
      smtp.received,
      users.map((u) => u.email),
    );
  }, 120_000);
});

describeApi('mail drill: the server killed while mails wait', () => {
  let root = '';
  let smtp: TestSmtp | null = null;
  let child: ChildProcess | null = null;
  let database = '';
  const env: Record<string, string> = {};

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-drill-'));
    writeSnapshot(path.join(root, 'data'), sampleListings(5));
    const smtpPort = await freePort();
    Object.assign(env, {
      NODE_ENV: 'test',
      DATA_DIR: path.join(root, 'data'),
      PUBLIC_SITE_URL: 'http://portal.test',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_SECURE: '0',
      TRUST_PROXY: '1',
      SYNC_CRON: 'off',
      DRILL_PORT: String(await freePort()),
    });
    if (ENGINE === 'postgres') {
      database = `drill_${process.pid}_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
      const url = new URL(PG_URL!);
      url.pathname = `/${database}`;
      env.DATABASE_URL = url.toString();
    } else {
      env.SQLITE_FILE = path.join(root, 'portal.sqlite');
    }
  });

  afterAll(async () => {
    if (child) await stopChild(child);
    await smtp?.close();
    if (database) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  const startServer = () => startChild('tests/api/support/mail-drill-server.ts', env, 'ready ');

  async function post(pathname: string, body: unknown, ip: string) {
    const res = await fetch(`http://127.0.0.1:${env.DRILL_PORT}${pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': ip },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  /** How many of the outbox's mail jobs are done, read from the database itself. */
  async function mailsDone(): Promise<number> {
    if (ENGINE === 'postgres') {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        const schema = env.PGBOSS_SCHEMA ?? process.env.PGBOSS_SCHEMA ?? 'pgboss';
        const { rows } = await client.query(
          `select count(*)::int as n from ${schema}.job where name = 'mail-send' and state = 'completed'`,
        );
        return rows[0].n;
      } finally {
        await client.end();
      }
    }
    const db = new DatabaseSync(env.SQLITE_FILE!);
    try {
      return (
        db.prepare("select count(*) as n from jobs where queue = 'mail-send' and state = 'done'").get() as {
          n: number;
        }
      ).n;
    } finally {
      db.close();
    }
  }

  it(`kill -9 with ${MAILS} mails waiting, start again with SMTP up: ${MAILS} delivered, none twice`, async () => {
    // An SMTP server that refuses each mail for now: what it refused shows that the worker tried every one.
    const refusing = await startRefusingSmtp(Number(env.SMTP_PORT));
    child = await startServer();
    const emails: string[] = [];
    for (let i = 0; i < MAILS; i++) {
      const email = `drill${i}@example.at`;
      const reg = await post(
        '/api/auth/register',
        {
          name: 'Drill Test',
          email,
          phone: '',
          password: 'Sicher123',
          password_confirmation: 'Sicher123',
          terms: true,
        },
        `198.18.0.${i + 1}`,
      );
      expect(reg.status).toBe(201);
      const forgot = await post('/api/auth/password/forgot', { email }, `198.18.1.${i + 1}`);
      expect(forgot.status).toBe(200);
      emails.push(email);
    }
    // Once the worker has tried and failed every mail, the process is killed without warning.
    await vi.waitFor(() => expect(refusing.refused.size).toBe(MAILS), { timeout: 100_000, interval: 50 });
    await stopChild(child);
    child = null;
    await refusing.close();

    smtp = await startSmtp(Number(env.SMTP_PORT));
    child = await startServer();
    // Every mail's job done on the restarted process: SMTP took each, and none can run again.
    await vi.waitFor(async () => expect(await mailsDone()).toBe(MAILS), { timeout: 100_000, interval: 200 });
    expectEachOnce(smtp.received, emails);
  }, 240_000);
});
