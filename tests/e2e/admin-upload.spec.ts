/**
 * An editor uploads a feed, reads the dry-run report, imports it, rebuilds the site and finds the new listing live;
 * the audit log shows each step and the build history names the editor. The rebuild is real (the languages of the
 * end-to-end build) and switches the live site, so this file runs last, in its own project (playwright.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { editor, firstAdmin, signInAs } from './support/admin-session';

const DATA_DIR = process.env.DATA_DIR ?? 'data';

test('an editor uploads a feed, imports it after the dry run, rebuilds, and the listing is live', async ({
  page,
  request,
}) => {
  test.setTimeout(20 * 60_000);
  const stamp = Date.now().toString(36);
  const externalId = `E2E-${stamp}`;
  const title = `Dachgeschoss E2E ${stamp}`;
  // The test fixture feed with a listing of this run's own: the source keeps its name, so each run replaces it.
  const feed = fs
    .readFileSync('tests/fixtures/openimmo/full-at.xml', 'utf8')
    .replace('Dachgeschoss mit Terrasse – Neubau', title)
    .replace('<objektnr_extern>FX-100</objektnr_extern>', `<objektnr_extern>${externalId}</objektnr_extern>`);
  const file = path.join(test.info().outputDir, 'e2e-upload.xml');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, feed);

  const admin = await firstAdmin(request);
  const me = await editor(request, admin);
  await signInAs(page, me);

  // Not on the site before.
  expect((await request.get(`/onr/${externalId}`, { maxRedirects: 0 })).status()).toBe(404);

  // A sync an earlier test asked for may still hold the import lock.
  await expect.poll(() => fs.existsSync(path.join(DATA_DIR, 'state', 'sync.lock')), { timeout: 120_000 }).toBe(false);

  await page.goto('/admin#imports');
  await page.getByLabel('Feed-Datei (OpenImmo-XML oder ZIP)').setInputFiles(file);
  await page.getByRole('button', { name: 'Hochladen und prüfen' }).click();
  const report = page.locator('[data-dry-run]');
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(report).toContainText(/Neu: [1-9]/);
  await report.getByText(/^Neu: /).click();
  await expect(report).toContainText(title);
  await expect(report).toContainText(externalId);

  await page.getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Feed importiert' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-upload-row="applied"]').first()).toContainText(me.email);

  const buildsBefore = fs.readdirSync(path.join(process.env.BUILDS_DIR || 'builds')).length;
  const started = Date.now();
  await page.getByRole('button', { name: 'Website jetzt neu aufbauen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Neuaufbau der Website ist angestoßen' })).toBeVisible();

  // The server builds and switches the live site; the listing's page then answers.
  await expect
    .poll(async () => (await request.get(`/onr/${externalId}`)).status(), { timeout: 18 * 60_000, intervals: [5000] })
    .toBe(200);
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: 'rebuild', description: `${seconds.toFixed(0)} s until the listing was live` });
  console.log(`[admin-upload] rebuild until live: ${seconds.toFixed(0)} s`);
  expect(fs.readdirSync(path.join(process.env.BUILDS_DIR || 'builds')).length).toBeGreaterThanOrEqual(buildsBefore);

  await page.goto(`/onr/${externalId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);

  // The build history names who started the build; the audit log has every step.
  await page.goto('/admin#imports');
  await expect(page.locator('[data-admin-build]').filter({ hasText: '(live)' })).toContainText(me.email);
  await page.getByRole('link', { name: 'Protokoll', exact: true }).click();
  for (const action of ['import.upload', 'import.apply', 'import.rebuild'])
    await expect(page.locator(`[data-audit-action="${action}"]`).first()).toContainText(me.email);
});
