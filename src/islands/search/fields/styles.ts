/** The filter form's shared control classes, so every field looks alike. */
export const inputCls =
  'w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900';
export const labelCls = 'block text-sm font-medium text-slate-800 dark:text-slate-200';
