/**
 * Registration without JavaScript, in Chromium against the real server: the form posts to /registrieren/senden,
 * which hands it to POST /api/auth/register and answers with the field messages or the confirmation. A taken
 * address is answered alike and its owner gets the mail through the end-to-end SMTP server
 * (tests/e2e/support/smtp-sink.ts). Signing in needs JavaScript (sessions are bearer tokens the scripts keep), so
 * the sign-in page says so.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { sentMails as mails } from './support/mails';

const PASSWORD = 'Sicher123';

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.at`;
}

async function fillRegistration(page: Page, name: string, email: string) {
  const main = page.getByRole('main');
  await main.locator('input[name="name"]').fill(name);
  await main.locator('input[name="email"]').fill(email);
  await main.locator('input[name="password"]').fill(PASSWORD);
  await main.locator('input[name="password_confirmation"]').fill(PASSWORD);
  await main.getByRole('checkbox').check();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('registration names the wrong fields, keeps what was typed and confirms the account', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('nojs');
    await page.goto('/registrieren');
    const main = page.getByRole('main');
    await main.locator('input[name="name"]').fill('E');
    await main.locator('input[name="email"]').fill(email);
    await main.locator('input[name="password"]').fill(PASSWORD);
    await main.getByRole('button', { name: 'Konto erstellen' }).click();

    await expect(page).toHaveURL(/\/registrieren\/senden$/);
    await expect(main.getByText('Der Name muss mindestens 2 Zeichen lang sein.')).toBeVisible();
    await expect(main.getByText('Bitte akzeptieren Sie die Nutzungsbedingungen.')).toBeVisible();
    await expect(main.locator('input[name="name"]')).toHaveAttribute('aria-invalid', 'true');
    // What the visitor typed is still there, except the password.
    await expect(main.locator('input[name="email"]')).toHaveValue(email);
    await expect(main.locator('input[name="password"]')).toHaveValue('');

    await fillRegistration(page, 'Nora Ohneskript', email);
    await main.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.locator('[data-register-sent]')).toContainText('Registrierung erfolgreich');
    await expect(page.locator('[data-register-sent]')).toContainText('Bitte prüfen Sie Ihr Postfach');

    // The account exists and signs in with the password chosen.
    const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(login.status()).toBe(200);
    expect((await login.json()).user).toMatchObject({ email, name: 'Nora Ohneskript' });
  });

  test('a taken address is answered alike and its owner gets the mail', async ({ page, request }) => {
    const email = uniqueEmail('nojs-taken');
    const first = await request.post('/api/auth/register', {
      data: { name: 'Erste Person', email, password: PASSWORD, password_confirmation: PASSWORD, terms: true },
    });
    expect(first.status()).toBe(201);

    await page.goto('/registrieren');
    await fillRegistration(page, 'Zweite Person', email);
    await page.getByRole('main').getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.locator('[data-register-sent]')).toContainText('Registrierung erfolgreich');

    await expect
      .poll(
        async () =>
          (await mails()).find((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === email)?.subject ?? null,
        { timeout: 20_000 },
      )
      .toMatch(/^Registrierungsversuch mit Ihrer E-Mail-Adresse/);
  });

  test('the sign-in page says that signing in needs JavaScript', async ({ page }) => {
    await page.goto('/anmelden');
    await expect(page.locator('[data-login-needs-script]')).toHaveText(
      'Die Anmeldung funktioniert nur mit JavaScript. Bitte aktivieren Sie JavaScript in Ihrem Browser.',
    );
  });
});

test('with JavaScript the sign-in page hides that notice and the registration keeps one submit button', async ({
  page,
}) => {
  await page.goto('/anmelden');
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeEnabled();
  await expect(page.locator('[data-login-needs-script]')).toBeHidden();
  await page.goto('/registrieren');
  await expect(page.getByRole('main').getByRole('button', { name: 'Konto erstellen' })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('button', { name: 'Konto erstellen' })).toBeEnabled();
});
