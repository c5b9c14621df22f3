/**
 * The infrastructure tab without JavaScript: a listing whose agency gives distances lists them grouped (transport
 * first), written the page language's way with the minutes on foot and named as the agency's statement, followed by
 * the OpenStreetMap links as "more on the map"; in German, English and Arabic. Cards name the nearest stop.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

interface SnapshotListing {
  id: number;
  title_slug: string;
  status: string;
  location: { lat: number | null; lon: number | null };
  infrastructure?: { distances: Record<string, number>; sport: Record<string, number> };
}
const dataDir = process.env.DATA_DIR || 'data';
const listings = JSON.parse(
  fs.readFileSync(path.join(dataDir, 'snapshot', 'properties.json'), 'utf8'),
) as SnapshotListing[];
// A listing near the U-/S-Bahn (within walking distance) with coordinates, so the map links show too.
const listing = listings.find(
  (l) =>
    l.infrastructure?.distances.US_BAHN != null && l.infrastructure.distances.US_BAHN <= 1 && l.location.lat != null,
);

test.use({ javaScriptEnabled: false });

test.describe('infrastructure tab', () => {
  test.skip(!listing, 'the snapshot has no listing with a U-/S-Bahn distance (made before the importer kept them)');

  const cases = [
    {
      prefix: '',
      source: 'Angaben der Agentur',
      group: 'Verkehr',
      stop: 'U-/S-Bahn',
      more: 'Mehr auf der Karte',
      unit: /\d (m|km)$/,
      walk: /Min\. zu Fuß/,
    },
    {
      prefix: '/en',
      source: 'As stated by the agency',
      group: 'Getting around',
      stop: 'Metro / S-Bahn',
      more: 'More on the map',
      unit: /\d (m|km)$/,
      walk: /min walk/,
    },
    {
      prefix: '/ar',
      source: 'بيانات الوكالة',
      group: 'المواصلات',
      stop: 'المترو / القطار الحضري',
      more: 'المزيد على الخريطة',
      unit: / (م|كم)\u2069?$/,
      walk: /دقيقة/,
    },
  ];
  for (const c of cases) {
    test(`lists the agency's distances, transport first (${c.prefix || '/de'})`, async ({ page }) => {
      await page.goto(`${c.prefix}/immobilien/${listing!.id}/${listing!.title_slug}`);
      const tab = page.locator('#infrastruktur');
      const block = tab.locator('[data-distances]');
      await expect(block).toBeVisible();
      await expect(block).toContainText(c.source);
      const groups = block.locator('[data-distance-group]');
      await expect(groups.first()).toHaveAttribute('data-distance-group', 'transport');
      await expect(groups.first().locator('h4')).toHaveText(c.group);
      const row = block.locator('[data-distance="US_BAHN"]');
      await expect(row.locator('dt')).toHaveText(c.stop);
      await expect(row.locator('dd span').first()).toHaveText(c.unit);
      await expect(row.locator('dd')).toContainText(c.walk);
      // every distance of the snapshot is on the page, and only those
      const kinds = [
        ...Object.keys(listing!.infrastructure!.distances),
        ...Object.keys(listing!.infrastructure!.sport),
      ].sort();
      const shown = (
        await block.locator('[data-distance]').evaluateAll((els) => els.map((e) => e.getAttribute('data-distance')))
      ).sort();
      expect(shown).toEqual(kinds);
      // the map links stay below, as more on the map
      await expect(tab.getByRole('heading', { name: c.more })).toBeVisible();
      await expect(tab.locator('a[href^="https://www.openstreetmap.org/search"]').first()).toBeVisible();
    });
  }
});

test('a list card names the nearest stop the agency gives', async ({ page }) => {
  await page.goto('/immobilien');
  const ids = await page
    .locator('article[data-listing-id]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-listing-id'))));
  const byId = new Map(listings.map((l) => [l.id, l]));
  const withStop = ids.filter((id) => {
    const d = byId.get(id)?.infrastructure?.distances;
    return d?.US_BAHN != null || d?.BUS != null;
  });
  test.skip(withStop.length === 0, 'no listing on the first list page has a stop');
  const id = withStop[0]!;
  const d = byId.get(id)!.infrastructure!.distances;
  const line = page.locator(`article[data-listing-id="${id}"] [data-transit]`);
  await expect(line).toHaveAttribute('data-transit', d.US_BAHN != null ? 'US_BAHN' : 'BUS');
  await expect(line).toHaveText(/^(U-\/S-Bahn|Bus) \d[\d,]* (m|km)$/);
});
