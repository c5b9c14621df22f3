/**
 * Versioned schema migrations, run at start (Kysely's Migrator keeps a table of applied versions and, on
 * PostgreSQL, takes an advisory lock so several API processes starting together migrate once).
 * Add a change as a NEW entry with the next number; never edit an entry that has shipped.
 */
import { sql, type ColumnDataType, type CreateTableBuilder, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { Engine } from './database';

interface Types {
  id: (t: CreateTableBuilder<any, any>) => CreateTableBuilder<any, any>;
  time: ColumnDataType;
  money: ColumnDataType;
}

function typesFor(engine: Engine): Types {
  return engine === 'postgres'
    ? { id: (t) => t.addColumn('id', 'serial', (c) => c.primaryKey()), time: 'bigint', money: 'double precision' }
    : { id: (t) => t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()), time: 'integer', money: 'real' };
}

function initial(engine: Engine): Migration {
  const T = typesFor(engine);
  const userRef = (c: any) => c.notNull().references('users.id').onDelete('cascade');
  const optionalUserRef = (c: any) => c.references('users.id').onDelete('set null');

  return {
    async up(db: Kysely<any>) {
      await T.id(db.schema.createTable('users'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('password_hash', 'text')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
        .addColumn('lang', 'text')
        .addColumn('created_at', T.time, (c) => c.notNull())
        .addColumn('updated_at', T.time, (c) => c.notNull())
        .execute();

      await T.id(db.schema.createTable('auth_tokens'))
        .addColumn('user_id', 'integer', userRef)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', T.time, (c) => c.notNull())
        .addColumn('expires_at', T.time, (c) => c.notNull())
        .addColumn('last_used_at', T.time)
        .addColumn('revoked_at', T.time)
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_id').execute();

      await T.id(db.schema.createTable('password_resets'))
        .addColumn('user_id', 'integer', userRef)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', T.time, (c) => c.notNull())
        .addColumn('expires_at', T.time, (c) => c.notNull())
        .addColumn('used_at', T.time)
        .execute();
      await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

      await T.id(db.schema.createTable('social_accounts'))
        .addColumn('user_id', 'integer', userRef)
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_user_id', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('created_at', T.time, (c) => c.notNull())
        .addUniqueConstraint('social_accounts_provider_user', ['provider', 'provider_user_id'])
        .execute();

      await db.schema
        .createTable('oauth_states')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('created_at', T.time, (c) => c.notNull())
        .addColumn('expires_at', T.time, (c) => c.notNull())
        .execute();

      // No foreign key to properties: a listing that leaves the snapshot for a day must not wipe favourites;
      // the client prunes withdrawn ones with the batch call (SPEC §4).
      await T.id(db.schema.createTable('favorites'))
        .addColumn('user_id', 'integer', userRef)
        .addColumn('property_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', T.time, (c) => c.notNull())
        .addUniqueConstraint('favorites_user_property', ['user_id', 'property_id'])
        .execute();

      await db.schema
        .createTable('properties')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('external_id', 'text')
        .addColumn('objekttitel', 'text', (c) => c.notNull())
        .addColumn('title_slug', 'text')
        .addColumn('status', 'text')
        .addColumn('vermarktungsart', 'text')
        .addColumn('objektart', 'text')
        .addColumn('kaufpreis', T.money)
        .addColumn('kaltmiete', T.money)
        .addColumn('ort', 'text')
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('updated_at', T.time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('properties_external_id').on('properties').column('external_id').execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', T.time, (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('app_meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await T.id(db.schema.createTable('price_alerts'))
        .addColumn('user_id', 'integer', userRef)
        .addColumn('property_id', 'integer', (c) => c.notNull())
        .addColumn('target_price', T.money, (c) => c.notNull())
        .addColumn('price_at_creation', T.money, (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('notify_email', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('notify_push', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', T.time, (c) => c.notNull())
        .addColumn('updated_at', T.time, (c) => c.notNull())
        .addColumn('last_checked_at', T.time)
        .addColumn('triggered_at', T.time)
        .addUniqueConstraint('price_alerts_user_property', ['user_id', 'property_id'])
        .execute();

      await T.id(db.schema.createTable('search_agents'))
        .addColumn('user_id', 'integer', userRef)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('frequency', 'text', (c) => c.notNull())
        .addColumn('criteria', 'text', (c) => c.notNull())
        .addColumn('rooms_min', T.money)
        .addColumn('rooms_max', T.money)
        .addColumn('notify_email', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('notify_sms', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('phone', 'text')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', T.time, (c) => c.notNull())
        .addColumn('updated_at', T.time, (c) => c.notNull())
        .addColumn('last_sent_at', T.time)
        .execute();
      await db.schema.createIndex('search_agents_user').on('search_agents').column('user_id').execute();

      await T.id(db.schema.createTable('inquiries'))
        .addColumn('user_id', 'integer', optionalUserRef)
        .addColumn('property_id', 'integer')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .addColumn('created_at', T.time, (c) => c.notNull())
        .execute();

      await T.id(db.schema.createTable('appointments'))
        .addColumn('user_id', 'integer', optionalUserRef)
        .addColumn('property_id', 'integer')
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('preferred_at', 'text')
        .addColumn('message', 'text')
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .addColumn('created_at', T.time, (c) => c.notNull())
        .execute();

      await T.id(db.schema.createTable('newsletter_subscriptions'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text')
        .addColumn('frequency', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('confirm_token_hash', 'text')
        .addColumn('unsubscribe_token_hash', 'text')
        .addColumn('confirmed_at', T.time)
        .addColumn('created_at', T.time, (c) => c.notNull())
        .execute();

      await T.id(db.schema.createTable('logs'))
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('context', 'text')
        .addColumn('created_at', T.time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('logs_created').on('logs').column('created_at').execute();
    },
    async down(db: Kysely<any>) {
      for (const table of [
        'logs', 'newsletter_subscriptions', 'appointments', 'inquiries', 'search_agents', 'price_alerts',
        'app_meta', 'rate_limits', 'properties', 'favorites', 'oauth_states', 'social_accounts',
        'password_resets', 'auth_tokens', 'users',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}

/** Every migration, keyed by a sortable version name. */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '0001_initial': initial(engine),
  };
}

export async function migrateToLatest(db: Kysely<any>, engine: Engine, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(engine) },
    // Kysely looks for its bookkeeping tables in every schema; naming ours keeps schemas side by side apart.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Used by tests and the debug endpoint to tell which engine answers. */
export async function ping(db: Kysely<any>): Promise<boolean> {
  await sql`select 1`.execute(db);
  return true;
}
