/**
 * kill -9 while writes are in flight: a real API process takes registrations and favourites from a dozen
 * concurrent clients and is killed without warning in the middle of them. The database must then pass its own
 * integrity check (SQLite), the process must start again on it, and every write the process had answered with 2xx
 * must be there. Writes cut off by the kill had no answer, so either outcome is right for them.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, ENGINE, PG_URL, sampleListings, writeSnapshot } from './helpers';
import { freePort } from './support/smtp';
import { startChild, stopChild } from './support/child';

const CLIENTS = 12;
/** Acknowledged writes to wait for before the kill, so that it lands mid-stream. */
const BEFORE_KILL = 120;
const LISTINGS = 400;

describeApi('kill -9 with writes in flight', () => {
  let root = '';
  let child: ChildProcess | null = null;
  let database = '';
  const env: Record<string, string> = {};

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-kill-'));
    writeSnapshot(path.join(root, 'data'), sampleListings(LISTINGS));
    Object.assign(env, {
      NODE_ENV: 'test',
      DATA_DIR: path.join(root, 'data'),
      PUBLIC_SITE_URL: 'http://portal.test',
      TRUST_PROXY: '1',
      SYNC_CRON: 'off',
      DRILL_PORT: String(await freePort()),
    });
    if (ENGINE === 'postgres') {
      database = `kill_${process.pid}_${Date.now().toString(36)}`;
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
    if (database) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  const startServer = () => startChild('tests/api/support/mail-drill-server.ts', env, 'ready ');

  async function call(method: string, pathname: string, opts: { body?: unknown; ip: string; token?: string }) {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-Forwarded-For': opts.ip,
    };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    const res = await fetch(`http://127.0.0.1:${env.DRILL_PORT}${pathname}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  const registration = (email: string) => ({
    name: 'Kim Kill',
    email,
    password: 'Sicher123',
    password_confirmation: 'Sicher123',
    terms: true,
  });

  /** Every registered address and every favourite, read from the database itself. */
  async function stored(): Promise<{ emails: Set<string>; favorites: Set<string> }> {
    const sqlUsers = 'select email from users';
    const sqlFavorites = 'select u.email, f.property_id from favorites f join users u on u.id = f.user_id';
    let users: Array<{ email: string }>;
    let favorites: Array<{ email: string; property_id: number }>;
    if (ENGINE === 'postgres') {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      users = (await client.query(sqlUsers)).rows;
      favorites = (await client.query(sqlFavorites)).rows;
      await client.end();
    } else {
      const db = new DatabaseSync(env.SQLITE_FILE!);
      users = db.prepare(sqlUsers).all() as typeof users;
      favorites = db.prepare(sqlFavorites).all() as typeof favorites;
      db.close();
    }
    return {
      emails: new Set(users.map((u) => u.email)),
      favorites: new Set(favorites.map((f) => `${f.email}#${Number(f.property_id)}`)),
    };
  }

  it('the database is intact after the kill and every acknowledged write is there after the restart', async () => {
    child = await startServer();

    // Accounts for the favourites, made before the storm.
    const members: Array<{ email: string; token: string; next: number }> = [];
    for (let i = 0; i < 6; i++) {
      const email = `fav${i}@example.at`;
      expect(
        (await call('POST', '/api/auth/register', { body: registration(email), ip: `198.18.9.${i}` })).status,
      ).toBe(201);
      const login = await call('POST', '/api/auth/login', {
        body: { email, password: 'Sicher123' },
        ip: `198.18.9.${i}`,
      });
      expect(login.status).toBe(200);
      members.push({ email, token: login.body.token, next: 1 });
    }

    const acked = { registrations: [] as string[], favorites: [] as string[] };
    let attempted = 0;
    let cutOff = 0;
    let stop = false;
    const client = async (w: number) => {
      for (let n = 0; !stop; n++) {
        attempted++;
        try {
          if (w % 2 === 0) {
            const email = `storm-${w}-${n}@example.at`;
            const res = await call('POST', '/api/auth/register', {
              body: registration(email),
              ip: `198.19.${w}.${n % 250}`,
            });
            if (res.status >= 200 && res.status < 300) acked.registrations.push(email);
          } else {
            const member = members[w % members.length]!;
            const propertyId = member.next++;
            if (propertyId > LISTINGS) return;
            const res = await call('POST', '/api/favorites', {
              body: { property_id: propertyId },
              ip: `198.20.${w}.1`,
              token: member.token,
            });
            if (res.status >= 200 && res.status < 300) acked.favorites.push(`${member.email}#${propertyId}`);
          }
        } catch {
          // The connection died with the process: no answer, no promise made.
          cutOff++;
          if (stop) return;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, w) => client(w));
    // The kill comes once enough writes were answered, however long a busy machine takes: the test's time limit
    // bounds the wait.
    while (acked.registrations.length + acked.favorites.length < BEFORE_KILL) {
      if (child.exitCode !== null) throw new Error('the server exited before the kill');
      await new Promise((r) => setTimeout(r, 5));
    }
    await stopChild(child);
    child = null;
    stop = true;
    await Promise.all(clients);

    const ackedTotal = acked.registrations.length + acked.favorites.length;
    expect(ackedTotal).toBeGreaterThanOrEqual(BEFORE_KILL);
    expect(acked.registrations.length).toBeGreaterThan(0);
    expect(acked.favorites.length).toBeGreaterThan(0);
    // Requests were in flight when the process died: they got no answer.
    expect(attempted).toBeGreaterThan(ackedTotal);
    expect(cutOff).toBeGreaterThan(0);

    if (ENGINE === 'sqlite') {
      // The file as the kill left it (with its write-ahead log): SQLite's own check of pages, indexes and constraints.
      const db = new DatabaseSync(env.SQLITE_FILE!);
      expect(db.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
      expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
      db.close();
    }

    // The process starts again on that database and answers.
    child = await startServer();
    const after = await stored();
    for (const email of acked.registrations) expect(after.emails.has(email), email).toBe(true);
    for (const fav of acked.favorites) expect(after.favorites.has(fav), fav).toBe(true);
    // The server reads them too: each member's acknowledged favourites come back from the API.
    for (const m of members) {
      const res = await call('GET', '/api/favorites', { ip: '198.18.8.1', token: m.token });
      expect(res.status).toBe(200);
      const ids = new Set((res.body.data as Array<{ property_id: number }>).map((f) => f.property_id));
      for (const fav of acked.favorites.filter((f) => f.startsWith(`${m.email}#`)))
        expect(ids.has(Number(fav.split('#')[1])), fav).toBe(true);
    }
    // A new write works on the restarted process.
    expect(
      (await call('POST', '/api/auth/register', { body: registration('after@example.at'), ip: '198.18.7.1' })).status,
    ).toBe(201);
  }, 90_000);
});
