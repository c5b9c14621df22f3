/**
 * `npm run render-worker`: renders a build's batches from the job queue (PostgreSQL), one at a time, until it is
 * stopped (SIGTERM, SIGINT). Run any number, on any machine that shares the builds and data folders with the
 * build at the same paths (docs/operations.md); src/build/render-batch.ts says what a batch is.
 */
import { startRenderWorker } from '../src/build/render-batch';

const worker = await startRenderWorker();
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // A batch still rendering goes back to the queue when its time is up, for another worker.
    void worker.stop().then(() => process.exit(0));
  });
