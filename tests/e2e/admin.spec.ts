/**
 * The admin area in Chromium: the first admin made with `npm run admin -- create-admin`, its one-time link, the
 * overview, blocking a user whose next request is then refused, the audit log showing it, guests and plain users
 * kept out, and axe on the pages in light and dark.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { firstAdmin, JSON_HEADERS, register, sharedAdmin, signInAs } from './support/admin-session';

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
  await signInAs(page, await sharedAdmin(request));
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
  await signInAs(page, await sharedAdmin(request));
  await page.goto('/admin#system');
  await expect(page.locator('[data-check="database"]')).toContainText('in Ordnung');
  await expect(page.locator('[data-check="database"]')).toContainText('Datenbank');
  // build, chromium, database, disk, llm, mailQueue, node, rates, scheduler, smtp, sms, smsCodes
  await expect(page.locator('[data-check]')).toHaveCount(12);
});

test('the English admin pages', async ({ page, request }) => {
  await signInAs(page, await sharedAdmin(request));
  await page.goto('/en/admin#users');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('[data-admin-app="admin"] h1')).not.toHaveText('Verwaltung');
  await expect(page.getByRole('table')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  for (const section of ['dashboard', 'imports', 'companies', 'leads', 'users', 'audit', 'system']) {
    test(`axe finds nothing on /admin#${section} (${theme})`, async ({ page, request }) => {
      await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
      await signInAs(page, await sharedAdmin(request));
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
