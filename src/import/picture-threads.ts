/**
 * New pictures decoded and hashed in threads of their own (./picture-worker.ts runs inspectPicture), so the sync's
 * main thread goes on parsing and mapping the feeds meanwhile. On the main thread a picture cost more than its
 * decoding: the image library's synchronous part of each call, the hash's area average in JavaScript, and the
 * collections of a heap of several hundred MB of listings that every picture's pixels set off.
 *
 * Each picture's bytes are copied to the thread (only the picture's, never the buffer a view of it lies in). A
 * thread holds the process open only while it has pictures; a store that is never closed lets the process end.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** What inspecting a picture tells (src/import/media.ts, inspectPicture): its type, size and difference hash. */
export interface PictureFacts {
  ext: string;
  width: number;
  height: number;
  dhash: string;
}

interface Pending {
  resolve: (facts: PictureFacts | null) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

type Answer = { id: number; facts: PictureFacts | null } | { id: number; error: string };

/** Threads for a sync on this machine: one per core beside the main thread, at least one, at most four. */
export function pictureThreadCount(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

export class PictureThreads {
  private threads: Thread[] = [];
  private nextId = 0;

  constructor(private readonly size: number) {}

  /** The picture's facts, null when it is not a readable image; rejects only when the thread itself fails. */
  inspect(bytes: Buffer): Promise<PictureFacts | null> {
    const thread = this.pick();
    const id = ++this.nextId;
    const copy = new Uint8Array(bytes);
    return new Promise<PictureFacts | null>((resolve, reject) => {
      if (thread.pending.size === 0) thread.worker.ref();
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, bytes: copy }, [copy.buffer]);
    });
  }

  /** Ends the threads; pictures still waiting are rejected. */
  async close(): Promise<void> {
    const threads = this.threads;
    this.threads = [];
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  /** The thread with the fewest pictures, a new one while there are fewer than `size`. */
  private pick(): Thread {
    const idle = this.threads.find((t) => t.pending.size === 0);
    if (idle) return idle;
    if (this.threads.length < this.size) return this.start();
    return this.threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  private start(): Thread {
    const worker = new Worker(new URL('./picture-worker.ts', import.meta.url), {
      // The project's TypeScript, as the sync itself runs it.
      execArgv: ['--import', 'tsx'],
    });
    const thread: Thread = { worker, pending: new Map() };
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const p = thread.pending.get(answer.id);
      if (!p) return;
      thread.pending.delete(answer.id);
      if (thread.pending.size === 0) worker.unref();
      if ('error' in answer) p.reject(new Error(answer.error));
      else p.resolve(answer.facts);
    });
    const fail = (error: Error) => {
      this.threads = this.threads.filter((t) => t !== thread);
      for (const p of thread.pending.values()) p.reject(error);
      thread.pending.clear();
    };
    worker.on('error', (err) => fail(err instanceof Error ? err : new Error(String(err))));
    worker.on('exit', (code) => fail(new Error(`picture thread ended (exit code ${code})`)));
    this.threads.push(thread);
    return thread;
  }
}
