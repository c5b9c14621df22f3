/**
 * With PUBLIC_SITE_URL unset, the serving process (`npm run serve`) on a port other than 4321 mails links to where
 * it listens, and says at start that mails would carry a local address. The live build is a stand-in whose handler
 * is the API app from source, as the build's /api route is; the mail goes through the worker's outbox (no SMTP:
 * written to DATA_DIR/outbox).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeQuotedPrintable, describeApi, sampleListings, writeSnapshot } from './helpers';
import { freePort } from './support/smtp';
import { startChildWithOutput, stopChild } from './support/child';

const require = createRequire(import.meta.url);

describeApi('the public address derived from where the portal listens', () => {
  let root = '';
  let child: ChildProcess | null = null;
  let port = 0;
  let log = '';

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-site-address-'));
    const build = path.join(root, 'build');
    fs.mkdirSync(path.join(build, 'client'), { recursive: true });
    fs.mkdirSync(path.join(build, 'server'), { recursive: true });
    fs.writeFileSync(path.join(build, 'client', 'index.html'), '<!doctype html><title>Portal</title>');
    fs.writeFileSync(
      path.join(build, 'server', 'entry.mjs'),
      // What the build's /api route does (src/pages/api/[...path].ts): every request to the API app, from source.
      `import { getRequestListener } from ${JSON.stringify(pathToFileURL(require.resolve('@hono/node-server')).href)};
import { app } from ${JSON.stringify(pathToFileURL(path.resolve('src/server/app.ts')).href)};
export const handler = getRequestListener((request, env) => app.fetch(request, env));
`,
    );
    writeSnapshot(path.join(root, 'data'), sampleListings(3));
    do port = await freePort();
    while (port === 4321);
    const started = await startChildWithOutput(
      path.resolve('scripts/serve.ts'),
      {
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        // Blank is unset: nothing inherited from the test's own environment decides the address.
        PUBLIC_SITE_URL: '',
        MAIL_FROM: '',
        SMTP_HOST: '',
        DATA_DIR: path.join(root, 'data'),
        BUILD_DIR: build,
        DATABASE_URL: '',
        SQLITE_FILE: path.join(root, 'portal.sqlite'),
        SYNC_CRON: 'off',
      },
      'Portal läuft auf',
    );
    child = started.proc;
    log = started.output;
    child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  }, 120_000);

  afterAll(async () => {
    if (child) await stopChild(child);
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function post(pathname: string, body: unknown) {
    const res = await fetch(`http://127.0.0.1:${port}${pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text };
  }

  it('warns at start, naming the local address and PUBLIC_SITE_URL', () => {
    const line = log.split('\n').find((l) => l.includes('WARNING'));
    expect(line).toContain(`http://127.0.0.1:${port}`);
    expect(line).toContain('PUBLIC_SITE_URL');
  });

  it("links a password-reset mail to the server's own address and port", async () => {
    const email = 'neu@example.at';
    const reg = await post('/api/auth/register', {
      name: 'Neu Kunde',
      email,
      phone: '',
      password: 'Sicher123',
      password_confirmation: 'Sicher123',
      terms: true,
    });
    expect(reg.status, `${reg.body}\n${log}`).toBe(201);
    expect((await post('/api/auth/password/forgot', { email })).status).toBe(200);

    // The worker sends it from the outbox; waited for, bounded by the test's time limit.
    const outbox = path.join(root, 'data', 'outbox');
    let reset: string | undefined;
    while (!reset) {
      const mails = fs.existsSync(outbox)
        ? fs.readdirSync(outbox).map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(outbox, f), 'utf8')))
        : [];
      reset = mails.find((m) => m.includes('passwort-vergessen?token='));
      if (!reset) await new Promise((r) => setTimeout(r, 200));
    }
    expect(reset).toContain(`http://127.0.0.1:${port}/passwort-vergessen?token=`);
    expect(reset).not.toContain('localhost:4321');
    expect(reset).toMatch(/^From: .*<noreply@127\.0\.0\.1>/m);
  }, 60_000);
});
