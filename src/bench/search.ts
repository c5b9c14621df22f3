/**
 * The search benchmark (`npm run bench:search`, scripts/bench/search.ts): the browser-side search targets of the
 * list page, measured in Chromium.
 *
 * 1. Bytes a first search transfers (fresh browser context, page loaded and idle first; everything fetched from
 *    the visitor's first touch of the form until the network is idle again, as sent: brotli/gzip, headers
 *    included): a filter, free text, and free text plus a filter. Then typical first searches a visitor arrives
 *    with (a Bundesland, deal and type; a Vienna district), counted from navigation by kind of file.
 * 2. Filter change → results: with the index loaded, BENCH_CHANGES (default 40) changes of the form's controls
 *    by mouse and keyboard (buy/rent, type, rooms, energy class, a feature, sort), each held BENCH_HOLD_MS
 *    (default 80) as a person holds a button or key. For each: the time from the input event to the updated
 *    count and cards in the DOM, and the interaction's Event Timing duration (the browser's own measure from the
 *    input until the next frame is presented, in 8 ms steps, as INP counts it: the slowest of press, release and
 *    click). The cards in view update in that frame; the rest of the page follows a few cards per frame.
 *
 * 3. The pointer entering a card: main-thread time and paints in the 450 ms after (a trace), since results change
 *    under a resting pointer.
 *
 * BENCH_PARTS=bytes, changes or hover (comma-separated) runs only those parts.
 * Start the server on the data you want to measure first (docs/benchmarks.md). Reports a table and a summary.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env } from '../config/env';
import { launchBenchBrowser } from './browser';

export interface SearchBenchOptions {
  /** The portal's address, without a trailing slash. */
  base: string;
  listPath: string;
  /** Filter changes measured (BENCH_CHANGES). */
  changes: number;
  /** The free text searched for (BENCH_TEXT). */
  text: string;
  /** How long a button or key is held, in ms (BENCH_HOLD_MS). */
  hold: number;
  /** The parts to run: bytes, changes, hover (BENCH_PARTS). */
  parts: string[];
}

/** The options from the command line (`[URL] [PATH]`) and the configuration. */
export function searchBenchOptions(args: readonly string[]): SearchBenchOptions {
  const rest = [...args];
  const base = (rest[0]?.startsWith('http') ? rest.shift()! : env().BENCH_URL).replace(/\/$/, '');
  return {
    base,
    listPath: rest[0] ?? '/immobilien',
    changes: env().BENCH_CHANGES,
    text: env().BENCH_TEXT,
    hold: env().BENCH_HOLD_MS,
    parts: env().BENCH_PARTS.split(','),
  };
}

type Log = (...line: unknown[]) => void;

async function openList(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-search="ready"]');
  await page.waitForTimeout(2500); // the 2 s route preloads belong to the page, not to the search
  await page.waitForLoadState('networkidle');
}

/** The result count the island shows, once it is a number again (not "loading"). */
async function resultCount(page: Page): Promise<number> {
  return Number(await page.getAttribute('[data-result-count]', 'data-result-count'));
}

/** Until the results are shown and every request they caused (card JSON, pictures) has finished. */
async function waitSettled(page: Page) {
  for (let i = 0; i < 2; i++) {
    await page.waitForTimeout(200); // a search shows "loading" only after 120 ms
    await page.waitForFunction(() => !document.querySelector('[data-results][aria-busy="true"]'));
    await page.waitForLoadState('networkidle');
  }
}

// --- 1. bytes of a first search ---------------------------------------------------------------------------

/** Waits until the address shows the search (the island writes it before it searches). */
async function searched(page: Page, ...params: string[]) {
  await page.waitForFunction((ps) => ps.every((x) => location.search.includes(x)), params);
}
type Scenario = { name: string; first: string; run: (page: Page) => Promise<void> };

/** A filter, free text, and both in either order. */
function scenarios(text: string): Scenario[] {
  const q = `q=${encodeURIComponent(text)}`;
  return [
    {
      name: 'filter (type = Wohnung)',
      first: '#f-objektart',
      run: async (p) => {
        await p.selectOption('#f-objektart', 'WOHNUNG');
        await searched(p, 'objektart=');
      },
    },
    {
      name: `free text "${text}"`,
      first: '#f-q',
      run: async (p) => {
        await p.fill('#f-q', text);
        await searched(p, q);
      },
    },
    {
      name: `free text "${text}" + filter`,
      first: '#f-q',
      run: async (p) => {
        await p.fill('#f-q', text);
        await searched(p, q);
        await p.selectOption('#f-objektart', 'WOHNUNG');
        await searched(p, q, 'objektart=');
      },
    },
    {
      name: `filter + free text "${text}"`,
      first: '#f-objektart',
      run: async (p) => {
        await p.selectOption('#f-objektart', 'WOHNUNG');
        await searched(p, 'objektart=');
        await p.fill('#f-q', text);
        await searched(p, q, 'objektart=');
      },
    },
  ];
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Bytes each first search transfers, with a row logged as each is measured. */
async function firstSearches(
  browser: Browser,
  url: string,
  text: string,
  log: Log,
): Promise<{ name: string; bytes: number }[]> {
  log(`First search on ${url} (bytes as transferred, from the first touch of the form)`);
  log('search'.padEnd(36), 'transferred'.padStart(12), 'requests'.padStart(9), 'results'.padStart(8), '  largest');
  const firstSearch: { name: string; bytes: number }[] = [];
  for (const sc of scenarios(text)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openList(page, url);
    const client = await context.newCDPSession(page);
    await client.send('Network.enable');
    const urls = new Map<string, string>();
    const sizes = new Map<string, number>();
    client.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
    client.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
    const before = await resultCount(page);
    await page.focus(sc.first);
    await sc.run(page);
    // Every scenario narrows the list: wait for its count, then for the cards' requests.
    await page
      .waitForFunction(
        (n) => document.querySelector('[data-result-count]')?.getAttribute('data-result-count') !== String(n),
        before,
        { timeout: 15_000 },
      )
      .catch(() => console.warn(`${sc.name}: the count did not change within 15 s`));
    await waitSettled(page);
    let total = 0;
    const files: [string, number][] = [];
    for (const [id, n] of sizes) {
      total += n;
      files.push([new URL(urls.get(id) ?? 'about:blank').pathname, n]);
    }
    files.sort((a, b) => b[1] - a[1]);
    const largest = files
      .slice(0, 3)
      .map(([u, n]) => `${u.split('/').slice(-2).join('/')} ${kb(n)}`)
      .join(', ');
    log(
      sc.name.padEnd(36),
      kb(total).padStart(12),
      String(sizes.size).padStart(9),
      String(await resultCount(page)).padStart(8),
      ' ',
      largest,
    );
    firstSearch.push({ name: sc.name, bytes: total });
    await context.close();
  }
  return firstSearch;
}

// --- 1b. a typical first search, arriving with it -----------------------------------------------------------

/**
 * Typical first searches as a visitor arrives with them from the home page's form or a landing page's link: a
 * Bundesland, a deal and a type (Lower Austria's sales are the largest Bundesland part, Vienna's sales the most
 * rows of one region and deal), and a Vienna district with a type.
 * The island runs the search on arrival; counted from navigation: the search files, the card JSON of the results
 * shown, their pictures, and the page itself (document, scripts, styles, fonts), as transferred.
 */
const ARRIVALS: { name: string; query: string }[] = [
  { name: 'Niederösterreich, buy, flat', query: 'bundesland=niederoesterreich&vermarktungsart=KAUF&objektart=WOHNUNG' },
  { name: 'Wien, rent, flat', query: 'bundesland=wien&vermarktungsart=MIETE_PACHT&objektart=WOHNUNG' },
  { name: 'Wien, buy, flat', query: 'bundesland=wien&vermarktungsart=KAUF&objektart=WOHNUNG' },
  { name: 'Wien, buy, house', query: 'bundesland=wien&vermarktungsart=KAUF&objektart=HAUS' },
  { name: 'Wien 7th district, flat', query: 'bezirk=7&objektart=WOHNUNG' },
  { name: 'Wien 7th district, rent, flat', query: 'bezirk=7&vermarktungsart=MIETE_PACHT&objektart=WOHNUNG' },
];

type ArrivalRow = { name: string; search: number; cards: number; pictures: number; page: number; results: number };

async function arrivals(browser: Browser, url: string, log: Log): Promise<ArrivalRow[]> {
  log(`\nTypical first search, arriving with it (bytes as transferred from navigation)`);
  log(
    'search'.padEnd(32),
    'search files'.padStart(13),
    'card JSON'.padStart(10),
    'together'.padStart(10),
    'pictures'.padStart(10),
    'the page'.padStart(10),
    'results'.padStart(8),
    '  search files loaded',
  );
  const out: ArrivalRow[] = [];
  for (const a of ARRIVALS) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    await client.send('Network.enable');
    const seen = new Map<string, { url: string; type: string }>();
    const sizes = new Map<string, number>();
    client.on('Network.responseReceived', (e) => seen.set(e.requestId, { url: e.response.url, type: e.type }));
    client.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
    await page.goto(`${url}?${a.query}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-search="ready"]');
    await page.waitForFunction(() => !document.documentElement.classList.contains('search-pending'));
    await waitSettled(page);
    const row: ArrivalRow = { name: a.name, search: 0, cards: 0, pictures: 0, page: 0, results: 0 };
    const files: string[] = [];
    for (const [id, n] of sizes) {
      const r = seen.get(id);
      const file = r ? new URL(r.url).pathname : '';
      if (file.startsWith('/search/')) {
        row.search += n;
        files.push(`${file.slice('/search/'.length)} ${kb(n)}`);
      } else if (file.startsWith('/listing-cards/')) row.cards += n;
      else if (r?.type === 'Image') row.pictures += n;
      else row.page += n;
    }
    row.results = await resultCount(page);
    log(
      a.name.padEnd(32),
      kb(row.search).padStart(13),
      kb(row.cards).padStart(10),
      kb(row.search + row.cards).padStart(10),
      kb(row.pictures).padStart(10),
      kb(row.page).padStart(10),
      String(row.results).padStart(8),
      ' ',
      files.join(', '),
    );
    out.push(row);
    await context.close();
  }
  return out;
}

// --- 2. filter change → results ---------------------------------------------------------------------------

type Change = { label: string; act: (p: Page) => Promise<unknown> };
// Focus and scrollIntoView scroll smoothly (scroll-behavior: smooth); a person presses once the control has stopped
// moving, not while the page still slides.
const scrollStopped = (p: Page) =>
  p.evaluate(`new Promise((done) => {
  let last = scrollY, still = 0;
  const tick = () => { if (scrollY === last) { if (++still >= 6) return done(); } else { still = 0; last = scrollY; } requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})`);

/**
 * The changes, in turn. Real input only (clicks, keys), as a visitor makes it: Event Timing measures trusted events,
 * not scripted ones. The mouse goes straight to the control (no actionability checks: those run script in the page
 * and listen to the pointer events being measured), and a button or key is held for `hold` ms, about as long as a
 * person holds it, so that press and release are not one frame that also carries the harness's own gap between the
 * two.
 */
function changeSteps(hold: number): Change[] {
  const key = (selector: string, k: string) => async (p: Page) => {
    await p.focus(selector);
    await scrollStopped(p);
    await p.waitForTimeout(300); // a person does not press within a millisecond of focusing
    await p.keyboard.press(k, { delay: hold });
  };
  const clickOn = async (p: Page, target: Locator) => {
    await target.scrollIntoViewIfNeeded();
    await scrollStopped(p);
    const box = await target.boundingBox();
    if (!box) throw new Error('nothing to click');
    await p.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await p.waitForTimeout(300);
    await p.mouse.down();
    await p.waitForTimeout(hold);
    await p.mouse.up();
  };
  const deal = (value: string) => (p: Page) =>
    clickOn(p, p.locator(`label:has(> input[name="vermarktungsart"][value="${value}"])`));
  const feature = (p: Page) => clickOn(p, p.locator('label:has(> input[name="ausstattung"])').nth(0));
  return [
    { label: 'buy', act: deal('KAUF') },
    { label: 'next type', act: key('#f-objektart', 'ArrowDown') },
    { label: 'more rooms', act: key('select[name="zimmer_von"]', 'ArrowDown') },
    { label: 'next sort', act: key('select[name="sortierung"]', 'ArrowDown') },
    { label: 'rent', act: deal('MIETE_PACHT') },
    { label: 'energy class', act: key('select[name="energieklasse"]', 'End') },
    { label: 'feature on', act: feature },
    { label: 'next type', act: key('#f-objektart', 'ArrowDown') },
    { label: 'any type', act: key('#f-objektart', 'Home') },
    { label: 'feature off', act: feature },
    { label: 'first sort', act: key('select[name="sortierung"]', 'Home') },
    { label: 'any energy', act: key('select[name="energieklasse"]', 'Home') },
    { label: 'any rooms', act: key('select[name="zimmer_von"]', 'Home') },
    { label: 'any deal', act: deal('') },
  ];
}

/** Notes, in the page, each input's time to the DOM change, its Event Timing entries and the long frames. */
async function instrument(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const b = (window.__bench = { t0: 0, dom: [], events: [], frames: [] });
    // The visitor's input starts the clock (React answers a checkbox during its click, before 'change' fires).
    const mark = (e) => { b.t0 = e.timeStamp; };
    document.addEventListener('click', mark, true);
    document.addEventListener('keydown', mark, true);
    new MutationObserver(() => {
      if (!b.t0) return;
      b.dom.push(performance.now() - b.t0);
      b.t0 = 0;
    }).observe(document.querySelector('[data-results]').parentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) b.events.push([e.interactionId, e.duration, e.processingEnd - e.processingStart, e.processingStart - e.startTime, e.name, e.duration - (e.processingEnd - e.startTime)]);
    }).observe({ type: 'event', durationThreshold: 0, buffered: false });
    // Frames over 50 ms (Long Animation Frames): where a slow change's time went, script by script.
    new PerformanceObserver((list) => {
      for (const f of list.getEntries()) {
        b.frames.push({
          start: f.startTime, duration: f.duration, render: f.renderStart ? f.renderStart - f.startTime : -1,
          layout: f.styleAndLayoutStart ? f.duration - (f.styleAndLayoutStart - f.startTime) : -1,
          scripts: f.scripts.map((x) => (x.invoker || x.invokerType) + ' ' + x.duration.toFixed(0) + ' ms').join(', '),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: false });
  })()`);
}

// The same machine measures these figures twice as slow when its host is busy: a fixed script workload, timed in
// the page before and after the changes, tells how fast the machine was while they ran.
const cpuCheck = async (page: Page) =>
  Number(
    await page.evaluate(`(() => {
  const runs = [];
  for (let r = 0; r < 5; r++) {
    const t = performance.now();
    let x = 1;
    for (let i = 0; i < 2e7; i++) x = (Math.imul(x, 1103515245) + 12345) | 0;
    runs.push(performance.now() - t + (x === 0.5 ? 1 : 0));
  }
  return runs.sort((a, b) => a - b)[2];
})()`),
  );
type Entry = [id: number, duration: number, handlers: number, delay: number, name: string, presentation: number];
type Bench = { __bench: { dom: number[]; events: Entry[] } };
type LongFrame = { start: number; duration: number; render: number; layout: number; scripts: string };
interface ChangeRow {
  label: string;
  dom: number;
  paint: number;
  handler: number;
  delay: number;
  presentation: number;
  count: number;
  event: string;
  frames: LongFrame[];
}

/** Makes one change and measures it. */
async function measureChange(page: Page, step: Change): Promise<ChangeRow> {
  const [domBefore, evBefore, framesBefore] = (await page.evaluate(
    '[window.__bench.dom.length, window.__bench.events.length, window.__bench.frames.length]',
  )) as number[];
  await step.act(page);
  await page
    .waitForFunction((n) => (window as unknown as Bench).__bench.dom.length > n, domBefore!, { timeout: 5000 })
    .catch(() => {});
  await waitSettled(page);
  const dom = Number(await page.evaluate(`window.__bench.dom[${domBefore}] ?? NaN`));
  // The interaction's latency is its slowest event (keydown/keyup or pointerdown/pointerup/click), as INP counts it.
  const events = (await page.evaluate(`window.__bench.events.slice(${evBefore})`)) as Entry[];
  const slowest = events.reduce<Entry | null>((a, e) => (!a || e[1] > a[1] ? e : a), null);
  const handler = events.reduce((sum, e) => sum + e[2], 0);
  const frames = (await page.evaluate(`window.__bench.frames.slice(${framesBefore})`)) as LongFrame[];
  return {
    label: step.label,
    dom,
    paint: slowest?.[1] ?? NaN,
    handler,
    delay: slowest?.[3] ?? NaN,
    presentation: slowest?.[5] ?? NaN,
    count: await resultCount(page),
    event: slowest?.[4] ?? '',
    frames,
  };
}

// --- 3. the pointer entering a card ---------------------------------------------------------------------------
// Results change under a resting pointer, so cards are entered and left all the time: main-thread time and paints
// in the 450 ms after the pointer enters a card (from a Chrome trace), averaged over six cards.
async function hoverCost(
  browser: Browser,
  context: BrowserContext,
  url: string,
): Promise<{ busy: number; paints: number }> {
  const hp = await context.newPage();
  await openList(hp, url);
  const traceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-hover-'));
  const traceFile = path.join(traceDir, 'trace.json');
  let busy = 0;
  let paints = 0;
  const rounds = 6;
  for (let i = 0; i < rounds; i++) {
    const box = await hp
      .locator('.listing-card')
      .nth(i % 3)
      .boundingBox();
    if (!box) throw new Error('no card to hover');
    await hp.mouse.move(5, 5);
    await hp.waitForTimeout(500);
    await browser.startTracing(hp, {
      path: traceFile,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await hp.mouse.move(box.x + box.width / 2, box.y + 40);
    await hp.waitForTimeout(450);
    await browser.stopTracing();
    type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number; args?: { name?: string } };
    const events = (JSON.parse(fs.readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    const main = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    for (const e of events) {
      if (e.ph !== 'X' || !main.has(`${e.pid}:${e.tid}`)) continue;
      if (e.name === 'RunTask') busy += (e.dur ?? 0) / 1000;
      if (e.name === 'Paint') paints++;
    }
  }
  fs.rmSync(traceDir, { recursive: true, force: true });
  return { busy: busy / rounds, paints: paints / rounds };
}

const stats = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
  return { n: s.length, median: q(0.5), p95: q(0.95), max: s[s.length - 1] ?? NaN };
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
/** The table of the changes and its summary. */
function reportChanges(rows: ChangeRow[], steps: number, cpu: { before: number; after: number }, log: Log): void {
  log(`\nFilter change → results (${rows.length} changes by mouse and keyboard, index loaded)`);
  log(
    `machine speed: a fixed script loop took ${cpu.before.toFixed(0)} ms before and ${cpu.after.toFixed(0)} ms after the changes (lower is faster)`,
  );
  log(
    '  ',
    'change'.padEnd(14),
    'in the DOM'.padStart(11),
    'on screen'.padStart(11),
    'handlers'.padStart(10),
    'input delay'.padStart(12),
    'results'.padStart(9),
  );
  for (const r of rows.slice(0, Math.max(steps, 0))) {
    log(
      '  ',
      r.label.padEnd(14),
      ms(r.dom).padStart(11),
      ms(r.paint).padStart(11),
      ms(r.handler).padStart(10),
      ms(r.delay).padStart(12),
      String(r.count).padStart(9),
    );
  }
  const d = stats(rows.map((r) => r.dom));
  const p = stats(rows.map((r) => r.paint));
  const h = stats(rows.map((r) => r.handler));
  const pr = stats(rows.map((r) => r.presentation));
  log(`input → results in the DOM:            median ${ms(d.median)}, p95 ${ms(d.p95)}, worst ${ms(d.max)} (n=${d.n})`);
  log(`event handlers (all events of the interaction): median ${ms(h.median)}, p95 ${ms(h.p95)}, worst ${ms(h.max)}`);
  // What follows the handlers until the frame is shown: style, layout, paint, raster and drawing (duration in 8 ms steps).
  log(
    `handlers done → frame on screen (slowest event): median ${ms(pr.median)}, p95 ${ms(pr.p95)}, worst ${ms(pr.max)}`,
  );
  log(
    `input → next frame on screen (Event Timing, 8 ms steps): median ${ms(p.median)}, p95 ${ms(p.p95)}, worst ${ms(p.max)} (n=${p.n})`,
  );
  // Event Timing reports only interactions of 16 ms or more: a change without an entry was faster than that.
  const unreported = rows.filter((r) => !Number.isFinite(r.paint)).length;
  const within = rows.filter((r) => !(r.paint > 50)).length;
  log(
    `on screen within 50 ms: ${within} of ${rows.length} changes (${((100 * within) / rows.length).toFixed(0)} %${unreported ? `, ${unreported} under 16 ms without an entry` : ''})`,
  );
  const slowest = rows
    .filter((r) => Number.isFinite(r.paint))
    .sort((a, b) => b.paint - a.paint)
    .slice(0, 5);
  log(
    `slowest on screen: ${slowest.map((r) => `${r.label} ${r.paint} ms (${r.event}: input delay ${r.delay.toFixed(1)} ms; handlers ${r.handler.toFixed(1)} ms)`).join('; ')}`,
  );
  for (const r of slowest.filter((x) => x.frames.length)) {
    const f = r.frames.map(
      (x) =>
        `${x.duration.toFixed(0)} ms (render from ${x.render.toFixed(0)} ms, style+layout+paint ${x.layout.toFixed(0)} ms; ${x.scripts || 'no script'})`,
    );
    log(`  long frames around ${r.label} ${r.paint} ms: ${f.join(' | ')}`);
  }
}

/** Runs the parts of the benchmark, logging each table as it is measured and the summary at the end. */
export async function runSearchBenchmark(o: SearchBenchOptions, log: Log = console.log): Promise<void> {
  const browser = await launchBenchBrowser();
  const url = o.base + o.listPath;
  const firstSearch = o.parts.includes('bytes') ? await firstSearches(browser, url, o.text, log) : [];
  const arrived = o.parts.includes('bytes') ? await arrivals(browser, url, log) : [];

  const context = await browser.newContext();
  const page = await context.newPage();
  await openList(page, url);
  await page.focus('#f-objektart'); // fetches the index, as a visitor's first touch does
  await waitSettled(page);
  await instrument(page);
  const changing = o.parts.includes('changes');
  const cpuBefore = changing ? await cpuCheck(page) : NaN;
  const steps = changeSteps(o.hold);
  const rows: ChangeRow[] = [];
  for (let i = 0; i < (changing ? o.changes : 0); i++) rows.push(await measureChange(page, steps[i % steps.length]!));
  const cpuAfter = changing ? await cpuCheck(page) : NaN;

  const hover = o.parts.includes('hover') ? await hoverCost(browser, context, url) : null;
  await browser.close();

  if (rows.length) reportChanges(rows, steps.length, { before: cpuBefore, after: cpuAfter }, log);
  if (hover)
    log(
      `\npointer enters a card: main thread busy ${ms(hover.busy)} and ${hover.paints.toFixed(1)} paints in the next 450 ms`,
    );
  if (firstSearch.length) {
    const worst = firstSearch.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    log(`first search transfers at most ${kb(worst.bytes)} (${worst.name})`);
  }
  for (const a of arrived)
    log(
      `typical first search ${a.name}: search files and card JSON ${kb(a.search + a.cards)} (pictures ${kb(a.pictures)} more)`,
    );
}
