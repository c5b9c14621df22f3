/**
 * Price alerts in Chromium against the real server: a signed-in visitor sets an alert in the dialog of a detail
 * page; a real listing sync (the sync job with its hook, the import in a child process) then reads feeds in which
 * that listing's price fell below the target; the server's worker checks the alerts and the mail arrives in the
 * end-to-end SMTP server with old and new price and the link. The dashboard then shows the alert as fired and no
 * longer editable. axe checks the dialog and the dashboard section. Afterwards a sync of the original feeds
 * restores the listing's price. A saved alert shows: the dialog closes, the button reads "Preisalarm aktiv" (after
 * a reload too), and the dialog opens with the alert filled in, saves changes to it and deletes it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { ParsedMail } from 'mailparser';
import { sentMailsTo } from './support/mails';
import { openJobQueue } from '../../src/platform/queue/open-queue';
import { createListingSync } from '../../src/features/listing-sync/sync';
import { listingSyncJob } from '../../src/features/listing-sync/jobs';
import type { Context } from '../../src/features/index';
import { connectPortalDatabase, PORTAL_JOBS } from '../../src/features/index';

test.describe.configure({ mode: 'serial' });

const DATA_DIR = path.resolve('data');
const FEEDS_DIR = path.resolve('content/feeds');
const FEED_FILE = 'sample/pannonia-immobilien/01-bestand.xml';

interface SnapshotListing {
  id: number;
  external_id: string;
  title_slug: string;
  status: string;
  vermarktungsart: string;
  kaufpreis: number | null;
}

/** A listing sync as `npm start` runs it (import in a child process, then the hook), on the server's database. */
async function syncFeeds(feedsDir: string): Promise<number> {
  process.env.FEEDS_DIR = feedsDir;
  const database = await connectPortalDatabase({ url: undefined, sqliteFile: process.env.E2E_SQLITE_FILE! });
  // The portal's jobs, only to enqueue what the sync's hooks queue (price alerts, search agents); the server's worker
  // runs them.
  const queue = await openJobQueue({ database, definitions: PORTAL_JOBS });
  let priceChanges = 0;
  const listingSync = createListingSync({ dataDir: DATA_DIR, onData: () => {}, builtDigest: null, log: () => {} });
  const tracked = {
    run: async (...args: Parameters<typeof listingSync.run>) => {
      const entry = await listingSync.run(...args);
      priceChanges = entry.price_changes ?? 0;
      return entry;
    },
  };
  const context = {
    database,
    queue,
    now: Date.now,
    config: { dataDir: DATA_DIR },
    services: { listingSync: tracked },
  } as unknown as Context;
  try {
    await listingSyncJob.run({ trigger: 'manual', sync: true }, context, { key: 'e2e', attempt: 1 });
  } finally {
    await queue.stop();
    await database.close();
    delete process.env.FEEDS_DIR;
  }
  return priceChanges;
}

async function mailTo(address: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await sentMailsTo(address)).at(-1);
        return Boolean(found);
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  return found!;
}

/** Registers and signs in in the page's storage, as the sign-in form does; answers the session's token. */
async function signIn(page: Page, email: string): Promise<string> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const reg = await page.request.post('/api/auth/register', {
    headers,
    data: { name: 'Paula Preis', email, password: 'Sicher123', password_confirmation: 'Sicher123', terms: true },
  });
  expect(reg.ok()).toBe(true);
  const login = await page.request.post('/api/auth/login', { headers, data: { email, password: 'Sicher123' } });
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  await page.addInitScript(
    ({ t, u }) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('user', JSON.stringify(u));
    },
    { t: token, u: user },
  );
  return token;
}

let tmpFeeds = '';
test.afterAll(async () => {
  if (!tmpFeeds) return;
  // the original feeds again: the listing's price is what it was
  await syncFeeds(FEEDS_DIR);
  fs.rmSync(tmpFeeds, { recursive: true, force: true });
});

test('an alert set in the dialog fires after a sync lowers the price: the mail arrives, the dashboard says why it is locked', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const listings = JSON.parse(
    fs.readFileSync(path.join(DATA_DIR, 'snapshot', 'properties.json'), 'utf8'),
  ) as SnapshotListing[];
  // the feed is ISO-8859-1: read and written byte for byte
  const xml = fs.readFileSync(path.join(FEEDS_DIR, FEED_FILE), 'latin1');
  const listing = listings
    .filter(
      (l) =>
        l.external_id.startsWith('PA-') &&
        l.status === 'available' &&
        l.vermarktungsart === 'KAUF' &&
        (l.kaufpreis ?? 0) > 50_000 &&
        xml.includes(`<objektnr_extern>${l.external_id}</objektnr_extern>`),
    )
    .at(-1)!;
  expect(listing).toBeTruthy();
  const price = listing.kaufpreis!;
  const target = price - 1000;
  const lowered = price - 5000;

  const email = `alarm-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.at`;
  await signIn(page, email);
  await page.goto(`/immobilien/${listing.id}/${listing.title_slug}`);
  await page.getByRole('link', { name: 'Preisalarm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preisalarm setzen' });
  await expect(dialog).toBeVisible();
  // the target must be below the current price: said in the dialog before anything is sent
  await dialog.getByLabel('Zielpreis (€)').fill(String(price + 1));
  await dialog.getByRole('button', { name: 'Preisalarm speichern' }).click();
  await expect(dialog.locator('[data-error-for="target_price"]')).toHaveText(
    'Der Zielpreis muss unter dem aktuellen Preis liegen.',
  );
  const axeDialog = await new AxeBuilder({ page }).include('[data-price-alert-dialog]').analyze();
  expect(axeDialog.violations).toEqual([]);

  await dialog.getByLabel('Zielpreis (€)').fill(String(target));
  await dialog.getByLabel('Notizen (optional)').fill('Nur mit Balkon');
  await dialog.getByRole('button', { name: 'Preisalarm speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-toast]')).toContainText('Preisalarm gespeichert');

  // a sync whose feed has the listing cheaper
  tmpFeeds = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-feeds-'));
  fs.cpSync(FEEDS_DIR, tmpFeeds, { recursive: true });
  // the listing's own <immobilie> block (its object number sits at the block's end)
  const blocks = xml.split('</immobilie>');
  const at = blocks.findIndex((b) => b.includes(`<objektnr_extern>${listing.external_id}</objektnr_extern>`));
  blocks[at] = blocks[at]!.replace(/<kaufpreis>[^<]*<\/kaufpreis>/, `<kaufpreis>${lowered}.00</kaufpreis>`);
  const changed = blocks.join('</immobilie>');
  expect(changed).not.toBe(xml);
  fs.writeFileSync(path.join(tmpFeeds, FEED_FILE), changed, 'latin1');
  expect(await syncFeeds(tmpFeeds)).toBeGreaterThan(0);

  const mail = await mailTo(email);
  expect(mail.subject).toContain('Preisalarm');
  const text = (mail.text ?? '').replace(/[\u00a0\u202f]/g, ' ');
  // As the portal writes amounts in German (src/domain/format): 97 000 €
  const de = (n: number) => `${new Intl.NumberFormat('de-AT').format(n).replace(/[\u00a0\u202f]/g, ' ')} €`;
  expect(text).toContain(de(price));
  expect(text).toContain(de(lowered));
  expect(text).toContain(`/immobilien/${listing.id}/${listing.title_slug}`);
  expect(mail.html).toContain('dir="ltr"');

  await page.goto('/dashboard');
  const section = page.locator('[data-price-alerts]');
  await expect(section.getByRole('heading', { name: 'Preisalarme' })).toBeVisible();
  const item = section.locator('[data-price-alert-item]');
  await expect(item).toHaveCount(1);
  await expect(item.locator('[data-locked-reason="fired"]')).toBeVisible();
  await expect(item.getByRole('button', { name: /Bearbeiten/ })).toHaveCount(0);
  await expect(item).toContainText('Nur mit Balkon');
  const axeDashboard = await new AxeBuilder({ page }).include('[data-price-alerts]').analyze();
  expect(axeDashboard.violations).toEqual([]);
});

test('guests are told that an alert needs an account', async ({ page }) => {
  const listings = JSON.parse(
    fs.readFileSync(path.join(DATA_DIR, 'snapshot', 'properties.json'), 'utf8'),
  ) as SnapshotListing[];
  const l = listings.find((x) => x.status === 'available' && (x.kaufpreis ?? 0) > 0)!;
  await page.goto(`/immobilien/${l.id}/${l.title_slug}`);
  await page.getByRole('link', { name: 'Preisalarm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preisalarm setzen' });
  await expect(dialog.getByText('Für einen Preisalarm ist eine Registrierung erforderlich.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Anmelden' })).toBeVisible();
});

test('a saved alert shows: the button says so, the dialog opens with it filled in, saves changes and deletes it', async ({
  page,
}) => {
  const listings = JSON.parse(
    fs.readFileSync(path.join(DATA_DIR, 'snapshot', 'properties.json'), 'utf8'),
  ) as SnapshotListing[];
  const l = listings.find(
    (x) => x.status === 'available' && x.vermarktungsart === 'KAUF' && (x.kaufpreis ?? 0) > 50_000,
  )!;
  const price = l.kaufpreis!;
  const email = `alarm-edit-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.at`;
  const token = await signIn(page, email);
  const stored = async () =>
    (
      (await (
        await page.request.get(`/api/price-alerts/property/${l.id}`, {
          headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
        })
      ).json()) as { alert: { target_price: number; notes: string | null; channels: string[] } | null }
    ).alert;

  await page.goto(`/immobilien/${l.id}/${l.title_slug}`);
  const button = page.locator('a[data-price-alert-open]');
  await expect(button).toHaveText('Preisalarm');
  await button.click();
  const create = page.getByRole('dialog', { name: 'Preisalarm setzen' });
  await create.getByLabel('Zielpreis (€)').fill(String(price - 1000));
  await create.getByLabel('Notizen (optional)').fill('Nur mit Lift');
  await create.getByRole('button', { name: 'Preisalarm speichern' }).click();
  // saved: the dialog closes, the server's message shows, the button says the alert is on
  await expect(create).toBeHidden();
  await expect(page.locator('[data-toast]')).toContainText('Preisalarm gespeichert');
  await expect(button).toHaveText('Preisalarm aktiv');
  await expect(button).toBeFocused();

  // a later visit knows it too, and the dialog shows the alert as it is
  await page.reload();
  await expect(button).toHaveText('Preisalarm aktiv');
  await button.click();
  const edit = page.getByRole('dialog', { name: 'Preisalarm bearbeiten' });
  await expect(edit).toBeVisible();
  await expect(edit.getByText('Sie haben für diese Immobilie einen Preisalarm.')).toBeVisible();
  await expect(edit.getByLabel('Zielpreis (€)')).toHaveValue(String(price - 1000));
  await expect(edit.getByLabel('Notizen (optional)')).toHaveValue('Nur mit Lift');
  await expect(edit.getByLabel('E-Mail', { exact: true })).toBeChecked();
  await expect(edit.getByLabel('Push-Benachrichtigung')).not.toBeChecked();
  const axe = await new AxeBuilder({ page }).include('[data-price-alert-dialog]').analyze();
  expect(axe.violations).toEqual([]);

  // saving changes the alert, it does not make a second one
  await edit.getByLabel('Zielpreis (€)').fill(String(price - 2500));
  await edit.getByLabel('Notizen (optional)').fill('Mit Lift oder im Erdgeschoss');
  await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(edit).toBeHidden();
  await expect(page.locator('[data-toast]')).toContainText('Preisalarm geändert.');
  expect(await stored()).toMatchObject({
    target_price: price - 2500,
    notes: 'Mit Lift oder im Erdgeschoss',
    channels: ['email'],
  });
  await button.click();
  await expect(edit.getByLabel('Zielpreis (€)')).toHaveValue(String(price - 2500));
  await expect(edit.getByLabel('Notizen (optional)')).toHaveValue('Mit Lift oder im Erdgeschoss');

  // and deletes it, after asking
  page.once('dialog', (confirm) => void confirm.accept());
  await edit.getByRole('button', { name: 'Preisalarm löschen' }).click();
  await expect(edit).toBeHidden();
  await expect(page.locator('[data-toast]')).toContainText('Preisalarm gelöscht.');
  await expect(button).toHaveText('Preisalarm');
  expect(await stored()).toBeNull();
  await button.click();
  await expect(create).toBeVisible();
  await expect(create.getByLabel('Zielpreis (€)')).toHaveValue('');
});
