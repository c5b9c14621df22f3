/**
 * `npm run render-worker [-- --until-idle]`: renders a build's batches from the job queue (PostgreSQL), one at a
 * time, until it is stopped (SIGTERM, SIGINT): a batch it is rendering then fails and goes back to the queue for
 * another worker. `--until-idle` ends it (exit 0) once no batch has waited or been rendered for a minute, as a
 * Kubernetes Job's pods should. Run any number, on any machine that shares the builds and data folders with the
 * build at the same paths (docs/operations.md); src/build/render-batch.ts says what a batch is.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { startRenderWorker } from '../src/build/render-batch';

/** How long an --until-idle worker waits for batches, and how often it looks. */
const IDLE_MS = 60_000;
const LOOK_MS = 5_000;

const flags = process.argv.slice(2);
const unknown = flags.filter((f) => f !== '--until-idle');
if (unknown.length) {
  console.error(`unknown argument ${unknown[0]}\nusage: npm run render-worker [-- --until-idle]`);
  process.exit(2);
}

const worker = await startRenderWorker();
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void worker.stop().then(() => process.exit(0));
};
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop);

if (flags.includes('--until-idle')) {
  let idleSince = Date.now();
  while (!stopping) {
    await sleep(LOOK_MS);
    if ((await worker.pending()) > 0) idleSince = Date.now();
    else if (Date.now() - idleSince >= IDLE_MS) {
      console.info(`[render] no batch for ${IDLE_MS / 1000} s: the worker ends`);
      stop();
    }
  }
}
