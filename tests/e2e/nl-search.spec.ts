/**
 * The natural-language search in Chromium against the real server: typing a description on the home page, the
 * chips and the words not understood, stopping the countdown, removing a chip, going to the results; the
 * countdown opening the results by itself; the form without JavaScript; the list page's free-text box turning
 * what it understands into filters; axe with the chips shown.
 */
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { pauseClockSoon } from './support/page-clock';

const HOME_FORM = 'form[data-nl-search]';

/**
 * The page's clock, stopped once the page has loaded: the 2-second countdown runs only as `runFor` lets its time
 * pass, so a busy machine neither ends it before a click nor needs a real wait to see it end.
 */
const stopClock = (page: Page) => pauseClockSoon(page);

test.describe('natural-language search with JavaScript', () => {
  test('shows chips, stops, removes a chip and goes to the results', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await stopClock(page);
    const form = page.locator(HOME_FORM).first();
    const field = form.getByLabel('Beschreiben Sie Ihr Wunschobjekt');
    await field.fill('3 Zimmer Wohnung in Wien mit Balkon bis 1.200 €, nahe Stephansdom');
    await field.press('Enter');

    const chips = form.locator('[data-nl-chips] li');
    await expect(chips).toContainText(['mieten', 'Wohnung', 'ab 3 Zimmer', 'bis 1', 'Wien', 'Balkon']);
    await expect(chips).toHaveCount(6);
    await expect(form.locator('[data-nl-unmatched]')).toContainText('stephansdom');
    await expect(form.getByRole('status')).toContainText('Gesucht:');
    await expect(form.getByRole('status')).toContainText('2 Sekunden');

    // Stopped before the 2 seconds are over: the page stays, also once the page's clock has passed them.
    await form.getByRole('button', { name: 'Anhalten' }).click();
    await expect(form.getByRole('status')).toContainText('Angehalten');
    await page.clock.runFor(2500);
    await page.waitForLoadState('networkidle'); // a navigation on its way would be loading now
    await expect(page).toHaveURL(/\/$/);

    await form.getByRole('button', { name: 'Balkon entfernen' }).click();
    await expect(form.locator('[data-nl-chips] li')).not.toContainText(['Balkon']);
    const go = form.getByRole('link', { name: 'Ergebnisse anzeigen' });
    await expect(go).toHaveAttribute('href', /^\/immobilien\?/);
    await expect(go).not.toHaveAttribute('href', /balcony/);
    // The word not understood is searched for only once the visitor adds it.
    await expect(go).not.toHaveAttribute('href', /[?&]q=/);
    await form.getByRole('button', { name: 'Als Suchbegriff hinzufügen' }).click();
    await expect(go).toHaveAttribute('href', /[?&]q=stephansdom/);
    await go.click();
    await expect(page).toHaveURL(/\/immobilien\?.*zimmer_von=3/);
    const url = new URL(page.url());
    expect(url.searchParams.get('bundesland')).toBe('wien');
    expect(url.searchParams.get('preis_bis')).toBe('1200');
    expect(url.searchParams.get('ausstattung')).toBeNull();
    expect(url.searchParams.get('q')).toBe('stephansdom');
  });

  test('opens the results after 2 seconds, and Escape stops that', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en/');
    await stopClock(page);
    const form = page.locator(HOME_FORM).first();
    const field = form.getByLabel('Describe the property you want');
    await field.fill('house with garden in Graz to buy');
    await field.press('Enter');
    await expect(form.locator('[data-nl-chips] li')).toHaveCount(4);
    await field.press('Escape');
    await expect(form.getByRole('status')).toContainText('Stopped');
    await page.clock.runFor(2500);
    await page.waitForLoadState('networkidle'); // a navigation on its way would be loading now
    await expect(page).toHaveURL(/\/en\/$/);

    await field.fill('penthouse in Vienna');
    await field.press('Enter');
    await expect(form.getByRole('status')).toContainText('2 seconds'); // the countdown has begun
    await page.clock.runFor(2000);
    await page.waitForURL(/\/en\/immobilien\?/);
    expect(new URL(page.url()).searchParams.get('untergruppe')).toBe('PENTHOUSE');
  });

  test('is right-to-left and in Arabic on the Arabic page, and axe finds nothing with the chips shown', async ({
    page,
  }) => {
    await page.goto('/ar/');
    const form = page.locator(HOME_FORM).first();
    const field = form.getByRole('searchbox', { name: 'صف العقار الذي تبحث عنه' });
    await field.fill('شقة للإيجار في فيينا ٣ غرف حتى ١٥٠٠ يورو');
    await field.press('Enter');
    await expect(form.locator('[data-nl-chips] li')).toHaveCount(5);
    await form.getByRole('button', { name: 'إيقاف' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const results = await new AxeBuilder({ page })
      .include(HOME_FORM)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });

  test('the list page free-text box turns what it understands into filters and offers the rest', async ({ page }) => {
    await page.goto('/immobilien');
    // Text typed before the form's island has hydrated is lost when React takes the field over: wait for it
    // (Astro drops the island's `ssr` attribute once hydrated) and for the search's first effects.
    await expect(page.locator('astro-island:has(#property-search-form)').first()).not.toHaveAttribute('ssr', /.*/, {
      timeout: 15_000,
    });
    await expect(page.locator('html')).toHaveAttribute('data-search', 'ready');
    const text = page.locator('#property-search-form input[name="q"]');
    await text.fill('Balkon Graz 3 Zimmer Altbaucharme');
    await text.press('Enter');
    await expect(page).toHaveURL(/zimmer_von=3/);
    const url = new URL(page.url());
    expect(url.searchParams.get('ort')).toBe('Graz');
    expect(url.searchParams.get('ausstattung')).toBe('balcony');
    expect(url.searchParams.get('q')).toBeNull();
    // The word not understood is listed, and searched for only when added.
    const unmatched = page.locator('#property-search-form [data-unmatched]');
    await expect(unmatched).toContainText('altbaucharme');
    await unmatched.getByRole('button', { name: 'Als Suchbegriff hinzufügen' }).click();
    await expect(page).toHaveURL(/[?&]q=altbaucharme/);
  });
});

test.describe('natural-language search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form goes to a server-rendered search with the understood filters', async ({ page }) => {
    await page.goto('/');
    const form = page.locator(HOME_FORM).first();
    await form.getByLabel('Beschreiben Sie Ihr Wunschobjekt').fill('Haus mit Garten in Niederösterreich bis 500k');
    await form.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/immobilien\/suche\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('objektart')).toBe('HAUS');
    expect(url.searchParams.get('bundesland')).toBe('niederoesterreich');
    expect(url.searchParams.get('preis_bis')).toBe('500000');
    expect(url.searchParams.get('ausstattung')).toBe('garden');
    await expect(page.locator('#property-search-form')).toBeVisible();
  });
});
