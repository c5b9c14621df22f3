/** Buy, rent or either: three radio buttons drawn as one segmented control. */
import type { SearchQuery } from '~/domain/search/query';
import type { FieldProps } from './field-props';
import { labelCls } from './styles';

export function DealField({ text, query, set }: FieldProps) {
  const s = text.s;
  const choices = [
    ['', s['form.any']],
    ['KAUF', s['form.buy']],
    ['MIETE_PACHT', s['form.rent']],
  ] as const;
  return (
    <fieldset>
      <legend className={labelCls}>{s['form.marketing']}</legend>
      <div className="mt-1.5 grid grid-cols-3 overflow-hidden rounded-md border border-slate-300 text-sm dark:border-slate-700">
        {choices.map(([value, label]) => (
          <label
            key={value}
            className="cursor-pointer text-center has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name="vermarktungsart"
              value={value}
              checked={(query.vermarktungsart ?? '') === value}
              onChange={() => set({ vermarktungsart: (value || null) as SearchQuery['vermarktungsart'] })}
              className="sr-only"
            />
            <span className="block px-2 py-1.5">{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
