/**
 * The place filter: a combobox (WAI-ARIA 1.2 pattern) over the places in the index. What is typed and not chosen
 * from the list still counts when the field is left: a place the index knows by that name, else a town name as
 * typed. Without JavaScript it is the plain text field `ort` of the GET form.
 */
import { useId, useState } from 'react';
import type { SearchText } from '~/site/listing/search-text';
import {
  namedBezirk,
  resolveTypedLocation,
  suggestLocations,
  withLocation,
  type LocationOption,
} from '~/domain/search/locations';
import type { SearchQuery } from '~/domain/search/query';
import { fill } from '~/domain/search/text';
import { inputCls, labelCls } from './styles';
import { useOnChange } from './use-on-change';

export function LocationCombobox({
  text,
  query,
  options,
  onChange,
}: {
  text: SearchText;
  query: SearchQuery;
  options: LocationOption[];
  onChange: (q: SearchQuery) => void;
}) {
  const s = text.s;
  const id = useId();
  const current = query.bundesland
    ? (text.vocab.bundesland[query.bundesland] ?? query.bundesland)
    : (namedBezirk(query) ?? query.ort ?? query.plz ?? '');
  const [draft, setDraft] = useState(current);
  const [openList, setOpenList] = useState(false);
  const [active, setActive] = useState(0);
  useOnChange(current, () => setDraft(current));
  const suggestions = openList ? suggestLocations(options, draft) : [];
  const choose = (o: LocationOption | null) => {
    setOpenList(false);
    setDraft(o ? o.label : '');
    onChange(withLocation(query, o));
  };
  const commitTyped = () => {
    if (draft.trim() === current) return;
    if (!draft.trim()) return choose(null);
    const resolved = options.length ? resolveTypedLocation(options, draft) : null;
    if (resolved) choose(resolved);
    else onChange({ ...withLocation(query, null), ort: draft.trim() });
  };
  const listId = `${id}-list`;
  return (
    <div className="relative">
      <label className={labelCls} htmlFor={`${id}-input`}>
        {s['form.location']}
      </label>
      <input
        id={`${id}-input`}
        name="ort"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-activedescendant={suggestions.length ? `${id}-opt-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        placeholder={s['form.locationPlaceholder']}
        value={query.bundesland && draft === current ? current : draft}
        onChange={(e) => {
          setDraft(e.target.value);
          setOpenList(true);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && suggestions.length) {
            e.preventDefault();
            setActive((active + 1) % suggestions.length);
          } else if (e.key === 'ArrowUp' && suggestions.length) {
            e.preventDefault();
            setActive((active - 1 + suggestions.length) % suggestions.length);
          } else if (e.key === 'Enter') {
            e.preventDefault();
            if (suggestions[active]) choose(suggestions[active]!);
            else commitTyped();
          } else if (e.key === 'Escape') setOpenList(false);
        }}
        onBlur={() =>
          window.setTimeout(() => {
            if (openList) {
              setOpenList(false);
              commitTyped();
            }
          }, 150)
        }
        className={`${inputCls} mt-1.5`}
      />
      <p id={`${id}-hint`} className="sr-only">
        {s['form.locationHint']}
      </p>
      {suggestions.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          aria-label={s['form.suggestions']}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {suggestions.map((o, i) => (
            <li
              key={`${o.kind}:${o.value}`}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o);
              }}
              className="flex cursor-pointer items-center justify-between gap-2 px-3 py-1.5 aria-selected:bg-brand-50 dark:aria-selected:bg-slate-800"
            >
              <span>
                {o.label} <span className="text-xs text-slate-500 dark:text-slate-400">{s[`form.kind.${o.kind}`]}</span>
              </span>
              <span className="text-xs text-slate-600 dark:text-slate-400">{o.count}</span>
            </li>
          ))}
        </ul>
      )}
      {current && (
        <button
          type="button"
          className="mt-1 text-xs font-medium text-brand-700 underline dark:text-emerald-300"
          onClick={() => choose(null)}
        >
          {fill(s['form.clearLocation']!, { place: current })}
        </button>
      )}
    </div>
  );
}
