/**
 * The places on a detail page's map are loaded only when asked for: before the places button is pressed the page
 * fetches neither their code (the places-map chunk: fetch, zod check, markers) nor the places; pressing it fetches
 * both and draws a marker per place. The sample has no OpenStreetMap places (the step is off by default), so the
 * test gives a listing's map the button the page renders for a listing with places, before the page's script
 * starts, and answers the places request itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

interface SnapshotListing {
  id: number;
  title_slug: string;
  status: string;
  location: { lat: number | null; lon: number | null };
}
const dataDir = process.env.DATA_DIR || 'data';
const listings = JSON.parse(
  fs.readFileSync(path.join(dataDir, 'snapshot', 'properties.json'), 'utf8'),
) as SnapshotListing[];
const listing = listings.find((l) => l.location.lat != null && l.status === 'available');

test('the places and their code are fetched on the button, not before', async ({ page }) => {
  test.skip(!listing, 'the snapshot has no available listing with coordinates');
  const { lat, lon } = listing!.location;
  // The markup LocationMap renders when the listing has places (data-places-url, the kinds, the button).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const map = document.querySelector<HTMLElement>('[data-location-map]');
      if (!map || map.querySelector('[data-places-load]')) return;
      observer.disconnect();
      map.dataset.placesUrl = '/api/e2e-places';
      map.dataset.placeKinds = JSON.stringify({ subway: 'U-Bahn', supermarket: 'Supermarkt' });
      map.dataset.placesFailed = 'failed';
      const p = document.createElement('p');
      p.innerHTML = '<button type="button" data-places-load>Orte zeigen</button><span data-places-status></span>';
      map.append(p);
    }).observe(document, { childList: true, subtree: true });
  });
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/places-map[.\w-]*\.js/.test(r.url())) chunks.push(r.url());
  });
  let asked = 0;
  await page.route('**/api/e2e-places', (route) => {
    asked++;
    return route.fulfill({
      json: {
        success: true,
        data: {
          items: [
            { kind: 'subway', name: 'Neubaugasse', lines: ['U3'], km: 0.35, lat: lat! + 0.002, lon: lon! + 0.002 },
            { kind: 'supermarket', name: null, lines: [], km: 0.08, lat: lat! - 0.001, lon: lon! },
          ],
        },
      },
    });
  });
  // The map is in the location tab, opened by its fragment.
  await page.goto(`/immobilien/${listing!.id}/${listing!.title_slug}#lage`);
  const map = page.locator('[data-location-map]');
  // The map itself is drawn (Leaflet) without the places.
  await expect(map).toHaveAttribute('data-state', /ready|failed/);
  const button = page.locator('[data-places-load]');
  await expect(button).toBeVisible();
  expect(chunks).toEqual([]);
  expect(asked).toBe(0);
  // A hidden address is drawn as a circle, a path of its own.
  const paths = map.locator('.leaflet-overlay-pane path.leaflet-interactive');
  const before = await paths.count();
  await button.click();
  await expect(map).toHaveAttribute('data-places', 'shown');
  expect(chunks).toHaveLength(1);
  expect(asked).toBe(1);
  // Leaflet draws each place as a circle marker in its overlay pane.
  await expect(paths).toHaveCount(before + 2);
  await expect(button).toBeHidden();
});
