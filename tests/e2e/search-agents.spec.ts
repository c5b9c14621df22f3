/**
 * Search agents and the newsletter in Chromium against the real server and a real SMTP server: a signed-in
 * visitor saves a search from /immobilien (rooms from/to in the dialog), a sync brings new listings, and the
 * report arrives with its one-click unsubscribe headers; the dashboard lists the agent and pauses it; the
 * newsletter sign-up works with and without JavaScript; axe checks the new dialog, list and forms.
 *
 * The sync is the one the server's sync job ends with: new listings in the snapshot of DATA_DIR, then the search
 * agents' match job in the queue (the server's worker runs it). Run on a copy of the data folder
 * (DATA_DIR=…): the test adds listings to its snapshot and restores it afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { ParsedMail } from 'mailparser';
import { sentMailsTo as mailsTo } from './support/mails';
import { openJobQueue } from '../../src/platform/queue/open-queue';
import { connectPortalDatabase, PORTAL_JOBS } from '../../src/features/index';
import { SEARCH_AGENTS_MATCH } from '../../src/features/search-agents/jobs';
import { snapshotFiles } from '../../src/snapshot/paths';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.at`;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function header(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((h) => h.key === name)?.line ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
}

async function signIn(page: Page, request: APIRequestContext, email: string) {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const res = await request.post('/api/auth/register', {
    headers,
    data: { name: 'Sara Sucher', email, password: 'Sicher123', password_confirmation: 'Sicher123', terms: true },
  });
  expect(res.ok()).toBe(true);
  const login = await request.post('/api/auth/login', { headers, data: { email, password: 'Sicher123' } });
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('auth_token', t as string);
      localStorage.setItem('user', JSON.stringify(u));
    },
    [token, user] as const,
  );
}

/** Waits until the island holding `selector` has hydrated (Astro drops the `ssr` attribute then). */
async function hydrated(page: Page, selector: string) {
  await expect(page.locator(`astro-island:has(${selector})`).first()).not.toHaveAttribute('ssr', /.*/, {
    timeout: 15_000,
  });
}

async function axe(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('search agent', () => {
  const files = snapshotFiles(dataDir);
  let original: { properties: string; meta: string } | null = null;

  test.beforeAll(() => {
    original = { properties: fs.readFileSync(files.properties, 'utf8'), meta: fs.readFileSync(files.meta, 'utf8') };
  });
  test.afterAll(() => {
    if (!original) return;
    fs.writeFileSync(files.properties, original.properties);
    fs.writeFileSync(files.meta, original.meta);
  });

  test('saved in the browser, reported by mail after a sync, paused on the dashboard', async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = unique('agent');
    await signIn(page, request, email);
    await page.goto('/immobilien?vermarktungsart=KAUF&objektart=WOHNUNG&plz=1070');
    await hydrated(page, '[data-save-search]');
    await page.getByRole('button', { name: 'Suche speichern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suchagent anlegen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('E-Mail für Benachrichtigungen')).toHaveValue(email);
    await dialog.getByLabel('Name des Suchagenten').fill('E2E Neubau 1070');
    await dialog.getByLabel('Wie oft?').selectOption('instant');
    await dialog.getByLabel('Zimmer von').fill('2');
    await dialog.getByLabel('Zimmer bis').fill('4');
    await axe(page, 'dialog');
    await dialog.getByRole('button', { name: 'Suchagent speichern' }).click();
    await expect(dialog.getByRole('status')).toContainText('Ihr Suchagent ist gespeichert.');

    // The sync: two new listings in 1070, one with 3 rooms (reported) and one with 6 (outside the range).
    const listings = JSON.parse(original!.properties) as Record<string, unknown>[];
    const model = listings.find((l) => l.vermarktungsart === 'KAUF' && l.objektart === 'WOHNUNG')!;
    const maxId = Math.max(...listings.map((l) => Number(l.id)));
    const added = [3, 6].map((rooms, i) => ({
      ...model,
      id: maxId + 1 + i,
      objekttitel: `E2E Stadtwohnung mit ${rooms} Zimmern`,
      title_slug: `e2e-stadtwohnung-${rooms}`,
      status: 'available',
      zimmer: rooms,
      location: { ...(model.location as object), plz: '1070', ort: 'Wien', bezirk: 'Neubau' },
    }));
    fs.writeFileSync(files.properties, JSON.stringify([...listings, ...added]));
    const meta = JSON.parse(original!.meta) as Record<string, unknown>;
    fs.writeFileSync(files.meta, JSON.stringify({ ...meta, digest: `e2e-${Date.now()}` }));
    const database = await connectPortalDatabase({ sqliteFile: process.env.E2E_SQLITE_FILE! });
    const queue = await openJobQueue({ database, definitions: PORTAL_JOBS, log: () => {} });
    await queue.enqueue(SEARCH_AGENTS_MATCH, { reason: 'sync' }, { key: `${SEARCH_AGENTS_MATCH}:e2e-${Date.now()}` });
    await queue.stop();
    await database.close();

    let report: ParsedMail | undefined;
    await expect
      .poll(async () => (report = (await mailsTo(email)).find((m) => m.subject?.includes('E2E Neubau 1070'))), {
        timeout: 30_000,
      })
      .toBeTruthy();
    expect(report!.subject).toBe('1 neue Immobilie für „E2E Neubau 1070“');
    expect(report!.text).toContain('E2E Stadtwohnung mit 3 Zimmern');
    expect(report!.text).not.toContain('E2E Stadtwohnung mit 6 Zimmern');
    expect(header(report!, 'list-unsubscribe')).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/search-agents\/unsubscribe\?token=/,
    );
    expect(header(report!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    await page.goto('/dashboard');
    await page.locator('[data-my-search-agents]').scrollIntoViewIfNeeded();
    const section = page.locator('[data-my-search-agents]');
    const item = section.locator('[data-search-agent]').filter({ hasText: 'E2E Neubau 1070' });
    await expect(item).toBeVisible();
    await expect(item.getByRole('link', { name: 'Ergebnisse anzeigen' })).toHaveAttribute(
      'href',
      '/immobilien?vermarktungsart=KAUF&objektart=WOHNUNG&plz=1070&zimmer_von=2&zimmer_bis=4',
    );
    await axe(page, '[data-my-search-agents]');
    await item.getByRole('button', { name: /^Pausieren/ }).click();
    await expect(item).toContainText('pausiert');
  });

  test('a guest is asked to sign in', async ({ page }) => {
    await page.goto('/kartensuche');
    await hydrated(page, '[data-save-search]');
    await page.getByRole('button', { name: 'Suche speichern' }).click();
    await expect(page.getByRole('link', { name: 'Jetzt anmelden' })).toHaveAttribute('href', /\/anmelden\?next=/);
  });
});

test.describe('newsletter', () => {
  test('sign-up on /kontakt with JavaScript: the answer in place and the confirmation mail', async ({ page }) => {
    const email = unique('news');
    await page.goto('/kontakt');
    const form = page.locator('[data-contact-newsletter] form');
    await axe(page, '[data-contact-newsletter]');
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel('monatlich').check();
    await form.getByRole('button', { name: 'Abonnieren' }).click();
    await expect(form.getByRole('status')).toContainText('Fast geschafft');
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(mail!.text).toContain('/api/newsletter/confirm?token=');
  });

  test('the confirmation link opens a page; its button confirms the subscription', async ({ page }) => {
    const email = unique('news-confirm');
    const res = await page.request.post('/api/newsletter', { data: { email, frequency: 'weekly' } });
    expect(res.status()).toBe(200);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await mailsTo(email);
    const link = /https?:\/\/[^\s]+\/api\/newsletter\/confirm\?token=[\w-]+&lang=de/.exec(mail!.text!)![0];
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Newsletter-Anmeldung bestätigen' })).toBeVisible();
    await axe(page, 'main');
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await expect(page.getByRole('heading', { name: 'Anmeldung bestätigt' })).toBeVisible();
    // The link is used up once confirmed.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Link ungültig' })).toBeVisible();
  });

  test('sign-up in the footer without JavaScript, and the error beside the field', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const footer = page.locator('footer form[data-newsletter-form]');
    await footer.getByLabel('E-Mail-Adresse').fill('kein-mail');
    await footer.getByRole('button', { name: 'Abonnieren' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    const again = page.locator('main form[data-newsletter-form], [data-page-body] form[data-newsletter-form]').first();
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').first()).toBeVisible();
    const email = unique('nojs');
    await again.getByLabel('E-Mail-Adresse').fill(email);
    await again.getByRole('button', { name: 'Abonnieren' }).click();
    await expect(page.locator('[data-newsletter-sent]')).toContainText('Fast geschafft');
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    await context.close();
  });
});
