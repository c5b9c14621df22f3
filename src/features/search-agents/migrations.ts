import type { Kysely } from 'kysely';
import { columnTypes, type MigrationSet } from '../../platform/db/column-types';

export const searchAgentsMigrations: MigrationSet = (engine) => {
  const T = columnTypes(engine);
  return {
    '2026-11-24-20_search_agents': {
      async up(db: Kysely<any>) {
        await T.id(db.schema.createTable('search_agents').ifNotExists())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('email_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('frequency', 'text', (c) => c.notNull())
          .addColumn('search', 'text', (c) => c.notNull())
          .addColumn('rooms_min', T.money)
          .addColumn('rooms_max', T.money)
          .addColumn('channels', 'text', (c) => c.notNull())
          .addColumn('phone', 'text')
          .addColumn('phone_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('phone_code_hash', 'text')
          .addColumn('phone_code_expires', T.time)
          .addColumn('phone_code_tries', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('lang', 'text', (c) => c.notNull())
          .addColumn('matched_through', T.time, (c) => c.notNull())
          .addColumn('created_at', T.time, (c) => c.notNull())
          .addColumn('updated_at', T.time, (c) => c.notNull())
          .execute();
        await db.schema.createIndex('search_agents_user').ifNotExists().on('search_agents').column('user_id').execute();
        await db.schema
          .createIndex('search_agents_active')
          .ifNotExists()
          .on('search_agents')
          .columns(['active', 'frequency'])
          .execute();

        await db.schema
          .createTable('search_agent_matches')
          .ifNotExists()
          .addColumn('agent_id', 'integer', (c) => c.notNull().references('search_agents.id').onDelete('cascade'))
          .addColumn('listing_id', 'integer', (c) => c.notNull())
          .addColumn('matched_at', T.time, (c) => c.notNull())
          .addColumn('period', 'text')
          .addPrimaryKeyConstraint('search_agent_matches_pk', ['agent_id', 'listing_id'])
          .execute();
        await db.schema
          .createIndex('search_agent_matches_period')
          .ifNotExists()
          .on('search_agent_matches')
          .columns(['agent_id', 'period'])
          .execute();

        await db.schema
          .createTable('search_agent_listings')
          .ifNotExists()
          .addColumn('listing_id', 'integer', (c) => c.primaryKey())
          .addColumn('summary', 'text', (c) => c.notNull())
          .addColumn('updated_at', T.time, (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('listing_first_seen')
          .ifNotExists()
          .addColumn('listing_id', 'integer', (c) => c.primaryKey())
          .addColumn('first_seen', T.time, (c) => c.notNull())
          .execute();

        // The action tokens are the platform's now (src/platform/action-tokens); their table stays created here,
        // where it first shipped.
        await db.schema
          .createTable('action_tokens')
          .ifNotExists()
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('purpose', 'text', (c) => c.notNull())
          .addColumn('subject_id', 'integer', (c) => c.notNull())
          .addColumn('created_at', T.time, (c) => c.notNull())
          .addColumn('expires_at', T.time)
          .execute();
        await db.schema
          .createIndex('action_tokens_subject')
          .ifNotExists()
          .on('action_tokens')
          .columns(['purpose', 'subject_id'])
          .execute();
      },
      async down(db: Kysely<any>) {
        for (const t of [
          'action_tokens',
          'listing_first_seen',
          'search_agent_listings',
          'search_agent_matches',
          'search_agents',
        ])
          await db.schema.dropTable(t).ifExists().execute();
      },
    },
    '2026-11-28-01_sms_code_attempts': {
      async up(db: Kysely<any>) {
        await T.id(db.schema.createTable('sms_code_attempts').ifNotExists())
          .addColumn('created_at', T.time, (c) => c.notNull())
          .addColumn('prefix', 'text', (c) => c.notNull())
          .addColumn('outcome', 'text', (c) => c.notNull())
          .addColumn('reason', 'text')
          .execute();
        await db.schema
          .createIndex('sms_code_attempts_created')
          .ifNotExists()
          .on('sms_code_attempts')
          .column('created_at')
          .execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('sms_code_attempts').ifExists().execute();
      },
    },
  };
};
