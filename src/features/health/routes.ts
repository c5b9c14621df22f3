/**
 * For a load balancer: `GET /api/health` says the process answers (liveness); `GET /api/ready` says it can
 * serve (readiness): the database answers (this process migrated it when it started), a site build is live, and
 * the data folder has room for what visitors store (below the configured free space, changes fail).
 */
import fs from 'node:fs';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { ping } from '../../platform/db/migrator';
import { resolveLiveBuild } from '../../build/build-dir';

/** Free bytes on the file system that holds `dir` for an unprivileged writer, or null when it cannot be read. */
function freeBytes(dir: string): number | null {
  try {
    const s = fs.statfsSync(dir);
    return s.bavail * s.bsize;
  } catch {
    return null;
  }
}

export function healthRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/health', (c) => c.json({ status: 'ok' }));

  r.get('/ready', async (c) => {
    const { database, config } = c.get('ctx');
    const checks: Record<string, boolean> = { database: false, build: false, disk: true };
    try {
      checks.database = await ping(database.db);
    } catch {
      checks.database = false;
    }
    checks.build = resolveLiveBuild() !== null;
    const free = config.readyMinFreeBytes > 0 ? freeBytes(config.dataDir) : null;
    if (free !== null) checks.disk = free >= config.readyMinFreeBytes;
    const ready = Object.values(checks).every(Boolean);
    return c.json(
      {
        status: ready ? 'ready' : 'not-ready',
        checks,
        ...(free !== null ? { disk: { freeBytes: free, minFreeBytes: config.readyMinFreeBytes } } : {}),
      },
      ready ? 200 : 503,
    );
  });

  return r;
}
