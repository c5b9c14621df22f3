/** Features as boxes to tick: the most frequent first, the rest behind a "more" button. */
import { useState } from 'react';
import type { FeatureKey } from '~/domain/vocabulary';
import type { FieldProps } from './field-props';
import { labelCls } from './styles';

/** How many features show before "more"; a ticked one further down shows them all. */
const FEATURES_SHOWN = 8;

export function FeaturesField({ text, query, set, available }: FieldProps & { available: FeatureKey[] }) {
  const s = text.s;
  const [more, setMore] = useState(false);
  if (available.length === 0) return null;
  const first = available.slice(0, FEATURES_SHOWN);
  const features = more || query.ausstattung.some((f) => !first.includes(f)) ? available : first;
  const toggle = (f: FeatureKey) =>
    set({
      ausstattung: query.ausstattung.includes(f) ? query.ausstattung.filter((x) => x !== f) : [...query.ausstattung, f],
    });
  return (
    <fieldset>
      <legend className={labelCls}>{s['form.features']}</legend>
      <div className="mt-1.5 grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-1">
        {features.map((f) => (
          <label key={f} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="ausstattung"
              value={f}
              checked={query.ausstattung.includes(f)}
              onChange={() => toggle(f)}
              className="h-4 w-4 accent-brand-600"
            />
            {text.vocab.feature[f] ?? f}
          </label>
        ))}
      </div>
      {available.length > features.length && (
        <button
          type="button"
          className="mt-1 text-sm font-medium text-brand-700 underline dark:text-emerald-300"
          onClick={() => setMore(true)}
        >
          {s['form.moreFilters']}
        </button>
      )}
    </fieldset>
  );
}
