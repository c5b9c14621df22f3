// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { env } from './src/config/env.ts';
import { renderedPages } from './src/build/rendered-pages-integration.ts';
import { devWatchIgnored } from './src/build/dev-watch.ts';

// Builds go to a fresh folder each time (scripts/build.ts) so the live site is never half-written.
const { PORTAL_OUT_DIR: outDir = './dist', PUBLIC_SITE_URL: site, PUBLIC_GA_MEASUREMENT_ID: gaId } = env();

export default defineConfig({
  site,
  output: 'static',
  outDir,
  trailingSlash: 'ignore',
  // Several pages in flight: while one page's file is written, the next renders (one at a time, the renderer
  // waited on the disk for a sixth of the build; more than eight gained nothing).
  build: { format: 'directory', concurrency: 8 },
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), renderedPages()],
  vite: {
    plugins: [tailwindcss()],
    // The builds and the data folder are output, not source: the dev server does not watch them (./src/build/dev-watch.ts).
    server: { watch: { ignored: devWatchIgnored() } },
    // Browser code gets its few settings compiled in, from the validated configuration.
    define: { 'import.meta.env.PUBLIC_GA_MEASUREMENT_ID': JSON.stringify(gaId ?? '') },
  },
  devToolbar: { enabled: false },
  // The API checks the origin of state-changing requests itself (src/platform/origin-check.ts), against
  // the public address: Astro's check compares with the socket's http:// address and so refuses every bodiless
  // POST/DELETE from an https:// page behind a proxy.
  security: { checkOrigin: false },
});
