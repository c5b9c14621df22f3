/**
 * The locale keys a search agent's proposed name reads (./name.ts): the chips' labels of the natural-language
 * search, without its order and sentence, and the name's own words. Apart from ./name.ts because listing the
 * chips' keys reads the natural-language search's word lists, which the browser need not load.
 */
import { nlStringKeys } from '../nl-search/describe';
import { AGENT_NAME_OWN_KEYS } from './name';

export function agentNameKeys(): string[] {
  const unused = (k: string) =>
    k.startsWith('search.sort.') || k.startsWith('nlSearch.summary') || k === 'nlSearch.chip.relevance';
  return [...new Set([...nlStringKeys().filter((k) => !unused(k)), ...AGENT_NAME_OWN_KEYS])];
}
