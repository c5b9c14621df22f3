/**
 * The assistant's launcher floats over the bottom corner of every page; it must never hide a control. On the list
 * page with the filter form open, on a desktop and on a phone, each visible control of the form is scrolled to
 * the bottom edge of the window (the farthest down scrolling to it can leave it): there the launcher does not
 * overlap it, and a click at its centre reaches the control itself, "Kaufpreis von" and "Alle Filter
 * zurücksetzen" named among them. The page's end scrolls clear of the launcher too.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls the control to the window's bottom edge; answers its box and whether a click at its centre hits it. */
async function scrolledToEnd(control: Locator) {
  return control.evaluate((el) => {
    el.scrollIntoView({ block: 'end', inline: 'nearest', behavior: 'instant' });
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return {
      box: { x: r.x, y: r.y, width: r.width, height: r.height },
      hitsItself: hit === el,
      hitsInside: hit != null && el.contains(hit),
      hit: hit
        ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''} ${hit.textContent?.trim().slice(0, 30)}`
        : '',
    };
  });
}

async function openFilters(page: Page) {
  await page.goto('/immobilien');
  await expect(page.locator('html')).toHaveAttribute('data-search', 'ready');
  const toggle = page.locator('a[aria-controls="property-search-form"]');
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.locator('#property-search-form')).toBeVisible();
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`assistant launcher (${name})`, () => {
    test.use({ viewport });

    test('no control of the open filter form lies under it once scrolled to', async ({ page }) => {
      await openFilters(page);
      const launcher = page.locator('[data-assistant-launcher]');
      await expect(launcher).toBeVisible();
      const launcherBox = (await launcher.boundingBox())!;

      const controls = page.locator(
        '#property-search-form :is(input:not([type="hidden"]), select, textarea, button, a[href], summary)',
      );
      let checked = 0;
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue;
        const box = (await control.boundingBox())!;
        // visually hidden inputs (a radio behind its styled label) are reached through their label
        if (box.width <= 1 || box.height <= 1) continue;
        const at = await scrolledToEnd(control);
        const label = (await control.getAttribute('name')) ?? (await control.textContent())?.trim();
        expect(overlaps(at.box, launcherBox), `${label} under the launcher`).toBe(false);
        expect(at.hitsInside, `${label}: a click at its centre reaches ${at.hit}`).toBe(true);
        checked++;
      }
      expect(checked).toBeGreaterThan(10);

      // the two a visitor met under it
      const priceFrom = page.locator('#property-search-form input[name="preis_von"]');
      await expect(priceFrom).toHaveAccessibleName('Kaufpreis (€) von');
      expect((await scrolledToEnd(priceFrom)).hitsItself).toBe(true);
      const reset = page.getByRole('link', { name: 'Alle Filter zurücksetzen' });
      expect((await scrolledToEnd(reset)).hitsItself).toBe(true);
      // a focused field (a keyboard's Tab, a phone's "next") stops above it too
      await priceFrom.focus();
      expect(overlaps((await priceFrom.boundingBox())!, launcherBox)).toBe(false);
    });

    test("the page's end scrolls clear of it", async ({ page }) => {
      await page.goto('/immobilien');
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      const launcherBox = (await page.locator('[data-assistant-launcher]').boundingBox())!;
      const under = await page.locator('footer :is(a[href], button, input, select, textarea)').evaluateAll(
        (els, l) =>
          els
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return (
                r.width > 1 &&
                r.height > 1 &&
                r.x < l.x + l.width &&
                l.x < r.right &&
                r.y < l.y + l.height &&
                l.y < r.bottom
              );
            })
            .map((el) => el.outerHTML.slice(0, 80)),
        launcherBox,
      );
      expect(under).toEqual([]);
    });
  });
}
