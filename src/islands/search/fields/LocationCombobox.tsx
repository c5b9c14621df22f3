/**
 * The place filter: a combobox over the places in the index (WAI-ARIA 1.2 combobox pattern, list autocomplete
 * with automatic selection; the keys are in combobox-keys.ts). What is typed and not chosen from the list still
 * counts when the field is left: a place the index knows by that name, else a town name as typed. Without
 * JavaScript it is the plain text field `ort` of the GET form.
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
import { CLOSED, comboboxKey, TYPED } from './combobox-keys';
import { LocationSuggestions } from './LocationSuggestions';
import { inputCls, labelCls } from './styles';
import { useOnChange } from './use-on-change';

/** How long a left field waits before it takes the typed text: a click on a suggestion comes first. */
const BLUR_GRACE_MS = 150;

/** The place the search names, as the field shows it. */
function placeOf(text: SearchText, query: SearchQuery): string {
  if (query.bundesland) return text.vocab.bundesland[query.bundesland] ?? query.bundesland;
  return namedBezirk(query) ?? query.ort ?? query.plz ?? '';
}

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
  const current = placeOf(text, query);
  const [draft, setDraft] = useState(current);
  const [combo, setCombo] = useState(CLOSED);
  useOnChange(current, () => setDraft(current));
  const suggestions = combo.open ? suggestLocations(options, draft) : [];
  const expanded = suggestions.length > 0;
  const focused = expanded && combo.inList && combo.active < suggestions.length ? combo.active : -1;
  const choose = (o: LocationOption | null) => {
    setCombo(CLOSED);
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
  const optionId = (i: number) => `${id}-opt-${i}`;
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
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={focused >= 0 ? optionId(focused) : undefined}
        aria-describedby={`${id}-hint`}
        placeholder={s['form.locationPlaceholder']}
        value={query.bundesland && draft === current ? current : draft}
        onChange={(e) => {
          setDraft(e.target.value);
          setCombo(TYPED);
        }}
        onKeyDown={(e) => {
          // Closed, the list is not computed; the arrows that open it need to know whether it has anything.
          const count = combo.open ? suggestions.length : suggestLocations(options, draft).length;
          const { state, take, handled } = comboboxKey(combo, e.key, count);
          if (handled) e.preventDefault();
          if (take === 'pick') return choose(suggestions[combo.active]!);
          setCombo(state);
          if (take === 'commit') commitTyped();
        }}
        onBlur={() =>
          window.setTimeout(() => {
            if (combo.open) {
              setCombo(CLOSED);
              commitTyped();
            }
          }, BLUR_GRACE_MS)
        }
        className={`${inputCls} mt-1.5`}
      />
      <p id={`${id}-hint`} className="sr-only">
        {s['form.locationHint']}
      </p>
      <LocationSuggestions
        id={listId}
        optionId={optionId}
        text={text}
        suggestions={suggestions}
        selected={combo.active}
        onPick={choose}
      />
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
