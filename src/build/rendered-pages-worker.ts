/**
 * The thread that handles each file a render process writes (./rendered-pages.ts: its twin and its notes), started
 * by ./rendered-pages-integration.ts. A thread of its own, with a heap of its own: brotli's buffers counted
 * against the renderer's heap made V8 collect its whole 600 MB every half second, which slowed rendering threefold
 * at 10,000 listings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { noteRenderedFile } from './rendered-pages';

const { outDir, notesDir, shard } = workerData as { outDir: string; notesDir: string; shard: string | undefined };

/** A file handed over by its name (a large one) is read back from the build folder, where Astro has written it. */
parentPort!.on('message', ({ file, size, bytes }: { file: string; size: number; bytes: Uint8Array | null }) => {
  try {
    noteRenderedFile({
      outDir,
      notesDir,
      shard,
      file,
      bytes: bytes
        ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
        : fs.readFileSync(path.join(outDir, 'client', file)),
    });
    parentPort!.postMessage({ file, size });
  } catch (err) {
    parentPort!.postMessage({ file, size, error: String((err as Error).stack ?? err) });
  }
});
