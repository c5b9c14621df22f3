/**
 * LibreTranslate's HTTP API (open source, self-hostable, Argos models): `GET /languages` lists each language with
 * the codes it translates into (`targets`); `POST /translate` takes `q` (a string or an array of them), `source`,
 * `target`, `format` ("text" or "html": tags are kept and only their text is translated) and `api_key` where the
 * server requires one, and answers `translatedText` (an array for an array). A server started with a batch or
 * character limit refuses larger requests with 400, so the batch defaults stay small.
 */
import { EngineError, answerCap, requestJson, type BatchLimits, type TranslationEngine } from './engine';

export interface LibreTranslateOptions {
  url: string;
  apiKey?: string;
  timeoutMs: number;
  limits?: Partial<BatchLimits>;
  fetch?: typeof fetch;
}

interface LanguageEntry {
  code: string;
  targets?: string[];
}

export function libreTranslateEngine(options: LibreTranslateOptions): TranslationEngine {
  const doFetch = options.fetch ?? fetch;
  const limits: BatchLimits = { texts: options.limits?.texts ?? 25, chars: options.limits?.chars ?? 8_000 };
  return {
    id: 'libretranslate',
    limits,
    async targets(languages, signal) {
      const answer = await requestJson(
        doFetch,
        `${options.url}/languages`,
        { method: 'GET' },
        { timeoutMs: options.timeoutMs, maxBytes: 1024 * 1024, signal },
      );
      if (!Array.isArray(answer)) throw new EngineError('engine', 'GET /languages answered no list');
      const entries = answer as LanguageEntry[];
      const german = entries.find((l) => l?.code === 'de');
      if (!german) return new Map();
      // Older servers list no targets: every language they know is one.
      const offered = Array.isArray(german.targets) ? german.targets : entries.map((l) => l.code);
      return matchCodes(languages, offered);
    },
    async translate(texts, { target, format, signal }) {
      const chars = texts.reduce((n, t) => n + t.length, 0);
      const answer = (await requestJson(
        doFetch,
        `${options.url}/translate`,
        {
          method: 'POST',
          body: {
            q: texts,
            source: 'de',
            target,
            format,
            ...(options.apiKey ? { api_key: options.apiKey } : {}),
          },
        },
        { timeoutMs: options.timeoutMs, maxBytes: answerCap(chars), signal },
      )) as { translatedText?: unknown };
      const out = answer?.translatedText;
      if (!Array.isArray(out) || out.length !== texts.length || out.some((t) => typeof t !== 'string'))
        throw new EngineError('engine', `POST /translate answered ${texts.length} texts with something else`);
      return out as string[];
    },
  };
}

/**
 * The server's code for each portal language: the same code, else a regional one of it ('zh-Hans' for 'zh',
 * simplified Chinese first).
 */
export function matchCodes(languages: readonly string[], offered: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const lang of languages) {
    const exact = offered.find((c) => c.toLowerCase() === lang);
    const regional = offered.filter((c) => c.toLowerCase().startsWith(`${lang}-`));
    const hit = exact ?? regional.find((c) => /-hans$/i.test(c)) ?? regional[0];
    if (hit) out.set(lang, hit);
  }
  return out;
}
