/**
 * /api/admin/imports (editors and admins): each source's last runs, counts, warnings and skipped listings; the
 * build history; "sync now" and "rebuild now" (requests the server process that syncs picks up within seconds);
 * going back to the previous build with the same atomic switch a new build uses; and uploaded feeds: stored,
 * shown as a dry-run report, then imported or discarded.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { ApiError } from '../../platform/errors';
import { parseWith } from '../../platform/validate';
import { requestSync } from '../listing-sync/sync';
import { queuedSyncCovers } from '../listing-sync/jobs';
import { currentUser } from '../auth/session';
import { recordAction } from './record';
import { builds, lastSyncReport, rollBackBuild, syncRuns } from './import-records';
import {
  applyUpload,
  checkFeed,
  claimImport,
  discardUpload,
  dryRunUpload,
  listUploads,
  readDryRun,
  readUpload,
  safeFeedName,
  storeUpload,
} from './uploads';

/** The route a feed is uploaded to; its body limit is UPLOAD_MAX_BYTES instead of the API's small one. */
export const UPLOAD_PATH = '/api/admin/imports/uploads';

const UploadQuery = z.object({ name: z.string().min(1, 'validation.required').max(200) });
const UploadId = z.string().regex(/^[0-9a-f-]{36}$/);

export function importsRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/', (c) => {
    const { dataDir } = c.get('ctx').config;
    return c.json({
      success: true,
      runs: syncRuns(dataDir),
      report: lastSyncReport(dataDir),
      builds: builds(),
      uploads: listUploads(dataDir),
    });
  });

  r.post('/sync', async (c) => {
    requestSync({ sync: true, dataDir: c.get('ctx').config.dataDir, by: currentUser(c).email });
    await recordAction(c, 'import.sync');
    return c.json({ success: true, message: c.get('t')('admin.syncRequested') }, 202);
  });

  // A rebuild asked for while one waits (its request not yet picked up, or its job queued) is merged into it.
  r.post('/rebuild', async (c) => {
    const { config, queue } = c.get('ctx');
    const waiting = await queuedSyncCovers(queue, { sync: false, force: true });
    const { merged } = requestSync({ sync: false, force: true, dataDir: config.dataDir, by: currentUser(c).email });
    await recordAction(c, 'import.rebuild');
    const queued = waiting || merged;
    return c.json(
      {
        success: true,
        queued: queued ? 'already' : 'new',
        message: c.get('t')(queued ? 'admin.rebuildAlreadyQueued' : 'admin.rebuildRequested'),
      },
      202,
    );
  });

  r.post('/rollback', async (c) => {
    const name = rollBackBuild();
    if (!name) throw new ApiError(409, 'errors.noPreviousBuild');
    await recordAction(c, 'build.rollback', `build:${name}`);
    return c.json({ success: true, message: c.get('t')('admin.rolledBack', { name }), live: name });
  });

  // The feed is the request body itself (application/xml or application/zip), its file name in ?name=.
  // One import at a time (claimImport): a second upload meanwhile is refused before its body is read.
  r.post('/uploads', async (c) => {
    const { name: raw } = parseWith(UploadQuery, c.req.query());
    const name = safeFeedName(raw);
    const { dataDir } = c.get('ctx').config;
    const release = claimImport(dataDir);
    if (!release) throw new ApiError(409, 'admin.importBusy');
    try {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.length === 0 || !checkFeed(name, bytes))
        throw new ApiError(422, 'errors.validation', { file: ['admin.uploadInvalid'] });
      const meta = storeUpload(dataDir, { name, bytes, by: currentUser(c).email });
      const { report, error, busy } = await dryRunUpload(dataDir, meta);
      if (busy) throw new ApiError(409, 'admin.importBusy');
      await recordAction(c, 'import.upload', `upload:${meta.id}`, { name, size: bytes.length });
      if (!report) throw new ApiError(422, 'errors.validation', { file: ['admin.uploadUnreadable'] }, {});
      return c.json({ success: true, upload: readUpload(dataDir, meta.id), report, error }, 201);
    } finally {
      release();
    }
  });

  r.get('/uploads/:upload', (c) => {
    const id = parseWith(UploadId, c.req.param('upload'));
    const { dataDir } = c.get('ctx').config;
    const upload = readUpload(dataDir, id);
    if (!upload) throw new ApiError(404, 'errors.notFound');
    return c.json({ success: true, upload, report: readDryRun(dataDir, id) });
  });

  r.post('/uploads/:upload/apply', async (c) => {
    const id = parseWith(UploadId, c.req.param('upload'));
    const { config, queue } = c.get('ctx');
    const { dataDir } = config;
    const upload = readUpload(dataDir, id);
    if (!upload) throw new ApiError(404, 'errors.notFound');
    if (upload.state !== 'pending') throw new ApiError(409, 'admin.uploadNotPending');
    const by = currentUser(c).email;
    const release = claimImport(dataDir);
    if (!release) throw new ApiError(409, 'admin.importBusy');
    const result = await applyUpload(dataDir, upload, by, queue).finally(release);
    await recordAction(c, 'import.apply', `upload:${id}`, {
      name: upload.name,
      ok: !!result.report,
      new: result.report?.changes?.new,
      changed: result.report?.changes?.changed,
      withdrawn: result.report?.changes?.withdrawn,
    });
    if (result.busy) throw new ApiError(409, 'admin.importBusy');
    if (!result.report) throw new ApiError(422, 'errors.validation', { file: ['admin.uploadUnreadable'] });
    return c.json({
      success: true,
      message: c.get('t')('admin.uploadApplied'),
      upload: readUpload(dataDir, id),
      report: result.report,
    });
  });

  r.delete('/uploads/:upload', async (c) => {
    const id = parseWith(UploadId, c.req.param('upload'));
    const { dataDir } = c.get('ctx').config;
    const upload = readUpload(dataDir, id);
    if (!upload) throw new ApiError(404, 'errors.notFound');
    if (upload.state !== 'pending') throw new ApiError(409, 'admin.uploadNotPending');
    discardUpload(dataDir, upload, currentUser(c).email);
    await recordAction(c, 'import.discard', `upload:${id}`, { name: upload.name });
    return c.json({ success: true, message: c.get('t')('admin.uploadDiscarded'), upload: readUpload(dataDir, id) });
  });

  return r;
}
