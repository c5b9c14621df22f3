/**
 * The near filters in the list's one form: public transport within 500 m, a school or kindergarten within 1 km, a
 * supermarket within 500 m, by the agencies' distances (the sample sends them for most listings) or OpenStreetMap's
 * places; the form says they apply only where the distance is known. With JavaScript and without. Any sample: the
 * tests read the pages. The map search offers the same boxes.
 */
import { expect, test, type Page } from '@playwright/test';

const TRANSIT = 'Öffentlicher Verkehr in Gehweite (≤ 500 m)';
const SCHOOL = 'Schule / Kindergarten ≤ 1 km';
const NOTE = 'Gilt nur für Immobilien mit bekannten Entfernungen';

const count = async (page: Page) => Number(await page.locator('[data-result-count]').getAttribute('data-result-count'));
const cards = (page: Page) => page.locator('[data-results] .listing-card');

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-search', 'ready');
  await page.waitForFunction(() => !document.documentElement.classList.contains('search-pending'));
}

test.describe('near filters', () => {
  test('narrow the list, write the address, and survive a reload', async ({ page }) => {
    await page.goto('/immobilien');
    await ready(page);
    const all = await count(page);
    await expect(page.locator('[data-near]').getByText(NOTE)).toBeVisible();
    await page.getByLabel(TRANSIT).check();
    await expect(page).toHaveURL(/nahe=transit/);
    await expect.poll(() => count(page)).toBeLessThan(all);
    const transit = await count(page);
    expect(transit).toBeGreaterThan(0);
    await page.getByLabel(SCHOOL).check();
    await expect(page).toHaveURL(/nahe=transit,school/);
    await expect.poll(() => count(page)).toBeLessThanOrEqual(transit);
    const both = await count(page);
    await page.reload();
    await ready(page);
    await expect.poll(() => count(page)).toBe(both);
    await expect(page.getByLabel(TRANSIT)).toBeChecked();
    await expect(page.getByLabel(SCHOOL)).toBeChecked();
  });
});

test.describe('near filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('are sent by the GET form and answered by the server', async ({ page }) => {
    await page.goto('/immobilien');
    await page.getByLabel(TRANSIT).check();
    await page.locator('form#property-search-form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/immobilien\/suche\?/);
    expect(new URL(page.url()).searchParams.getAll('nahe')).toEqual(['transit']);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await expect(page.getByLabel(TRANSIT)).toBeChecked();
  });
});

test.describe('near filters on the map search', () => {
  test('its own boxes narrow the markers and the count, and write the address', async ({ page }) => {
    await page.goto('/kartensuche?ort=Wien&umkreis=10');
    const total = async () =>
      Number(await page.locator('[data-map-result-count]').getAttribute('data-map-result-count'));
    const markers = page.locator('.leaflet-marker-pane .leaflet-marker-icon');
    await expect.poll(total).toBeGreaterThan(0);
    const all = await total();
    await expect.poll(() => markers.count()).toBe(all);
    await expect(page.locator('[data-near]').getByText(NOTE)).toBeVisible();
    // Keyboard: the box is a labelled checkbox that Space ticks.
    const transit = page.getByRole('checkbox', { name: TRANSIT });
    await transit.focus();
    await page.keyboard.press('Space');
    await expect(transit).toBeChecked();
    await expect(page).toHaveURL(/nahe=transit/);
    await expect.poll(total).toBeLessThan(all);
    const near = await total();
    expect(near).toBeGreaterThan(0);
    await expect.poll(() => markers.count()).toBe(near);
    // The full list opens with the same filter.
    await expect(page.locator('a[href*="nahe=transit"]')).toHaveCount(1);
    await page.getByRole('checkbox', { name: TRANSIT }).uncheck();
    await expect(page).not.toHaveURL(/nahe=/);
    await expect.poll(total).toBe(all);
  });
});
