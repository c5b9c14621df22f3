/** Two number inputs, from and to; a value counts once typing pauses or the field is left. */
import { useId, useRef, useState } from 'react';
import type { SearchText } from '~/site/listing/search-text';
import { parseAmount } from './amount';
import { labelCls, inputCls } from './styles';
import { useOnChange } from './use-on-change';

type Range = [number | null, number | null];

/** How long typing must pause before a bound counts. */
const TYPING_PAUSE_MS = 600;

const drafts = (values: Range): [string, string] => [values[0]?.toString() ?? '', values[1]?.toString() ?? ''];

export function RangeField({
  legend,
  names,
  values,
  text,
  step,
  onCommit,
}: {
  legend: string;
  names: [string, string];
  values: Range;
  text: SearchText;
  step: number;
  onCommit: (v: Range) => void;
}) {
  const s = text.s;
  const id = useId();
  const [draft, setDraft] = useState(() => drafts(values));
  const timer = useRef(0);
  // Follow the search when it changes from elsewhere (back/forward, reset).
  useOnChange(`${values[0]}|${values[1]}`, () => setDraft(drafts(values)));
  const commit = (d: [string, string]) => {
    window.clearTimeout(timer.current);
    const next: Range = [parseAmount(d[0]), parseAmount(d[1])];
    if (next[0] !== values[0] || next[1] !== values[1]) onCommit(next);
  };
  const update = (i: 0 | 1, value: string) => {
    const d: [string, string] = i === 0 ? [value, draft[1]] : [draft[0], value];
    setDraft(d);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commit(d), TYPING_PAUSE_MS);
  };
  return (
    <fieldset>
      <legend className={labelCls}>{legend}</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-2">
        {([0, 1] as const).map((i) => (
          <div key={i}>
            <label
              htmlFor={`${id}-${i}`}
              className="sr-only"
            >{`${legend} ${i === 0 ? s['form.from'] : s['form.to']}`}</label>
            <input
              id={`${id}-${i}`}
              name={names[i]}
              type="number"
              inputMode="numeric"
              min={0}
              step={step}
              placeholder={i === 0 ? s['form.from'] : s['form.to']}
              value={draft[i]}
              onChange={(e) => update(i, e.target.value)}
              onBlur={() => commit(draft)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') commit(draft);
              }}
              className={inputCls}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
