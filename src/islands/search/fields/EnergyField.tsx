/** The energy class a listing must reach at least. */
import type { SearchQuery } from '~/domain/search/query';
import { ENERGY_CLASSES } from '~/domain/vocabulary';
import type { FieldProps } from './field-props';
import { inputCls, labelCls } from './styles';

export function EnergyField({ text, query, set }: FieldProps) {
  const s = text.s;
  return (
    <div>
      <label className={labelCls} htmlFor="f-energie">
        {s['form.energy']}
      </label>
      <select
        id="f-energie"
        name="energieklasse"
        className={`${inputCls} mt-1.5`}
        value={query.energieklasse ?? ''}
        onChange={(e) => set({ energieklasse: (e.target.value || null) as SearchQuery['energieklasse'] })}
      >
        <option value="">{s['form.energyAny']}</option>
        {ENERGY_CLASSES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}
