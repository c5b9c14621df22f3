import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT || 4399);
// Each run gets a fresh account database (the listings still come from DATA_DIR): test sign-ups never pile up in
// the working copy's database, nor hit its per-IP registration limit on the next run.
// The workers inherit it from the runner: the admin test makes its first admin in this database.
process.env.E2E_SQLITE_FILE ??= path.join(os.tmpdir(), `portal-e2e-${process.pid}-${Date.now()}.sqlite`);
const sqliteFile = process.env.E2E_SQLITE_FILE;
const oauthPort = Number(process.env.E2E_OAUTH_PORT || 4398); // the mock OAuth server tests/e2e/account.spec.ts starts
const smtpPort = Number(process.env.E2E_SMTP_PORT || 4397);
// Where the end-to-end mail server writes what it receives; the workers inherit the variable from the runner.
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `portal-e2e-mail-${process.pid}-${Date.now()}`);
const mailDir = process.env.E2E_MAIL_DIR;
// Debian's chromium on these machines (Playwright cannot download its own browser here); elsewhere set
// CHROMIUM_PATH, or leave it unset where Playwright's own browser is installed.
/**
 * The languages the end-to-end server rebuilds when a test asks for "rebuild now": those of the live build it
 * serves (recorded in its build-info.json), else the three of the documented end-to-end build.
 */
function liveBuildLanguages(): string {
  try {
    const info = JSON.parse(
      fs.readFileSync(path.join(process.env.BUILDS_DIR || 'builds', 'current', 'build-info.json'), 'utf8'),
    ) as { languages?: unknown };
    if (Array.isArray(info.languages) && info.languages.length) return info.languages.join(',');
  } catch {
    /* no live build yet, or one from before languages were recorded */
  }
  return process.env.BUILD_LANGUAGES || 'de,en,ar';
}

const executablePath =
  process.env.CHROMIUM_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  // One retry on CI: a test that passes on retry is reported as flaky in the JSON summary, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /admin-upload\.spec\.ts$/ },
    // Rebuilds and switches the live site the other tests read: it runs last, after all of them.
    {
      name: 'rebuild',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /admin-upload\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      // A real SMTP server for the mails the portal sends (tests/e2e/support/smtp-sink.ts).
      command: 'tsx tests/e2e/support/smtp-sink.ts',
      port: smtpPort,
      env: { E2E_MAIL_DIR: mailDir, E2E_SMTP_PORT: String(smtpPort) },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The real server on the live build with the syncing process beside it (as `npm start`, without the
      // build at start): "rebuild now" builds the live build's languages and switches the live site.
      command: 'tsx tests/e2e/support/server.ts',
      url: `http://127.0.0.1:${port}/`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        // The social-login tests ask the debug endpoint which providers the server has.
        API_DEBUG: '1',
        SQLITE_FILE: sqliteFile,
        PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
        GOOGLE_CLIENT_ID: 'e2e-google',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_AUTH_URL: `http://127.0.0.1:${oauthPort}/authorize`,
        GOOGLE_TOKEN_URL: `http://127.0.0.1:${oauthPort}/token`,
        GOOGLE_USERINFO_URL: `http://127.0.0.1:${oauthPort}/userinfo`,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        SMTP_SECURE: '0',
        // Every test sends from 127.0.0.1; the per-address limits are tested in the API suite.
        LEADS_PER_IP_PER_HOUR: '200',
        LEADS_PER_EMAIL_PER_HOUR: '50',
        REGISTRATIONS_PER_IP_PER_HOUR: '100',
        LOGINS_PER_IP_PER_15_MIN: '500',
        // No scheduled sync during a run; requested ones ("sync now", "rebuild now") still run.
        SYNC_CRON: 'off',
        // A tile server nobody listens on (port 9, refused at once): the maps' tiles fail the same on every machine.
        MAP_TILE_UPSTREAM_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
        BUILD_LANGUAGES: liveBuildLanguages(),
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
