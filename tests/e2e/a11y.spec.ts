import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const pages = ['/', '/kontakt', '/gibt-es-nicht', '/ar/', '/impressum'];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe (${theme})`, () => {
    for (const path of pages) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      });
    }
  });
}
