import type { Page } from '@playwright/test';

/**
 * Stops a page's installed clock shortly after its own current time, so that its timers then run only as
 * `clock.runFor` lets time pass. The target is taken from the page's clock, not the test process's: the page's
 * clock keeps running while the command travels, and on a busy machine that trip can take longer than a margin
 * measured from outside, which Playwright refuses as a move into the past.
 */
export async function pauseClockSoon(page: Page, marginMs = 1_000): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + marginMs);
}
