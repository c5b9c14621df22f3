import { expect, test } from '@playwright/test';

test.describe('app shell', () => {
  for (const [path, lang, dir] of [
    ['/', 'de', 'ltr'],
    ['/en/', 'en', 'ltr'],
    ['/ar/', 'ar', 'rtl'],
    ['/fa/kontakt', 'fa', 'rtl'],
  ]) {
    test(`${path} is lang="${lang}" dir="${dir}"`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
    });
  }

  test('language, currency and theme are kept across reloads', async ({ page }) => {
    await page.goto('/');
    // Language: pick English from the selector; the choice is stored as the storage code gb.
    await page.locator('[data-lang-menu] summary').click();
    await page.locator('[data-lang-menu] a[hreflang="en"]').click();
    await expect(page).toHaveURL(/\/en\/$/);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('gb');
    // An unprefixed page now opens in English before paint.
    await page.goto('/kontakt');
    await expect(page).toHaveURL(/\/en\/kontakt$/);

    // Currency
    await page.locator('#currency-select').selectOption('CHF');
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('CHF');

    // Theme
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.locator('[data-theme-toggle]').first().click();
    await expect(page.locator('html')).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe(String(!dark));

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#currency-select')).toHaveValue('CHF');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!dark);
  });

  test('an unknown stored language falls back to German with a warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('language', 'xx'));
    await page.goto('/hilfe');
    await expect(page).toHaveURL(/\/hilfe$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(warnings.some((w) => w.includes('xx'))).toBe(true);
  });

  test('only known currencies are accepted from storage', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('currency', 'XXX'));
    await page.reload();
    await expect(page.locator('#currency-select')).toHaveValue('EUR');
    const options = await page
      .locator('#currency-select option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(options).toEqual(['EUR', 'CHF', 'USD', 'GBP', 'SEK', 'NOK', 'PLN', 'RUB', 'TRY', 'AED', 'CNY', 'JPY']);
  });

  test('header shrinks after 20 px of scrolling', async ({ page }) => {
    await page.goto('/datenschutz');
    const header = page.locator('.site-header');
    await expect(header).toHaveAttribute('data-shrunk', 'false');
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute('data-shrunk', 'true');
    // It grows again at the top, not as soon as the page is back under 20 px.
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveAttribute('data-shrunk', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-shrunk', 'false');
  });

  test('on a page that scrolls only a little past 20 px the header shrinks once and holds still', async ({ page }) => {
    await page.goto('/datenschutz');
    const header = page.locator('.site-header');
    // Only the header and a block that lets the page scroll 24 px further.
    await page.evaluate(() => {
      const head = document.querySelector<HTMLElement>('.site-header')!;
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('body > *, main, footer'))) {
        if (el !== head && !el.contains(head)) el.style.display = 'none';
      }
      const filler = document.createElement('div');
      filler.style.height = `${window.innerHeight - head.offsetHeight + 24}px`;
      document.body.append(filler);
    });
    await page.evaluate(() => window.scrollTo(0, 24));
    await expect(header).toHaveAttribute('data-shrunk', 'true');
    const changes = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let n = 0;
          const head = document.querySelector('.site-header')!;
          const watch = new MutationObserver((records) => (n += records.length));
          watch.observe(head, { attributes: true, attributeFilter: ['data-shrunk'] });
          setTimeout(() => {
            watch.disconnect();
            resolve(n);
          }, 1000);
        }),
    );
    expect(changes).toBe(0);
    await expect(header).toHaveAttribute('data-shrunk', 'true');
  });

  test('the properties item clears the saved search and replaces the history entry', async ({ page }) => {
    await page.goto('/kontakt');
    await page.goto('/hilfe');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'immoz_search_state',
        JSON.stringify({ searchParams: 'a=1', scrollPosition: 0, timestamp: 0, expiresAt: Date.now() + 1e6 }),
      ),
    );
    await page.locator('nav[aria-label] a[data-nav="properties"]').first().click();
    await expect(page).toHaveURL(/\/immobilien$/);
    // The saved search is gone; the list island may already have saved the plain list it now shows.
    const state = await page.evaluate(() => sessionStorage.getItem('immoz_search_state'));
    expect(state === null || (JSON.parse(state) as { searchParams: string }).searchParams === '').toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/kontakt$/); // /hilfe was replaced
  });

  test('mobile menu opens as a dialog and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await page.locator('[data-menu-open]').click();
    const dialog = page.locator('#mobile-menu');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Kartensuche' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-menu-open]')).toBeFocused();
  });

  test('footer: brand line, hours, commission and objektart links', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const year = new Date().getFullYear();
    await expect(footer).toContainText(`2001–${year}`);
    await expect(footer).toContainText('Mo–Fr 9–17');
    await expect(footer).toContainText('3,57 %');
    for (const art of ['WOHNUNG', 'HAUS', 'GRUNDSTUECK']) {
      await expect(footer.locator(`a[href="/immobilien?objektart=${art}"]`)).toHaveCount(1);
    }
  });

  test('old hash route /#/anmelden lands on the login page', async ({ page }) => {
    await page.goto('/#/anmelden');
    await expect(page).toHaveURL(/\/anmelden$/);
  });

  test('unknown pages answer 404 with the page in the visitor’s language', async ({ page }) => {
    const res = await page.goto('/en/does-not-exist');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
