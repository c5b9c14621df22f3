/**
 * Hands every file Astro pre-renders in a build to ./rendered-pages.ts (its twin, its notes) on its way to the
 * disk. Requests at run time, and a build outside the build script (no PORTAL_OUT_DIR), pass untouched.
 */
import type { MiddlewareHandler } from 'astro';
import { env } from '~/config/env';
import { noteRenderedFile } from './rendered-pages';

export const onRequest: MiddlewareHandler = async (context, next) => {
  const response = await next();
  const { PORTAL_OUT_DIR: outDir, PORTAL_SHARD: shard } = env();
  if (!context.isPrerendered || !outDir || response.status !== 200 || !response.body) return response;
  const bytes = Buffer.from(await response.arrayBuffer());
  noteRenderedFile({ outDir, shard, routePattern: context.routePattern, params: context.params, bytes });
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
};
