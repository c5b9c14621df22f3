/**
 * The list page's place field, a combobox (WAI-ARIA 1.2 pattern) driven from the keyboard alone: typing opens the
 * suggestions with the first selected, the arrows move the active option (aria-activedescendant), Home and End
 * return to the text, Escape closes, Enter takes the option. Axe finds nothing in the filters while it is open.
 * In both themes. Any sample: the test reads the suggestions the page offers.
 */
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-search', 'ready');
  await page.waitForFunction(() => !document.documentElement.classList.contains('search-pending'));
}

for (const theme of ['light', 'dark'] as const)
  test(`the place field works from the keyboard alone and stays axe-clean while open (${theme})`, async ({ page }) => {
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    await page.goto('/immobilien');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await ready(page);
    const input = page.getByRole('combobox', { name: 'Ort, Bezirk, PLZ oder Bundesland' });
    const list = page.locator(`[id="${await input.getAttribute('aria-controls')}"]`);
    const options = list.getByRole('option');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();

    await input.focus();
    await page.keyboard.type('Wien');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    // The first suggestion is selected for Enter, while visual focus stays in the text box.
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    const n = await options.count();
    const idOf = (i: number) => options.nth(i % n).getAttribute('id');

    await page.keyboard.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', (await idOf(1))!);
    await expect(options.nth(1 % n)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(input).toHaveAttribute('aria-activedescendant', (await idOf(0))!);

    const results = await new AxeBuilder({ page })
      .include('#filters')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`)).toEqual([]);

    // Home and End move the caret in the text and take visual focus back to it.
    await page.keyboard.press('Home');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(await input.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(0);
    await page.keyboard.press('End');
    expect(await input.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe('Wien'.length);

    await page.keyboard.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await expect(input).toHaveValue('Wien');

    // Down opens the list again, on the first suggestion; Enter takes it.
    await page.keyboard.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await idOf(0))!);
    await page.keyboard.press('Enter');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/[?&](bundesland|bezirk|ort|plz)=/);
    await expect(input).toBeFocused();
  });
