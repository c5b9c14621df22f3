/**
 * The translation engine's settings, from the portal's configuration (TRANSLATION_* in src/config/env.ts). An
 * engine that lacks what it needs (LibreTranslate without an address, DeepL without a key, a model without an
 * endpoint) is not a silent "off": `problem` says what is missing, the sync reports it and goes on without.
 */
import { env, type Env } from '../../config/env';

export type EngineName = 'libretranslate' | 'deepl' | 'openai';

export interface TranslationSettings {
  engine: EngineName;
  url: string;
  apiKey: string | undefined;
  /** The chat model (openai only). */
  model: string | undefined;
  timeoutMs: number;
  syncBudgetMs: number;
  backfillBudgetMs: number;
  concurrency: number;
  /** Per request; undefined: the engine's own limits. */
  batchTexts: number | undefined;
  batchChars: number | undefined;
}

export type SettingsResult = { settings: TranslationSettings } | { settings: null; problem: string | null };

/** DeepL gives keys of its free plan a ':fx' suffix; they are served by their own host. */
function deeplUrl(key: string | undefined): string {
  return key?.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

/** Whether and how listing texts are machine-translated: `settings` null when off (problem null) or misconfigured. */
export function translationSettings(e: Env = env()): SettingsResult {
  const engine = e.TRANSLATION_ENGINE;
  if (!engine) return { settings: null, problem: null };
  const common = {
    engine,
    timeoutMs: e.TRANSLATION_TIMEOUT_MS,
    syncBudgetMs: e.TRANSLATION_SYNC_BUDGET_MS,
    backfillBudgetMs: e.TRANSLATION_BACKFILL_BUDGET_MS,
    concurrency: e.TRANSLATION_CONCURRENCY,
    batchTexts: e.TRANSLATION_BATCH_TEXTS,
    batchChars: e.TRANSLATION_BATCH_CHARS,
  };
  const trim = (u: string) => u.replace(/\/+$/, '');
  switch (engine) {
    case 'libretranslate':
      if (!e.TRANSLATION_URL)
        return { settings: null, problem: 'TRANSLATION_ENGINE=libretranslate needs TRANSLATION_URL' };
      return { settings: { ...common, url: trim(e.TRANSLATION_URL), apiKey: e.TRANSLATION_API_KEY, model: undefined } };
    case 'deepl':
      if (!e.TRANSLATION_API_KEY)
        return { settings: null, problem: 'TRANSLATION_ENGINE=deepl needs TRANSLATION_API_KEY' };
      return {
        settings: {
          ...common,
          url: trim(e.TRANSLATION_URL ?? deeplUrl(e.TRANSLATION_API_KEY)),
          apiKey: e.TRANSLATION_API_KEY,
          model: undefined,
        },
      };
    case 'openai': {
      const url = e.TRANSLATION_URL ?? e.LLM_BASE_URL;
      const model = e.TRANSLATION_MODEL ?? e.LLM_MODEL;
      if (!url) return { settings: null, problem: 'TRANSLATION_ENGINE=openai needs TRANSLATION_URL or LLM_BASE_URL' };
      if (!model) return { settings: null, problem: 'TRANSLATION_ENGINE=openai needs TRANSLATION_MODEL or LLM_MODEL' };
      return { settings: { ...common, url: trim(url), apiKey: e.TRANSLATION_API_KEY ?? e.LLM_API_KEY, model } };
    }
  }
}
