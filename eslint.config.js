import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

export default defineConfig(
  {
    // Generated output, local data and caches are not source.
    ignores: [
      'builds/',
      'dist/',
      'data/',
      'node_modules/',
      '.astro/',
      'test-results/',
      'playwright-report/',
      'content/feeds/sample/',
      '.tmp-*/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    rules: {
      // A leading underscore marks a binding kept on purpose: a positional parameter, a field split off before a
      // rest spread (`{ password: _p, ...user }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    rules: {
      // `let` stays right for a destructuring whose other part is reassigned, and for a variable a closure reads
      // before its one assignment (a timer cleared in its own callback).
      'prefer-const': ['error', { destructuring: 'all', ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Migrations build the schema as it was when they were written, not today's typed DB: Kysely<any> and untyped
    // column builders are Kysely's own advice there. The runner and the column helpers serve every migration.
    files: [
      'src/**/migrations.ts',
      'src/platform/db/migrator.ts',
      'src/platform/db/column-types.ts',
      'tests/fixtures/db/**',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests read JSON answers without declaring their shape and build deliberately malformed inputs.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // React code: components and the islands' hook modules. Not src/i18n or src/site, whose `useTranslations` is a
    // build-time lookup that only shares the hook naming.
    files: ['**/*.tsx', 'src/islands/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // A warning would not fail `npm run lint`; a missing dependency is a stale-closure bug unless stated otherwise.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // useAccountForm hands its formRef back inside the form object, so this rule takes every read of that object
    // in render (form.busy, form.t(…)) for a ref read. The forms read no ref's .current while rendering.
    files: ['src/islands/account/**'],
    rules: { 'react-hooks/refs': 'off' },
  },
  {
    files: ['**/*.tsx'],
    languageOptions: jsxA11y.flatConfigs.recommended.languageOptions,
    // The plugin object itself, not the copy in flatConfigs: the Astro config below registers this one too.
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  // .astro files: frontmatter and <script> blocks as TypeScript, the template with the same accessibility rules.
  astro.configs['flat/recommended'],
  ...astro.configs['flat/jsx-a11y-recommended'].map((config) =>
    config.rules && !config.files ? { ...config, files: ['**/*.astro'] } : config,
  ),
);
