/**
 * Two server processes on one database: a scheduled job runs once for each time it falls due, whichever process
 * ticks first (each enqueues it under the due time's key; one worker takes it). On PostgreSQL through pg-boss, on
 * SQLite through the jobs table of one database file. The schedule falls due every second, so the test needs no
 * deadline of its own: it watches due times that came after both processes were ticking, however long a busy
 * machine took to start them.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase } from '~/platform/db/database';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeApi, ENGINE, PG_URL } from './helpers';
import { startChild, stopChild } from './support/child';

/** Every second (croner's six fields, seconds first). */
const EVERY_SECOND = '* * * * * *';

describeApi('scheduled jobs with two server processes', () => {
  const children: ChildProcess[] = [];
  let database = '';
  let url = '';
  let dir = '';
  const dbEnv: Record<string, string> = {};

  beforeAll(async () => {
    if (ENGINE === 'sqlite') {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sched-'));
      dbEnv.SQLITE_FILE = path.join(dir, 'portal.sqlite');
      const database = openDatabase({ sqliteFile: dbEnv.SQLITE_FILE });
      await sql`create table drill_runs (label text not null, pid integer not null, key text not null)`.execute(
        database.db,
      );
      await database.close();
      return;
    }
    database = `sched_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const u = new URL(PG_URL!);
    u.pathname = `/${database}`;
    url = u.toString();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('create table drill_runs (label text not null, pid integer not null, key text not null)');
    await client.end();
    dbEnv.DATABASE_URL = url;
  });

  afterAll(async () => {
    await Promise.all(children.map(stopChild));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    if (!database) return;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  async function start(): Promise<void> {
    const env = { NODE_ENV: 'test', ...dbEnv, DATA_DIR: dir || '/nonexistent', SCHEDULE_CRON: EVERY_SECOND };
    children.push(await startChild('tests/api/support/schedule-process.ts', env, 'ready'));
  }

  const keyAt = (ms: number) => `schedule:drill:${new Date(ms).toISOString()}`;

  it('runs a job once for each time it falls due, whichever of two processes ticks first', async () => {
    await Promise.all([start(), start()]);
    // Due times after this moment are seen by both processes: each ticks from the moment it was ready.
    const bothTicking = Date.now();
    const first = Math.floor(bothTicking / 1000) * 1000 + 1000;
    const watched = [first, first + 1000, first + 2000].map(keyAt);
    const database = openDatabase(ENGINE === 'postgres' ? { url } : { sqliteFile: dbEnv.SQLITE_FILE });
    const runs = async () =>
      (
        await sql<{ label: string; pid: number; key: string }>`select label, pid, key from drill_runs`.execute(
          database.db,
        )
      ).rows;
    try {
      // The three due times have run: a wait for the runs, bounded by the test's time limit, not a measure.
      await vi.waitFor(
        async () => {
          const done = new Set((await runs()).map((r) => r.key));
          expect(watched.filter((k) => !done.has(k))).toEqual([]);
        },
        { timeout: 100_000, interval: 250 },
      );
      // Both stop before the count, so no run is added while it is read.
      await Promise.all(children.map(stopChild));
      const rows = await runs();
      const keys = await sql<{
        key: string;
      }>`select key from ${sql.table(ENGINE === 'postgres' ? 'job_keys' : 'jobs')} where queue = 'drill-record'`.execute(
        database.db,
      );
      // No due time ran twice, and each watched one ran once, in one of the two processes.
      const perKey = new Map<string, number>();
      for (const r of rows) perKey.set(r.key, (perKey.get(r.key) ?? 0) + 1);
      expect([...perKey].filter(([, n]) => n > 1)).toEqual([]);
      for (const k of watched) expect(perKey.get(k), k).toBe(1);
      expect(rows.every((r) => r.label === 'each-due-time')).toBe(true);
      const pids = children.map((c) => c.pid);
      expect(rows.filter((r) => !pids.includes(Number(r.pid)))).toEqual([]);
      // One queue entry a due time, each under the due time's key.
      const enqueued = keys.rows.map((r) => r.key);
      expect(new Set(enqueued).size).toBe(enqueued.length);
      for (const r of rows) expect(enqueued).toContain(r.key);
    } finally {
      await database.close();
    }
  }, 120_000);
});
