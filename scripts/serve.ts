/**
 * `npm run serve`: the live build and the API on one port, with the job worker beside them (no listing syncs).
 * The process first runs itself again with its heap limit (src/cli/heap.ts, API_HEAP_MB), before it loads the
 * portal.
 */
import { relaunchWithHeapLimit } from '../src/cli/heap';
import { env } from '../src/config/env';

if (!relaunchWithHeapLimit(env().API_HEAP_MB)) {
  const { serve } = await import('../src/cli/serve');
  const { url } = await serve();
  console.log(`Portal läuft auf ${url}`);
}
