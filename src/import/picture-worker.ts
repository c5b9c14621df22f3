/**
 * A picture thread of the sync (./picture-threads.ts): each message is a new picture's bytes, each answer its facts
 * (inspectPicture), null when it is not a readable image.
 */
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { inspectPicture } from './media';

// The image library's cache of operations keeps recent ones to answer the same operation on the same input again;
// every picture here is new (a known one never reaches the thread), so it never answers and only costs: about 0.6–0.8
// of 7 ms of CPU per 960 × 640 JPEG of the national sample, inspected one at a time. The setting holds for the whole
// process, which is the sync's own (the portal starts the sync as a child process) and whose main thread decodes no
// pictures while it has picture threads.
sharp.cache(false);

parentPort!.on('message', ({ id, bytes }: { id: number; bytes: Uint8Array }) => {
  inspectPicture(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).then(
    (facts) => parentPort!.postMessage({ id, facts }),
    (err: unknown) => parentPort!.postMessage({ id, error: String((err as Error)?.stack ?? err) }),
  );
});
