/**
 * Screenshots of real conversations with the assistant, one per language, against a running portal:
 * `npx tsx scripts/screenshots/assistant.ts [BASE_URL]` (default BENCH_URL) writes docs/screenshots/assistant-<lang>.png.
 * Each conversation opens a listing page, asks a search, a guide question and a question about that listing.
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { env } from '../../src/config/env';

const base = process.argv[2] ?? env().BENCH_URL;
const executablePath = env().CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Language → [page path, questions]. */
const CONVERSATIONS: Record<string, [string, string[]]> = {
  de: ['/', ['3 Zimmer Wohnung in Wien mit Balkon zur Miete', 'Wie hoch ist die Grunderwerbsteuer?']],
  en: ['/en/', ['house to buy in Graz with garden', 'How long must a fixed-term lease last?']],
  ar: ['/ar/', ['شقة للإيجار في فيينا', 'ما هي الكفالة المعتادة للإيجار؟']],
  zh: ['/zh/', ['维也纳 出租 公寓 阳台', '能源证书的 HWB 是什么意思？']],
  tr: ['/tr/', ["Viyana'da kiralık 2 odalı daire", 'Satın alma yan masrafları ne kadar?']],
};

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
fs.mkdirSync('docs/screenshots', { recursive: true });
for (const [lang, [path, questions]] of Object.entries(CONVERSATIONS)) {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  await page.goto(new URL(path, base).href);
  await page.locator('[data-assistant-launcher]').click();
  const dialog = page.locator('dialog[data-assistant]');
  await dialog.waitFor();
  for (const q of questions) {
    const before = await dialog.locator('[data-role="assistant"]').count();
    await dialog.locator('#assistant-input').fill(q);
    await dialog.locator('#assistant-input').press('Enter');
    await page.waitForFunction(
      (n) => document.querySelectorAll('dialog[data-assistant] [data-role="assistant"]:not([aria-busy])').length > n,
      before,
    );
  }
  await page.waitForTimeout(300);
  await page.screenshot({ path: `docs/screenshots/assistant-${lang}.png` });
  console.log(`docs/screenshots/assistant-${lang}.png`);
  await page.close();
}
await browser.close();
