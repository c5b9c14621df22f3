/**
 * The thread that handles each file a render process writes (./rendered-pages.ts: its twin and its notes), started
 * by ./rendered-pages-integration.ts. A thread of its own, with a heap of its own: brotli's buffers counted
 * against the renderer's heap made V8 collect its whole 600 MB every half second, which slowed rendering threefold
 * at 10,000 listings.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { noteRenderedFile } from './rendered-pages';

const { outDir, notesDir, shard } = workerData as { outDir: string; notesDir: string; shard: string | undefined };

parentPort!.on('message', ({ file, bytes }: { file: string; bytes: Uint8Array }) => {
  try {
    noteRenderedFile({
      outDir,
      notesDir,
      shard,
      file,
      bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    });
    parentPort!.postMessage({ file });
  } catch (err) {
    parentPort!.postMessage({ file, error: String((err as Error).stack ?? err) });
  }
});
