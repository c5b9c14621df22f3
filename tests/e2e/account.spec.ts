/**
 * Accounts end to end in Chromium: sign-up → login → favourite → logout, and the social round trip through a
 * real OAuth 2 server on loopback (oauth2-mock-server). The social test needs the server started with the
 * Google endpoints pointing at that server (playwright.config.ts webServer.env, see E2E_OAUTH_PORT below);
 * without them it skips with a clear reason.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { Events, OAuth2Server } from 'oauth2-mock-server';

const OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT || 4398);

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.at`;
}

/** The forms' buttons stay disabled until the island has hydrated; typing before that would be lost. */
async function formReady(page: Page, button: string) {
  await expect(page.getByRole('button', { name: button, exact: true })).toBeEnabled();
}

async function storedAuth(page: Page) {
  return page.evaluate(() => ({ token: localStorage.getItem('auth_token'), user: localStorage.getItem('user') }));
}

test.describe('accounts', () => {
  test('sign-up → logout → login → favourite → logout', async ({ page }) => {
    const email = uniqueEmail('e2e');
    const password = 'Sicher123';

    // Sign-up: the form first refuses a name under 2 characters and unaccepted terms.
    await page.goto('/registrieren');
    await formReady(page, 'Konto erstellen');
    await page.getByLabel('Name', { exact: false }).first().fill('E');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('Der Name muss mindestens 2 Zeichen lang sein.')).toBeVisible();
    await expect(page.getByText('Bitte akzeptieren Sie die Nutzungsbedingungen.')).toBeVisible();

    await page.getByLabel('Name', { exact: false }).first().fill('Eva Ende');
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="password_confirmation"]').fill(password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Registrierung erfolgreich' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('[data-user-greeting]')).toHaveText('Hallo Eva Ende!');
    expect((await storedAuth(page)).token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Logout returns to / and forgets the session.
    await page.locator('[data-account-logout]').click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedAuth(page)).toEqual({ token: null, user: null });

    // The dashboard now sends the visitor to the login page, which brings them back after signing in.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/anmelden\?next=%2Fdashboard$/);
    await formReady(page, 'Anmelden');
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
    await page.locator('input[name="password"]').fill('Falsch123');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('[data-user-greeting]')).toHaveText('Hallo Eva Ende!');

    // A favourite while signed in is stored on the server.
    await page.goto('/immobilien');
    const toggle = page.locator('[data-favorite-toggle]').first();
    await expect(toggle).toBeVisible();
    const id = Number(await toggle.getAttribute('data-favorite-toggle'));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () =>
        page.evaluate(async () => {
          const res = await fetch('/api/favorites', {
            headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` },
          });
          return ((await res.json()) as { data: { property_id: number }[] }).data.map((f) => f.property_id);
        }),
      )
      .toContain(id);

    // Logout from the dashboard; the old token no longer works.
    const { token } = await storedAuth(page);
    await page.goto('/dashboard');
    await page.locator('[data-account-logout]').click();
    await expect(page).toHaveURL(/\/$/);
    const status = await page.evaluate(
      async (t) => (await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${t}` } })).status,
      token,
    );
    expect(status).toBe(401);
  });

  test('registering a taken address answers like a new one and says to check the mail', async ({ page, request }) => {
    const email = uniqueEmail('taken');
    const first = await request.post('/api/auth/register', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { name: 'Erste Person', email, password: 'Sicher123', password_confirmation: 'Sicher123', terms: true },
    });
    expect(first.status()).toBe(201);

    await page.goto('/registrieren');
    await formReady(page, 'Konto erstellen');
    await page.locator('main input[name="name"]').fill('Zweite Person');
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('Anders123');
    await page.locator('input[name="password_confirmation"]').fill('Anders123');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Falls zu dieser E-Mail-Adresse bereits ein Konto besteht, haben wir Ihnen eine E-Mail geschickt. Bitte prüfen Sie Ihr Postfach oder melden Sie sich mit Ihrem Passwort an.',
    );
    await expect(page).toHaveURL(/\/registrieren$/);
    expect(await storedAuth(page)).toEqual({ token: null, user: null });
    await expect(page.getByRole('button', { name: 'Konto erstellen' })).toBeEnabled();
  });

  test('the dashboard saves the profile and the password, and deletes the account', async ({ page }) => {
    await page.goto('/registrieren');
    await formReady(page, 'Konto erstellen');
    await page.locator('main input[name="name"]').fill('Dora Daten');
    await page.locator('main input[name="email"]').fill(uniqueEmail('settings'));
    await page.locator('input[name="password"]').fill('Sicher123');
    await page.locator('input[name="password_confirmation"]').fill('Sicher123');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const profile = page.locator('form', { has: page.getByRole('button', { name: 'Daten speichern' }) });
    await profile.locator('input[name="name"]').fill('Dora Neu');
    await profile.getByRole('button', { name: 'Daten speichern' }).click();
    await expect(profile.getByRole('status')).toHaveText('Ihre Angaben wurden gespeichert.');
    await expect(page.locator('[data-user-greeting]')).toHaveText('Hallo Dora Neu!');

    // A wrong current password comes back from the API as that field's error, and the field gets the focus.
    const password = page.locator('form', { has: page.getByRole('button', { name: 'Passwort ändern' }) });
    await password.locator('input[name="current_password"]').fill('Falsch123');
    await password.locator('input[name="password"]').fill('Sicherer456');
    await password.locator('input[name="password_confirmation"]').fill('Sicherer456');
    await password.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(password.getByText('Das Passwort ist nicht korrekt.')).toBeVisible();
    await expect(password.locator('input[name="current_password"]')).toBeFocused();
    await password.locator('input[name="current_password"]').fill('Sicher123');
    await password.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(password.getByRole('status')).toHaveText('Ihr Passwort wurde geändert.');

    // Deleting asks for the confirmation first, then for the (new) password.
    const remove = page.locator('form', { has: page.getByRole('button', { name: 'Konto endgültig löschen' }) });
    await remove.getByRole('button', { name: 'Konto endgültig löschen' }).click();
    await expect(remove.getByRole('checkbox')).toBeFocused();
    await remove.getByRole('checkbox').check();
    await remove.locator('input[name="password"]').fill('Sicherer456');
    await remove.getByRole('button', { name: 'Konto endgültig löschen' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedAuth(page)).toEqual({ token: null, user: null });
  });

  test('a reset link the form or the server rejects says so and offers a new one', async ({ page }) => {
    // Too short: the shared schema rejects it in the form. Well formed but unknown: the API rejects it.
    // The token has no field of its own, so its error is the form's message.
    for (const token of ['kurz', 'A'.repeat(43)]) {
      await page.goto(`/passwort-vergessen?token=${token}`);
      await formReady(page, 'Passwort speichern');
      await page.locator('input[name="password"]').fill('Sicher123');
      await page.locator('input[name="password_confirmation"]').fill('Sicher123');
      await page.getByRole('button', { name: 'Passwort speichern' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
      );
      await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute(
        'href',
        '/passwort-vergessen',
      );
      await expect(page.getByRole('button', { name: 'Passwort speichern' })).toBeEnabled();
    }
  });

  test('an expired or revoked token is cleared silently on a public page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('auth_token', 'A'.repeat(43));
      localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Alt', email: 'alt@example.at' }));
    });
    await page.goto('/anmelden');
    await expect.poll(() => storedAuth(page)).toEqual({ token: null, user: null });
    await expect(page).toHaveURL(/\/anmelden$/);
  });
});

test.describe('social login', () => {
  let oauth: OAuth2Server | null = null;

  test.beforeAll(async ({ request }) => {
    const debug = await request.get('/api/auth/debug');
    const social = debug.ok() ? (((await debug.json()) as { social?: string[] }).social ?? []) : [];
    test.skip(
      !social.includes('google'),
      `the server has no Google endpoints configured (GOOGLE_* env pointing at 127.0.0.1:${OAUTH_PORT})`,
    );
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(OAUTH_PORT, '127.0.0.1');
  });
  test.afterAll(async () => {
    await oauth?.stop();
  });

  test('Google round trip: provider → /social-callback → dashboard, signed in', async ({ page }) => {
    const email = uniqueEmail('social');
    oauth!.service.once(Events.BeforeUserinfo, (res) => {
      res.body = { sub: `g-${email}`, email, email_verified: true, name: 'Sina Sozial' };
    });
    // The addresses the browser loaded, as requested (the page removes the code from its address at once).
    const visited: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) visited.push(r.url());
    });
    await page.goto('/anmelden');
    await expect(page.locator('[data-social="google"]')).toBeEnabled();
    await page.locator('[data-social="google"]').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('[data-user-greeting]')).toHaveText('Hallo Sina Sozial!');
    const { token, user } = await storedAuth(page);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(user!)).toMatchObject({ email, providers: ['google'] });
    // The address of /social-callback carried a one-time code, never the session token.
    const callback = visited.map((u) => new URL(u)).find((u) => u.pathname.endsWith('/social-callback'));
    expect(callback?.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(callback?.searchParams.has('auth')).toBe(false);
    expect(visited.some((u) => u.includes(token!))).toBe(false);
  });

  test('only the configured provider has a button', async ({ page }) => {
    await page.goto('/anmelden');
    await expect(page.locator('[data-social="google"]')).toBeEnabled();
    await expect(page.locator('[data-social="facebook"]')).toHaveCount(0);
  });

  test("a failed provider answer says so in the page's language", async ({ page }) => {
    oauth!.service.once(Events.BeforeResponse, (res) => {
      res.body = { error: 'invalid_grant' };
      res.statusCode = 400;
    });
    await page.goto('/anmelden');
    await expect(page.locator('[data-social="google"]')).toBeEnabled();
    await page.locator('[data-social="google"]').click();
    await expect(page).toHaveURL(/\/social-callback$/);
    await expect(page.getByRole('alert')).toHaveText('Die Anmeldung über das soziale Netzwerk ist fehlgeschlagen.');
    expect(await storedAuth(page)).toEqual({ token: null, user: null });
  });
});

test.describe('account pages are accessible', () => {
  const axe = async (page: Page) =>
    (
      await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
    ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

  for (const theme of ['light', 'dark'] as const) {
    for (const [path, button] of [
      ['/anmelden', 'Anmelden'],
      ['/passwort-vergessen', 'Link anfordern'],
      ['/registrieren', 'Konto erstellen'],
    ] as const) {
      test(`${path} with and without errors (${theme})`, async ({ page }) => {
        await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
        await page.goto(path);
        await formReady(page, button);
        expect(await axe(page), path).toEqual([]);
        await page.getByRole('button', { name: button, exact: true }).click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
        expect(await axe(page), `${path} with errors`).toEqual([]);
      });
    }

    test(`the dashboard of a new account (${theme})`, async ({ page }) => {
      await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
      // Signed in: register through the form, then check the dashboard.
      await page.goto('/registrieren');
      await formReady(page, 'Konto erstellen');
      const email = uniqueEmail(`a11y-${theme}`);
      await page.locator('main input[name="name"]').fill('Alex Barrierefrei');
      await page.locator('main input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill('Sicher123');
      await page.locator('input[name="password_confirmation"]').fill('Sicher123');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Konto erstellen' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('button', { name: 'Daten speichern' })).toBeEnabled();
      expect(await axe(page), '/dashboard').toEqual([]);
    });
  }
});
