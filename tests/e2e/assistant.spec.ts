/**
 * The chat assistant in Chromium against the real server: the launcher on every page, the dialog opened from
 * it (focus, Escape, focus back), a German and an Arabic conversation with listing cards, following a card to the
 * listing (the conversation goes along in sessionStorage and the listing's own figures are answered there), axe
 * with the dialog open, and the Ratgeber pages in German and English with their alternates.
 */
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

async function openAssistant(page: Page) {
  await page.locator('[data-assistant-launcher]').click();
  const dialog = page.locator('dialog[data-assistant]');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('#assistant-input')).toBeFocused();
  return dialog;
}

async function ask(page: Page, question: string) {
  const dialog = page.locator('dialog[data-assistant]');
  const answers = dialog.locator('[data-role="assistant"]:not([aria-busy])');
  const before = await answers.count();
  await dialog.locator('#assistant-input').fill(question);
  await dialog.locator('#assistant-input').press('Enter');
  await expect(answers).toHaveCount(before + 1, { timeout: 15_000 });
  return answers.nth(before);
}

test('German: a search with listing cards, then the listing itself, with the conversation kept', async ({ page }) => {
  await page.goto('/');
  const dialog = await openAssistant(page);
  await expect(dialog).toHaveAttribute('aria-labelledby', 'assistant-title');
  await expect(dialog.locator('[role="log"]')).toHaveAttribute('aria-live', 'polite');
  const answer = await ask(page, 'Wohnung in Wien zur Miete mit Balkon');
  await expect(answer).toContainText('passende Immobilien');
  const cards = answer.locator('a[data-assistant-card]');
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(answer.getByRole('link', { name: 'Alle Treffer ansehen' })).toHaveAttribute(
    'href',
    /^\/immobilien\?.*bundesland=wien/,
  );
  await expect(answer.getByRole('link', { name: 'Suchergebnisse' })).toBeVisible();

  const href = await cards.first().getAttribute('href');
  expect(href).toMatch(/^\/immobilien\/\d+\//);
  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // Left open, it opens again on the next page, with the conversation of this tab.
  const again = page.locator('dialog[data-assistant]');
  await expect(again).toBeVisible();
  await expect(again.locator('[data-role="user"]').first()).toContainText('Wohnung in Wien zur Miete mit Balkon');

  const facts = await ask(page, 'Wie hoch sind hier die Betriebskosten?');
  await expect(facts).toContainText('Betriebskosten');
  await expect(facts.locator('a').last()).toHaveAttribute('href', href!);

  const viewing = await ask(page, 'Ich möchte eine Besichtigung vereinbaren');
  await viewing.getByRole('link', { name: 'Besichtigung anfragen' }).click();
  await expect(page.locator('dialog[data-assistant]')).toBeHidden();
  await expect(page.locator('form[data-lead-form] input[name="intent"][value="viewing"]')).toBeChecked();
});

test('Arabic: right to left, an answer in Arabic, and a listing link in the Arabic site', async ({ page }) => {
  await page.goto('/ar/');
  const dialog = await openAssistant(page);
  expect(await dialog.evaluate((d) => getComputedStyle(d).direction)).toBe('rtl');
  await expect(dialog.locator('#assistant-title')).toHaveText('مساعدك العقاري');
  const answer = await ask(page, 'شقة للإيجار في فيينا');
  await expect(answer).toContainText('عقارات مناسبة');
  const card = answer.locator('a[data-assistant-card]').first();
  const href = await card.getAttribute('href');
  expect(href).toMatch(/^\/ar\/immobilien\/\d+\//);
  const guide = await ask(page, 'ما هي الكفالة المعتادة للإيجار؟');
  // the Arabic article's deposit section
  await expect(guide.getByRole('link')).toHaveAttribute('href', /^\/ar\/ratgeber\/mieten#/);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('keyboard: Escape closes the dialog and focus returns to the launcher; axe finds nothing with it open', async ({
  page,
}) => {
  await page.goto('/');
  const launcher = page.locator('[data-assistant-launcher]');
  await launcher.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog[data-assistant]');
  await expect(dialog).toBeVisible();
  await ask(page, 'Wie hoch ist die Grunderwerbsteuer?');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
});

test('the Ratgeber renders in German and English with hreflang alternates', async ({ page }) => {
  await page.goto('/ratgeber');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ratgeber');
  await expect(page.locator('main li a')).toHaveCount(6);
  await page.getByRole('link', { name: 'Mieten in Österreich – Mietvertrag, Befristung und Betriebskosten' }).click();
  await expect(page).toHaveURL(/\/ratgeber\/mieten$/);
  await expect(page.locator('article')).toContainText('Bestellerprinzip');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/ratgeber\/mieten$/);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\/ar\/ratgeber\/mieten$/);

  await page.goto('/en/ratgeber/energieausweis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The energy certificate – understanding HWB and fGEE',
  );
  await expect(page.locator('article table')).toContainText('A++');
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    /\/ratgeber\/energieausweis$/,
  );
  await expect(page.locator('footer').getByRole('link', { name: 'Guide', exact: true })).toHaveAttribute(
    'href',
    '/en/ratgeber',
  );
});
