/** The strings the search-agent islands show, picked per page so no locale file travels to the browser. */
export const SEARCH_AGENT_UI_KEYS = [
  'searchAgents.ui.save',
  'searchAgents.ui.dialogTitle',
  'searchAgents.ui.signIn',
  'searchAgents.ui.signInLink',
  'searchAgents.ui.name',
  'searchAgents.ui.namePlaceholder',
  'searchAgents.ui.email',
  'searchAgents.ui.emailHint',
  'searchAgents.ui.frequency',
  'searchAgents.ui.instant',
  'searchAgents.ui.daily',
  'searchAgents.ui.weekly',
  'searchAgents.ui.roomsFrom',
  'searchAgents.ui.roomsTo',
  'searchAgents.ui.channels',
  'searchAgents.ui.channelEmail',
  'searchAgents.ui.channelSms',
  'searchAgents.ui.phone',
  'searchAgents.ui.code',
  'searchAgents.ui.confirmCode',
  'searchAgents.ui.submit',
  'searchAgents.ui.cancel',
  'searchAgents.ui.close',
  'searchAgents.ui.toDashboard',
  'searchAgents.ui.heading',
  'searchAgents.ui.intro',
  'searchAgents.ui.empty',
  'searchAgents.ui.loading',
  'searchAgents.ui.loadFailed',
  'searchAgents.ui.failed',
  'searchAgents.ui.active',
  'searchAgents.ui.paused',
  'searchAgents.ui.pause',
  'searchAgents.ui.resume',
  'searchAgents.ui.edit',
  'searchAgents.ui.delete',
  'searchAgents.ui.confirmDelete',
  'searchAgents.ui.showResults',
  'searchAgents.ui.emailUnconfirmed',
  'searchAgents.ui.phoneUnconfirmed',
  'searchAgents.ui.saveChanges',
] as const;

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
