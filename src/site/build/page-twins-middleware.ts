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
  // As bytes: no decoding and encoding again of a page Astro has just encoded.
  const bytes = new Uint8Array(await response.arrayBuffer());
  await queueTwin(file, bytes);
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
};
