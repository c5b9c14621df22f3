/**
 * The assistant's server-sent events to one client, with backpressure: a write is counted until the client has
 * taken it, and while more than `maxBacklog` bytes wait, the text sink does not return, so the model is not read
 * further (its connection then stalls in the kernel, not in the server's memory). A client that takes nothing
 * until `deadline` fires, or that goes away, ends the answer: `gone` aborts and the model request with it.
 */
import type { SSEStreamingApi } from 'hono/streaming';
import type { TextSink } from './model';

export interface ClientStream {
  /** The text sink for the model: writes a `delta` event, waits while the client is behind. */
  delta: TextSink;
  /** Aborts when the client disconnected or stayed behind until the deadline. */
  gone: AbortSignal;
  /** Bytes written and not yet taken by the client. */
  backlog(): number;
}

export function clientStream(stream: SSEStreamingApi, maxBacklog: number, deadline: AbortSignal): ClientStream {
  const gone = new AbortController();
  stream.onAbort(() => gone.abort(new Error('client disconnected')));
  let backlog = 0;

  const delta = async (text: string) => {
    if (gone.signal.aborted) throw gone.signal.reason;
    const data = JSON.stringify({ text });
    const size = Buffer.byteLength(data);
    backlog += size;
    const written = stream.writeSSE({ event: 'delta', data }).finally(() => (backlog -= size));
    if (backlog <= maxBacklog) return;
    // Writes are taken in order: when this one is taken, the client has caught up.
    await new Promise<void>((resolve, reject) => {
      const stop = () => {
        cleanup();
        if (!gone.signal.aborted) gone.abort(new Error('client stopped reading'));
        reject(gone.signal.reason);
      };
      const cleanup = () => {
        deadline.removeEventListener('abort', stop);
        gone.signal.removeEventListener('abort', stop);
      };
      if (deadline.aborted || gone.signal.aborted) return stop();
      deadline.addEventListener('abort', stop, { once: true });
      gone.signal.addEventListener('abort', stop, { once: true });
      void written.then(() => {
        cleanup();
        resolve();
      });
    });
  };

  return { delta, gone: gone.signal, backlog: () => backlog };
}
