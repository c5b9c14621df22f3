/**
 * The search index split by Bundesland: a search in one Bundesland or a Vienna district downloads only that
 * part of the index (and the small manifest), a search across Austria every part, and the results are those of
 * the filter either way. Any sample with listings in Vienna and Tirol: the tests read the pages.
 */
import { expect, test, type Page } from '@playwright/test';

const count = async (page: Page) => Number(await page.locator('[data-result-count]').getAttribute('data-result-count'));
const cards = (page: Page) => page.locator('[data-results] .listing-card');
/** The places (postcode and town) of the cards shown. */
const places = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((e) => e.querySelector('p.truncate')?.textContent ?? ''));

async function ready(page: Page) {
  // a busy machine may take seconds to hydrate the island
  await expect(page.locator('html')).toHaveAttribute('data-search', 'ready', { timeout: 20_000 });
  await page.waitForFunction(() => !document.documentElement.classList.contains('search-pending'));
}

/** The search files the page requests, by path (`/search/index-wien.json` …). */
function searchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/search/')) seen.push(pathname);
  });
  return seen;
}

const indexParts = (seen: string[]) =>
  [...new Set(seen.filter((p) => /^\/search\/index-[a-z]+\.json$/.test(p)))].map((p) =>
    p.replace(/^\/search\/index-|\.json$/g, ''),
  );

test.describe('search index parts', () => {
  test('a Bundesland search fetches only its part', async ({ page }) => {
    const seen = searchRequests(page);
    await page.goto('/immobilien?bundesland=tirol');
    await ready(page);
    await page.locator('#f-objektart').selectOption('WOHNUNG');
    await expect(page).toHaveURL(/objektart=WOHNUNG/);
    await expect(page.locator('[data-results][aria-busy="true"]')).toHaveCount(0);
    await expect.poll(() => indexParts(seen)).toEqual(['tirol']);
    expect(seen).toContain('/search/parts.json');
    expect(await count(page)).toBeGreaterThan(0);
    // Tirol's postcodes: 6xxx, East Tyrol 99xx
    for (const place of await places(page)) expect(place).toMatch(/^(6\d{3}|99\d\d) /);
  });

  test('a Vienna district fetches only Vienna; across Austria every part loads', async ({ page }) => {
    const seen = searchRequests(page);
    await page.goto('/immobilien?bezirk=7');
    await ready(page);
    await page.locator('#f-objektart').selectOption('WOHNUNG');
    await expect(page).toHaveURL(/objektart=WOHNUNG/);
    await expect.poll(() => indexParts(seen)).toEqual(['wien']);
    const inVienna = await count(page);
    expect(inVienna).toBeGreaterThan(0);
    // a search across Austria needs every part
    const manifest = (await (await page.request.get('/search/parts.json')).json()) as { parts: { key: string }[] };
    await page.goto('/immobilien?objektart=WOHNUNG&vermarktungsart=KAUF');
    await ready(page);
    await page.locator('#f-objektart').selectOption('HAUS');
    await expect(page).toHaveURL(/objektart=HAUS/);
    await expect.poll(() => indexParts(seen).sort()).toEqual(manifest.parts.map((p) => p.key).sort());
  });
});
