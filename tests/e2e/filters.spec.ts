/**
 * The filters Austrian searchers use, with and without JavaScript: Vienna districts, rooms from/to, outdoor
 * space, commission-free, first occupancy / new build, moving-in date; the default status filter; relevance for
 * free text; a rental's headline (the total monthly rent with its parts). Any sample: the tests read the pages.
 */
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const count = async (page: Page) => Number(await page.locator('[data-result-count]').getAttribute('data-result-count'));
const cards = (page: Page) => page.locator('[data-results] .listing-card');

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-search', 'ready');
  await page.waitForFunction(() => !document.documentElement.classList.contains('search-pending'));
}

/** The places (postcode and town) of the cards shown. */
const places = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((e) => e.querySelector('p.card-place')?.textContent ?? ''));

/** axe takes seconds on a busy machine: the tests that run it get three times the usual time. */
async function axe(page: Page) {
  // Checked from the top of the page: controls scrolled under the sticky header count as obscured targets.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('filters with JavaScript', () => {
  test('a named area and a radius around a town find in the browser what the server finds', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    // The area's towns and a place's position come from the gazetteer, which the list loads only for such a search.
    for (const query of ['region=pinzgau', 'ort=Lofer&umkreis=20']) {
      const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const server = await noJs.newPage();
      await server.goto(`/immobilien/suche?${query}`);
      const expected = await count(server);
      await noJs.close();
      expect(expected).toBeGreaterThan(0);
      await page.goto(`/immobilien?${query}`);
      await ready(page);
      await expect.poll(() => count(page)).toBe(expected);
    }
  });

  test('Vienna districts are a multiple choice written as repeated bezirk parameters', async ({ page }) => {
    test.slow();
    await page.goto('/immobilien');
    await ready(page);
    const all = await count(page);
    await page.locator('summary', { hasText: 'Wiener Bezirke' }).click();
    await page.getByLabel('7. Neubau').check();
    await expect(page).toHaveURL(/[?&]bezirk=7(&|$)/);
    await page.getByLabel('22. Donaustadt').check();
    await expect(page).toHaveURL(/bezirk=7&bezirk=22/);
    await expect.poll(() => count(page)).toBeLessThan(all);
    expect(await count(page)).toBeGreaterThan(0);
    for (const place of await places(page)) expect(place).toMatch(/^1(07|22)0 /);
    await axe(page);
  });

  test('outdoor space, commission-free, new build, moving-in date and rooms to narrow the list', async ({ page }) => {
    await page.goto('/immobilien');
    await ready(page);
    let last = await count(page);
    const steps: [() => Promise<void>, RegExp][] = [
      [() => page.getByLabel('Freifläche (Balkon, Terrasse, Loggia oder Garten)').check(), /aussenflaeche=1/],
      [() => page.getByLabel('Provisionsfrei').check(), /provisionsfrei=1/],
      [() => page.getByLabel('Erstbezug / Neubau').check(), /erstbezug=1/],
    ];
    for (const [act, param] of steps) {
      await act();
      await expect(page).toHaveURL(param);
      await expect.poll(() => count(page)).toBeLessThan(last);
      last = await count(page);
      expect(last).toBeGreaterThan(0);
    }
    await page.locator('#f-zimmer_bis').selectOption('3');
    await expect(page).toHaveURL(/zimmer_bis=3/);
    await page.locator('#f-verfuegbar').fill('2030-01-01');
    await expect(page).toHaveURL(/verfuegbar_ab=2030-01-01/);
    await expect.poll(() => count(page)).toBeLessThanOrEqual(last);
    // The address is the search: reloading it gives the same form and results.
    const n = await count(page);
    await page.reload();
    await ready(page);
    await expect.poll(() => count(page)).toBe(n);
    await expect(page.getByLabel('Provisionsfrei')).toBeChecked();
    await expect(page.locator('#f-verfuegbar')).toHaveValue('2030-01-01');
    await expect(page.locator('#f-zimmer_bis')).toHaveValue('3');
  });

  test('the list shows what one can still get; sold ones only when the status filter asks', async ({ page }) => {
    await page.goto('/immobilien');
    await ready(page);
    await expect(page.getByLabel('Verfügbar', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Reserviert')).toBeChecked();
    await expect(page.getByLabel('Verkauft')).not.toBeChecked();
    const open = await count(page);
    await page.getByLabel('Verkauft').check();
    await expect(page).toHaveURL(/status=available,reserved,sold/);
    await expect.poll(() => count(page)).toBeGreaterThan(open);
    await page.locator('select[name="sortierung"]').selectOption({ label: 'Preis aufsteigend' });
    await page.getByLabel('Verkauft').uncheck();
    await expect(page).not.toHaveURL(/status=/);
    await expect.poll(() => count(page)).toBe(open);
    // Sorted by price, neither sold objects nor parking spaces come first.
    const first = await cards(page).evaluateAll((els) =>
      els.slice(0, 5).map((e) => `${e.getAttribute('data-status')}:${e.getAttribute('data-objektart')}`),
    );
    for (const c of first) expect(c).not.toMatch(/sold|rented|PARKEN/);
  });

  test('free text sorts by relevance without writing it into the address', async ({ page }) => {
    await page.goto('/immobilien?q=Terrasse');
    await ready(page);
    const sort = page.locator('select[name="sortierung"]');
    await expect(sort.locator('option:checked')).toHaveText('Relevanz');
    await expect(page).not.toHaveURL(/sortierung/);
    await sort.selectOption({ label: 'Neueste zuerst' });
    await expect(page).toHaveURL(/sortierung=neueste/);
  });
});

test.describe('filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('districts and the yes/no filters are sent by the GET form and answered by the server', async ({ page }) => {
    await page.goto('/immobilien');
    await page.locator('summary', { hasText: 'Wiener Bezirke' }).click();
    await page.getByLabel('7. Neubau').check();
    await page.getByLabel('9. Alsergrund').check();
    await page.getByLabel('Freifläche (Balkon, Terrasse, Loggia oder Garten)').check();
    await page.locator('#f-zimmer_bis').selectOption('4');
    await page.locator('form#property-search-form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/immobilien\/suche\?/);
    const url = new URL(page.url());
    expect(url.searchParams.getAll('bezirk')).toEqual(['7', '9']);
    expect(url.searchParams.get('aussenflaeche')).toBe('1');
    expect(url.searchParams.get('zimmer_bis')).toBe('4');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    for (const place of await places(page)) expect(place).toMatch(/^10[79]0 /);
    // The answer's form shows the search it answered.
    await expect(page.getByLabel('7. Neubau')).toBeChecked();
    await expect(page.getByLabel('Freifläche (Balkon, Terrasse, Loggia oder Garten)')).toBeChecked();
  });

  test('commission-free, new build and a moving-in date from the address', async ({ page }) => {
    await page.goto('/immobilien/suche?provisionsfrei=1&erstbezug=1&verfuegbar_ab=2035-01-01');
    await expect(page.getByLabel('Provisionsfrei')).toBeChecked();
    await expect(page.getByLabel('Erstbezug / Neubau')).toBeChecked();
    await expect(page.locator('#f-verfuegbar')).toHaveValue('2035-01-01');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
  });
});

test.describe('a rental’s price', () => {
  test('the headline is the total monthly rent, its parts beside it, the link names the monthly costs', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/immobilien?vermarktungsart=MIETE_PACHT&objektart=WOHNUNG');
    await ready(page);
    const card = cards(page).first();
    const cardPrice = Number(await card.locator('[data-price-eur]').getAttribute('data-price-eur'));
    await page.goto((await card.locator('h3 a').getAttribute('href'))!);
    const box = page.locator('p:has-text("Gesamtmiete") + p [data-price-eur]').first();
    const headline = Number(await box.getAttribute('data-price-eur'));
    expect(headline).toBe(cardPrice);
    const parts = page.locator('[data-rent-parts]');
    await expect(parts).toContainText('Hauptmietzins');
    await expect(parts).toContainText('Betriebskosten');
    const hmz = Number(await parts.locator('[data-price-eur]').first().getAttribute('data-price-eur'));
    expect(headline).toBeGreaterThan(hmz);
    await expect(page.getByRole('link', { name: 'Monatliche Kosten und Kaution' })).toBeVisible();
    await expect(page.getByText('Kaufnebenkosten und Gesamtkosten')).toHaveCount(0);
    // The costs tab's total is the same figure.
    const monthly = page.locator('#kosten tr:has-text("Monatliche Gesamtmiete") [data-price-eur]').first();
    expect(Number(await monthly.getAttribute('data-price-eur'))).toBe(headline);
    await axe(page);
  });

  test('the home page leads with apartments and houses', async ({ page }) => {
    test.slow();
    await page.goto('/');
    const types = await page
      .locator('section[aria-labelledby="home-newest"] .listing-card')
      .evaluateAll((els) => els.slice(0, 4).map((e) => e.getAttribute('data-objektart')));
    expect(types.length).toBeGreaterThan(0);
    for (const t of types) expect(['WOHNUNG', 'HAUS']).toContain(t);
    await axe(page);
  });
});
