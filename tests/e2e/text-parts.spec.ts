/**
 * The free-text index in parts by region (src/domain/search/text-parts.ts): a text search in a Bundesland asks
 * only the Pagefind parts holding it and finds a listing there by its object number (a word only its page
 * holds); the same text without a place finds it too. For a listing of each part (two Bundesländer a part at
 * most). Any sample: the tests read the build's manifest and pages.
 */
import { expect, test, type Page } from '@playwright/test';

interface TextManifest {
  parts: { key: string; regions: string[] }[];
  base: Record<string, string[]>;
}

const cards = (page: Page) => page.locator('[data-results] .listing-card');

/** Whether a card of the listing is shown (its links name the id, with or without the slug). */
async function shows(page: Page, id: string): Promise<boolean> {
  const hrefs = await cards(page)
    .locator('h3 a')
    .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  return hrefs.some((h) => new RegExp(`^/immobilien/${id}(/|$)`).test(h));
}

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-search', 'ready');
  await page.waitForFunction(() => !document.documentElement.classList.contains('search-pending'));
}

/** The Pagefind parts the page fetched anything of. */
function partsAsked(page: Page): Set<string> {
  const asked = new Set<string>();
  page.on('request', (r) => {
    const m = /\/pagefind\/([a-z0-9-]+)\//.exec(new URL(r.url()).pathname);
    if (m) asked.add(m[1]!);
  });
  return asked;
}

test('a text search in a Bundesland asks its parts only and finds a listing of each part', async ({
  page,
  request,
}) => {
  test.slow();
  const manifest = (await (await request.get('/pagefind-delta.json')).json()) as TextManifest;
  expect(manifest.parts.length).toBeGreaterThan(0);
  let checked = 0;
  for (const part of manifest.parts) {
    if (!manifest.base[part.key]?.includes('de')) continue;
    for (const region of part.regions.filter((r) => r !== 'none').slice(0, 2)) {
      await page.goto(`/immobilien?bundesland=${region}`);
      await ready(page);
      if ((await cards(page).count()) === 0) continue;
      const href = (await cards(page).first().locator('h3 a').getAttribute('href'))!;
      const id = /^\/immobilien\/(\d+)/.exec(href)![1]!;
      const html = await (await request.get(href)).text();
      const number = /Objektnummer\s*<\/dt>\s*<dd[^>]*>\s*([^<\s]+)/.exec(html)?.[1];
      if (!number) continue;

      const asked = partsAsked(page);
      await page.goto(`/immobilien?bundesland=${region}&q=${encodeURIComponent(number)}`);
      await ready(page);
      await expect.poll(() => shows(page, id)).toBe(true);
      const holding = new Set(manifest.parts.filter((p) => p.regions.includes(region)).map((p) => p.key));
      expect(asked.size).toBeGreaterThan(0);
      for (const k of asked) expect(holding.has(k), `part ${k} asked for ${region}`).toBe(true);

      // Without the place: every part may be asked, the listing is found all the same.
      await page.goto(`/immobilien?q=${encodeURIComponent(number)}`);
      await ready(page);
      await expect.poll(() => shows(page, id)).toBe(true);
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(0);
});
