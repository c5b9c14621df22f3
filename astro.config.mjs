// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { env } from './src/config/env.ts';

// Builds go to a fresh folder each time (scripts/build.ts) so the live site is never half-written.
const { PORTAL_OUT_DIR: outDir, PUBLIC_SITE_URL: site } = env();

export default defineConfig({
  site,
  output: 'static',
  outDir,
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  vite: { plugins: [tailwindcss()] },
  devToolbar: { enabled: false },
});
