/**
 * The exposé dialog on a detail page, in the real server with the real Chromium printing: opened and operated
 * with the keyboard only, a PDF downloaded, failures shown with their texts, axe clean while open (light, dark);
 * and a second server without a browser, where the dialog says exposés are not available.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

interface SnapshotListing {
  id: number;
  title_slug: string;
  virtual_tour_url: string | null;
  images: { kind: string }[];
}
const dataDir = process.env.DATA_DIR || 'data';
const listings = JSON.parse(
  fs.readFileSync(path.join(dataDir, 'snapshot', 'properties.json'), 'utf8'),
) as SnapshotListing[];
// A listing with floor plans and without a virtual tour: one part on, one disabled with its reason.
const listing = listings.find((l) => !l.virtual_tour_url && l.images.some((i) => i.kind === 'floorplan'))!;
const detail = `/immobilien/${listing.id}/${listing.title_slug}`;

async function openWithKeyboard(page: Page, url = detail) {
  await page.goto(url);
  const opener = page.locator('a[data-expose-open]');
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog[data-expose-dialog]');
  await expect(dialog).toBeVisible();
  return { dialog, opener };
}

test.describe('exposé dialog', () => {
  test.setTimeout(60_000);

  test('opens, is operated with the keyboard only, and downloads a PDF', async ({ page }) => {
    const { dialog, opener } = await openWithKeyboard(page);
    await expect(dialog.getByRole('heading', { name: 'Exposé als PDF erstellen' })).toBeVisible();
    // No virtual tour: the toggle is off and says why.
    const tour = dialog.getByRole('checkbox', { name: /Virtueller Rundgang/ });
    await expect(tour).toBeDisabled();
    await expect(tour).not.toBeChecked();
    await expect(tour).toHaveAccessibleDescription('Für diese Immobilie gibt es keinen virtuellen Rundgang.');
    await expect(dialog.getByRole('checkbox', { name: /Grundrisse/ })).toBeChecked();

    // The design: the radio group takes the arrow keys.
    await dialog.getByRole('radio', { name: 'Modern' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: 'Professionell' })).toBeChecked();
    // A part off with the space bar, then the picture count with the arrow keys.
    await dialog.getByRole('checkbox', { name: /Kontakt des Maklers/ }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: /Kontakt des Maklers/ })).not.toBeChecked();
    await dialog.getByLabel('Anzahl der Bilder').focus();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByLabel('Anzahl der Bilder')).toHaveValue('15');

    const request = page.waitForRequest((r) => r.url().includes(`/api/expose/${listing.id}.pdf`));
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Erstellen' }).focus();
    await page.keyboard.press('Enter');
    const url = new URL((await request).url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      template: 'professional',
      lang: 'de',
      qr: '1',
      floorplan: '1',
      energy: expect.stringMatching(/^[01]$/),
      tour: '0',
      agent: '0',
      images: '15',
    });
    const file = await (await download).path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download).suggestedFilename()).toMatch(/^Expose \d+ .+\.pdf$/);
    await expect(dialog.getByRole('status')).toHaveText('Das Exposé wurde heruntergeladen.');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('shows the server-error text on a 5xx and the creation-failed text otherwise', async ({ page }) => {
    let status = 500;
    await page.route('**/api/expose/**', (route) =>
      route.fulfill({ status, contentType: 'application/json', body: '{"success":false}' }),
    );
    const { dialog } = await openWithKeyboard(page);
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Serverfehler beim Erstellen des Exposés. Bitte versuchen Sie es später noch einmal.',
    );
    status = 422;
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Das Exposé konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    );
  });

  test("asks for the price in the visitor's currency when the header's choice is not EUR", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('currency', 'CHF'));
    const { dialog } = await openWithKeyboard(page);
    const request = page.waitForRequest((r) => r.url().includes(`/api/expose/${listing.id}.pdf`));
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    expect(new URL((await request).url()).searchParams.get('currency')).toBe('CHF');
    await expect(dialog.getByRole('status')).toHaveText('Das Exposé wurde heruntergeladen.', { timeout: 20_000 });
  });

  test('is right to left in Arabic', async ({ page }) => {
    const { dialog } = await openWithKeyboard(page, `/ar${detail}`);
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(dialog.getByRole('button', { name: 'إنشاء' })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations while open (${theme})`, async ({ page }) => {
      await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
      await openWithKeyboard(page);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const results = await new AxeBuilder({ page })
        .include('dialog[data-expose-dialog]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});

test.describe('exposé without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.setTimeout(60_000);

  test('the button is a link that downloads the PDF with the default options', async ({ page }) => {
    await page.goto(`/en${detail}`);
    const link = page.locator('a[data-expose-open]');
    await expect(link).toHaveAttribute('href', `/api/expose/${listing.id}.pdf?lang=en`);
    const download = page.waitForEvent('download');
    await link.click();
    const file = await (await download).path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test.describe('exposé on a server without Chromium', () => {
  test.setTimeout(90_000);
  // A second real server on the same build and listings whose browser path leads nowhere: exposés are off there.
  const port = Number(process.env.E2E_PORT || 4399) + 7;
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  let dir = '';

  test.beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-nochromium-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        SQLITE_FILE: path.join(dir, 'portal.sqlite'),
        PUBLIC_SITE_URL: base,
        CHROMIUM_PATH: path.join(dir, 'no-chromium-here'),
        SYNC_CRON: 'off',
      },
      stdio: 'ignore',
    });
    for (let waited = 0; ; waited += 250) {
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (waited > 60_000) throw new Error(`the second server on ${port} did not start`);
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  test.afterAll(() => {
    server?.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('the dialog says exposés are not available and offers no button that can only fail', async ({ page }) => {
    const { dialog } = await openWithKeyboard(page, `${base}${detail}`);
    await expect(dialog.getByRole('status')).toHaveText('Exposés sind derzeit nicht verfügbar.');
    await expect(dialog.getByRole('button', { name: 'Erstellen' })).toBeDisabled();
  });

  test('the PDF address answers 503 with the same message', async ({ request }) => {
    const res = await request.get(`${base}/api/expose/${listing.id}.pdf`);
    expect(res.status()).toBe(503);
    expect((await res.json()).message).toBe('Exposés sind derzeit nicht verfügbar.');
  });
});
