/**
 * The admin area in Chromium: the first admin made with `npm run admin -- create-admin`, its one-time link, the
 * overview, blocking a user whose next request is then refused, the audit log showing it, guests and plain users
 * kept out, and axe on the pages in light and dark.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const unique = (name: string) => `${name}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.at`;
const JSON_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function register(request: APIRequestContext, name: string) {
  const email = unique(name.toLowerCase());
  const res = await request.post('/api/auth/register', {
    headers: JSON_HEADERS,
    data: { name, email, password: 'Sicher123', password_confirmation: 'Sicher123', terms: true },
  });
  expect(res.ok()).toBe(true);
  const login = await request.post('/api/auth/login', {
    headers: JSON_HEADERS,
    data: { email, password: 'Sicher123' },
  });
  expect(login.ok()).toBe(true);
  return { email, ...((await login.json()) as { token: string; user: { id: number } }) };
}

/** The command a new operator runs, against the end-to-end server's database; then the link sets a password. */
async function firstAdmin(request: APIRequestContext) {
  const email = unique('chefin');
  const out = execFileSync('npx', ['tsx', 'scripts/admin.ts', 'create-admin', email], {
    env: { ...process.env, SQLITE_FILE: process.env.E2E_SQLITE_FILE },
    encoding: 'utf8',
  });
  const link = /https?:\/\/\S+token=\S+/.exec(out)?.[0];
  expect(link, out).toBeTruthy();
  const token = new URL(link!).searchParams.get('token')!;
  const set = await request.post('/api/auth/password/reset', {
    headers: JSON_HEADERS,
    data: { token, password: 'Admin1234', password_confirmation: 'Admin1234' },
  });
  expect(set.ok()).toBe(true);
  const login = await request.post('/api/auth/login', {
    headers: JSON_HEADERS,
    data: { email, password: 'Admin1234' },
  });
  expect(login.ok()).toBe(true);
  return (await login.json()) as { token: string; user: unknown };
}

async function signInAs(page: Page, session: { token: string; user: unknown }) {
  await page.addInitScript(
    ({ t, u }) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('user', JSON.stringify(u));
    },
    { t: session.token, u: session.user },
  );
}

test.describe.configure({ mode: 'serial' });

test('an admin blocks a user, whose next request is refused, and the audit log shows it', async ({ page, request }) => {
  const admin = await firstAdmin(request);
  const victim = await register(request, 'Bruno');
  await signInAs(page, admin);
  await page.goto('/admin');
  await expect(page.locator('[data-admin-app="admin"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Immobilien · nach Status/ })).toBeVisible();

  await page.getByRole('link', { name: 'Benutzer' }).click();
  await page.getByRole('searchbox', { name: 'Suche' }).fill(victim.email);
  const row = page.locator(`[data-admin-user="${victim.user.id}"]`);
  await expect(row).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: 'Sperren' }).click();
  await expect(row).toContainText('Gesperrt');
  await expect(page.getByRole('status').filter({ hasText: 'gesperrt' })).toBeVisible();

  const me = await request.get('/api/auth/me', {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${victim.token}` },
  });
  expect(me.status()).toBe(401);

  await page.getByRole('link', { name: 'Protokoll' }).click();
  await expect(page.locator('[data-audit-action="user.block"]').first()).toContainText(`user:${victim.user.id}`);
});

test('a guest is asked to sign in and gets no admin data', async ({ page, request }) => {
  await page.goto('/admin');
  await expect(page.locator('[data-admin-app="anonymous"]')).toContainText('Bitte melden Sie sich');
  expect((await request.get('/api/admin/dashboard', { headers: JSON_HEADERS })).status()).toBe(401);
});

test('a plain user is told there is no access and gets no admin data', async ({ page, request }) => {
  const user = await register(request, 'Paula');
  await signInAs(page, user);
  await page.goto('/admin#users');
  await expect(page.locator('[data-admin-app="forbidden"]')).toContainText('keinen Zugang');
  const res = await request.get('/api/admin/dashboard', {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${user.token}` },
  });
  expect(res.status()).toBe(403);
});

test('imports: the build history shows the live build, and "sync now" is acknowledged and logged', async ({
  page,
  request,
}) => {
  await signInAs(page, await firstAdmin(request));
  await page.goto('/admin#imports');
  await expect(page.getByRole('heading', { name: 'Builds' })).toBeVisible();
  await expect(page.locator('[data-admin-build]').filter({ hasText: '(live)' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Jetzt abgleichen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Abgleich der Feeds ist angestoßen' })).toBeVisible();
  await page.getByRole('link', { name: 'Protokoll' }).click();
  await expect(page.locator('[data-audit-action="import.sync"]').first()).toBeVisible();
  // This server does not sync (npm start does): leave no request behind for the next start to pick up.
  fs.rmSync(path.join(process.env.DATA_DIR ?? 'data', 'state', 'sync-request'), { force: true });
});

test('the system check shows each part with its state in words', async ({ page, request }) => {
  await signInAs(page, await firstAdmin(request));
  await page.goto('/admin#system');
  await expect(page.locator('[data-check="database"]')).toContainText('in Ordnung');
  await expect(page.locator('[data-check="database"]')).toContainText('Datenbank');
  await expect(page.locator('[data-check]')).toHaveCount(9);
});

test('the English admin pages', async ({ page, request }) => {
  await signInAs(page, await firstAdmin(request));
  await page.goto('/en/admin#users');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('[data-admin-app="admin"] h1')).not.toHaveText('Verwaltung');
  await expect(page.getByRole('table')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  for (const section of ['dashboard', 'imports', 'companies', 'leads', 'users', 'audit', 'system']) {
    test(`axe finds nothing on /admin#${section} (${theme})`, async ({ page, request }) => {
      await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
      await signInAs(page, await firstAdmin(request));
      await page.goto(`/admin#${section}`);
      await expect(page.locator('[data-admin-app="admin"]')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Wird geladen' })).toHaveCount(0);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
}
