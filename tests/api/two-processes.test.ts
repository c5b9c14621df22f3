/**
 * Two API processes on one database, as behind a load balancer: a session made on one is valid on the other and ends
 * on both when it is signed out, and a rate limit counts the requests that reached either process.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, ENGINE, PG_URL, sampleListings, writeSnapshot } from './helpers';
import { startChildWithOutput, stopChild } from './support/child';

const REGISTRATION_LIMIT = 4;

describeApi('two API processes on one database', () => {
  const children: ChildProcess[] = [];
  const bases: string[] = [];
  let database = '';
  let dir = '';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-two-'));
    writeSnapshot(dir, sampleListings(20));
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      DATA_DIR: dir,
      REGISTRATIONS_PER_IP_PER_HOUR: String(REGISTRATION_LIMIT),
      SYNC_CRON: 'off',
    };
    if (ENGINE === 'postgres') {
      database = `two_${process.pid}_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
      const u = new URL(PG_URL!);
      u.pathname = `/${database}`;
      env.DATABASE_URL = u.toString();
    } else {
      env.SQLITE_FILE = path.join(dir, 'portal.sqlite');
    }
    // One after the other: the first migrates the database, the second finds it migrated.
    for (let i = 0; i < 2; i++) {
      const { proc, output } = await startChildWithOutput('tests/api/support/api-process.ts', env, 'ready ');
      children.push(proc);
      const port = /ready (\d+)/.exec(output)?.[1];
      if (!port) throw new Error(`no port in: ${output}`);
      bases.push(`http://127.0.0.1:${port}`);
    }
  }, 90_000);

  afterAll(async () => {
    await Promise.all(children.map(stopChild));
    fs.rmSync(dir, { recursive: true, force: true });
    if (!database) return;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const register = (base: string, email: string) =>
    fetch(
      `${base}/api/auth/register`,
      json({ name: 'Zwei Prozesse', email, password: 'Geheim1234', password_confirmation: 'Geheim1234', terms: true }),
    );

  it('accepts a session made on one process on the other, and ends it on both', async () => {
    const [a, b] = bases as [string, string];
    const email = `two-${Date.now()}@example.at`;
    expect((await register(a, email)).status).toBeLessThan(300);
    const login = await fetch(`${a}/api/auth/login`, json({ email, password: 'Geheim1234' }));
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    const onB = await fetch(`${b}/api/favorites`, { headers: auth });
    expect(onB.status).toBe(200);
    const added = await fetch(`${b}/api/favorites`, {
      ...json({ property_id: 7 }),
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(added.status).toBeLessThan(300);
    const onA = await (await fetch(`${a}/api/favorites`, { headers: auth })).text();
    expect(onA).toContain('"property_id":7');

    expect((await fetch(`${b}/api/auth/logout`, { method: 'POST', headers: auth })).status).toBeLessThan(300);
    expect((await fetch(`${a}/api/favorites`, { headers: auth })).status).toBe(401);
  }, 30_000);

  it('counts a rate limit over both processes', async () => {
    // The first test made one registration from this address already.
    const statuses: number[] = [];
    for (let i = 1; i <= REGISTRATION_LIMIT; i++) {
      const res = await register(bases[i % 2]!, `limit-${i}-${Date.now()}@example.at`);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, REGISTRATION_LIMIT - 1).every((s) => s < 300)).toBe(true);
    expect(statuses[REGISTRATION_LIMIT - 1]).toBe(429);
  }, 30_000);
});
