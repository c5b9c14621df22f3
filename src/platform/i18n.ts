/**
 * Messages for API answers and e-mails: the pages' i18next set-up (src/i18n/translations.ts) over locales/*.json
 * read from disk. The API also runs outside Vite (tsx scripts, the worker, the load benchmark), where the pages'
 * bundled files (`import.meta.glob`) do not exist. A missing key or language falls back to German.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createTranslations, type Messages, type Translate, type Translations } from '../i18n/translations';
import type { LangCode } from '../i18n/languages';
import { env } from '../config/env';

/** One i18next instance per folder of locale files (`LOCALES_DIR`, else locales/). */
const byDir = new Map<string, Translations>();

function readMessages(dir: string, lang: LangCode): Messages | null {
  const file = path.join(dir, `${lang}.json`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') console.warn(`[api] could not read ${file}:`, err);
    return null;
  }
}

/**
 * Forgets the files read so far (tests write their own locales; a deploy may replace them): translators asked for
 * after this read the files again.
 */
export function clearMessageCache(): void {
  byDir.clear();
}

/** The translation function for `lang` over the locale files in `dir` (default `LOCALES_DIR`, else locales/). */
export function serverTranslator(lang: LangCode, dir?: string): Translate {
  const resolved = path.resolve(dir ?? env().LOCALES_DIR ?? 'locales');
  let translations = byDir.get(resolved);
  if (!translations) {
    translations = createTranslations((code) => readMessages(resolved, code));
    byDir.set(resolved, translations);
  }
  return translations.forLanguage(lang);
}
