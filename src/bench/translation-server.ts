/**
 * A translation engine in this process, for tests and `npm run bench:translate`: a node:http server that speaks
 * LibreTranslate's API (`GET /languages`, `POST /translate`) and DeepL's (`GET /v2/languages`, `POST
 * /v2/translate`) and "translates" deterministically: every text node gets the target language in front
 * ("[en] Schöne Wohnung"), tags and attributes stay as they are. It can be told to answer after a delay, to fail
 * (500), to hang until released, or to answer in a changed way (`mangle`), and it counts what it was sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'fail' | 'hang';

export interface FakeTranslationServer {
  url: string;
  mode: FakeMode;
  /** Each answer waits this long (ms). */
  delayMs: number;
  /** Changes each translated text before it is sent back (to lose a tag, say). */
  mangle: ((text: string, target: string) => string) | null;
  /** Target codes the server offers (default: the portal's 14, Chinese as zh-Hans as newer servers name it). */
  targets: string[];
  /** DeepL's key the server expects in `Authorization: DeepL-Auth-Key …`. */
  deeplKey: string;
  /** What was translated: requests, characters, and each text with the target it was sent for. */
  stats: { requests: number; characters: number; texts: { target: string; text: string }[] };
  resetStats(): void;
  /** Answers the requests held by 'hang' (with the mode then set) and stops holding new ones. */
  release(): void;
  /** Resolves when this many translate requests are waiting under 'hang'. */
  held(count: number): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_TARGETS = ['en', 'fr', 'it', 'es', 'pt', 'nl', 'sv', 'pl', 'ru', 'tr', 'ar', 'fa', 'zh-Hans', 'ja'];

/** The fake translation: the target code before every text node, markup untouched. */
export function fakeTranslate(text: string, target: string, format: 'text' | 'html'): string {
  const tag = `[${target.toLowerCase()}] `;
  if (format === 'text') return `${tag}${text}`;
  return text
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') || part.trim() === '' ? part : part.replace(/^(\s*)/, `$1${tag}`)))
    .join('');
}

async function body(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  return raw ? JSON.parse(raw) : {};
}

export async function startFakeTranslationServer(
  options: { delayMs?: number; mode?: FakeMode } = {},
): Promise<FakeTranslationServer> {
  const heldAnswers: Array<() => void> = [];
  const heldWaiters: Array<{ count: number; resolve: () => void }> = [];
  const send = (res: http.ServerResponse, status: number, value: unknown) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };

  const fake: FakeTranslationServer = {
    url: '',
    mode: options.mode ?? 'ok',
    delayMs: options.delayMs ?? 0,
    mangle: null,
    targets: [...DEFAULT_TARGETS],
    deeplKey: 'test-key:fx',
    stats: { requests: 0, characters: 0, texts: [] },
    resetStats() {
      fake.stats = { requests: 0, characters: 0, texts: [] };
    },
    release() {
      if (fake.mode === 'hang') fake.mode = 'ok';
      for (const answer of heldAnswers.splice(0)) answer();
    },
    held(count) {
      if (heldAnswers.length >= count) return Promise.resolve();
      return new Promise((resolve) => heldWaiters.push({ count, resolve }));
    },
    async close() {
      fake.release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  /** Answers a translate request as the mode says: now, after the delay, never (until released), or with 500. */
  function answer(res: http.ServerResponse, make: () => unknown) {
    const reply = () => {
      if (fake.mode === 'fail') return send(res, 500, { error: 'the engine is broken' });
      send(res, 200, make());
    };
    if (fake.mode === 'hang') {
      heldAnswers.push(reply);
      for (const w of heldWaiters.filter((w) => heldAnswers.length >= w.count)) {
        heldWaiters.splice(heldWaiters.indexOf(w), 1);
        w.resolve();
      }
      return;
    }
    if (fake.delayMs > 0) setTimeout(reply, fake.delayMs);
    else reply();
  }

  const translateAll = (texts: string[], target: string, format: 'text' | 'html') => {
    fake.stats.requests++;
    for (const t of texts) {
      fake.stats.characters += t.length;
      fake.stats.texts.push({ target, text: t });
    }
    return texts.map((t) => {
      const out = fakeTranslate(t, target, format);
      return fake.mangle ? fake.mangle(out, target) : out;
    });
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      try {
        if (req.method === 'GET' && url.pathname === '/languages') {
          const all = ['de', ...fake.targets];
          return send(
            res,
            200,
            all.map((code) => ({ code, name: code, targets: all.filter((c) => c !== code) })),
          );
        }
        if (req.method === 'POST' && url.pathname === '/translate') {
          const b = (await body(req)) as { q?: unknown; source?: string; target?: string; format?: string };
          if (b.source !== 'de' || !b.target || !fake.targets.includes(b.target))
            return send(res, 400, { error: `${b.target} is not supported` });
          const many = Array.isArray(b.q);
          const texts = (many ? b.q : [b.q]) as string[];
          const format = b.format === 'html' ? 'html' : 'text';
          const target = b.target;
          return answer(res, () => {
            const out = translateAll(texts, target, format);
            return { translatedText: many ? out : out[0] };
          });
        }
        if (url.pathname.startsWith('/v2/')) {
          if (req.headers.authorization !== `DeepL-Auth-Key ${fake.deeplKey}`)
            return send(res, 403, { message: 'Wrong key' });
          const deeplTargets = fake.targets.map((t) =>
            t === 'en' ? 'EN-GB' : t === 'pt' ? 'PT-PT' : t === 'zh-Hans' ? 'ZH-HANS' : t.toUpperCase(),
          );
          if (req.method === 'GET' && url.pathname === '/v2/languages')
            return send(
              res,
              200,
              deeplTargets.map((language) => ({ language, name: language })),
            );
          if (req.method === 'POST' && url.pathname === '/v2/translate') {
            const b = (await body(req)) as { text?: string[]; target_lang?: string; tag_handling?: string };
            if (!Array.isArray(b.text) || b.text.length > 50 || !b.target_lang || !deeplTargets.includes(b.target_lang))
              return send(res, 400, { message: 'Bad request' });
            const format = b.tag_handling === 'html' ? 'html' : 'text';
            const target = b.target_lang;
            const texts = b.text;
            return answer(res, () => ({
              translations: translateAll(texts, target, format).map((text) => ({
                detected_source_language: 'DE',
                text,
              })),
            }));
          }
        }
        send(res, 404, { error: 'not found' });
      } catch (err) {
        send(res, 400, { error: (err as Error).message });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
