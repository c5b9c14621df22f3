/**
 * The documentation's screenshots of a search that never strands a searcher (docs/screenshots/36-*.png), made
 * against the real server only when asked: `DOC_SCREENSHOTS=1 npx playwright test
 * tests/e2e/screenshots-search-offers.spec.ts` (skipped otherwise). Ten searches that find nothing, each shown on a
 * phone with the ways out it offers; the assistant answering the deposit question in German and Arabic, a listing's
 * lift and moving-in date, a listing's running costs in English; and an unanswered question in the admin's
 * "Fragen ohne Antwort". Each search is checked to find nothing and to offer a way out before it is shot.
 */
import { expect, test, type Page } from '@playwright/test';
import { JSON_HEADERS, sharedAdmin, signInAs } from './support/admin-session';

test.skip(!process.env.DOC_SCREENSHOTS, 'makes the documentation screenshots only when asked (DOC_SCREENSHOTS=1)');
// Made on a shared, busy machine: the assistant's first answers and the admin's sign-in may take their time.
test.setTimeout(120_000);

const DIR = 'docs/screenshots';
const PHONE = { width: 390, height: 844 };

/** Name → list address of a search that finds nothing. */
const EMPTY_SEARCHES: Array<[string, string]> = [
  ['price', '/immobilien?bundesland=steiermark&preis_bis=1'],
  ['typo-text', '/immobilien?q=Grazz'],
  ['typo-place', '/immobilien?ort=Insbruk'],
  ['features', '/immobilien?ort=Graz&ausstattung=pool,sauna'],
  ['rooms', '/immobilien?ort=Linz&zimmer_von=15'],
  ['area', '/immobilien?bezirk=Neubau&flaeche_von=5000'],
  ['region', '/immobilien?region=lungau&objektart=BUERO_PRAXEN'],
  ['village', '/immobilien?ort=Serfaus&umkreis=5'],
  ['deal', '/immobilien?vermarktungsart=MIETE_PACHT&objektart=GRUNDSTUECK&ort=Graz'],
  ['energy', '/immobilien?ort=Salzburg&energieklasse=A%2B%2B&erstbezug=1'],
];

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-search', 'ready');
  await page.waitForFunction(() => !document.documentElement.classList.contains('search-pending'));
}

for (const [name, address] of EMPTY_SEARCHES) {
  test(`empty result turned into offers: ${name}`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(address);
    await ready(page);
    await expect
      .poll(async () => Number(await page.locator('[data-result-count]').getAttribute('data-result-count')))
      .toBe(0);
    const ways = page.locator('[data-ways-out]');
    await expect(ways.locator('a[data-way-out]').first()).toBeVisible();
    // The phone's screen from the result count to the last way out (the page above it is the same every time).
    const from = (await page.locator('[data-result-count]').first().boundingBox())!;
    const to = (await ways.boundingBox())!;
    const y = Math.max(0, from.y - 12);
    await page.screenshot({
      path: `${DIR}/36-empty-${name}-phone.png`,
      fullPage: true,
      clip: { x: 0, y, width: PHONE.width, height: Math.min(1400, to.y + to.height + 16 - y) },
    });
  });
}

async function ask(page: Page, question: string) {
  const dialog = page.locator('dialog[data-assistant]');
  const answers = dialog.locator('[data-role="assistant"]:not([aria-busy])');
  const before = await answers.count();
  await dialog.locator('#assistant-input').fill(question);
  await dialog.locator('#assistant-input').press('Enter');
  await expect(answers).toHaveCount(before + 1, { timeout: 15_000 });
  return answers.nth(before);
}

async function openAssistant(page: Page) {
  await page.locator('[data-assistant-launcher]').click();
  await expect(page.locator('dialog[data-assistant]')).toBeVisible();
}

/** A rental flat's page: the first card of the filtered results (not a link elsewhere on the page). */
async function rentalFlat(page: Page, lang = '') {
  await page.goto(`${lang}/immobilien?vermarktungsart=MIETE_PACHT&objektart=WOHNUNG`);
  await ready(page);
  const href = await page.locator('[data-results] .listing-card h3 a').first().getAttribute('href');
  expect(href).toMatch(/\/immobilien\/\d+/);
  await page.goto(href!);
}

const DESKTOP = { width: 1100, height: 900 };

test('assistant: the deposit question in German', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await openAssistant(page);
  const answer = await ask(page, 'Wie hoch darf die Kaution bei einer Mietwohnung sein?');
  await expect(answer).toContainText('Kaution');
  await page.screenshot({ path: `${DIR}/36-assistant-deposit-de.png` });
});

test('assistant: the deposit question in Arabic', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/ar/');
  await openAssistant(page);
  const answer = await ask(page, 'ما هي الكفالة المعتادة للإيجار؟');
  await expect(answer.locator('a[href*="#"]').last()).toBeVisible();
  await page.screenshot({ path: `${DIR}/36-assistant-deposit-ar.png` });
});

test('assistant: lift and moving-in date on a listing', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await rentalFlat(page);
  await openAssistant(page);
  const answer = await ask(page, 'Hat die Wohnung einen Lift und wann ist sie verfügbar?');
  await expect(answer).not.toContainText('passende Immobilien');
  await page.screenshot({ path: `${DIR}/36-assistant-lift-available-de.png` });
});

test('assistant: running costs of a listing in English', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await rentalFlat(page, '/en');
  await openAssistant(page);
  const answer = await ask(page, 'running costs of this apartment');
  await expect(answer).toContainText(/€/);
  await page.screenshot({ path: `${DIR}/36-assistant-running-costs-en.png` });
});

test('assistant: a question it cannot answer appears in the admin’s "Fragen ohne Antwort"', async ({
  page,
  request,
}) => {
  const question = 'Darf ich im Innenhof grillen?';
  const asked = await request.post('/api/assistant', {
    headers: JSON_HEADERS,
    data: { message: question, lang: 'de' },
  });
  expect(asked.status()).toBe(200);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, await sharedAdmin(request));
  await page.goto('/admin#assistant');
  await expect(page.getByRole('heading', { name: 'Fragen ohne Antwort' })).toBeVisible();
  const row = page.locator('[data-unanswered]').filter({ hasText: question }).first();
  await expect(row).toBeVisible();
  await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${DIR}/36-admin-unanswered.png` });
});
