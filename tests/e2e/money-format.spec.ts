/**
 * Money is written in the page's language wherever it appears, also after the shell has converted it to the
 * chosen currency: an English card, detail page, recently-viewed entry and comparison write "1,234 €", an Arabic
 * page writes the number as Arabic does, isolated for direction; every rent says per month in the language.
 */
import { expect, test, type Page } from '@playwright/test';

const FSI = '\u2068';
const PDI = '\u2069';

/** The number as the browser writes it in `locale` (what the shell writes into the page). */
const numberIn = (page: Page, locale: string, n: number) =>
  page.evaluate(
    ([l, v]) => {
      const d = Number.isInteger(v) ? 0 : 2;
      return new Intl.NumberFormat(l as string, { minimumFractionDigits: d, maximumFractionDigits: d }).format(
        v as number,
      );
    },
    [locale, n] as const,
  );

/** The first listing card of a region page: its link, its price element and the amount it holds in EUR. */
async function firstCard(page: Page, path: string) {
  await page.goto(path);
  const card = page
    .locator('main article')
    .filter({ has: page.locator('[data-price-eur]') })
    .first();
  const price = card.locator('[data-price-eur]').first();
  const eur = Number(await price.getAttribute('data-price-eur'));
  expect(eur).toBeGreaterThan(0);
  return { card, price, eur };
}

test.describe('money in the page language', () => {
  test('English: a rent card, its detail page, recently viewed and the comparison write English money per month', async ({
    page,
  }) => {
    const { card, price, eur } = await firstCard(page, '/en/immobilien/wohnung-mieten/wien');
    const english = `${await numberIn(page, 'en-GB', eur)} €`;
    await expect(price).toHaveText(english);
    expect(english).toMatch(/^\d{1,3}(,\d{3})*(\.\d\d)? €$/);
    await expect(card).toContainText(`${english} / month`);

    await card.locator('a').first().click();
    await expect(page.locator('main [data-price-eur]').first()).toHaveText(english);
    await expect(page.locator('main').first()).toContainText(`${english} / month`);
    await page.locator('main [data-compare-toggle]').first().click();

    // Recently viewed on the home page: the same amount, per month.
    await page.goto('/en/');
    const viewed = page.locator('[data-recently-viewed] [data-viewed-list] li').first();
    const viewedPrice = viewed.locator('[data-viewed-price]');
    await expect(viewedPrice).toHaveAttribute('data-price-eur', /^\d/);
    const viewedEur = Number(await viewedPrice.getAttribute('data-price-eur'));
    await expect(viewedPrice).toHaveText(`${await numberIn(page, 'en-GB', viewedEur)} €`);
    await expect(viewed.locator('[data-viewed-per-month]')).toBeVisible();
    await expect(viewed).toContainText('/ month');

    // The comparison table: the amount in English, per month.
    await page.goto('/en/vergleich');
    const cell = page.locator('[data-compare-body] [data-price-eur]').first();
    await expect(cell).toHaveAttribute('data-price-eur', /^\d/);
    const cellEur = Number(await cell.getAttribute('data-price-eur'));
    await expect(cell).toHaveText(`${await numberIn(page, 'en-GB', cellEur)} €`);
    await expect(cell.locator('xpath=..')).toContainText('per month');
  });

  test('English: the chosen currency is written in English too', async ({ page }) => {
    const { price } = await firstCard(page, '/en/immobilien/wohnung-kaufen/wien');
    await page.locator('[data-currency-select]').first().selectOption('USD');
    await expect(price).toHaveText(/^\$ \d{1,3}(,\d{3})*$/);
  });

  test('Arabic: a rent card and its detail page write the number as Arabic does, isolated, per month in Arabic', async ({
    page,
  }) => {
    const { card, price, eur } = await firstCard(page, '/ar/immobilien/wohnung-mieten/wien');
    const arabic = `${FSI}${await numberIn(page, 'ar', eur)} €${PDI}`;
    await expect(price).toHaveText(arabic);
    await expect(card).toContainText(`${arabic} / شهر`);
    await card.locator('a').first().click();
    await expect(page.locator('main [data-price-eur]').first()).toHaveText(arabic);
  });
});
