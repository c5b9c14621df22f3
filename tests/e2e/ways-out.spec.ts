/**
 * An empty result is not a dead end: a search that finds nothing offers the nearest searches that find something,
 * and following one shows exactly the count it named, with and without JavaScript. The radius select appears once
 * a town is chosen and writes `umkreis`, on the list and on the map search (which draws the circle). Any sample with
 * listings in Graz and Styria: the tests read the pages.
 */
import { expect, test, type Page } from '@playwright/test';

const count = async (page: Page) => Number(await page.locator('[data-result-count]').getAttribute('data-result-count'));

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-search', 'ready');
  await page.waitForFunction(() => !document.documentElement.classList.contains('search-pending'));
}

// No listing costs at most 1 €: this search finds nothing anywhere, and dropping the price finds Styria's.
const EMPTY = 'bundesland=steiermark&preis_bis=1';

test('with JavaScript a way out names the count its link then shows', async ({ page }) => {
  await page.goto(`/immobilien?${EMPTY}`);
  await ready(page);
  await expect.poll(() => count(page)).toBe(0);
  const way = page.locator('[data-ways-out] a[data-way-out]').first();
  await expect(way).toBeVisible();
  const named = Number(await way.getAttribute('data-count'));
  expect(named).toBeGreaterThan(0);
  await expect(way).toContainText('Ohne Preisgrenze');
  await way.click();
  await expect(page).not.toHaveURL(/preis_bis=/);
  await expect.poll(() => count(page)).toBe(named);
  await expect(page.locator('[data-ways-out-save]')).toHaveCount(0);
});

test('an empty result offers saving the search, to be told once something matches', async ({ page }) => {
  await page.goto(`/immobilien?${EMPTY}`);
  await ready(page);
  const save = page.locator('[data-ways-out-save]');
  await expect(save).toHaveText('Suche speichern');
  await expect(page.locator('[data-ways-out]')).toContainText('Benachrichtigen, sobald etwas passt');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered search offers the ways out as links to searches with that count', async ({ page }) => {
    await page.goto(`/en/immobilien/suche?${EMPTY}`);
    expect(await count(page)).toBe(0);
    const way = page.locator('[data-ways-out] a[data-way-out]').first();
    const named = Number(await way.getAttribute('data-count'));
    expect(named).toBeGreaterThan(0);
    expect(await way.getAttribute('href')).toMatch(/^\/en\/immobilien\/suche\?/);
    await way.click();
    expect(await count(page)).toBe(named);
  });
});

test('the radius select appears with a town and writes umkreis', async ({ page }) => {
  await page.goto('/immobilien?ort=Graz');
  await ready(page);
  const inTown = await count(page);
  const radius = page.getByLabel('Umkreis', { exact: true });
  await expect(radius).toBeVisible();
  await radius.selectOption('50');
  await expect(page).toHaveURL(/umkreis=50/);
  await expect.poll(() => count(page)).toBeGreaterThanOrEqual(inTown);
  await page.goto('/immobilien?bundesland=steiermark');
  await ready(page);
  await expect(page.getByLabel('Umkreis', { exact: true })).toHaveCount(0);
});

test('the map search with a town searches within the chosen radius and draws its circle', async ({ page }) => {
  await page.goto('/kartensuche?ort=Graz');
  const radius = page.getByLabel('Umkreis', { exact: true });
  await expect(radius).toBeVisible();
  await radius.selectOption('25');
  await expect(page).toHaveURL(/umkreis=25/);
  await expect
    .poll(async () => Number(await page.locator('[data-map-result-count]').getAttribute('data-map-result-count')))
    .toBeGreaterThan(0);
  // Leaflet draws the circle as a path in its overlay pane.
  await expect(page.locator('.leaflet-overlay-pane path').first()).toBeVisible();
});
