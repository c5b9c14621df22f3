/**
 * The price in context: the Preisspiegel pages (a Bundesland's and a district's, in German, English and Arabic)
 * with their tables, sample sizes and method, a district below the minimum saying so, and a listing's page with
 * its price per m² beside the median of comparable listings, or saying there are too few. No JavaScript needed.
 * The listings are picked from the snapshot the live build was made from, with the same rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { Listing } from '~/domain/listing';
import { isStale } from '~/domain/listing-freshness';
import { DEFAULT_MIN_COMPARABLES, priceContext, priceFigures } from '~/domain/prices/median';

async function axe(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The snapshot's listings that are in the search, as the build counts them. */
function liveListings(): Listing[] {
  const file = path.join(process.env.DATA_DIR || 'data', 'snapshot', 'properties.json');
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Listing[] | { properties: Listing[] };
  const all = Array.isArray(raw) ? raw : raw.properties;
  return all.filter((l) => !isStale(l, Date.now()) && l.status !== 'sold' && l.status !== 'rented');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a Bundesland page shows the medians by type and deal with sample sizes, the method and its districts', async ({
    page,
  }) => {
    await page.goto('/preisspiegel/wien');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preisspiegel Wien');
    const flats = page.locator('table[data-spiegel-type="WOHNUNG"]');
    await expect(flats.locator('caption')).toHaveText('Wohnung');
    await expect(flats.locator('thead th')).toHaveText([
      'Angebot',
      'Alle Größen',
      'unter 50 m²',
      '50 bis 80 m²',
      '80 bis 120 m²',
      'ab 120 m²',
    ]);
    const buy = flats.locator('tr[data-spiegel-deal="KAUF"] td').first();
    await expect(buy).toHaveAttribute('data-median', 'yes');
    await expect(buy).toContainText(/€\/m²/);
    await expect(buy).toContainText(/\d+ Inserate/);
    await expect(page.getByRole('heading', { name: 'So entstehen die Zahlen' })).toBeVisible();
    await expect(page.getByText(/mindestens 5 Inserate ihn stützen/)).toBeVisible();
    await expect(page.locator('[data-computed]')).toContainText(
      /Berechnet am \d+\. \S+ \d{4}, Datengrundlage: \d+ Inserate/,
    );
    await expect(page.locator('table[data-spiegel-parts] a', { hasText: 'Wien-Neubau' })).toHaveAttribute(
      'href',
      '/preisspiegel/wien/neubau',
    );
    await expect(page.getByRole('img', { name: 'Lage der verglichenen Inserate in Wien' })).toBeVisible();
  });

  test('the pages exist in English and Arabic with the same table', async ({ page }) => {
    await page.goto('/en/preisspiegel/wien');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Price guide Vienna');
    await expect(page.locator('table[data-spiegel-type="WOHNUNG"] thead th').nth(2)).toHaveText('under 50 m²');
    await expect(
      page.locator('table[data-spiegel-type="WOHNUNG"] tr[data-spiegel-deal="KAUF"] td').first(),
    ).toHaveAttribute('data-median', 'yes');
    await page.goto('/ar/preisspiegel/wien');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('مؤشر الأسعار');
    await expect(
      page.locator('table[data-spiegel-type="WOHNUNG"] tr[data-spiegel-deal="KAUF"] td').first(),
    ).toHaveAttribute('data-median', 'yes');
    await page.goto('/en/preisspiegel');
    await expect(page.locator('table[data-spiegel-parts] tbody tr')).toHaveCount(9);
  });

  test('a district with fewer comparable listings than the minimum says so instead of a median', async ({ page }) => {
    // The district with the fewest comparable listings in Vienna, from its Bundesland page.
    const f = priceFigures(liveListings());
    const thin = [...f.districts.get('wien')!]
      .map((d) => ({ d, n: f.members.get(`wien/${d.slug}`)!.length }))
      .sort((a, b) => a.n - b.n)[0]!;
    expect(thin.n).toBeLessThan(DEFAULT_MIN_COMPARABLES * 4);
    await page.goto(`/preisspiegel/wien/${thin.d.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Preisspiegel ${thin.d.name}`);
    const tooFew = page.locator('td[data-median="no"]').first();
    await expect(tooFew).toContainText('zu wenige Vergleichsobjekte');
    expect(Number(await tooFew.getAttribute('data-count'))).toBeLessThan(DEFAULT_MIN_COMPARABLES);
    await expect(page.getByRole('link', { name: 'Wien', exact: true })).toHaveAttribute('href', '/preisspiegel/wien');
  });

  test("a listing's page shows its price per m² beside the comparable listings' median, or says there are too few", async ({
    page,
  }) => {
    const live = liveListings();
    const f = priceFigures(live);
    const withContext = live.map((l) => ({ l, c: priceContext(f, l) })).filter((x) => x.c);
    // Well above the minimum, so a listing that went stale since the build does not tip it.
    const backed = withContext.find((x) => x.c!.count >= DEFAULT_MIN_COMPARABLES + 3)!;
    const alone = withContext.find((x) => x.c!.count === 1)!;

    await page.goto(`/immobilien/${backed.l.id}/${backed.l.title_slug}`);
    const line = page.locator('[data-price-context]');
    await expect(line).toHaveAttribute('data-median', 'yes');
    await expect(line.getByRole('heading', { name: 'Preis im Vergleich' })).toBeVisible();
    await expect(line).toContainText(`Median vergleichbarer`);
    await expect(line).toContainText(`in ${backed.c!.district.name}`);
    await expect(line).toContainText(/≈ [\d.]+ €\/m²/);
    await expect(line).toContainText(/\(\d+\+? Inserate\)/);
    await expect(line).toContainText(/(über|unter) dem Median|Entspricht dem Median/);
    await expect(line.getByRole('link', { name: `Preisspiegel ${backed.c!.district.name}` })).toHaveAttribute(
      'href',
      `/preisspiegel/${backed.c!.district.bundesland}/${backed.c!.district.slug}`,
    );

    await page.goto(`/en/immobilien/${backed.l.id}/${backed.l.title_slug}`);
    await expect(page.locator('[data-price-context]')).toContainText('Median of comparable');

    await page.goto(`/immobilien/${alone.l.id}/${alone.l.title_slug}`);
    await expect(page.locator('[data-price-context]')).toHaveAttribute('data-median', 'too-few');
    await expect(page.locator('[data-price-context]')).toContainText('Zu wenige Vergleichsobjekte für einen Median');
  });

  test('the footer and the home page link the Preisspiegel, and the sitemap lists it', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('footer').getByRole('link', { name: 'Preisspiegel' })).toHaveAttribute(
      'href',
      '/preisspiegel',
    );
    await expect(page.getByRole('link', { name: /Preisspiegel: Preise pro m²/ })).toBeVisible();
    const index = await (await request.get('/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    const bodies = await Promise.all(files.map(async (f) => (await request.get(f)).text()));
    expect(bodies.some((b) => b.includes('/preisspiegel/wien/neubau'))).toBe(true);
  });
});

// axe runs in the page: with the page's scripts on, as a visitor has them.
test.describe('accessibility', () => {
  test('the Preisspiegel pages and the price line have no axe violations', async ({ page }) => {
    test.slow();
    const live = liveListings();
    const f = priceFigures(live);
    const backed = live.find((l) => (priceContext(f, l)?.count ?? 0) >= DEFAULT_MIN_COMPARABLES + 3)!;
    for (const path of ['/preisspiegel', '/preisspiegel/wien', '/ar/preisspiegel/wien/neubau']) {
      await page.goto(path);
      await expect(page.locator('[data-preisspiegel]')).toBeVisible();
      expect(await axe(page), path).toEqual([]);
    }
    await page.goto(`/immobilien/${backed.id}/${backed.title_slug}`);
    await expect(page.locator('[data-price-context]')).toBeVisible();
    expect(await axe(page, '[data-price-context]')).toEqual([]);
    // On a phone the price tables scroll sideways: each is a region a keyboard reaches.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/preisspiegel/wien');
    expect(await axe(page, '[data-preisspiegel]'), 'phone').toEqual([]);
  });
});
