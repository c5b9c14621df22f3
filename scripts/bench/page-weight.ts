/**
 * `npm run bench:weight [-- URL PATH...]`: the compressed JavaScript each page really loads in Chromium (all
 * script responses up to network idle, including lazy chunks, brotli as served), plus CSS and HTML bytes.
 * Start the server first (`npm run serve`); defaults to http://127.0.0.1:4321 and the shell's content pages.
 */
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import { env } from '../../src/config/env';

const args = process.argv.slice(2);
const base = args[0]?.startsWith('http') ? args.shift()! : env().BENCH_URL;
const paths = args.length ? args : ['/', '/kontakt', '/gibt-es-nicht', '/immobilien', '/favoriten', '/vergleich'];
const executablePath = env().CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
console.log(
  'page'.padEnd(40),
  'JS (compressed)'.padStart(16),
  'files'.padStart(6),
  'CSS'.padStart(9),
  'HTML'.padStart(9),
);
for (const path of paths) {
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
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500); // the 2 s preload and idle-time islands
  await Promise.all(pending);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    path.padEnd(40),
    kb(sizes.js).padStart(16),
    String(sizes.jsFiles).padStart(6),
    kb(sizes.css).padStart(9),
    kb(sizes.html).padStart(9),
  );
  await context.close();
}
await browser.close();
