// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

// Builds go to a fresh folder each time (scripts/build.ts) so the live site is never half-written.
const outDir = process.env.PORTAL_OUT_DIR || './dist';

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL || 'http://localhost:4321',
  output: 'static',
  outDir,
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  vite: { plugins: [tailwindcss()] },
  devToolbar: { enabled: false },
});
