/**
 * The admin area's logs and performance views in Chromium: mail deliveries from the outbox and API errors, the
 * real-user vitals that a beacon to /api/rum adds, API latency per endpoint and build durations, the assistant's
 * unanswered questions; and axe on these views in light and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { JSON_HEADERS, register, sharedAdmin, signInAs } from './support/admin-session';

test.describe.configure({ mode: 'serial' });

test('logs: a sent mail appears with its recipient, subject and state', async ({ page, request }) => {
  const admin = await sharedAdmin(request);
  // A password reset request sends a mail through the outbox to the account's address.
  const someone = await register(request, 'Mara');
  const reset = await request.post('/api/auth/password/forgot', {
    headers: JSON_HEADERS,
    data: { email: someone.email },
  });
  expect(reset.status()).toBeLessThan(300);
  await signInAs(page, admin);
  await page.goto('/admin#logs');
  await expect(page.getByRole('heading', { name: 'Mailversand' })).toBeVisible();
  const row = page.locator('[data-mail-state]').filter({ hasText: someone.email }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(/wartet|wird gesendet|zugestellt/);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('failed');
  await expect(page.locator('[data-mail-state]').filter({ hasText: someone.email })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'API-Fehler' })).toBeVisible();
});

test('performance: a beacon shows up as p75 of its page type, API latency per endpoint, build durations', async ({
  page,
  request,
}) => {
  const admin = await sharedAdmin(request);
  // What the collector sends after consent: page type, language and the values, as text/plain.
  const beacon = await request.post('/api/rum', {
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    data: JSON.stringify({
      page: 'detail',
      lang: 'de',
      metrics: [
        { name: 'LCP', value: 1900 },
        { name: 'INP', value: 140 },
        { name: 'CLS', value: 0.02 },
      ],
    }),
  });
  expect(beacon.status()).toBe(204);
  await signInAs(page, admin);
  await page.goto('/admin#performance');
  const summary = page.locator('[data-perf-summary]');
  await expect(summary).toContainText('Objektseite');
  await expect(summary.locator('tr').filter({ hasText: 'Objektseite' })).toContainText('ms');
  await expect(page.locator('[data-perf-routes]')).toContainText('POST /api/rum');
  await expect(page.getByRole('heading', { name: 'Build-Dauer' })).toBeVisible();
  // The chart library arrives with the view: a canvas per chart.
  await expect(page.locator('.uplot canvas').first()).toBeVisible();
});

test('assistant: a question it could not answer is listed for the staff, with the counts', async ({
  page,
  request,
}) => {
  const admin = await sharedAdmin(request);
  // Neither a search, a listing nor the guide: the offline engine says it does not know, and keeps the question.
  const question = 'Wie wird das Wetter morgen?';
  const asked = await request.post('/api/assistant', {
    headers: JSON_HEADERS,
    data: { message: question, lang: 'de' },
  });
  expect(asked.status()).toBe(200);
  expect((await asked.json()).answer.intent).toBe('unknown');
  await signInAs(page, admin);
  await page.goto('/admin#assistant');
  await expect(page.getByRole('heading', { name: 'Fragen ohne Antwort' })).toBeVisible();
  await expect(page.locator('[data-unanswered]').filter({ hasText: question }).first()).toBeVisible();
  await expect(page.getByText('Nicht beantwortet', { exact: true })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  for (const section of ['logs', 'assistant', 'performance']) {
    test(`axe finds nothing on /admin#${section} (${theme})`, async ({ page, request }) => {
      await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
      await signInAs(page, await sharedAdmin(request));
      await page.goto(`/admin#${section}`);
      await expect(page.locator('[data-admin-app="admin"]')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Wird geladen' })).toHaveCount(0);
      await expect(page.locator('section h2').first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
}
