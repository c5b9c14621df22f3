/**
 * Two server processes on one database: a scheduled job that falls due once runs once, whichever process ticks
 * first (each enqueues it under the due time's key; one worker takes it). On PostgreSQL through pg-boss, on
 * SQLite through the jobs table of one database file.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase } from '~/platform/db/database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, ENGINE, PG_URL } from './helpers';
import { startChild } from './support/child';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A cron expression (with seconds) for one moment, in Vienna's local time. */
function cronAt(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Vienna',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  return `${parts.second} ${parts.minute} ${parts.hour} ${parts.day} ${parts.month} *`;
}

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
      await sql`create table drill_runs (label text not null, pid integer not null)`.execute(database.db);
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
    await client.query('create table drill_runs (label text not null, pid integer not null)');
    await client.end();
    dbEnv.DATABASE_URL = url;
  });

  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    if (!database) return;
    await sleep(200);
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  async function start(cron: string): Promise<void> {
    const env = { NODE_ENV: 'test', ...dbEnv, DATA_DIR: dir || '/nonexistent', SCHEDULE_CRON: cron };
    children.push(await startChild('tests/api/support/schedule-process.ts', env, 'ready'));
  }

  it('runs a job that falls due once exactly once', async () => {
    const due = new Date(Math.ceil((Date.now() + 8000) / 1000) * 1000);
    const cron = cronAt(due);
    await Promise.all([start(cron), start(cron)]);
    expect(Date.now()).toBeLessThan(due.getTime());
    await sleep(due.getTime() - Date.now() + 4000);
    const database = openDatabase(ENGINE === 'postgres' ? { url } : { sqliteFile: dbEnv.SQLITE_FILE });
    const { rows } = await sql<{ label: string; pid: number }>`select label, pid from drill_runs`.execute(database.db);
    const keys = await sql<{
      key: string;
    }>`select key from ${sql.table(ENGINE === 'postgres' ? 'job_keys' : 'jobs')} where queue = 'drill-record'`.execute(
      database.db,
    );
    await database.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.label).toBe('due-once');
    expect(children.map((c) => c.pid)).toContain(Number(rows[0]!.pid));
    expect(keys.rows).toEqual([{ key: `schedule:drill:${due.toISOString()}` }]);
  }, 60_000);
});
