/**
 * The yes-or-no filters visitors ask for most: outdoor space, no commission, first occupancy; and what must be near
 * (public transport, a school, a supermarket: NearField, which the map search shows too).
 */
import type { FieldProps } from './field-props';
import { labelCls } from './styles';
import { NearField } from './NearField';

export function HighlightsField({ text, query, set }: FieldProps) {
  const s = text.s;
  // Each filter's key in the search is also its URL parameter, the box's name.
  const flags = [
    ['aussenflaeche', s['form.outdoor']],
    ['provisionsfrei', s['form.commissionFree']],
    ['erstbezug', s['form.newBuild']],
  ] as const;
  return (
    <>
      <fieldset>
        <legend className={labelCls}>{s['form.highlights']}</legend>
        <div className="mt-1.5 grid gap-1">
          {flags.map(([key, label]) => (
            <label key={key} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name={key}
                value="1"
                checked={query[key]}
                onChange={() => set({ [key]: !query[key] })}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <NearField text={text} query={query} set={set} />
    </>
  );
}
