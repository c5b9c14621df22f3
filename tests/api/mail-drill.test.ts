/**
 * No mail is lost: with the SMTP server down, password-reset mails wait in the outbox and are delivered once it
 * answers again; none twice. First in-process, then with the server process killed (kill -9) while mails wait and
 * started again. Runs on the engine of this run (SQLite, or pg-boss on PostgreSQL).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PORTAL_JOBS } from '~/features/index';
import { sendMailJob } from '~/platform/mail/outbox-job';
import { describeApi, ENGINE, PG_URL, sampleListings, setupApi, writeSnapshot, type TestApi } from './helpers';
import { freePort, startSmtp, type ReceivedMail, type TestSmtp } from './support/smtp';
import { startChild } from './support/child';

const MAILS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
      overrides: { jobDefinitions: [quickMail, ...PORTAL_JOBS.filter((j) => j.name !== quickMail.name)] },
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
    else await sleep(2000);
    const waiting = await api.deps.jobs.list({ state: 'queued', queue: 'mail-send', limit: 100 });
    expect(waiting.length + (await api.deps.jobs.list({ state: 'active', queue: 'mail-send' })).length).toBe(MAILS);
    expect(waiting.every((j) => j.attempts >= 1)).toBe(true);
    expect(await api.deps.jobs.list({ state: 'failed', queue: 'mail-send' })).toHaveLength(0);

    smtp = await startSmtp(smtpPort);
    const deadline = Date.now() + 30_000;
    while (smtp.received.length < MAILS && Date.now() < deadline) {
      if (ENGINE === 'sqlite') {
        api.clock.advance(1000);
        await api.runJobs();
      }
      await sleep(ENGINE === 'sqlite' ? 20 : 250);
    }
    // Any duplicate would arrive now.
    await sleep(ENGINE === 'sqlite' ? 0 : 2500);
    if (ENGINE === 'sqlite') {
      api.clock.advance(60_000);
      await api.runJobs();
    }
    expectEachOnce(
      smtp.received,
      users.map((u) => u.email),
    );
    expect(await api.deps.jobs.list({ state: 'done', queue: 'mail-send', limit: 100 })).toHaveLength(MAILS);
  }, 60_000);
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
    child?.kill('SIGKILL');
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

  it(`kill -9 with ${MAILS} mails waiting, start again with SMTP up: ${MAILS} delivered, none twice`, async () => {
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
    // Let the worker try and fail against the closed SMTP port, then kill the process without warning.
    await sleep(2000);
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    child = null;

    smtp = await startSmtp(Number(env.SMTP_PORT));
    child = await startServer();
    const deadline = Date.now() + 45_000;
    while (smtp.received.length < MAILS && Date.now() < deadline) await sleep(200);
    await sleep(3000); // a duplicate would come now
    expectEachOnce(smtp.received, emails);
  }, 120_000);
});
