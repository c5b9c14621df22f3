/**
 * /api/admin/imports (editors and admins): each source's last runs, counts, warnings and skipped listings; the
 * build history; "sync now" and "rebuild now" (requests the server process that syncs picks up within seconds);
 * and going back to the previous build with the same atomic switch a new build uses.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { ApiError } from '../../platform/errors';
import { requestSync } from '../../../jobs/handlers/listing-sync';
import { recordAction } from './record';
import { builds, lastSyncReport, rollBackBuild, syncRuns } from './import-records';

export function importsRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/', (c) => {
    const { dataDir } = c.get('deps').config;
    return c.json({ success: true, runs: syncRuns(dataDir), report: lastSyncReport(dataDir), builds: builds() });
  });

  r.post('/sync', async (c) => {
    requestSync({ sync: true, dataDir: c.get('deps').config.dataDir });
    await recordAction(c, 'import.sync');
    return c.json({ success: true, message: c.get('t')('admin.syncRequested') }, 202);
  });

  r.post('/rebuild', async (c) => {
    requestSync({ sync: false, force: true, dataDir: c.get('deps').config.dataDir });
    await recordAction(c, 'import.rebuild');
    return c.json({ success: true, message: c.get('t')('admin.rebuildRequested') }, 202);
  });

  r.post('/rollback', async (c) => {
    const name = rollBackBuild();
    if (!name) throw new ApiError(409, 'errors.noPreviousBuild');
    await recordAction(c, 'build.rollback', `build:${name}`);
    return c.json({ success: true, message: c.get('t')('admin.rolledBack', { name }), live: name });
  });

  return r;
}
