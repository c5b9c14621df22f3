/**
 * The place filter: a combobox over the places in the index and Austria's postcodes (WAI-ARIA 1.2 combobox pattern,
 * list autocomplete with automatic selection; the keys are in combobox-keys.ts). A town's name offers the town and,
 * in a group of their own, its postcodes; digits offer the postcodes starting with them. The postcode table comes
 * with the place book (src/domain/search/place-book.ts), loaded when the field is first focused. What is typed and
 * not chosen from the list still counts when the field is left: a postcode ("8020", "8020 Graz"), a place the index
 * knows by that name, else a town name as typed. Without JavaScript it is the plain text field `ort` of the GET
 * form, which the server reads by the same rules.
 */
import { useId, useRef, useState } from 'react';
import type { SearchText } from '~/site/listing/search-text';
import {
  namedBezirk,
  resolveTypedLocation,
  suggestLocationGroups,
  withLocation,
  type LocationOption,
} from '~/domain/search/locations';
import { loadPlaceBook, type PlaceBook } from '~/domain/search/place-book';
import type { SearchQuery } from '~/domain/search/query';
import { fill } from '~/domain/search/text';
import { CLOSED, comboboxKey, TYPED } from './combobox-keys';
import { LocationSuggestions } from './LocationSuggestions';
import { inputCls, labelCls } from './styles';
import { useOnChange } from './use-on-change';

/** How long a left field waits before it takes the typed text: a click on a suggestion comes first. */
const BLUR_GRACE_MS = 150;

/**
 * The place the search names, as the field shows it. A postcode shows with its postal place: as chosen from the
 * suggestions ("8041 Graz-Liebenau"), else as the index names it ("8041 Graz"), else alone (a postcode no listing
 * has, from the address).
 */
function placeOf(
  text: SearchText,
  query: SearchQuery,
  options: readonly LocationOption[],
  chosen: LocationOption | null,
): string {
  if (query.bundesland) return text.vocab.bundesland[query.bundesland] ?? query.bundesland;
  if (query.plz && !query.ort && !query.bezirk.length) {
    if (chosen?.kind === 'plz' && chosen.value === query.plz) return chosen.label;
    return options.find((o) => o.kind === 'plz' && o.value === query.plz)?.label ?? query.plz;
  }
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
  const [chosen, setChosen] = useState<LocationOption | null>(null);
  const current = placeOf(text, query, options, chosen);
  const [draft, setDraft] = useState(current);
  const [combo, setCombo] = useState(CLOSED);
  const [book, setBook] = useState<PlaceBook | null>(null);
  // The field follows the search when it changes from elsewhere (back, reset); a label that only grows its place
  // name once the index's places arrive ("8020" → "8020 Graz") replaces the text only while the visitor has not
  // changed it.
  const shown = useRef(current);
  useOnChange(current, () => {
    if (!combo.open || draft === shown.current) setDraft(current);
    shown.current = current;
  });
  const groupsFor = (t: string) => suggestLocationGroups(options, t, book ? book.postcodesFor : null);
  const groups = combo.open ? groupsFor(draft) : { places: [], postcodes: [] };
  const suggestions = [...groups.places, ...groups.postcodes];
  const expanded = suggestions.length > 0;
  const focused = expanded && combo.inList && combo.active < suggestions.length ? combo.active : -1;
  const choose = (o: LocationOption | null) => {
    setCombo(CLOSED);
    setChosen(o);
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
        onFocus={() => {
          // The postcode table: the suggestions offer the places of the index until it is here.
          if (!book) loadPlaceBook().then(setBook, () => {});
        }}
        onKeyDown={(e) => {
          // Closed, the list is not computed; the arrows that open it need to know whether it has anything.
          const closed = combo.open ? null : groupsFor(draft);
          const count = closed ? closed.places.length + closed.postcodes.length : suggestions.length;
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
        places={groups.places}
        postcodes={groups.postcodes}
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
