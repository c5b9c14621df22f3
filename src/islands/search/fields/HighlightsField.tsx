/**
 * The yes-or-no filters visitors ask for most: outdoor space, no commission, first occupancy; and what must be near
 * (public transport, a school, a supermarket), which the note says applies only where the distance is known.
 */
import { NEAR_FILTER_KEYS, type NearFilter } from '~/domain/places';
import type { FieldProps } from './field-props';
import { labelCls } from './styles';

export function HighlightsField({ text, query, set }: FieldProps) {
  const s = text.s;
  // Each filter's key in the search is also its URL parameter, the box's name.
  const flags = [
    ['aussenflaeche', s['form.outdoor']],
    ['provisionsfrei', s['form.commissionFree']],
    ['erstbezug', s['form.newBuild']],
  ] as const;
  const near: Record<NearFilter, string> = {
    transit: s['form.near.transit'],
    school: s['form.near.school'],
    supermarket: s['form.near.supermarket'],
  };
  const toggleNear = (what: NearFilter) =>
    set({ nahe: query.nahe.includes(what) ? query.nahe.filter((x) => x !== what) : [...query.nahe, what] });
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
      <fieldset data-near>
        <legend className={labelCls}>{s['form.near.heading']}</legend>
        <div className="mt-1.5 grid gap-1">
          {NEAR_FILTER_KEYS.map((what) => (
            <label key={what} className="flex items-start gap-2 text-sm">
              {/* One parameter with a value a box: without JavaScript the form sends ?nahe=transit&nahe=school. */}
              <input
                type="checkbox"
                name="nahe"
                value={what}
                checked={query.nahe.includes(what)}
                onChange={() => toggleNear(what)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
              />
              {near[what]}
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{s['form.near.note']}</p>
      </fieldset>
    </>
  );
}
