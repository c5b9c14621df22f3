/**
 * What every translation engine offers the sync: the languages it translates German into, and a batch of texts
 * translated into one of them. Each engine speaks its own public protocol (./libretranslate.ts, ./deepl.ts,
 * ./chat-model.ts); every request it sends goes through `requestJson`, with a time limit and a cap on the answer.
 */

export type TextFormat = 'text' | 'html';

export interface BatchLimits {
  /** Texts in one request. */
  texts: number;
  /** Characters of all texts in one request (a longer text goes alone). */
  chars: number;
}

export interface TranslationEngine {
  /** Part of the cache key: the engine and, where its answers depend on it, the model. */
  readonly id: string;
  readonly limits: BatchLimits;
  /**
   * The engine's own code of each portal language it translates German into (en → EN-GB at DeepL). A language
   * missing here is not asked for. Throws when the engine cannot be reached.
   */
  targets(languages: readonly string[], signal: AbortSignal): Promise<Map<string, string>>;
  /** The texts in `target` (the engine's code), in order. Throws an EngineError when the request fails. */
  translate(
    texts: readonly string[],
    options: { target: string; format: TextFormat; signal: AbortSignal },
  ): Promise<string[]>;
}

/**
 * `request`: the engine refused these texts (400, 413 …) and would refuse them again; `engine`: the engine is
 * unavailable, slow, or answered something that is not its protocol.
 */
export class EngineError extends Error {
  constructor(
    readonly kind: 'request' | 'engine',
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

export interface RequestLimits {
  timeoutMs: number;
  /** The answer's body is read up to this many bytes; beyond, the request failed. */
  maxBytes: number;
  /** Aborts the request early (the sync's time budget). */
  signal: AbortSignal;
}

/** A JSON request to an engine the operator configured; its JSON answer, or an EngineError. */
export async function requestJson(
  doFetch: typeof fetch,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown },
  limits: RequestLimits,
): Promise<unknown> {
  const signal = AbortSignal.any([limits.signal, AbortSignal.timeout(limits.timeoutMs)]);
  let res: Response;
  try {
    res = await doFetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal,
    });
  } catch (err) {
    throw new EngineError('engine', describeFailure(err, limits));
  }
  let text: string;
  try {
    text = await readCapped(res, limits.maxBytes);
  } catch (err) {
    throw new EngineError('engine', describeFailure(err, limits));
  }
  if (!res.ok) {
    // 400, 413 and 422 say what was sent cannot be translated (too long, a language not offered); 401/403 (key),
    // 429 (slow down) and 5xx say the engine cannot work now.
    const kind = res.status === 400 || res.status === 413 || res.status === 414 || res.status === 422;
    throw new EngineError(kind ? 'request' : 'engine', `${url} answered ${res.status}: ${text.slice(0, 200)}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new EngineError('engine', `${url} answered no JSON: ${text.slice(0, 200)}`);
  }
}

function describeFailure(err: unknown, limits: RequestLimits): string {
  if (limits.signal.aborted) return 'stopped: the time for translating ran out';
  const name = (err as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${limits.timeoutMs} ms`;
  return (err as Error)?.message ?? String(err);
}

async function readCapped(res: Response, maxBytes: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new Error(`answer larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** An answer may be this many times as large as the request, and never less than 256 KiB. */
export function answerCap(requestChars: number): number {
  return Math.max(256 * 1024, requestChars * 16);
}
