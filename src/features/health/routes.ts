/**
 * For a load balancer: `GET /api/health` says the process answers (liveness); `GET /api/ready` says it can
 * serve (readiness): the database answers (this process migrated it when it started) and a site build is live.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { ping } from '../../platform/db/migrator';
import { resolveLiveBuild } from '../../build/build-dir';

export function healthRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/health', (c) => c.json({ status: 'ok' }));

  r.get('/ready', async (c) => {
    const { database } = c.get('ctx');
    const checks: Record<string, boolean> = { database: false, build: false };
    try {
      checks.database = await ping(database.db);
    } catch {
      checks.database = false;
    }
    checks.build = resolveLiveBuild() !== null;
    const ready = Object.values(checks).every(Boolean);
    return c.json({ status: ready ? 'ready' : 'not-ready', checks }, ready ? 200 : 503);
  });

  return r;
}
