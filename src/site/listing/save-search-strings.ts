/**
 * The strings "Suche speichern" is handed on the list and map search: the dialog's own, and the words the name
 * it proposes is built from (src/domain/search-agents/name.ts), so no locale file travels to the browser.
 */
import type { LangCode } from '~/i18n/languages';
import { pickStrings } from '~/i18n/t';
import { SEARCH_AGENT_UI_KEYS } from '~/domain/search-agents/ui-keys';
import { agentNameKeys } from '~/domain/search-agents/name-keys';

export function saveSearchStrings(lang: LangCode): Record<string, string> {
  return pickStrings(lang, [...new Set([...SEARCH_AGENT_UI_KEYS, ...agentNameKeys()])]);
}
