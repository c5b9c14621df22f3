/** Rooms from and to, 1 to 6, as two selects. */
import type { FieldProps } from './field-props';
import { inputCls, labelCls } from './styles';

const ROOM_COUNTS = [1, 2, 3, 4, 5, 6];

export function RoomsField({ text, query, set }: FieldProps) {
  const s = text.s;
  const ends = [
    ['zimmerVon', 'zimmer_von', s['form.from'], (n: number) => `${n}+`],
    ['zimmerBis', 'zimmer_bis', s['form.to'], (n: number) => String(n)],
  ] as const;
  return (
    <fieldset>
      <legend className={labelCls}>{s['form.roomsRange']}</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-2">
        {ends.map(([key, name, label, show]) => (
          <div key={key}>
            <label className="sr-only" htmlFor={`f-${name}`}>{`${s['form.roomsRange']} ${label}`}</label>
            <select
              id={`f-${name}`}
              name={name}
              className={inputCls}
              value={query[key] ?? ''}
              onChange={(e) => set({ [key]: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">{label}</option>
              {ROOM_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {show(n)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
