/**
 * The page-weight benchmark (`npm run bench:weight`, scripts/bench/page-weight.ts): the compressed JavaScript each
 * page really loads in Chromium (all script responses up to network idle, including lazy chunks, brotli as served),
 * plus CSS and HTML bytes. Start the server first (`npm run serve`).
 */
import { launchBenchBrowser, type PagesBenchOptions } from './browser';

/** The pages visited unless others are given: the shell's content pages, a missing page, the list, favourites, comparison. */
export const PAGE_WEIGHT_PATHS = ['/', '/kontakt', '/gibt-es-nicht', '/immobilien', '/favoriten', '/vergleich'];

/** Loads each page in a fresh context and logs a row of its bytes. */
export async function runPageWeightBenchmark(
  o: PagesBenchOptions,
  log: (...line: unknown[]) => void = console.log,
): Promise<void> {
  const browser = await launchBenchBrowser();
  log('page'.padEnd(40), 'JS (compressed)'.padStart(16), 'files'.padStart(6), 'CSS'.padStart(9), 'HTML'.padStart(9));
  for (const path of o.paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes = { js: 0, jsFiles: 0, css: 0, html: 0 };
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (req) => {
      pending.push(
        req.sizes().then((s) => {
          const type = req.resourceType();
          if (type === 'script') {
            sizes.js += s.responseBodySize;
            sizes.jsFiles++;
          } else if (type === 'stylesheet') sizes.css += s.responseBodySize;
          else if (type === 'document') sizes.html += s.responseBodySize;
        }),
      );
    });
    await page.goto(o.base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2500); // the 2 s preload and idle-time islands
    await Promise.all(pending);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    log(
      path.padEnd(40),
      kb(sizes.js).padStart(16),
      String(sizes.jsFiles).padStart(6),
      kb(sizes.css).padStart(9),
      kb(sizes.html).padStart(9),
    );
    await context.close();
  }
  await browser.close();
}
