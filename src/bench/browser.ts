/** The Chromium the browser benchmarks drive, started as the end-to-end tests start it, and the pages they visit. */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { env } from '../config/env';

/** CHROMIUM_PATH, else Debian's chromium where there is one, else Playwright's own browser. */
export function benchChromium(): string | undefined {
  return env().CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: benchChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PagesBenchOptions {
  /** The portal's address. */
  base: string;
  paths: string[];
}

/** The address (BENCH_URL unless the first argument is one) and the pages (`/` unless given) of the arguments. */
export function pagesBenchOptions(args: readonly string[], defaultPaths: string[]): PagesBenchOptions {
  const rest = [...args];
  const base = rest[0]?.startsWith('http') ? rest.shift()! : env().BENCH_URL;
  return { base, paths: rest.length ? rest : defaultPaths };
}
