/** The engine the settings name (TRANSLATION_ENGINE), with their address, key, model and batch limits. */
import { chatModelEngine } from './chat-model';
import { deeplEngine } from './deepl';
import type { TranslationEngine } from './engine';
import { libreTranslateEngine } from './libretranslate';
import type { TranslationSettings } from './settings';

export function createEngine(settings: TranslationSettings, doFetch: typeof fetch = fetch): TranslationEngine {
  const limits = { texts: settings.batchTexts, chars: settings.batchChars };
  switch (settings.engine) {
    case 'libretranslate':
      return libreTranslateEngine({
        url: settings.url,
        apiKey: settings.apiKey,
        timeoutMs: settings.timeoutMs,
        limits,
        fetch: doFetch,
      });
    case 'deepl':
      return deeplEngine({
        url: settings.url,
        apiKey: settings.apiKey ?? '',
        timeoutMs: settings.timeoutMs,
        limits,
        fetch: doFetch,
      });
    case 'openai':
      return chatModelEngine({
        url: settings.url,
        model: settings.model ?? '',
        apiKey: settings.apiKey,
        timeoutMs: settings.timeoutMs,
        fetch: doFetch,
      });
  }
}
