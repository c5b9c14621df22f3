/** The strings the search-agent islands show: the key list is shared with the pages that pick them. */
export { SEARCH_AGENT_UI_KEYS } from '~/domain/search-agents/ui-keys';

export type AgentStrings = Record<string, string>;

export function tr(strings: AgentStrings, key: string, vars: Record<string, string | number> = {}): string {
  return (strings[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';
export const buttonClass =
  'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';
export const secondaryButtonClass =
  'rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';
