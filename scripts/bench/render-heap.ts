/**
 * DATA_DIR=<folder> npx tsx --expose-gc scripts/bench/render-heap.ts [--heap-snapshot FILE]
 * The live heap of what a render process holds of the catalogue of DATA_DIR's snapshot, step by step
 * (src/bench/render-heap.ts); with --heap-snapshot, a V8 heap snapshot of it for scripts/bench/heap-owners.ts.
 * The site's code uses Vite's import.meta.glob: loaded through Vite, as the build and the unit tests load it.
 */
import path from 'node:path';
import { withViteModule } from '../../src/bench/through-vite';

let heapSnapshot: string | undefined;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--heap-snapshot') heapSnapshot = path.resolve(args[++i] ?? '');
  else {
    console.error('usage: DATA_DIR=<folder> npx tsx --expose-gc scripts/bench/render-heap.ts [--heap-snapshot FILE]');
    process.exit(2);
  }
}

await withViteModule<typeof import('../../src/bench/render-heap')>('/src/bench/render-heap.ts', (mod) =>
  mod.runRenderHeap({ heapSnapshot }),
);
