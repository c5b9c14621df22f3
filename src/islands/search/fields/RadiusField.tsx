/**
 * The radius around the town searched ("Umkreis"): listings within so many kilometres of it instead of in it.
 * Offered only when a town is chosen (a radius needs a centre); the list and the map search share the control.
 */
import type { SearchText } from '~/site/listing/search-text';
import { fill } from '~/domain/search/text';
import type { FieldProps } from './field-props';
import { inputCls, labelCls } from './styles';

/** The radii offered, in km; a radius from an address that is not among them is offered too. */
export const RADIUS_CHOICES = [5, 10, 25, 50] as const;

export function RadiusSelect({
  text,
  id,
  value,
  onChange,
  className = '',
}: {
  text: SearchText;
  id: string;
  value: number | null;
  onChange: (km: number | null) => void;
  className?: string;
}) {
  const s = text.s;
  const choices: number[] = [...RADIUS_CHOICES];
  if (value != null && !choices.includes(value)) choices.push(value);
  choices.sort((a, b) => a - b);
  return (
    <div className={className}>
      <label className={labelCls} htmlFor={id}>
        {s['form.radius']}
      </label>
      <select
        id={id}
        name="umkreis"
        className={`${inputCls} mt-1.5`}
        value={value ?? ''}
        data-radius
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{s['form.radiusNone']}</option>
        {choices.map((km) => (
          <option key={km} value={km}>
            {fill(s['form.radiusKm']!, { km })}
          </option>
        ))}
      </select>
    </div>
  );
}

export function RadiusField({ text, query, set }: FieldProps) {
  if (!query.ort) return null;
  return <RadiusSelect text={text} id="f-umkreis" value={query.umkreis} onChange={(umkreis) => set({ umkreis })} />;
}
