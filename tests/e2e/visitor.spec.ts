/**
 * Visitor state end to end in Chromium: favourites (guest and signed in), comparison
 * with its widget and page, recently viewed, the existence check, cookie consent and toasts.
 * Needs a build with listings (npm run sync, then a build): the list page provides the cards.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';

const fav = (page: Page) => page.locator('[data-favorite-toggle]');
const cmp = (page: Page) => page.locator('[data-compare-toggle]');
const widget = (page: Page) => page.locator('[data-compare-widget]');
const toastItem = (page: Page) => page.locator('[data-toaster] [data-toast]:not([hidden])');
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/**
 * The page's clock, stopped before the page loads: its timers (the consent banner's 1.5 s) fire only as `runFor`
 * lets its time pass, however long the machine takes to load the page.
 */
async function stoppedClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}

/** The cards of the first result page, ready (the island has synced the buttons). */
async function listPage(page: Page) {
  await page.goto('/immobilien');
  await expect(fav(page).first()).toBeVisible();
}

async function idOf(button: Locator): Promise<number> {
  return Number(await button.getAttribute('data-favorite-toggle'));
}

async function compareIdOf(button: Locator): Promise<number> {
  return (JSON.parse((await button.getAttribute('data-compare-toggle'))!) as { id: number }).id;
}

/** Ids of real listings, read from the list page's compare buttons. */
async function someListingIds(page: Page, n: number): Promise<number[]> {
  await listPage(page);
  const ids: number[] = [];
  for (let i = 0; ids.length < n; i++) ids.push(await compareIdOf(cmp(page).nth(i)));
  // This page's own existence check (100 ms after load) has run, and its request, if it made one, was answered,
  // before a test stores ids for the next page.
  await page.waitForLoadState('networkidle');
  return ids;
}

test.describe('favourites', () => {
  test('toggle on a card, see it on /favoriten, remove one, then the empty state leads back to the search', async ({
    page,
  }) => {
    await listPage(page);
    const first = fav(page).first();
    const id = await idOf(first);
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse((await stored(page, 'guest_favorites'))!)).toEqual([id]);

    // Toggle again removes, a third click adds back.
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse((await stored(page, 'guest_favorites'))!)).toEqual([]);
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favoriten');
    const card = page.locator(`[data-favorites-list] [data-listing-id="${id}"]`);
    await expect(card).toBeVisible();
    await expect(card.locator('[data-card-link]')).toHaveAttribute('href', new RegExp(`^/immobilien/${id}/`));
    await expect(page.locator('[data-favorites-count]')).toHaveText('1 gemerkte Immobilie');

    await card.locator('[data-favorite-remove]').click();
    await expect(card).toHaveCount(0);
    const empty = page.locator('[data-favorites-empty]');
    await expect(empty).toBeVisible();
    await expect(empty).toBeFocused();
    await expect(empty.getByRole('link')).toHaveAttribute('href', '/immobilien');
    expect(await stored(page, 'guest_favorites')).toBe('[]');
  });

  test('remove all asks first, then empties the list', async ({ page }) => {
    const ids = await someListingIds(page, 2);
    await page.evaluate((list) => localStorage.setItem('guest_favorites', JSON.stringify(list)), ids);
    await page.goto('/favoriten');
    await expect(page.locator('[data-favorites-list] [data-favorite-card]')).toHaveCount(2);
    await expect(page.locator('[data-favorites-count]')).toHaveText('2 gemerkte Immobilien');

    page.once('dialog', (d) => void d.dismiss());
    await page.locator('[data-favorites-remove-all]').click();
    await expect(page.locator('[data-favorites-list] [data-favorite-card]')).toHaveCount(2);

    page.once('dialog', (d) => void d.accept());
    await page.locator('[data-favorites-remove-all]').click();
    await expect(page.locator('[data-favorites-empty]')).toBeVisible();
    await expect(toastItem(page)).toContainText('Alle Favoriten entfernt');
    expect(await stored(page, 'guest_favorites')).toBeNull();
  });

  test('a saved listing that no longer exists shows as unavailable and can be removed', async ({ page }) => {
    const [id] = await someListingIds(page, 1);
    // The existence check would drop the unknown id after 100 ms; keep it to see how the page shows one.
    await page.route('**/api/properties/batch', (r) => r.fulfill({ status: 503, body: '{}' }));
    await page.evaluate((i) => localStorage.setItem('guest_favorites', JSON.stringify([i, 987654])), id);
    await page.goto('/favoriten');
    const missing = page.locator('[data-favorites-list] [data-listing-id="987654"]');
    await expect(missing).toContainText('Diese Immobilie ist nicht mehr verfügbar.');
    await missing.locator('[data-favorite-remove]').click();
    await expect(missing).toHaveCount(0);
    expect(JSON.parse((await stored(page, 'guest_favorites'))!)).toEqual([id]);
  });

  test('after login the guest favourites are pushed to the server, the guest list is cleared, the server list shown', async ({
    page,
    request,
  }) => {
    const ids = await someListingIds(page, 2);
    const email = `visitor-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.at`;
    const res = await request.post('/api/auth/register', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { name: 'Vera Vergleich', email, password: 'Sicher123', password_confirmation: 'Sicher123', terms: true },
    });
    expect(res.ok()).toBe(true);
    // Registration answers without a session (alike for new and taken addresses); signing in gives the token.
    const login = await request.post('/api/auth/login', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { email, password: 'Sicher123' },
    });
    expect(login.ok()).toBe(true);
    const { token, user } = (await login.json()) as { token: string; user: unknown };

    await page.evaluate((list) => localStorage.setItem('guest_favorites', JSON.stringify(list)), ids);
    const pushes: number[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/favorites') && r.method() === 'POST')
        pushes.push((r.postDataJSON() as { property_id: number }).property_id);
    });
    // Signing in on this page: the auth store stores token and user and announces it.
    await page.evaluate(
      ({ t, u }) => {
        localStorage.setItem('auth_token', t);
        localStorage.setItem('user', JSON.stringify(u));
        document.dispatchEvent(new Event('portal:auth'));
      },
      { t: token, u: user },
    );
    await expect.poll(() => stored(page, 'guest_favorites')).toBeNull();
    expect(pushes).toEqual(ids);
    for (const id of ids)
      await expect(page.locator(`[data-favorite-toggle="${id}"]`).first()).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favoriten');
    await expect(page.locator('[data-favorites-list] [data-favorite-card]')).toHaveCount(2);
    await expect(page.locator('[data-favorites-guest-hint]')).toBeHidden();

    // The dashboard shows the same list and the recently viewed strip (empty here, with its note).
    await page.goto('/dashboard');
    await expect(page.locator('[data-favorites-list] [data-favorite-card]')).toHaveCount(2);
    await expect(page.locator('[data-recently-viewed]')).toBeVisible();
    await expect(page.locator('[data-recently-viewed] [data-viewed-empty]')).toBeVisible();
  });
});

test.describe('detail page', () => {
  test('its favourite and compare buttons work and agree with the cards', async ({ page }) => {
    const [id] = await someListingIds(page, 1);
    const card = await page.evaluate(async (i) => (await fetch(`/listing-cards/${i}.json`)).json(), id);
    await page.goto(card.url);
    const favButton = page.locator(`main [data-favorite-toggle="${id}"]`).first();
    const cmpButton = page.locator('main [data-compare-toggle]').first();
    await favButton.click();
    await expect(favButton).toHaveAttribute('aria-pressed', 'true');
    await cmpButton.click();
    await expect(cmpButton).toHaveAttribute('aria-pressed', 'true');
    await expect(widget(page).locator('[data-compare-count]')).toHaveText('1');
    await page.goto('/immobilien');
    await expect(page.locator(`[data-favorite-toggle="${id}"]`).first()).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('comparison', () => {
  test('compare 4, the 5th is refused with the destructive "maximum reached" toast; the widget expands, removes, clears and links to /vergleich', async ({
    page,
  }) => {
    await listPage(page);
    const buttons = cmp(page);
    for (let i = 0; i < 4; i++) {
      await buttons.nth(i).click();
      await expect(buttons.nth(i)).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(toastItem(page)).toContainText('Zum Vergleich hinzugefügt');
    await buttons.nth(4).click();
    const refusal = toastItem(page);
    await expect(refusal).toHaveCount(1); // one toast at a time
    await expect(refusal).toContainText('Maximale Anzahl erreicht');
    await expect(refusal).toContainText('Sie können maximal 4 Immobilien vergleichen.');
    await expect(refusal).toHaveAttribute('data-variant', 'destructive');
    await expect(buttons.nth(4)).toHaveAttribute('aria-pressed', 'false');
    const saved = JSON.parse((await stored(page, 'comparedProperties'))!) as { id: number; objekttitel: string }[];
    expect(saved).toHaveLength(4);
    expect(saved[0]!.objekttitel).toBeTruthy();

    // Widget: collapsed badge with the count, expanding into the list.
    const badge = widget(page).locator('[data-compare-badge]');
    await expect(widget(page)).toBeVisible();
    await expect(badge.locator('[data-compare-count]')).toHaveText('4');
    await expect(badge).toHaveAttribute('aria-expanded', 'false');
    await badge.click();
    await expect(badge).toHaveAttribute('aria-expanded', 'true');
    const rows = widget(page).locator('[data-compare-list] li');
    await expect(rows).toHaveCount(4);
    await rows.first().locator('[data-compare-item-remove]').click();
    await expect(rows).toHaveCount(3);
    await expect(toastItem(page)).toContainText('Aus Vergleich entfernt');
    await expect(badge.locator('[data-compare-count]')).toHaveText('3');
    await expect(buttons.nth(0)).toHaveAttribute('aria-pressed', 'false');

    // Escape collapses and returns focus to the badge.
    await page.keyboard.press('Escape');
    await expect(badge).toHaveAttribute('aria-expanded', 'false');
    await expect(badge).toBeFocused();

    await badge.click();
    await widget(page).locator('[data-compare-go]').click();
    await expect(page).toHaveURL(/\/vergleich$/);
    await expect(page.locator('[data-compare-table] thead th[scope="col"]')).toHaveCount(4); // attribute column + 3
    await expect(widget(page)).toBeHidden(); // the page itself shows the comparison

    await page.goBack();
    await widget(page).locator('[data-compare-badge]').click();
    await widget(page).locator('[data-compare-clear]').click();
    await expect(toastItem(page)).toContainText('Vergleich geleert');
    await expect(widget(page)).toBeHidden();
    expect(await stored(page, 'comparedProperties')).toBe('[]');
  });

  test('stored JSON that is not an array is ignored; an unknown title reads "Unbekannte Immobilie"', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('comparedProperties', '{"id":1,"objekttitel":"x"}'));
    await page.reload();
    await expect(widget(page)).toBeHidden();

    await page.evaluate(() => localStorage.setItem('comparedProperties', JSON.stringify([{ id: 987654 }])));
    await page.reload();
    await widget(page).locator('[data-compare-badge]').click();
    await expect(widget(page).locator('[data-compare-list] li')).toHaveText(['Unbekannte Immobilie']);
  });

  test('/vergleich: side by side, differences highlighted, remove per column, useful for 0–4, printable', async ({
    page,
  }) => {
    await listPage(page);
    const items = await Promise.all(
      [0, 1, 2].map(async (i) => JSON.parse((await cmp(page).nth(i).getAttribute('data-compare-toggle'))!)),
    );
    await page.evaluate((list) => localStorage.setItem('comparedProperties', JSON.stringify(list)), items);
    await page.goto('/vergleich');
    const table = page.locator('[data-compare-table]');
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(4);
    for (const row of ['price', 'area', 'rooms', 'year', 'hwb'])
      await expect(table.locator(`tr[data-row="${row}"]`)).toHaveCount(1);
    await expect(table.locator('tr[data-row="price"] td')).toHaveCount(3);
    await expect(table.locator('tr[data-row="price"]')).toHaveAttribute('data-differs', /true|false/);
    expect(await table.locator('tbody tr[data-differs="true"][data-row]').count()).toBeGreaterThan(0);
    await expect(page.locator('caption')).toHaveText('Vergleich von 3 Immobilien');

    // Differences only hides equal rows.
    const equalRows = table.locator('tbody tr[data-differs="false"][data-row]');
    const equalCount = await equalRows.count();
    await page.getByLabel('Nur Unterschiede zeigen').check();
    if (equalCount > 0) await expect(equalRows.first()).toBeHidden();
    await page.getByLabel('Nur Unterschiede zeigen').uncheck();

    // Remove per column.
    await table.locator('thead [data-col-remove]').first().click();
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(3);
    await expect(page.locator('[data-compare-add-more]')).toBeVisible();

    // Printable: header, footer and widgets are left out of the print.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('[data-compare-print]')).toBeHidden();
    await expect(table).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // One item: a hint to add more; none: the empty state with a way to the search.
    await table.locator('thead [data-col-remove]').first().click();
    await expect(page.locator('[data-compare-one-hint]')).toBeVisible();
    await page.locator('[data-compare-clear-all]').click();
    await expect(page.locator('[data-compare-empty]')).toBeVisible();
    await expect(page.locator('[data-compare-empty] a')).toHaveAttribute('href', '/immobilien');
  });

  test('/favoriten with nothing saved shows its empty state and the guest hint before the page module runs (no layout shift)', async ({
    page,
  }) => {
    // Without the page's modules only the inline script can have shown them.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/favoriten');
    await expect(page.locator('[data-favorites-empty]')).toBeVisible();
    await expect(page.locator('[data-favorites-guest-hint]')).toBeVisible();
    await expect(page.locator('[data-favorites-loading]')).toBeHidden();
    // Saved listings, or a session whose list is on the server, keep the loading line for the module.
    for (const [key, value] of [
      ['guest_favorites', JSON.stringify([1])],
      ['auth_token', 'a-session-token'],
    ]) {
      await page.evaluate(() => localStorage.clear());
      await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, value]);
      await page.reload();
      await expect(page.locator('[data-favorites-loading]')).toBeVisible();
      await expect(page.locator('[data-favorites-empty]')).toBeHidden();
    }
  });

  test('/vergleich with nothing compared shows its empty state before the page module runs (no layout shift)', async ({
    page,
  }) => {
    // Without the page's modules only the inline script can have shown it.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/vergleich');
    await expect(page.locator('[data-compare-empty]')).toBeVisible();
    await expect(page.locator('[data-compare-loading]')).toBeHidden();
    // A stored list keeps the loading line for the module, which fetches the listings.
    await page.evaluate(() => localStorage.setItem('comparedProperties', JSON.stringify([{ id: 1 }])));
    await page.reload();
    await expect(page.locator('[data-compare-loading]')).toBeVisible();
    await expect(page.locator('[data-compare-empty]')).toBeHidden();
  });
});

test.describe('recently viewed', () => {
  const DAY = 24 * 60 * 60 * 1000;

  test('a detail page records the listing; the home page shows the list newest first, remove one, clear all', async ({
    page,
  }) => {
    const ids = await someListingIds(page, 2);
    const cards = await Promise.all(
      ids.map((id) => page.evaluate(async (i) => (await fetch(`/listing-cards/${i}.json`)).json(), id)),
    );
    // Detail pages carry <script type="application/json" data-viewed-item> (RecordView.astro).
    for (const card of cards) {
      await page.goto(card.url);
      await expect(page.locator('script[data-viewed-item]')).toHaveCount(1);
      await expect
        .poll(async () => JSON.parse((await stored(page, 'viewed_properties')) ?? '[]')[0]?.propertyId)
        .toBe(card.id);
    }
    // Viewing the same listing again changes nothing (an entry with the same title, location and price exists).
    const before = await stored(page, 'viewed_properties');
    await page.goto(cards[0].url);
    await page.waitForLoadState('networkidle'); // the page's scripts and its existence check have run
    expect(await stored(page, 'viewed_properties')).toBe(before);
    const viewed = JSON.parse((await stored(page, 'viewed_properties'))!);
    expect(viewed.map((v: { propertyId: number }) => v.propertyId)).toEqual([ids[1], ids[0]]);
    expect(Object.keys(viewed[0]).sort()).toEqual([
      'image',
      'location',
      'locationString',
      'objektart',
      'objektart_hauptgruppe',
      'objektart_untergruppe',
      'price',
      'propertyId',
      'title',
      'title_slug',
      'vermarktungsart',
      'viewedAt',
    ]);
    expect(viewed[0].price).toBe(cards[1].kaufpreis || cards[1].kaltmiete || 0);

    await page.goto('/');
    const strip = page.locator('[data-recently-viewed]');
    await expect(strip).toBeVisible();
    await expect(strip.getByRole('heading', { name: 'Zuletzt angesehen' })).toBeVisible();
    const links = strip.locator('[data-viewed-link]');
    await expect(links).toHaveText([cards[1].objekttitel, cards[0].objekttitel]);
    await strip.locator('[data-viewed-remove]').first().click();
    await expect(links).toHaveText([cards[0].objekttitel]);
    // Removing an entry leaves the page scrolled about 20 px, where the header once shrank and grew every frame;
    // the clear button is clicked from there.
    await strip.locator('[data-viewed-clear]').click();
    await expect(strip).toBeHidden();
    expect(await stored(page, 'viewed_properties')).toBeNull();
  });

  test('entries older than 30 days are dropped on load; at most 10 are shown', async ({ page }) => {
    const ids = await someListingIds(page, 12);
    await page.evaluate(
      ({ list, day }) => {
        const now = Date.now();
        const items = list.map((id, i) => ({
          propertyId: id,
          viewedAt: now - i * 1000 - (i === 11 ? 31 * day : 0),
          title: `Objekt ${i}`,
          title_slug: '',
          location: { ort: 'Wien' },
          locationString: 'Wien',
          price: 1000 + i,
          vermarktungsart: null,
          objektart: null,
          objektart_untergruppe: null,
          objektart_hauptgruppe: null,
          image: null,
        }));
        localStorage.setItem('viewed_properties', JSON.stringify(items));
      },
      { list: ids, day: DAY },
    );
    await page.goto('/');
    await expect(page.locator('[data-recently-viewed] [data-viewed-link]')).toHaveCount(10);
    expect(JSON.parse((await stored(page, 'viewed_properties'))!)).toHaveLength(11);
  });
});

test.describe('existence check', () => {
  test('100 ms after load one batch call drops favourites and viewed entries of listings that are gone', async ({
    page,
  }) => {
    const [id] = await someListingIds(page, 1);
    await page.evaluate((i) => {
      localStorage.setItem('guest_favorites', JSON.stringify([i, 987654]));
      localStorage.setItem(
        'viewed_properties',
        JSON.stringify([
          {
            propertyId: 987654,
            viewedAt: Date.now(),
            title: 'Weg',
            location: { ort: 'Wien' },
            locationString: 'Wien',
            price: 1,
          },
          {
            propertyId: i,
            viewedAt: Date.now() - 1,
            title: 'Da',
            location: { ort: 'Wien' },
            locationString: 'Wien',
            price: 2,
          },
        ]),
      );
    }, id);
    const batches: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/properties/batch')) batches.push(r.postDataJSON());
    });
    await page.goto('/hilfe');
    await expect.poll(() => stored(page, 'guest_favorites')).toBe(JSON.stringify([id]));
    expect(batches).toEqual([{ property_ids: [id, 987654] }]);
    expect(
      JSON.parse((await stored(page, 'viewed_properties'))!).map((v: { propertyId: number }) => v.propertyId),
    ).toEqual([id]);
  });

  test('a failing batch call is only logged and removes nothing', async ({ page }) => {
    // The route comes first: the first page's own check (100 ms after its load) must not reach the real API.
    await page.route('**/api/properties/batch', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.goto('/hilfe');
    await page.evaluate(() => localStorage.setItem('guest_favorites', '[987654]'));
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.reload();
    await expect.poll(() => errors.some((e) => e.includes('existence check failed'))).toBe(true);
    expect(await stored(page, 'guest_favorites')).toBe('[987654]');
  });
});

test.describe('cookie consent', () => {
  test('suppressed for automated browsers', async ({ page }) => {
    await stoppedClock(page);
    await page.goto('/');
    await page.clock.runFor(2000);
    await page.waitForLoadState('networkidle'); // a banner on its way would be loading its script now
    await expect(page.locator('[data-cookie-consent]')).toBeHidden();
  });

  test('opened deliberately: hidden at first, shown after 1.5 s; accept all stores the choice and its date', async ({
    page,
  }) => {
    await stoppedClock(page);
    await page.goto('/?consent=show');
    const banner = page.locator('[data-cookie-consent]');
    await page.clock.runFor(1000);
    await expect(banner).toBeHidden();
    await page.clock.runFor(500);
    await expect(banner).toBeVisible();
    await page.clock.resume();
    expect(await page.evaluate(() => (window.dataLayer as IArguments[]).map((a) => Array.from(a)))).toContainEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        wait_for_update: 500,
      },
    ]);
    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(banner).toBeHidden();
    expect(JSON.parse((await stored(page, 'cookie-consent'))!)).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      marketing: true,
    });
    expect(new Date((await stored(page, 'cookie-consent-date'))!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await page.evaluate(() => (window.dataLayer as IArguments[]).map((a) => Array.from(a)).at(-1))).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);

    // With a stored choice a plain load does not ask again.
    await page.goto('/');
    await page.clock.runFor(1800);
    await page.waitForLoadState('networkidle');
    await expect(banner).toBeHidden();
  });

  test('only necessary; detailed settings save a selection; the footer button reopens them; close stores nothing', async ({
    page,
  }) => {
    await stoppedClock(page);
    await page.goto('/?consent=show');
    const banner = page.locator('[data-cookie-consent]');
    await page.clock.runFor(1500);
    await expect(banner).toBeVisible();
    await page.clock.resume();
    await banner.getByRole('button', { name: 'Nur notwendige' }).click();
    expect(JSON.parse((await stored(page, 'cookie-consent'))!)).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });

    // The footer's cookie settings open the detailed view at once, with the stored choice.
    await page.locator('footer [data-cookie-settings]').click();
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('checkbox', { name: /Notwendig/ })).toBeChecked();
    await expect(banner.getByRole('checkbox', { name: /Notwendig/ })).toBeDisabled();
    await expect(banner.getByRole('checkbox', { name: 'Analyse' })).not.toBeChecked();
    await banner.getByRole('checkbox', { name: 'Analyse' }).check();
    await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator('footer [data-cookie-settings]')).toBeFocused();
    expect(JSON.parse((await stored(page, 'cookie-consent'))!)).toEqual({
      necessary: true,
      functional: false,
      analytics: true,
      marketing: false,
    });

    // Close without a choice: nothing changes.
    await page.evaluate(() => {
      localStorage.removeItem('cookie-consent');
      localStorage.removeItem('cookie-consent-date');
    });
    await page.goto('/kontakt?consent=show');
    await expect(banner).toBeVisible(); // 1.5 s after load
    await banner.getByRole('button', { name: 'Einstellungen' }).click();
    await expect(banner.getByRole('button', { name: 'Auswahl speichern' })).toBeVisible();
    await banner.getByRole('button', { name: 'Schließen' }).click();
    await expect(banner).toBeHidden();
    expect(await stored(page, 'cookie-consent')).toBeNull();
  });

  test('on a phone no block of the banner’s text is larger than the registration page’s intro', async ({ page }) => {
    // The banner appears 1.5 s after load; a text block larger than the page's own would become its Largest
    // Contentful Paint, 1.5 s late.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.clock.install();
    for (const path of ['/registrieren', '/en/registrieren', '/ar/registrieren']) {
      await page.goto(`${path}?consent=show`);
      await page.clock.runFor(1500);
      const banner = page.locator('[data-cookie-consent]');
      await expect(banner).toBeVisible();
      // The area of the text itself (what Chromium measures for a text's paint), not of its block's box.
      const area = (l: Locator) =>
        l.evaluate((e) => {
          const range = document.createRange();
          range.selectNodeContents(e);
          const r = range.getBoundingClientRect();
          return r.width * r.height;
        });
      const intro = await area(page.locator('main p').first());
      const blocks = banner.locator('#cookie-consent-text > span');
      expect(await blocks.count()).toBeGreaterThan(1);
      for (const block of await blocks.all()) expect(await area(block), path).toBeLessThan(intro);
    }
  });
});

test.describe('toasts', () => {
  test('a polite live region; F8 reaches the toast and Escape dismisses it', async ({ page }) => {
    await listPage(page);
    await expect(page.locator('[data-toaster] [data-toast-list]')).toHaveAttribute('aria-live', 'polite');
    await cmp(page).first().click();
    await expect(toastItem(page)).toBeVisible();
    await page.keyboard.press('F8');
    await expect(toastItem(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toastItem(page)).toHaveCount(0);
    // The close button works too.
    await cmp(page).first().click();
    await toastItem(page).getByRole('button', { name: 'Benachrichtigung schließen' }).click();
    await expect(toastItem(page)).toHaveCount(0);
  });
});

test.describe('accessibility of the visitor widgets', () => {
  const axe = async (page: Page) => {
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };

  /** Three listings compared, saved and recently viewed, as a visitor who used the portal for a while. */
  const visitorWithState = async (page: Page, theme: 'light' | 'dark') => {
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    const ids = await someListingIds(page, 3);
    const items = await Promise.all(
      [0, 1, 2].map(async (i) => JSON.parse((await cmp(page).nth(i).getAttribute('data-compare-toggle'))!)),
    );
    await page.evaluate(
      ({ list, favs }) => {
        localStorage.setItem('comparedProperties', JSON.stringify(list));
        localStorage.setItem('guest_favorites', JSON.stringify(favs));
        localStorage.setItem(
          'viewed_properties',
          JSON.stringify(
            favs.map((id, i) => ({
              propertyId: id,
              viewedAt: Date.now() - i,
              title: `Objekt ${id}`,
              title_slug: '',
              location: { ort: 'Wien' },
              locationString: 'Wien',
              price: 1000 * (i + 1),
              image: null,
            })),
          ),
        );
      },
      { list: items, favs: ids },
    );
  };

  for (const theme of ['light', 'dark'] as const) {
    test(`home page with the widget open, the consent banner and its settings, a toast, the viewed strip (${theme})`, async ({
      page,
    }) => {
      await visitorWithState(page, theme);
      await page.goto('/?consent=show');
      await widget(page).locator('[data-compare-badge]').click();
      await expect(page.locator('[data-cookie-consent]')).toBeVisible(); // 1.5 s after load
      await expect(page.locator('[data-recently-viewed]')).toBeVisible();
      await widget(page).locator('[data-compare-item-remove]').first().click(); // shows a toast
      await expect(toastItem(page)).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.locator('[data-cookie-consent]').getByRole('button', { name: 'Einstellungen' }).click();
      expect(await axe(page)).toEqual([]);
    });

    test(`/favoriten with three saved listings (${theme})`, async ({ page }) => {
      await visitorWithState(page, theme);
      await page.goto('/favoriten');
      await expect(page.locator('[data-favorites-list] [data-favorite-card]')).toHaveCount(3);
      expect(await axe(page)).toEqual([]);
    });

    test(`/vergleich with three compared listings (${theme})`, async ({ page }) => {
      await visitorWithState(page, theme);
      await page.goto('/vergleich');
      // The label column and one column per listing.
      await expect(page.locator('[data-compare-table] thead th[scope="col"]')).toHaveCount(4);
      expect(await axe(page)).toEqual([]);
    });
  }
});
