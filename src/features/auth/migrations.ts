import type { Kysely } from 'kysely';
import { columnTypes, type MigrationSet } from '../../platform/db/column-types';

// Tables and indexes are created "if not exists": databases made before the features had migrations of their own
// already hold them (from the one migration all features shared, `0001_initial`).
export const authMigrations: MigrationSet = (engine) => {
  const T = columnTypes(engine);
  const userRef = (c: any) => c.notNull().references('users.id').onDelete('cascade');
  return {
    '2026-11-23-02_auth_accounts': {
      async up(db: Kysely<any>) {
        await T.id(db.schema.createTable('users').ifNotExists())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('phone', 'text')
          .addColumn('password_hash', 'text')
          .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
          .addColumn('lang', 'text')
          .addColumn('created_at', T.time, (c) => c.notNull())
          .addColumn('updated_at', T.time, (c) => c.notNull())
          .execute();

        await T.id(db.schema.createTable('auth_tokens').ifNotExists())
          .addColumn('user_id', 'integer', userRef)
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', T.time, (c) => c.notNull())
          .addColumn('expires_at', T.time, (c) => c.notNull())
          .addColumn('last_used_at', T.time)
          .addColumn('revoked_at', T.time)
          .addColumn('user_agent', 'text')
          .execute();
        await db.schema.createIndex('auth_tokens_user').ifNotExists().on('auth_tokens').column('user_id').execute();

        await T.id(db.schema.createTable('password_resets').ifNotExists())
          .addColumn('user_id', 'integer', userRef)
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', T.time, (c) => c.notNull())
          .addColumn('expires_at', T.time, (c) => c.notNull())
          .addColumn('used_at', T.time)
          .execute();
        await db.schema
          .createIndex('password_resets_user')
          .ifNotExists()
          .on('password_resets')
          .column('user_id')
          .execute();

        await T.id(db.schema.createTable('social_accounts').ifNotExists())
          .addColumn('user_id', 'integer', userRef)
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('provider_user_id', 'text', (c) => c.notNull())
          .addColumn('email', 'text')
          .addColumn('created_at', T.time, (c) => c.notNull())
          .addUniqueConstraint('social_accounts_provider_user', ['provider', 'provider_user_id'])
          .execute();

        await db.schema
          .createTable('oauth_states')
          .ifNotExists()
          .addColumn('state_hash', 'text', (c) => c.primaryKey())
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('code_verifier', 'text', (c) => c.notNull())
          .addColumn('lang', 'text', (c) => c.notNull())
          .addColumn('created_at', T.time, (c) => c.notNull())
          .addColumn('expires_at', T.time, (c) => c.notNull())
          .execute();
      },
      async down(db: Kysely<any>) {
        for (const table of ['oauth_states', 'social_accounts', 'password_resets', 'auth_tokens', 'users']) {
          await db.schema.dropTable(table).ifExists().execute();
        }
      },
    },
    // After a social sign-in the browser carries a one-time code, not the session token, in its address: the
    // code is stored hashed, lives a minute and is exchanged once for the token by a POST.
    '2026-11-24-01_social_login_codes': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('social_login_codes')
          .ifNotExists()
          .addColumn('code_hash', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'integer', userRef)
          .addColumn('created_at', T.time, (c) => c.notNull())
          .addColumn('expires_at', T.time, (c) => c.notNull())
          .execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('social_login_codes').ifExists().execute();
      },
    },
    // The addresses an account signed in from (hashed): a sign-in from one of them is not slowed down when
    // someone else is guessing the account's password from elsewhere.
    '2026-11-24-02_known_login_addresses': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('known_login_addresses')
          .ifNotExists()
          .addColumn('user_id', 'integer', userRef)
          .addColumn('address_hash', 'text', (c) => c.notNull())
          .addColumn('last_success_at', T.time, (c) => c.notNull())
          .addPrimaryKeyConstraint('known_login_addresses_pk', ['user_id', 'address_hash'])
          .execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('known_login_addresses').ifExists().execute();
      },
    },
  };
};
