/**
 * Screenshots of the price in context against a running portal: `npx tsx scripts/screenshots/preisspiegel.ts
 * [BASE_URL]` (default BENCH_URL) writes docs/screenshots/39-preisspiegel-{phone,desktop}.png (Vienna's page) and
 * 39-preisspiegel-detail-{desktop,phone}.png (a Vienna flat's page at its price line), from the snapshot in DATA_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { env } from '../../src/config/env';
import type { Listing } from '../../src/domain/listing';
import { isStale } from '../../src/domain/listing-freshness';
import { priceContext, priceFigures } from '../../src/domain/prices/median';

const base = process.argv[2] ?? env().BENCH_URL;
const executablePath = env().CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const listings = (
  JSON.parse(fs.readFileSync(path.join(env().DATA_DIR, 'snapshot', 'properties.json'), 'utf8')) as Listing[]
).filter((l) => !isStale(l, Date.now()) && l.status === 'available');
const figures = priceFigures(listings, env().PRICE_MEDIAN_MIN_LISTINGS);
// A Vienna flat whose median has the most listings behind it.
const flat = listings
  .map((l) => ({ l, c: priceContext(figures, l) }))
  .filter((x) => x.c?.median != null && x.l.location.bundesland === 'wien' && x.l.objektart === 'WOHNUNG')
  .sort((a, b) => b.c!.count - a.c!.count)[0]!.l;

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
fs.mkdirSync('docs/screenshots', { recursive: true });
const shots: Array<[string, string, { width: number; height: number }, string | null]> = [
  ['39-preisspiegel-desktop', '/preisspiegel/wien', { width: 1366, height: 1100 }, null],
  ['39-preisspiegel-phone', '/preisspiegel/wien', { width: 390, height: 844 }, null],
  [
    '39-preisspiegel-detail-desktop',
    `/immobilien/${flat.id}/${flat.title_slug}`,
    { width: 1366, height: 900 },
    '[data-price-context]',
  ],
  [
    '39-preisspiegel-detail-phone',
    `/immobilien/${flat.id}/${flat.title_slug}`,
    { width: 390, height: 844 },
    '[data-price-context]',
  ],
];
for (const [name, url, viewport, target] of shots) {
  const page = await browser.newPage({ viewport });
  await page.goto(new URL(url, base).href);
  // No consent banner over the picture.
  await page.evaluate(() => document.querySelector('[data-cookie-consent]')?.remove());
  if (target) await page.locator(target).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const file = `docs/screenshots/${name}.png`;
  await page.screenshot({ path: file });
  console.log(`${file} ${Math.round(fs.statSync(file).size / 1024)} KB (${url})`);
  await page.close();
}
await browser.close();
