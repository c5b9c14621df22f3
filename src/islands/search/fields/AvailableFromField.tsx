/** The date a listing must be available by; only a whole date counts, a half-typed one clears the filter. */
import type { FieldProps } from './field-props';
import { inputCls, labelCls } from './styles';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function AvailableFromField({ text, query, set }: FieldProps) {
  const s = text.s;
  return (
    <div>
      <label className={labelCls} htmlFor="f-verfuegbar">
        {s['form.availableFrom']}
      </label>
      <input
        id="f-verfuegbar"
        name="verfuegbar_ab"
        type="date"
        className={`${inputCls} mt-1.5`}
        value={query.verfuegbarAb ?? ''}
        aria-describedby="f-verfuegbar-hint"
        onChange={(e) => set({ verfuegbarAb: ISO_DATE.test(e.target.value) ? e.target.value : null }, 'replace')}
      />
      <p id="f-verfuegbar-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {s['form.availableFromHint']}
      </p>
    </div>
  );
}
