/**
 * Forms a signed-in visitor meets: the inquiry and appointment form of a detail page comes filled in with the
 * account's name, e-mail and phone (a guest's stays empty); its phone field is optional, except for a call-back,
 * where the label and the required state say it is needed; "Suche speichern" proposes the search in words as the
 * agent's name, with the account's e-mail.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const unique = (name: string) => `${name}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.at`;
const headers = { 'X-Requested-With': 'XMLHttpRequest' };

/** Registers an account with a phone number and stores its session in the page's browser storage. */
async function signIn(page: Page, request: APIRequestContext, email: string) {
  const reg = await request.post('/api/auth/register', {
    headers,
    data: {
      name: 'Lena Gruber',
      email,
      phone: '+43 660 1234567',
      password: 'Sicher123',
      password_confirmation: 'Sicher123',
      terms: true,
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const login = await request.post('/api/auth/login', { headers, data: { email, password: 'Sicher123' } });
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
}

/** A detail page of an available listing, found in the pre-rendered list. */
async function detailPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/immobilien')).text();
  const link = /href="(\/immobilien\/\d+\/[a-z0-9-]+)"/.exec(html)?.[1];
  expect(link).toBeTruthy();
  return link!;
}

test.describe('the lead form', () => {
  test('a signed-in visitor finds name, e-mail and phone filled in from the account', async ({ page, request }) => {
    const email = unique('prefill');
    await signIn(page, request, email);
    await page.goto(await detailPath(request));
    const form = page.locator('form[data-lead-form]');
    await expect(form.getByLabel('Name')).toHaveValue('Lena Gruber');
    await expect(form.getByLabel('E-Mail')).toHaveValue(email);
    await expect(form.getByLabel('Telefon')).toHaveValue('+43 660 1234567');
  });

  test("a guest's fields stay empty", async ({ page, request }) => {
    await page.goto(await detailPath(request));
    const form = page.locator('form[data-lead-form]');
    await page.waitForLoadState('networkidle');
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('E-Mail')).toHaveValue('');
  });

  test('the phone field is required for a call-back, and says so; optional for the other requests', async ({
    page,
    request,
  }) => {
    await page.goto(await detailPath(request));
    const form = page.locator('form[data-lead-form]');
    const phone = form.locator('input[name="phone"]');
    await expect(phone).toHaveAccessibleName('Telefon (optional)');
    await expect(phone).not.toHaveAttribute('required');

    await form.getByLabel('Rückruf').check();
    await expect(phone).toHaveAccessibleName('Telefon');
    await expect(phone).toHaveAttribute('required');
    const label = form.locator('label[for="lead-phone"]');
    await expect(label.getByText('(optional)')).toBeHidden();
    await expect(label.getByText('*')).toBeVisible();

    await form.getByLabel('Videotermin').check();
    await expect(phone).toHaveAccessibleName('Telefon (optional)');
    await expect(phone).not.toHaveAttribute('required');

    // the server's rule says the same: a call-back without a number is refused for the phone field
    await form.getByLabel('Rückruf').check();
    await form.getByLabel('Name').fill('Lena Gruber');
    await form.getByLabel('E-Mail').fill(unique('callback'));
    await form
      .locator('input[name="slot1_date"]')
      .fill(
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date(Date.now() + 3 * 86_400_000)),
      );
    await form.locator('select[name="slot1_window"]').selectOption('morning');
    await form.locator('input[name="privacy_accepted"]').check();
    await form.locator('[data-lead-submit]').click();
    await expect(form.locator('[data-error-for="phone"]')).toHaveText(
      'Für einen Rückruf benötigen wir Ihre Telefonnummer.',
    );
    await expect(phone).toBeFocused();
  });
});

test.describe('saving a search', () => {
  test('proposes the search in words as the name, with the account’s e-mail', async ({ page, request }) => {
    const email = unique('agent-name');
    await signIn(page, request, email);
    await page.goto('/immobilien?vermarktungsart=KAUF&objektart=WOHNUNG&bundesland=wien&preis_bis=350000');
    await expect(page.locator('astro-island:has([data-save-search])').first()).not.toHaveAttribute('ssr', /.*/, {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Suche speichern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suchagent anlegen' });
    const name = dialog.getByLabel('Name des Suchagenten');
    // amounts are grouped with no-break spaces
    await expect
      .poll(async () => (await name.inputValue()).replace(/[\u00a0\u202f]/g, ' '))
      .toBe('Wohnungen kaufen in Wien, bis 350 000 €');
    await expect(dialog.getByLabel('E-Mail für Benachrichtigungen')).toHaveValue(email);
  });
});
