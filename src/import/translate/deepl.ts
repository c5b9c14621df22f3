/**
 * DeepL's API: `POST /v2/translate` with `Authorization: DeepL-Auth-Key …`, a JSON body of `text` (up to 50
 * texts, the whole body at most 128 KiB), `source_lang`, `target_lang` and `tag_handling: "html"` for markup;
 * it answers `translations[].text` in order. `GET /v2/languages?type=target` lists the target codes. Some
 * languages come in variants: the portal's English is British (EN-GB), its Portuguese European (PT-PT), its
 * Chinese simplified (ZH-HANS).
 */
import { EngineError, answerCap, requestJson, type BatchLimits, type TranslationEngine } from './engine';

export interface DeepLOptions {
  url: string;
  apiKey: string;
  timeoutMs: number;
  limits?: Partial<BatchLimits>;
  fetch?: typeof fetch;
}

const VARIANT: Record<string, string> = { en: 'EN-GB', pt: 'PT-PT', zh: 'ZH-HANS' };

export function deeplEngine(options: DeepLOptions): TranslationEngine {
  const doFetch = options.fetch ?? fetch;
  // 40,000 characters of German (about 1.1 bytes each in UTF-8, a little more as JSON) stay under 128 KiB.
  const limits: BatchLimits = {
    texts: Math.min(options.limits?.texts ?? 50, 50),
    chars: Math.min(options.limits?.chars ?? 40_000, 100_000),
  };
  const headers = { authorization: `DeepL-Auth-Key ${options.apiKey}` };
  return {
    id: 'deepl',
    limits,
    async targets(languages, signal) {
      const answer = await requestJson(
        doFetch,
        `${options.url}/v2/languages?type=target`,
        { method: 'GET', headers },
        { timeoutMs: options.timeoutMs, maxBytes: 1024 * 1024, signal },
      );
      if (!Array.isArray(answer)) throw new EngineError('engine', 'GET /v2/languages answered no list');
      const offered = new Set(
        (answer as { language?: unknown }[]).flatMap((l) =>
          typeof l?.language === 'string' ? [l.language.toUpperCase()] : [],
        ),
      );
      const out = new Map<string, string>();
      for (const lang of languages) {
        const wanted = VARIANT[lang] ?? lang.toUpperCase();
        const hit = [wanted, lang.toUpperCase()].find((c) => offered.has(c));
        if (hit) out.set(lang, hit);
      }
      return out;
    },
    async translate(texts, { target, format, signal }) {
      const chars = texts.reduce((n, t) => n + t.length, 0);
      const answer = (await requestJson(
        doFetch,
        `${options.url}/v2/translate`,
        {
          method: 'POST',
          headers,
          body: {
            text: texts,
            source_lang: 'DE',
            target_lang: target,
            ...(format === 'html' ? { tag_handling: 'html' } : {}),
          },
        },
        { timeoutMs: options.timeoutMs, maxBytes: answerCap(chars), signal },
      )) as { translations?: { text?: unknown }[] };
      const out = answer?.translations?.map((t) => t?.text);
      if (!Array.isArray(out) || out.length !== texts.length || out.some((t) => typeof t !== 'string'))
        throw new EngineError('engine', `POST /v2/translate answered ${texts.length} texts with something else`);
      return out as string[];
    },
  };
}
