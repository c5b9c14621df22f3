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
  // Every rent says "/ Monat" in the page's language, the one way (rentSuffix): on the card, the detail page,
  // recently viewed, favourites and the comparison.
  for (const [lang, locale, words] of [
    ['de', 'de-AT', '/ Monat'],
    ['en', 'en-GB', '/ month'],
    ['ar', 'ar', '/ شهر'],
  ] as const) {
    const prefix = lang === 'de' ? '' : `/${lang}`;
    test(`${lang}: a rent card, its detail page, recently viewed, favourites and the comparison write its money per month`, async ({
      page,
    }) => {
      test.skip(
        (await page.request.get(`${prefix}/immobilien/wohnung-mieten/wien`)).status() !== 200,
        `the live build has no ${lang} pages`,
      );
      const { card, price, eur } = await firstCard(page, `${prefix}/immobilien/wohnung-mieten/wien`);
      const amount = (n: string) => (lang === 'ar' ? `${FSI}${n} €${PDI}` : `${n} €`);
      const written = amount(await numberIn(page, locale, eur));
      await expect(price).toHaveText(written);
      if (lang === 'en') expect(written).toMatch(/^\d{1,3}(,\d{3})*(\.\d\d)? €$/);
      await expect(card).toContainText(`${written} ${words}`);
      await card.locator('[data-favorite-toggle]').click();
      await expect(card.locator('[data-favorite-toggle]')).toHaveAttribute('aria-pressed', 'true');
      await card.locator('[data-compare-toggle]').click();
      await expect(card.locator('[data-compare-toggle]')).toHaveAttribute('aria-pressed', 'true');

      await card.locator('a').first().click();
      await expect(page.locator('main [data-price-eur]').first()).toHaveText(written);
      await expect(page.locator('main').first()).toContainText(`${written} ${words}`);
      // The detail page records the view through a module it loads after the page: leaving before it ran would
      // leave nothing to show on the home page.
      await page.waitForFunction(() => (localStorage.getItem('viewed_properties') ?? '[]') !== '[]');

      // Recently viewed on the home page: the same amount, per month.
      await page.goto(`${prefix}/`);
      const viewed = page.locator('[data-recently-viewed] [data-viewed-list] li').first();
      const viewedPrice = viewed.locator('[data-viewed-price]');
      await expect(viewedPrice).toHaveAttribute('data-price-eur', /^\d/);
      const viewedEur = Number(await viewedPrice.getAttribute('data-price-eur'));
      await expect(viewedPrice).toHaveText(amount(await numberIn(page, locale, viewedEur)));
      await expect(viewed.locator('[data-viewed-per-month]')).toBeVisible();
      await expect(viewed.locator('[data-viewed-per-month]')).toHaveText(words);

      // Favourites: the card's amount, per month.
      await page.goto(`${prefix}/favoriten`);
      const saved = page.locator('[data-favorites-list] li').first();
      await expect(saved.locator('[data-card-price]')).toHaveText(written);
      await expect(saved.locator('[data-card-per-month]')).toBeVisible();
      await expect(saved.locator('[data-card-per-month]')).toHaveText(words);

      // The comparison table: the amount, per month.
      await page.goto(`${prefix}/vergleich`);
      const cell = page.locator('[data-compare-body] [data-price-eur]').first();
      await expect(cell).toHaveAttribute('data-price-eur', /^\d/);
      const cellEur = Number(await cell.getAttribute('data-price-eur'));
      await expect(cell).toHaveText(amount(await numberIn(page, locale, cellEur)));
      await expect(cell.locator('xpath=..')).toHaveText(`${amount(await numberIn(page, locale, cellEur))} ${words}`);
    });
  }

  test('English: the chosen currency is written in English too', async ({ page }) => {
    const { price } = await firstCard(page, '/en/immobilien/wohnung-kaufen/wien');
    await page.locator('[data-currency-select]').first().selectOption('USD');
    await expect(price).toHaveText(/^\$ \d{1,3}(,\d{3})*$/);
  });
});
