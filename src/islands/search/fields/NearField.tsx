/**
 * What must be near: public transport, a school or kindergarten, a supermarket (domain/places NEAR_FILTERS); the
 * note says the filters apply only where the distance is known. The list's form and the map search share it, so
 * both offer the same boxes under the same parameter.
 */
import { NEAR_FILTER_KEYS, type NearFilter } from '~/domain/places';
import type { FieldProps } from './field-props';
import { labelCls } from './styles';

/** The near filters with `what` turned on or off, in the filters' own order. */
export function toggleNear(nahe: readonly NearFilter[], what: NearFilter): NearFilter[] {
  const on = nahe.includes(what) ? nahe.filter((x) => x !== what) : [...nahe, what];
  return NEAR_FILTER_KEYS.filter((k) => on.includes(k));
}

export function NearField({ text, query, set, className = '' }: FieldProps & { className?: string }) {
  const s = text.s;
  const labels: Record<NearFilter, string> = {
    transit: s['form.near.transit'],
    school: s['form.near.school'],
    supermarket: s['form.near.supermarket'],
  };
  return (
    <fieldset data-near className={className}>
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
              onChange={() => set({ nahe: toggleNear(query.nahe, what) })}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
            />
            {labels[what]}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{s['form.near.note']}</p>
    </fieldset>
  );
}
