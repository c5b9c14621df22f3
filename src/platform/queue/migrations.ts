import type { Kysely } from 'kysely';
import { columnTypes, type MigrationSet } from '../db/column-types';

export const jobMigrations: MigrationSet = (engine) => {
  const T = columnTypes(engine);
  return {
    '2026-11-23-05_jobs': {
      async up(db: Kysely<any>) {
        if (engine === 'sqlite') {
          await T.id(db.schema.createTable('jobs'))
            .addColumn('queue', 'text', (c) => c.notNull())
            .addColumn('key', 'text', (c) => c.notNull().unique())
            .addColumn('payload', 'text', (c) => c.notNull())
            .addColumn('state', 'text', (c) => c.notNull())
            .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
            .addColumn('max_attempts', 'integer', (c) => c.notNull())
            .addColumn('run_at', T.time, (c) => c.notNull())
            .addColumn('locked_until', T.time)
            .addColumn('locked_by', 'text')
            .addColumn('last_error', 'text')
            .addColumn('created_at', T.time, (c) => c.notNull())
            .addColumn('updated_at', T.time, (c) => c.notNull())
            .addColumn('finished_at', T.time)
            .execute();
          // The claim looks for due jobs by state and time.
          await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_at']).execute();
        } else {
          await db.schema
            .createTable('job_keys')
            .addColumn('key', 'text', (c) => c.primaryKey())
            .addColumn('queue', 'text', (c) => c.notNull())
            .addColumn('job_id', 'text')
            .addColumn('created_at', T.time, (c) => c.notNull())
            .addColumn('completed_at', T.time)
            .execute();
        }
      },
      async down(db: Kysely<any>) {
        await db.schema
          .dropTable(engine === 'sqlite' ? 'jobs' : 'job_keys')
          .ifExists()
          .execute();
      },
    },
  };
};
