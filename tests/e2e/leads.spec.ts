/**
 * Asking the agent, in Chromium against the real server and a real SMTP server (tests/e2e/support/smtp-sink.ts):
 * the form on a detail page with and without JavaScript, the inline errors, an appointment request with its
 * calendar file, the office form on /kontakt, "Meine Anfragen" on the dashboard, and axe on the form.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { ParsedMail } from 'mailparser';
import { sentMails as mails } from './support/mails';

const unique = (name: string) => `${name}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.at`;
/** The server refuses forms sent faster than a person can fill them (3 s from the first touch). */
const FILL_TIME_MS = 3100;

/**
 * The page's clock runs this much behind the server's, so the form's start (taken from the page's clock) lies
 * that long before the click, as a person's would: no real wait.
 */
async function startFormsEarly(page: Page) {
  await page.clock.install({ time: Date.now() - FILL_TIME_MS });
}

/** The agent's mail (answers go to the visitor) and the visitor's confirmation, once both arrived. */
async function mailsFor(visitor: string): Promise<{ agent: ParsedMail; confirmation: ParsedMail }> {
  let found: { agent?: ParsedMail; confirmation?: ParsedMail } = {};
  await expect
    .poll(
      async () => {
        const all = await mails();
        found = {
          agent: all.find((m) => m.replyTo?.value[0]?.address === visitor),
          confirmation: all.find((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === visitor),
        };
        return Boolean(found.agent && found.confirmation);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as { agent: ParsedMail; confirmation: ParsedMail };
}

/** A detail page of an available listing, found in the pre-rendered list. */
async function detailPath(request: APIRequestContext, nth = 0): Promise<string> {
  const res = await request.get('/immobilien');
  const html = await res.text();
  // A list that did not come (the server building, a limit) fails here with its status and answer, not as
  // "no links" further down.
  expect(res.ok(), `GET /immobilien answered ${res.status()}: ${html.slice(0, 200)}`).toBe(true);
  const links = [...new Set([...html.matchAll(/href="(\/immobilien\/\d+\/[a-z0-9-]+)"/g)].map((m) => m[1]!))];
  expect(links.length).toBeGreaterThan(nth);
  return links[nth]!;
}

async function fillContact(page: Page, email: string) {
  const form = page.locator('form[data-lead-form]');
  await form.getByLabel('Name').fill('Lena Gruber');
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Telefon').fill('+43 660 1234567');
  await form.locator('input[name="privacy_accepted"]').check();
}

test.describe('inquiry from a detail page', () => {
  test('is sent with JavaScript, confirmed in the page, and both mails arrive', async ({ page, request }) => {
    const url = await detailPath(request, 0);
    await startFormsEarly(page);
    await page.goto(url);
    const ref = (await page.locator('[data-external-id]').first().textContent())!.trim();
    const title = (await page.locator('h1').textContent())!.trim();
    const form = page.locator('form[data-lead-form]');
    const message = form.locator('textarea[name="message"]');
    await expect(message).toHaveValue(new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*${ref}`, 's'));

    const email = unique('lead');
    await fillContact(page, email);
    // While the server answers, the page says so ("Wird gesendet …", the button disabled); the confirmation is
    // due once the answer is in, however long a busy server takes for it (the first send of a fresh server
    // loads its API first).
    const sent = page.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/inquiries',
    );
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    expect((await sent).status()).toBe(201);

    const success = page.locator('[data-lead-success]');
    await expect(success).toBeVisible();
    await expect(success).toContainText('Vielen Dank, Ihre Anfrage wurde gesendet.');
    await expect(success).toContainText('Die Antwort erhalten Sie');
    await expect(success).toBeFocused();

    const { agent, confirmation } = await mailsFor(email);
    expect(agent.subject).toContain(ref);
    const xml = agent.attachments.find((a) => a.filename?.endsWith('.xml'))!.content.toString('utf8');
    expect(xml).toContain(`<portal_obj_id>${ref}</portal_obj_id>`);
    expect(xml).toContain(`<email>${email}</email>`);
    // A guest typed the address: it gets a link to ask for the copy, not the message itself (a stranger's text is
    // never relayed to an address nobody confirmed).
    expect(confirmation.text).toContain('/api/lead-copy?token=');
    expect(confirmation.text).not.toContain('+43 660 1234567');
    expect(confirmation.subject).not.toContain(title);
  });

  test('shows each error under its field and moves focus to the first wrong field, keeping what was typed', async ({
    page,
    request,
  }) => {
    await page.goto(await detailPath(request, 1));
    const form = page.locator('form[data-lead-form]');
    await form.getByLabel('E-Mail').fill('nicht-gueltig');
    await form.locator('textarea[name="message"]').fill('Zu kurz');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();

    await expect(form.locator('[data-error-for="name"]')).toHaveText('Bitte geben Sie Ihren Namen ein.');
    await expect(form.locator('[data-error-for="email"]')).toHaveText(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    await expect(form.locator('[data-error-for="message"]')).toHaveText(
      'Die Nachricht muss mindestens 20 Zeichen lang sein.',
    );
    await expect(form.locator('[data-error-for="privacy_accepted"]')).toHaveText(
      'Bitte akzeptieren Sie die Datenschutzerklärung.',
    );
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('E-Mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('E-Mail')).toHaveValue('nicht-gueltig');
    await expect(form.locator('textarea[name="message"]')).toHaveValue('Zu kurz');
  });

  test('an appointment request shows the slots, needs one, and the agent gets a calendar file', async ({
    page,
    request,
  }) => {
    await startFormsEarly(page);
    await page.goto(await detailPath(request, 2));
    const form = page.locator('form[data-lead-form]');
    const slots = form.locator('.lead-slots');
    await expect(slots).toBeHidden();
    await form.locator('label.intent-option', { hasText: 'Besichtigung' }).click();
    await expect(slots).toBeVisible();
    const email = unique('termin');
    await fillContact(page, email);
    await form.getByRole('button', { name: 'Termin anfragen' }).click();
    await expect(form.locator('[data-error-for="slots"]')).toHaveText(
      'Bitte nennen Sie mindestens einen Wunschtermin.',
    );
    await expect(form.locator('#lead-slot1-date')).toBeFocused();

    const day = await form.locator('#lead-slot1-date').getAttribute('min');
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const inAWeek = new Date(Date.parse(`${day}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    await form.locator('#lead-slot1-date').fill(inAWeek);
    await form.locator('#lead-slot1-window').selectOption('afternoon');
    // As for the inquiry above: the confirmation is due once the server's answer is in, however long it takes.
    const sent = page.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/appointments',
    );
    await form.getByRole('button', { name: 'Termin anfragen' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.locator('[data-lead-success]')).toContainText('Ihre Terminanfrage wurde gesendet');

    const { agent } = await mailsFor(email);
    const ics = agent.attachments.find((a) => a.filename?.endsWith('.ics'))!.content.toString('utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART;TZID=Europe/Vienna:${inAWeek.replace(/-/g, '')}T120000`);
    expect(ics).toContain('STATUS:TENTATIVE');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and answers with a confirmation page', async ({ page, request }) => {
    await page.goto(await detailPath(request, 3));
    const email = unique('nojs');
    await fillContact(page, email);
    await page.locator('form[data-lead-form]').getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page).toHaveURL(/\/anfrage$/);
    await expect(page.locator('h1')).toHaveText('Vielen Dank für Ihre Nachricht');
    await expect(page.locator('[data-lead-sent]')).toContainText('Die Antwort erhalten Sie');
    await mailsFor(email);
  });

  test('a wrong field comes back with its message and everything typed kept', async ({ page, request }) => {
    await page.goto(await detailPath(request, 4));
    const form = page.locator('form[data-lead-form]');
    await form.getByLabel('Name').fill('Lena Gruber');
    await form.getByLabel('E-Mail').fill('lena@example.at');
    await form.locator('textarea[name="message"]').fill('Zu kurz');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.locator('h1')).toHaveText('Bitte prüfen Sie Ihre Angaben');
    const again = page.locator('form[data-lead-form]');
    await expect(again.locator('[data-error-for="message"]')).toHaveText(
      'Die Nachricht muss mindestens 20 Zeichen lang sein.',
    );
    await expect(again.locator('[data-error-for="privacy_accepted"]')).toBeVisible();
    await expect(again.getByLabel('Name')).toHaveValue('Lena Gruber');
    await expect(again.getByLabel('E-Mail')).toHaveValue('lena@example.at');
    await expect(again.locator('textarea[name="message"]')).toHaveValue('Zu kurz');
  });

  test('a post from another site is refused, like the API refuses it', async ({ request }) => {
    const res = await request.post('/anfrage', {
      headers: { Origin: 'https://evil.example' },
      form: {
        topic: 'buy',
        name: 'Mallory',
        email: 'mallory@example.at',
        message: 'Diese Nachricht kommt von einer fremden Seite.',
        privacy_accepted: '1',
      },
    });
    expect(res.status()).toBe(403);
    expect(await res.text()).toContain('Diese Anfrage kam nicht von dieser Website und wurde abgelehnt.');
  });

  test('/kontakt sends a general inquiry with a topic to the office', async ({ page }) => {
    await page.goto('/kontakt');
    const email = unique('office');
    const form = page.locator('form[data-lead-form]');
    await form.getByLabel('Worum geht es?').selectOption('sell');
    await fillContact(page, email);
    await form
      .locator('textarea[name="message"]')
      .fill('Ich möchte meine Wohnung in Graz verkaufen. Bitte rufen Sie mich an.');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.locator('[data-lead-sent]')).toContainText('unserem Büro');
    const { agent } = await mailsFor(email);
    expect(agent.subject).toContain('Verkaufen');
  });
});

test('"Meine Anfragen" lists the signed-in visitor\'s inquiries', async ({ page, request }) => {
  const email = unique('dash');
  const res = await request.post('/api/auth/register', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { name: 'Dora Dashboard', email, password: 'Sicher123', password_confirmation: 'Sicher123', terms: true },
  });
  expect(res.ok()).toBe(true);
  const login = await request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email, password: 'Sicher123' },
  });
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  const url = await detailPath(request, 5);
  const id = Number(/\/immobilien\/(\d+)\//.exec(url)![1]);
  const sent = await request.post('/api/inquiries', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}` },
    data: {
      name: 'Dora Dashboard',
      email,
      message: 'Ist die Wohnung noch verfügbar? Ich freue mich auf Antwort.',
      privacy_accepted: true,
      property_id: id,
    },
  });
  expect(sent.status()).toBe(201);

  await page.addInitScript(
    ({ t, u }) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('user', JSON.stringify(u));
    },
    { t: token, u: user },
  );
  await page.goto('/dashboard');
  const section = page.locator('[data-my-leads]');
  await expect(section.getByRole('heading', { name: 'Meine Anfragen' })).toBeVisible();
  await expect(section.locator('[data-lead-item]')).toHaveCount(1);
  await expect(section.locator('[data-lead-item]')).toContainText('Ist die Wohnung noch verfügbar?');
  await expect(section.locator('[data-lead-item] a')).toHaveAttribute('href', url);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the inquiry form with its errors shown (${theme})`, async ({ page, request }) => {
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    await page.goto(await detailPath(request, 6));
    const form = page.locator('form[data-lead-form]');
    await form.locator('label.intent-option', { hasText: 'Besichtigung' }).click();
    await form.getByRole('button', { name: 'Termin anfragen' }).click();
    await expect(form.locator('[data-error-for="name"]')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('form[data-lead-form]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
