/**
 * "Meinten Sie …?" in Chromium against the real server: the home page's natural-language search offers the known
 * place for a misspelt word as a button that searches the corrected text; a list search whose free text misspells
 * a town with listings offers the town among its ways out, also without JavaScript, with the count its link shows.
 * Any sample with listings in Graz and Innsbruck: the tests read the pages.
 */
import { expect, test, type Page } from '@playwright/test';
import { pauseClockSoon } from './support/page-clock';

const count = async (page: Page) => Number(await page.locator('[data-result-count]').getAttribute('data-result-count'));

test('the search box offers the place it knows for a misspelt one and searches the corrected text', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await pauseClockSoon(page);
  const form = page.locator('form[data-nl-search]').first();
  const field = form.getByLabel('Beschreiben Sie Ihr Wunschobjekt');
  // Gramastetten (Upper Austria) is a place of the gazetteer file; a misspelling of it is offered, not applied.
  await field.fill('Haus in Gramastettn');
  await field.press('Enter');
  // The first answer builds the server's gazetteer of the listings' towns: it may take a while on a busy machine.
  await expect(form.locator('[data-nl-unmatched]')).toContainText('gramastettn', { timeout: 30_000 });
  const offer = form.locator('[data-nl-suggest]');
  await expect(offer).toContainText('Meinten Sie:');
  await offer.getByRole('button', { name: 'Gramastetten' }).click();
  await expect(field).toHaveValue('Haus in Gramastetten');
  await expect(form.locator('[data-nl-chips] li')).toContainText(['Haus', 'Gramastetten'], { timeout: 30_000 });
  await expect(form.locator('[data-nl-unmatched]')).toBeHidden();
  await expect(offer).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an empty result for a misspelt town offers the town with its count', async ({ page }) => {
    // The place field as typed without a suggestion chosen (the free text would read "Grazz" as Graz itself).
    await page.goto('/immobilien/suche?ort=Grazz');
    expect(await count(page)).toBe(0);
    const way = page.locator('[data-ways-out] a[data-way-out="spelling"]');
    await expect(way).toContainText('Meinten Sie „Graz“?');
    const named = Number(await way.getAttribute('data-count'));
    expect(named).toBeGreaterThan(0);
    await way.click();
    expect(new URL(page.url()).searchParams.get('ort')).toBe('Graz');
    expect(await count(page)).toBe(named);
  });

  test('a town written by ear ("Insbruk", two letters off) is offered as the town it sounds like', async ({ page }) => {
    await page.goto('/immobilien/suche?ort=Insbruk');
    expect(await count(page)).toBe(0);
    const way = page.locator('[data-ways-out] a[data-way-out="spelling"]');
    await expect(way).toContainText('Meinten Sie „Innsbruck“?');
    const named = Number(await way.getAttribute('data-count'));
    expect(named).toBeGreaterThan(0);
    await way.click();
    expect(new URL(page.url()).searchParams.get('ort')).toBe('Innsbruck');
    expect(await count(page)).toBe(named);
  });
});
