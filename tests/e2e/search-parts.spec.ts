/**
 * The search index split by Bundesland and deal: a search in one Bundesland or a Vienna district downloads only
 * its parts of the index (one when it says buy or rent) and the small manifest, a search across Austria every
 * part, and the results are those of the filter either way. Any sample with listings in Vienna and Tirol: the tests read the pages.
 */
import { expect, test, type Page } from '@playwright/test';

const count = async (page: Page) => Number(await page.locator('[data-result-count]').getAttribute('data-result-count'));
const cards = (page: Page) => page.locator('[data-results] .listing-card');
/** The places (postcode and town) of the cards shown. */
const places = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((e) => e.querySelector('p.card-place')?.textContent ?? ''));

async function ready(page: Page) {
  // a busy machine may take seconds to hydrate the island
  await expect(page.locator('html')).toHaveAttribute('data-search', 'ready', { timeout: 20_000 });
  await page.waitForFunction(() => !document.documentElement.classList.contains('search-pending'));
}

/** The search files the page requests, by path (`/search/index-wien.json` …); with their query in `withQuery`. */
function searchRequests(page: Page, withQuery: string[] = []): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const { pathname, search } = new URL(req.url());
    if (pathname.startsWith('/search/')) {
      seen.push(pathname);
      withQuery.push(pathname + search);
    }
  });
  return seen;
}

const indexParts = (seen: string[]) =>
  [...new Set(seen.filter((p) => /^\/search\/index-[a-z_]+\.json$/.test(p)))].map((p) =>
    p.replace(/^\/search\/index-|\.json$/g, ''),
  );

test.describe('search index parts', () => {
  test('a Bundesland search for rentals fetches only that part, at the version the manifest names', async ({
    page,
  }) => {
    const urls: string[] = [];
    const seen = searchRequests(page, urls);
    await page.goto('/immobilien?vermarktungsart=MIETE_PACHT&bundesland=tirol');
    await ready(page);
    await page.locator('#f-objektart').selectOption('WOHNUNG');
    await expect(page).toHaveURL(/objektart=WOHNUNG/);
    await expect(page.locator('[data-results][aria-busy="true"]')).toHaveCount(0);
    await expect.poll(() => indexParts(seen)).toEqual(['tirol_miete']);
    expect(seen).toContain('/search/parts.json');
    // The part's URL names its content's version, so a browser's copy of an older version is never used.
    const manifest = (await (await page.request.get('/search/parts.json')).json()) as {
      parts: { key: string; h: string }[];
    };
    const h = manifest.parts.find((p) => p.key === 'tirol_miete')!.h;
    expect(h).toMatch(/^[\w-]{22}$/);
    expect(urls).toContain(`/search/index-tirol_miete.json?v=${encodeURIComponent(h)}`);
    expect(await count(page)).toBeGreaterThan(0);
    // Tirol's postcodes: 6xxx, East Tyrol 99xx; the cards are redrawn after the address changes, so wait for them
    await expect.poll(async () => (await places(page)).filter((place) => !/^(6\d{3}|99\d\d) /.test(place))).toEqual([]);
  });

  test('a Vienna district fetches only Vienna (buy and rent); across Austria every part loads', async ({ page }) => {
    const seen = searchRequests(page);
    await page.goto('/immobilien?bezirk=7');
    await ready(page);
    await page.locator('#f-objektart').selectOption('WOHNUNG');
    await expect(page).toHaveURL(/objektart=WOHNUNG/);
    await expect.poll(() => indexParts(seen).sort()).toEqual(['wien_kauf', 'wien_miete']);
    const inVienna = await count(page);
    expect(inVienna).toBeGreaterThan(0);
    // a search across Austria needs every part
    const manifest = (await (await page.request.get('/search/parts.json')).json()) as { parts: { key: string }[] };
    await page.goto('/immobilien?objektart=WOHNUNG');
    await ready(page);
    await page.locator('#f-objektart').selectOption('HAUS');
    await expect(page).toHaveURL(/objektart=HAUS/);
    await expect.poll(() => indexParts(seen).sort()).toEqual(manifest.parts.map((p) => p.key).sort());
  });
});
