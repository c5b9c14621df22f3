/**
 * Small things a visitor notices at once: the dashboard renders without React errors, addresses that lead nowhere
 * are corrected, the feed's German words are translated, lazily loaded parts that fail say so.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** Console errors and uncaught exceptions of a page, collected from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/**
 * Holds the page's island chunks back for 1.5 s: the islands then hydrate after the header has settled who is
 * signed in, as they do in a browser whose cache answers the header's chunk first. A first render that read that
 * state would differ from the server's HTML (React #418).
 */
async function hydrateLate(page: Page, request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const chunks = [...html.matchAll(/component-url="([^"]+)"/g)].map((m) => m[1]!);
  expect(chunks.length).toBeGreaterThan(0);
  await page.route(
    (url) => chunks.includes(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
}

/** Registers a fresh account and stores its session in the page's browser storage, as a sign-in does. */
async function signedIn(page: Page, request: APIRequestContext) {
  const email = `hydrate-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.at`;
  const res = await request.post('/api/auth/register', {
    data: { name: 'Hanna Hydrat', email, password: 'Sicher123', password_confirmation: 'Sicher123', terms: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  // Registration answers alike for new and taken addresses, without a session: sign in as the form does next.
  const login = await request.post('/api/auth/login', { data: { email, password: 'Sicher123' } });
  expect(login.status(), await login.text()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  await page.addInitScript(
    ([t, u]) => {
      // Once per tab: a later page (after a sign-out) must find the storage as the app left it.
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('auth_token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
}

test.describe('dashboard hydration', () => {
  test('/anmelden signed in: no console error or page error', async ({ page, request }) => {
    await signedIn(page, request);
    await hydrateLate(page, request, '/anmelden');
    const errors = collectErrors(page);
    await page.goto('/anmelden');
    await expect(page.getByRole('status').filter({ hasText: 'angemeldet' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  for (const path of ['/dashboard', '/mein-konto']) {
    test(`${path} signed in: no console error or page error`, async ({ page, request }) => {
      await signedIn(page, request);
      await hydrateLate(page, request, path);
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(page.locator('[data-user-greeting]')).toHaveText('Hallo Hanna Hydrat!');
      // AccountSettings hydrates when the browser is idle: wait for its forms too.
      await expect(page.locator('#profile-heading')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });

    test(`${path} anonymous: no console error or page error before the login page`, async ({ page, request }) => {
      await hydrateLate(page, request, path);
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(page).toHaveURL(/\/anmelden\?next=/);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});

test('sign-out on the dashboard goes home even when a dashboard island starts after it', async ({ page, request }) => {
  await signedIn(page, request);
  const html = await (await request.get('/dashboard')).text();
  const settings = /component-url="([^"]*AccountSettings[^"]*)"/.exec(html)![1]!;
  // The settings island arrives after the click: its start must not send the signed-out visitor to the login page.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === settings,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/dashboard');
  await expect(page.locator('[data-user-greeting]')).toHaveText('Hallo Hanna Hydrat!');
  // The way home takes a moment; the settings island starts while it is under way, after the sign-out.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    },
  );
  const loggedOut = page.waitForResponse((res) => res.url().endsWith('/api/auth/logout'));
  await page.locator('[data-account-logout]').click();
  await loggedOut;
  release();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  // Home loaded, and the island's start (if it sent the visitor on) would have a navigation under way by now.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/$/);
});

test('sign-out on the dashboard goes home even when a request of the page is refused after it', async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  const navigations: string[] = [];
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) navigations.push(new URL(req.url()).pathname);
  });
  // The signed-in visitor's favourites, asked for on load, reach the server only after the sign-out: the token they
  // carry is no longer valid there, and the answer is 401.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => {};
  const favouritesAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(
    (url) => url.pathname === '/api/favorites',
    async (route) => {
      asked();
      await held;
      await route.continue();
    },
  );
  await page.goto('/dashboard');
  await expect(page.locator('[data-user-greeting]')).toHaveText('Hallo Hanna Hydrat!');
  await favouritesAsked;
  // The server ends the session first; its answer reaches the page only once the page has the refused favourites
  // in whole, so the 401 arrives while the page is signing out (the page acts on the status, before the body).
  const refused = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/favorites');
  await page.route(
    (url) => url.pathname === '/api/auth/logout',
    async (route) => {
      const response = await route.fetch();
      release();
      await (await refused).finished();
      await route.fulfill({ response });
    },
  );
  await page.locator('[data-account-logout]').click();
  expect((await refused).status()).toBe(401);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await page.waitForLoadState('networkidle');
  // Landed home and stayed there, and never on the way to the login page.
  expect(new URL(page.url()).pathname).toBe('/');
  expect(navigations.filter((p) => p.endsWith('/anmelden'))).toEqual([]);
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
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

test.describe('addresses', () => {
  test('/de/ and /de/… lead to the German page at the root', async ({ request }) => {
    for (const [from, to] of [
      ['/de/', '/'],
      ['/de', '/'],
      ['/de/immobilien?seite=2', '/immobilien?seite=2'],
    ]) {
      const res = await request.get(from!, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(res.headers()['location'], from).toBe(to);
    }
  });

  test('with a stored language, /de/ goes to that language’s home, not /ar/de/', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'sa'));
    await page.goto('/de/');
    await expect(page).toHaveURL(/\/ar\/$/);
  });

  test('a German 404 page under another language’s prefix is not prefixed again', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'sa'));
    await page.goto('/fr/gibt-es-nicht');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).not.toMatch(/^\/ar\/fr\//);
  });

  test('?seite beyond the last page shows the last page and the address says so', async ({ page }) => {
    await page.goto('/immobilien?seite=60');
    const current = page.locator('[data-pager-nav] [aria-current="page"]').first();
    // The server-rendered pager says 1 and the address may pass through the last static list page
    // (/immobilien/seite/50) before the search corrects both: wait until the pager and the address name the same
    // page, past the first and before the asked-for one.
    await expect
      .poll(async () => {
        const inAddress = /(?:seite=|\/seite\/)(\d+)/.exec(page.url());
        const text = await current.textContent().catch(() => null);
        if (!inAddress || !text) return false;
        const shown = Number(text.replace(/\D/g, ''));
        return shown === Number(inAddress[1]) && shown > 1 && shown < 60;
      })
      .toBe(true);
    await expect(page.locator('.listing-card').first()).toBeVisible();
  });

  test('a filtered search with ?seite beyond its pages shows its last page under a corrected address', async ({
    page,
  }) => {
    await page.goto('/immobilien?objektart=GRUNDSTUECK&seite=40');
    await expect(page).not.toHaveURL(/seite=40/);
    const current = page.locator('[data-pager-nav] [aria-current="page"]').first();
    const shown = Number((await current.textContent())!.replace(/\D/g, ''));
    if (shown > 1) expect(page.url()).toContain(`seite=${shown}`);
    else expect(page.url()).not.toContain('seite=');
  });
});

test.describe('preloading', () => {
  test('/immobilien preloads the comparison and the first results’ detail pages after 2 s', async ({ page }) => {
    await page.goto('/immobilien');
    const prefetched = page.locator('link[rel="prefetch"]');
    await expect.poll(() => prefetched.count(), { timeout: 6000 }).toBeGreaterThan(1);
    const hrefs = await prefetched.evaluateAll((links) =>
      links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
    );
    expect(hrefs).toContain('/vergleich');
    expect(hrefs.filter((h) => /^\/immobilien\/\d+\/[^/]+$/.test(h)).length).toBeGreaterThanOrEqual(1);
  });
});

test.describe('home page', () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`no empty band between the quick links and "Neu auf dem Portal" (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const links = await page.locator('[data-home-quick-links]').boundingBox();
      const heading = await page.locator('#home-newest').boundingBox();
      const gap = heading!.y - (links!.y + links!.height);
      expect(gap).toBeGreaterThan(0);
      expect(gap).toBeLessThanOrEqual(72);
    });
  }
});

test.describe('lazily loaded parts', () => {
  test('an island whose code keeps failing is retried, then its place says so', async ({ page, request }) => {
    const html = await (await request.get('/immobilien')).text();
    const component = new URL(/component-url="([^"]+)"/.exec(html)![1]!, 'http://x').pathname;
    let attempts = 0;
    await page.route(
      (url) => url.pathname === component,
      (route) => {
        attempts++;
        return route.abort();
      },
    );
    await page.goto('/immobilien');
    await expect(page.locator('[data-load-failed-note]')).toHaveText(/konnte nicht geladen werden/, {
      timeout: 20_000,
    });
    expect(attempts).toBeGreaterThanOrEqual(4);
  });

  test('an island whose code fails twice hydrates on a retry', async ({ page, request }) => {
    const html = await (await request.get('/immobilien')).text();
    const component = new URL(/component-url="([^"]+)"/.exec(html)![1]!, 'http://x').pathname;
    let attempts = 0;
    await page.route(
      (url) => url.pathname === component,
      (route) => (++attempts <= 2 ? route.abort() : route.continue()),
    );
    await page.goto('/immobilien');
    await expect(page.locator('html[data-search="ready"]')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.locator('[data-load-failed-note]')).toHaveCount(0);
  });

  test('the search index, failing twice, is fetched again and the filtered results show', async ({ page }) => {
    let attempts = 0;
    // Vienna's sales in the index: a search across Austria loads every part, so this one too.
    await page.route(
      (url) => url.pathname === '/search/index-wien_kauf.json',
      (route) => (++attempts <= 2 ? route.abort() : route.continue()),
    );
    await page.goto('/immobilien?objektart=HAUS');
    await expect(page.locator('html[data-search="ready"]')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.locator('.listing-card[data-objektart="HAUS"]').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.listing-card:not([data-objektart="HAUS"])')).toHaveCount(0);
    expect(attempts).toBe(3);
  });

  test('a map whose library fails twice loads on a retry', async ({ page }) => {
    let attempts = 0;
    await page.route(/\/_astro\/leaflet[^/]*\.js/, (route) => (++attempts <= 2 ? route.abort() : route.continue()));
    await page.goto('/projekte?ansicht=karte');
    await expect(page.locator('[data-project-map] .leaflet-container')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.locator('[data-map-failed]')).toHaveCount(0);
    expect(attempts).toBeGreaterThanOrEqual(3);
  });

  test('a map whose library keeps failing says so instead of staying blank', async ({ page }) => {
    await page.route(/\/_astro\/leaflet[^/]*\.js/, (route) => route.abort());
    await page.goto('/projekte?ansicht=karte');
    await expect(page.locator('[data-map-failed]')).toHaveText('Die Karte konnte nicht geladen werden.', {
      timeout: 15_000,
    });
  });
});

test.describe('feed words in other languages', () => {
  async function detailLinks(page: Page, list: string, n: number): Promise<string[]> {
    await page.goto(list);
    const hrefs = await page
      .locator('.listing-card h3 a')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
    return hrefs.slice(0, n);
  }

  test('English detail pages show no German floor or availability words, German texts are marked lang="de"', async ({
    page,
  }) => {
    let marked = 0;
    for (const href of await detailLinks(page, '/en/immobilien', 10)) {
      await page.goto(href);
      const building = (await page.locator('#gebaeude dl').allInnerTexts()).join('\n');
      expect(building, href).not.toMatch(/\b(sofort|nach Vereinbarung|DG|EG|UG|\d+\. OG)\b/);
      marked += await page.locator('#beschreibung [lang="de"]').count();
    }
    expect(marked).toBeGreaterThan(0);
  });

  test('Arabic detail pages write the area unit of their facts one way (م²)', async ({ page }) => {
    for (const href of await detailLinks(page, '/ar/immobilien', 5)) {
      await page.goto(href);
      // The facts (German listing texts quote the feed's own "m²" and are marked lang="de").
      const text = (await page.locator('main dl').allInnerTexts()).join('\n');
      expect(text, href).toContain('م²');
      expect(text, href).not.toMatch(/m²/);
    }
  });
});
