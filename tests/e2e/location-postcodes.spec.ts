/**
 * The place field's postcodes, in a real browser on the built site: "Graz" offers the town and, in a group
 * labelled as postcodes, Graz's postcodes with their postal place; one taken from the keyboard filters the list to
 * that postcode (`plz=`) and the field's remove button names it. Digits offer the postcodes starting with them.
 * In Arabic the postcode and the German place are isolated and marked German. Axe finds nothing while the list is
 * open. Without JavaScript the text sent (`ort=8020`, `ort=8020 Graz`) filters by the postcode on the server. Any
 * sample: the test takes a Graz postcode the page counts listings for.
 *
 * `DOC_SCREENSHOTS=1` also shoots the open suggestions for "Graz" on a phone
 * (docs/screenshots/36-postcodes-graz-phone.png).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-search', 'ready');
  await page.waitForFunction(() => !document.documentElement.classList.contains('search-pending'));
}

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('#filters')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The place field, its listbox and the listbox's postcode group (named by its heading). */
async function placeField(page: Page, name: string, postcodesLabel: string) {
  const input = page.getByRole('combobox', { name });
  const list = page.locator(`[id="${await input.getAttribute('aria-controls')}"]`);
  return { input, list, postcodes: list.getByRole('group', { name: postcodesLabel }) };
}

/** Typed text of a suggestion: its label, kind and count, as the option's accessible text has them. */
const optionTexts = (options: Locator) => options.evaluateAll((els) => els.map((el) => el.textContent ?? ''));

test('"Graz" offers its postcodes; one taken from the keyboard filters the list and the field names it', async ({
  page,
}) => {
  await page.goto('/immobilien');
  await ready(page);
  const { input, list, postcodes } = await placeField(page, 'Ort, Bezirk, PLZ oder Bundesland', 'Postleitzahlen');
  await input.focus();
  await page.keyboard.type('Graz');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  // The town first, the postcodes after it in their group, once the postcode table has come.
  await expect(list.getByRole('option').first()).toContainText('Graz');
  await expect(postcodes.getByRole('option').first()).toContainText('8010 Graz');
  await expect(postcodes.getByRole('option', { name: /^8020 Graz/ })).toBeVisible();
  await axeClean(page);

  // A Graz postcode with listings: its count is the option's last figure.
  const all = list.getByRole('option');
  const texts = await optionTexts(all);
  const target = texts.findIndex((t) => /^80\d\d Graz/.test(t) && Number(/(\d+)$/.exec(t)?.[1]) > 0);
  expect(target, `a Graz postcode with listings among ${texts.join(' | ')}`).toBeGreaterThan(0);
  const code = texts[target]!.slice(0, 4);
  // Typing selected the first option; each Down moves one further, Enter takes the selected one.
  for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', (await all.nth(target).getAttribute('id'))!);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`[?&]plz=${code}(&|$)`));
  await ready(page);
  await expect(input).toHaveValue(new RegExp(`^${code} Graz`));
  await expect(page.getByRole('button', { name: new RegExp(`^„${code} Graz.*“ entfernen$`) })).toBeVisible();
  const count = Number(await page.locator('[data-result-count]').first().getAttribute('data-result-count'));
  expect(count).toBeGreaterThan(0);
  const places = page.locator('[data-results] .listing-card p bdi');
  await expect(places.first()).toBeVisible();
  // The cards on screen may still be the ones from before the search until its own are drawn: ask until they are.
  await expect
    .poll(async () => (await places.allTextContents()).filter((place) => !place.startsWith(`${code} `)))
    .toEqual([]);
});

test('digits offer the postcodes starting with them, with their postal place', async ({ page }) => {
  await page.goto('/immobilien');
  await ready(page);
  const { input, list, postcodes } = await placeField(page, 'Ort, Bezirk, PLZ oder Bundesland', 'Postleitzahlen');
  await input.focus();
  await page.keyboard.type('80');
  await expect(postcodes.getByRole('option').first()).toContainText('8010 Graz');
  await page.keyboard.type('2');
  await expect(postcodes.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(postcodes.getByRole('option').first()).toContainText('8020 Graz');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
});

test('in Arabic the postcode and the German place keep their order, isolated and marked German', async ({ page }) => {
  await page.goto('/ar/immobilien');
  await ready(page);
  const input = page.locator('#property-search-form input[name="ort"]');
  const list = page.locator(`[id="${await input.getAttribute('aria-controls')}"]`);
  await input.focus();
  await page.keyboard.type('Graz');
  const group = list.getByRole('group', { name: 'الرموز البريدية' });
  const first = group.getByRole('option').first().locator('bdi');
  await expect(first).toHaveText('8010 Graz');
  await expect(first).toHaveAttribute('lang', 'de');
  await axeClean(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a postcode typed into the place field filters by that postcode on the server', async ({ page }) => {
    const places = page.locator('[data-results] .listing-card p bdi');
    // A postcode of the sample: the first Graz listing's.
    await page.goto('/immobilien/suche?ort=Graz');
    const [code, town] = /^(\d{4}) (.+)$/.exec((await places.first().textContent())!.trim())!.slice(1);
    for (const ort of [code!, `${code} ${town}`]) {
      await page.goto('/immobilien');
      const input = page.locator('#property-search-form input[name="ort"]');
      await input.fill(ort);
      await input.press('Enter');
      await expect(page).toHaveURL(/\/immobilien\/suche\?/);
      expect(new URL(page.url()).searchParams.get('ort')).toBe(ort);
      const shown = await places.allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      for (const place of shown) expect(place).toMatch(new RegExp(`^${code} `));
    }
  });
});

test('screenshot: the suggestions for "Graz" on a phone', async ({ page }) => {
  test.skip(!process.env.DOC_SCREENSHOTS, 'makes the documentation screenshot only when asked (DOC_SCREENSHOTS=1)');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/immobilien');
  await ready(page);
  const toggle = page.locator('a[aria-controls="property-search-form"]');
  if (await toggle.isVisible()) await toggle.click();
  const { input, list, postcodes } = await placeField(page, 'Ort, Bezirk, PLZ oder Bundesland', 'Postleitzahlen');
  await input.scrollIntoViewIfNeeded();
  await input.focus();
  await page.keyboard.type('Graz');
  await expect(postcodes.getByRole('option').first()).toContainText('8010 Graz');
  await page.keyboard.press('ArrowDown');
  const from = (await input.boundingBox())!;
  const to = (await list.boundingBox())!;
  const y = Math.max(0, from.y - 48);
  await page.screenshot({
    path: 'docs/screenshots/36-postcodes-graz-phone.png',
    clip: { x: 0, y, width: 390, height: Math.min(844 - y, to.y + to.height + 16 - y) },
  });
});
