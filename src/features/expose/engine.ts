/**
 * The print engine: one headless Chromium kept warm for the process, printing server-rendered HTML to PDF. Who
 * prints when is the print queue's business (one at a time per process); the engine only prints, each on a fresh
 * page opened before it is asked for.
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PRINTS_AT_ONCE } from './jobs';

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

interface PrintPage {
  context: BrowserContext;
  page: Page;
}

export function createPrintEngine(executablePath: string | null): PrintEngine {
  let browser: Promise<Browser> | null = null;
  // A page in a context of its own, opened ahead for the next print: opening one (and its renderer) takes about
  // 0.4 s, more than a print's own rendering, so it is done while nobody waits.
  let ready: Promise<PrintPage | null> | null = null;

  function launch(): Promise<Browser> {
    if (!executablePath) return Promise.reject(new ChromiumMissingError());
    browser ??= (async () => {
      const { chromium } = await import('playwright-core');
      const b = await chromium.launch({
        executablePath,
        headless: true,
        // Pages are our own HTML with images inlined: no network, no GPU, small shared memory in containers.
        // The browser's helpers (zygote, GPU and network services) run inside its main process, without a software
        // rasterizer (nothing is drawn on a GPU surface), and the browser's own interface (the address bar's
        // suggestion popup, which this Chromium draws as a web page in a renderer of its own) and the spare
        // renderer kept for the next tab are off: between prints the browser is 3 processes of about 280 MB (PSS)
        // instead of 6 of about 600 MB.
        args: [
          '--disable-gpu',
          '--disable-software-rasterizer',
          '--disable-dev-shm-usage',
          '--font-render-hinting=none',
          '--no-zygote',
          '--in-process-gpu',
          '--enable-features=NetworkServiceInProcess2',
          `--renderer-process-limit=${PRINTS_AT_ONCE + 1}`,
          '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,SpareRendererForSitePerProcess',
          '--disable-extensions',
          '--disable-component-update',
          '--disable-background-networking',
        ],
      });
      // A crashed browser is started again by the next render.
      b.on('disconnected', () => {
        browser = null;
        ready = null;
      });
      return b;
    })().catch((err) => {
      browser = null;
      throw err;
    });
    return browser;
  }

  async function openPage(b: Browser): Promise<PrintPage> {
    // No script runs in the printed page (its texts come from feeds); fonts.ready is asked from outside.
    const context = await b.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // No request may leave the machine: images are inlined, fonts are the system's.
    await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
    return { context, page };
  }

  async function takePage(b: Browser): Promise<PrintPage> {
    const waiting = ready;
    ready = null;
    const page = waiting ? await waiting : null;
    return page && !page.page.isClosed() ? page : openPage(b);
  }

  return {
    executablePath,
    async warm() {
      const b = await launch();
      ready ??= openPage(b).catch(() => null);
      await ready;
    },
    async print(job) {
      const b = await launch();
      const { context, page } = await takePage(b);
      try {
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
        // Every print gets a fresh renderer: one that printed keeps much of what it decoded (pictures, fonts), and
        // after 50 prints held twice what a fresh one needs. Its context goes, and with it the renderer; the next
        // one is opened now.
        await context.close().catch(() => {});
        if (b.isConnected() && !ready) ready = openPage(b).catch(() => null);
      }
    },
    async close() {
      const b = browser;
      const waiting = ready;
      browser = null;
      ready = null;
      await (await waiting)?.context.close().catch(() => {});
      if (b) await (await b.catch(() => null))?.close().catch(() => {});
    },
  };
}
