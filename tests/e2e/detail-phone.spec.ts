/**
 * A listing's detail page on a phone (390×844): what a searcher reads first comes first (the description before
 * the contact form, in the page's order and on the screen), and the contact bar at the bottom of the screen calls,
 * writes or asks for a viewing (landing on the form with that request chosen, with and without JavaScript), covers
 * neither the page's end nor the assistant's launcher, and axe finds nothing, in German and in Arabic (right to
 * left). On a desktop (1280×800) there is no bar: the contact stands beside the description.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** An available listing's detail page, found in the pre-rendered list (the first one: available by default). */
async function detailPath(request: APIRequestContext, prefix = ''): Promise<string> {
  const html = await (await request.get(`${prefix}/immobilien`)).text();
  const link = new RegExp(`href="(${prefix}/immobilien/\\d+/[a-z0-9-]+)"`).exec(html)?.[1];
  expect(link).toBeTruthy();
  return link!;
}

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('detail page on a phone', () => {
  test.use({ viewport: PHONE });

  test('reads description first, then the contact form; the bar calls, writes and asks for a viewing', async ({
    page,
    request,
  }) => {
    await page.goto(await detailPath(request));
    const description = page.locator('#h-beschreibung');
    const form = page.locator('form[data-lead-form]');
    await expect(description).toHaveText('Beschreibung');

    // In the page's order and on the screen, the description's heading comes before the form.
    const inOrder = await description.evaluate(
      (heading) =>
        !!(
          heading.compareDocumentPosition(document.querySelector('form[data-lead-form]')!) &
          Node.DOCUMENT_POSITION_FOLLOWING
        ),
    );
    expect(inOrder).toBe(true);
    const [descriptionBox, formBox] = [await box(description), await box(form)];
    expect(descriptionBox.y + descriptionBox.height).toBeLessThanOrEqual(formBox.y);
    // The price and the key facts come before the description too.
    const price = await box(page.locator('[data-price-eur]').first());
    expect(price.y).toBeLessThan(descriptionBox.y);

    // The bar: full width at the bottom of the screen, the launcher above it.
    const bar = page.getByRole('navigation', { name: 'Anbieter kontaktieren' });
    await expect(bar).toBeVisible();
    const barBox = await box(bar);
    expect(barBox.width).toBe(PHONE.width);
    expect(Math.round(barBox.y + barBox.height)).toBe(PHONE.height);
    const launcher = page.locator('[data-assistant-launcher]');
    await expect(launcher).toBeVisible();
    const launcherBox = await box(launcher);
    expect(overlaps(launcherBox, barBox)).toBe(false);
    expect(launcherBox.y + launcherBox.height).toBeLessThanOrEqual(barBox.y);
    // It keeps clear of the price: on the first screen and with the price scrolled to the window's bottom edge.
    const shownPrice = page.locator('[data-price-eur]').first();
    expect(overlaps(launcherBox, await box(shownPrice)), 'the launcher covers the price').toBe(false);
    await shownPrice.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
    expect(overlaps(await box(launcher), await box(shownPrice)), 'the launcher covers the price').toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));

    // "Anrufen" calls the number the contact card shows.
    const call = bar.getByRole('link', { name: /^Anrufen/ });
    const cardCall = page
      .locator('#contact-heading')
      .locator('..')
      .getByRole('link', { name: /^Anrufen:/ });
    const tel = await call.getAttribute('href');
    expect(tel).toMatch(/^tel:\+?\d{5,}$/);
    expect(await cardCall.getAttribute('href')).toBe(tel);

    // "Besichtigung" lands on the form with a viewing chosen and the message asking for one.
    const message = form.locator('textarea[name="message"]');
    await expect(message).toHaveValue(/bitte um weitere Informationen\.$/);
    await bar.getByRole('link', { name: 'Besichtigung' }).click();
    await expect(form.locator('#lead-intent-viewing')).toBeChecked();
    await expect(form.locator('#lead-intent-viewing')).toBeFocused();
    await expect(form.getByRole('heading', { name: 'Anfrage an den Anbieter' })).toBeInViewport();
    await expect(message).toHaveValue(/möchte gerne einen Besichtigungstermin vereinbaren\.$/);

    // What the visitor wrote stays when they choose again; "Nachricht" (by keyboard) chooses a message.
    await message.fill('Ist der Keller mit dabei? Wir würden gerne am Samstag kommen.');
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole('link', { name: 'Nachricht' }).focus();
    await page.keyboard.press('Enter');
    await expect(form.locator('#lead-intent-inquiry')).toBeChecked();
    await expect(form.getByRole('heading', { name: 'Anfrage an den Anbieter' })).toBeInViewport();
    await expect(message).toHaveValue('Ist der Keller mit dabei? Wir würden gerne am Samstag kommen.');

    // The page's end scrolls clear of the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = page.locator('footer p').last();
    const end = await box(footerEnd);
    expect(end.y + end.height).toBeLessThanOrEqual((await box(bar)).y);

    expect(await axe(page)).toEqual([]);
  });

  test('on the first screen the price ends above the contact bar, none of it under the bar', async ({
    page,
    request,
  }) => {
    await page.goto(await detailPath(request));
    const bar = page.getByRole('navigation', { name: 'Anbieter kontaktieren' });
    await expect(bar).toBeVisible();
    // The price: its label, the amount (a rent's "/ Monat") and the parts of a rent, as the page first shows them.
    const price = await box(page.locator('[data-price-headline]'));
    const barTop = (await box(bar)).y;
    expect(price.y + price.height).toBeLessThanOrEqual(barTop);
  });

  test('in Arabic the bar reads right to left and axe finds nothing', async ({ page, request }) => {
    await page.goto(await detailPath(request, '/ar'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const bar = page.getByRole('navigation', { name: 'التواصل مع المعلِن' });
    await expect(bar).toBeVisible();
    const [first, last] = [bar.getByRole('link').first(), bar.getByRole('link').last()];
    await expect(first).toHaveAccessibleName(/^اتصال/);
    await expect(last).toHaveText('معاينة');
    // The first action stands at the right.
    expect((await box(first)).x).toBeGreaterThan((await box(last)).x);
    // The launcher (at the end corner, the left) keeps clear of the price, which starts at the right.
    const launcher = await box(page.locator('[data-assistant-launcher]'));
    expect(overlaps(launcher, await box(page.locator('[data-price-eur]').first()))).toBe(false);
    await last.click();
    await expect(page.locator('#lead-intent-viewing')).toBeChecked();
    expect(await axe(page)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the bar's links land on the form's choice of request", async ({ page, request }) => {
      await page.goto(await detailPath(request));
      const bar = page.getByRole('navigation', { name: 'Anbieter kontaktieren' });
      await bar.getByRole('link', { name: 'Besichtigung' }).click();
      await expect(page).toHaveURL(/#lead-intent-viewing$/);
      await expect(page.locator('#lead-intent-viewing')).toBeInViewport();
      await page.locator('label.intent-option', { hasText: 'Besichtigung' }).click();
      await expect(page.locator('#lead-intent-viewing')).toBeChecked();
      await expect(page.locator('form[data-lead-form] .lead-slots')).toBeVisible();
    });
  });
});

test.describe('detail page on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('has no contact bar; the contact stands beside the description', async ({ page, request }) => {
    await page.goto(await detailPath(request));
    await expect(page.locator('[data-contact-bar]')).toBeHidden();
    const description = await box(page.locator('#h-beschreibung'));
    const aside = await box(page.locator('[data-contact-aside]'));
    expect(aside.x).toBeGreaterThan(description.x + description.width);
    // The launcher keeps its corner.
    const launcher = await box(page.locator('[data-assistant-launcher]'));
    expect(Math.round(launcher.y + launcher.height)).toBe(DESKTOP.height - 16);
  });
});
