/**
 * Map tiles come through the portal's own /tiles/ (src/server/http/tile-proxy.ts). The end-to-end server's tile
 * server cannot be reached (playwright.config.ts): the map search says so once, drawing still works, and the
 * browser's console stays free of errors (a failed tile loaded from the tile server directly would be one each).
 */
import { expect, test } from '@playwright/test';

test('an unreachable tile server gives the map search its notice and no console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/kartensuche');
  const map = page.locator('[data-map-search]');
  // Pointing at the map starts it at once (otherwise it starts when the browser is idle).
  await map.hover();
  await expect(page.getByText('Die Kartenbilder können gerade nicht geladen werden.', { exact: false })).toBeVisible();
  // The tiles were asked for at the portal, which answered with nothing.
  const tile = await page.request.get('/tiles/6/34/22.png');
  expect(tile.status()).toBe(204);
  // A corner can still be set on the blank map.
  await map.click({ position: { x: 120, y: 160 } });
  await expect(page.locator('.leaflet-marker-pane > *, .leaflet-overlay-pane path').first()).toBeAttached();
  expect(errors).toEqual([]);
});
