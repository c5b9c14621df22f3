import { langFromStorageCode, storageCodeOf, type LangCode } from '../../i18n/languages';
import { readItem, writeItem } from './storage';

export const LANGUAGE_KEY = 'language';

export function storedLanguage(): LangCode {
  return langFromStorageCode(readItem(LANGUAGE_KEY));
}

export function storeLanguage(lang: LangCode): void {
  writeItem(LANGUAGE_KEY, storageCodeOf(lang));
}
