/**
 * A picture thread of the sync (./picture-threads.ts): each message is a new picture's bytes, each answer its facts
 * (inspectPicture), null when it is not a readable image.
 */
import { parentPort } from 'node:worker_threads';
import { inspectPicture } from './media';

parentPort!.on('message', ({ id, bytes }: { id: number; bytes: Uint8Array }) => {
  inspectPicture(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).then(
    (facts) => parentPort!.postMessage({ id, facts }),
    (err: unknown) => parentPort!.postMessage({ id, error: String((err as Error)?.stack ?? err) }),
  );
});
