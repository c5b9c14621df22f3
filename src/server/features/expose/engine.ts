/**
 * The print engine: one headless Chromium kept warm for the process, printing server-rendered HTML to PDF. Who
 * prints when is the print queue's business (two at a time per process); the engine only prints.
 */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { PRINTS_AT_ONCE } from './print-job';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The browser binary: CHROMIUM_PATH when set, else Debian's chromium when installed, else none. */
export function resolveChromium(configured: string | undefined): string | null {
  if (configured) return fs.existsSync(configured) ? configured : null;
  return fs.existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null;
}

let warned = false;

/**
 * Says once per process that exposés are off because no browser was found (the server calls it at start, the
 * API when it builds its dependencies), and returns the browser's path.
 */
export function checkChromium(configured: string | undefined): string | null {
  const found = resolveChromium(configured);
  if (!found && !warned) {
    warned = true;
    console.warn(
      `[expose] no Chromium found${configured ? ` at CHROMIUM_PATH=${configured}` : ' (set CHROMIUM_PATH or install Debian’s chromium)'}: PDF exposés are not available (503)`,
    );
  }
  return found;
}

export interface PrintJob {
  html: string;
  headerTemplate: string;
  footerTemplate: string;
}

export interface PrintEngine {
  readonly executablePath: string | null;
  print(job: PrintJob): Promise<Buffer>;
  /** Starts the browser now instead of on the first render. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export class ChromiumMissingError extends Error {
  constructor() {
    super('no Chromium found: set CHROMIUM_PATH or install Debian’s chromium');
  }
}

export function createPrintEngine(executablePath: string | null): PrintEngine {
  let browser: Promise<Browser> | null = null;

  function launch(): Promise<Browser> {
    if (!executablePath) return Promise.reject(new ChromiumMissingError());
    browser ??= (async () => {
      const { chromium } = await import('playwright-core');
      const b = await chromium.launch({
        executablePath,
        headless: true,
        // Pages are our own HTML with images inlined: no network, no GPU, small shared memory in containers.
        // The browser's helpers (zygote, GPU and network services) run inside its main process and at most two
        // renderers serve the two prints at once: 2 processes of about 330 MB instead of 7 of about 600 MB, and
        // no slower (fewer processes to pass each page through).
        args: [
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--font-render-hinting=none',
          '--no-zygote',
          '--in-process-gpu',
          '--enable-features=NetworkServiceInProcess2',
          `--renderer-process-limit=${PRINTS_AT_ONCE}`,
          '--disable-extensions',
          '--disable-component-update',
          '--disable-background-networking',
        ],
      });
      // A crashed browser is started again by the next render.
      b.on('disconnected', () => {
        browser = null;
      });
      return b;
    })().catch((err) => {
      browser = null;
      throw err;
    });
    return browser;
  }

  return {
    executablePath,
    async warm() {
      await launch();
    },
    async print(job) {
      const b = await launch();
      // No script runs in the printed page (its texts come from feeds); fonts.ready is asked from outside.
      const page = await b.newPage({ javaScriptEnabled: false });
      try {
        // No request may leave the machine: images are inlined, fonts are the system's.
        await page.route('**/*', (route) =>
          route.request().url().startsWith('data:') ? route.continue() : route.abort(),
        );
        await page.setContent(job.html, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        return await page.pdf({
          format: 'A4',
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: job.headerTemplate,
          footerTemplate: job.footerTemplate,
          margin: { top: '18mm', bottom: '18mm', left: '14mm', right: '14mm' },
        });
      } finally {
        await page.close().catch(() => {});
      }
    },
    async close() {
      const b = browser;
      browser = null;
      if (b) await (await b.catch(() => null))?.close().catch(() => {});
    },
  };
}
