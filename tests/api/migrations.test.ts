/**
 * A database made by the first releases (one migration with every table, built or planned) migrates cleanly to
 * today's feature migrations: its accounts and favourites stay, the planned features' tables go.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Migrator } from 'kysely/migration';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '~/platform/db/database';
import { migrateToLatest, migrationsFor } from '~/platform/db/migrator';
import type { PortalDatabase } from '~/features/db';
import { MIGRATIONS } from '~/features/index';
import { initial } from '../fixtures/db/legacy-0001-initial';
import { describeApi, ENGINE, PG_URL } from './helpers';

describeApi('database migrations', () => {
  let database: PortalDatabase;
  let dir = '';
  const schema = `mig_${process.pid}_${Date.now().toString(36)}`;

  afterAll(async () => {
    await database?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    if (PG_URL) {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  });

  async function legacyDatabase(): Promise<PortalDatabase> {
    if (ENGINE === 'postgres') {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`create schema ${schema}`);
      await client.end();
      return openDatabase({ url: PG_URL, schema });
    }
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
    return openDatabase({ sqliteFile: path.join(dir, 'legacy.sqlite') });
  }

  it('takes over a database of the one-migration schema, keeping its data', async () => {
    database = await legacyDatabase();
    const { db, engine } = database;
    const legacy = new Migrator({
      db,
      provider: { getMigrations: async () => ({ '0001_initial': initial(engine) }) },
      ...(engine === 'postgres' ? { migrationTableSchema: schema } : {}),
    });
    const first = await legacy.migrateToLatest();
    expect(first.error).toBeUndefined();
    const user = await db
      .insertInto('users')
      .values({
        email: 'alt@example.at',
        name: 'Alt',
        phone: null,
        password_hash: null,
        lang: 'de',
        created_at: 1,
        updated_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('favorites').values({ user_id: user.id, property_id: 7, created_at: 1 }).execute();

    const applied = await migrateToLatest(db, engine, MIGRATIONS, engine === 'postgres' ? schema : undefined);
    expect(applied).toEqual(
      Object.keys(migrationsFor(engine, MIGRATIONS))
        .filter((n) => n !== '0001_initial')
        .sort(),
    );

    const tables = (await db.introspection.getTables()).map((t) => t.name);
    for (const kept of [
      'users',
      'auth_tokens',
      'password_resets',
      'social_accounts',
      'oauth_states',
      'favorites',
      'properties',
      'app_meta',
      'rate_limits',
    ]) {
      expect(tables).toContain(kept);
    }
    // the old schema's price_alerts was dropped; today's is the one the price-alert feature creates
    const alerts = (await db.introspection.getTables()).find((t) => t.name === 'price_alerts');
    expect(alerts?.columns.map((c) => c.name)).toContain('channels');
    // search_agents and newsletter_subscriptions come back, built by their features' own later migrations.
    for (const gone of ['inquiries', 'appointments', 'logs']) {
      expect(tables).not.toContain(gone);
    }
    expect(tables).toContain(engine === 'sqlite' ? 'jobs' : 'job_keys');
    const favorites = await db
      .selectFrom('favorites')
      .innerJoin('users', 'users.id', 'favorites.user_id')
      .select(['users.email', 'favorites.property_id'])
      .execute();
    expect(favorites).toEqual([{ email: 'alt@example.at', property_id: 7 }]);
    // Run again: nothing left to do.
    expect(await migrateToLatest(db, engine, MIGRATIONS, engine === 'postgres' ? schema : undefined)).toEqual([]);
  });

  it('names every migration so that they sort in the order they were written', () => {
    const names = Object.keys(migrationsFor('sqlite', MIGRATIONS));
    expect(names[0]).toBe('0001_initial');
    for (const name of names.slice(1)) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-\d{2}_[a-z_]+$/);
  });

  it('still knows every migration a database may have recorded, wherever its entry lives now', () => {
    // A database lists the migrations it ran by name, and the migrator refuses one that lists a name it no longer
    // knows: an entry that moves to another feature (or to the platform) keeps its name.
    const shipped = [
      '0001_initial',
      '2026-11-23-01_rate_limits',
      '2026-11-23-02_auth_accounts',
      '2026-11-23-03_favorites',
      '2026-11-23-04_properties',
      '2026-11-23-05_jobs',
      '2026-11-23-09_drop_unbuilt_tables',
      '2026-11-23-10_lead_contacts',
      '2026-11-23-11_leads',
      '2026-11-23-12_admin',
      '2026-11-24-01_social_login_codes',
      '2026-11-24-02_known_login_addresses',
      '2026-11-24-10_price_alerts',
      '2026-11-24-11_push_subscriptions',
      '2026-11-24-20_search_agents',
      '2026-11-24-21_newsletter',
      '2026-11-24-40_assistant',
      '2026-11-24-60_monitoring',
    ];
    const names = Object.keys(migrationsFor('sqlite', MIGRATIONS));
    expect(shipped.filter((n) => !names.includes(n))).toEqual([]);
  });
});
