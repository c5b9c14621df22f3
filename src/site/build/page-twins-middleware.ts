/** Hands each page Astro pre-renders to the twin writer (page-twins.ts); requests at run time pass untouched. */
import type { MiddlewareHandler } from 'astro';
import path from 'node:path';
import { env } from '~/config/env';
import { pageFile, queueTwin } from './page-twins';

export const onRequest: MiddlewareHandler = async (context, next) => {
  const response = await next();
  const outDir = env().PORTAL_OUT_DIR;
  if (!context.isPrerendered || !outDir || response.status !== 200) return response;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const file = pageFile(path.join(outDir, 'client'), context.url.pathname);
  if (!file) return response;
  const html = await response.text();
  await queueTwin(file, html);
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
};
