import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  resolve: { alias: { '~': src } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // The first test of a file pays for compiling what it imports (the search parser's lexicons of 15
          // languages take seconds on a busy machine): a bound for a hung test, not a statement about speed.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each API file gets its own database; running them one at a time keeps SQLite and PostgreSQL runs alike.
          fileParallelism: false,
          testTimeout: 20_000,
          // Set-up and clean-up start and stop processes and create and drop PostgreSQL databases: on a busy machine
          // that takes longer than vitest's 10 s default. A bound for a hung hook, not a statement about speed.
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
