/**
 * Small things a visitor notices at once: the dashboard renders without React errors, addresses that lead nowhere
 * are corrected, the feed's German words are translated, lazily loaded parts that fail say so.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

/** Console errors and uncaught exceptions of a page, collected from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

test.describe('dashboard hydration', () => {
  for (const path of ['/dashboard', '/mein-konto']) {
    test(`${path} signed in: no console error or page error`, async ({ page, request }) => {
      const email = `hydrate-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.at`;
      const res = await request.post('/api/auth/register', {
        data: {
          name: 'Hanna Hydrat',
          email,
          password: 'Sicher123',
          password_confirmation: 'Sicher123',
          terms: true,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const { token, user } = (await res.json()) as { token: string; user: unknown };
      await page.addInitScript(
        ([t, u]) => {
          localStorage.setItem('auth_token', t);
          localStorage.setItem('user', u);
        },
        [token, JSON.stringify(user)] as const,
      );
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(page.locator('[data-user-greeting]')).toHaveText('Hallo Hanna Hydrat!');
      // AccountSettings hydrates when the browser is idle: wait for its forms too.
      await expect(page.locator('#profile-heading')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });

    test(`${path} anonymous: no console error or page error before the login page`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(page).toHaveURL(/\/anmelden\?next=/);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});

test.describe('texts', () => {
  test('the cookie text keeps a space before the privacy link', async ({ page }) => {
    await page.goto('/');
    const text = (await page.locator('#cookie-consent-text').textContent())!.replace(/\s+/g, ' ');
    expect(text).toMatch(/\S Datenschutzerklärung/);
    expect(text).not.toMatch(/\SDatenschutzerklärung/);
  });

  test('a rented flat\'s card says "Miete" and the type line is not cut', async ({ page }) => {
    await page.goto('/immobilien?vermarktungsart=MIETE_PACHT&objektart=WOHNUNG');
    const line = page.locator('.listing-card p').first();
    await expect(line).toContainText('Miete');
    await expect(line).not.toContainText('Pacht');
    const deal = line.locator('span').last();
    const fits = await deal.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(fits).toBe(true);
  });
});

test.describe('flags', () => {
  test('the language and currency switchers show flag pictures, not emoji', async ({ page }) => {
    await page.goto('/');
    const summary = page.locator('[data-lang-menu] summary');
    await expect(summary.locator('img')).toHaveAttribute('src', '/flags/at.svg');
    expect(await summary.textContent()).not.toMatch(/\p{Regional_Indicator}/u);
    const flag = page.locator('[data-currency-flag]').first();
    await expect(flag).toHaveAttribute('src', '/flags/eu.svg');
    await page.locator('#currency-select').selectOption('CHF');
    await expect(flag).toHaveAttribute('src', '/flags/ch.svg');
    expect(await page.locator('#currency-select').textContent()).not.toMatch(/\p{Regional_Indicator}/u);
    const loaded = await flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(loaded).toBe(true);
  });
});
