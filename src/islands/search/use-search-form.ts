/**
 * The filter form's state and handlers: the small screen's open/closed panel, changes to the search, the form's
 * sending (free text understood as filters), the reset, and the data a focused control needs.
 */
import { useCallback, useRef, useState, type FocusEvent, type FormEvent, type MouseEvent } from 'react';
import type { LocationOption } from '~/domain/search/locations';
import { activeFilterCount, emptyQuery, type SearchQuery } from '~/domain/search/query';
import type { LangCode } from '~/i18n/languages';
import type { SetQuery } from './fields/field-props';
import { loadFreeTextParser } from './load-parser';

export interface SearchFormEvents {
  query: SearchQuery;
  lang: LangCode;
  locOptions: LocationOption[];
  onChange: (q: SearchQuery, history?: 'push' | 'replace') => void;
  onSubmit: (q: SearchQuery) => void;
  /** The visitor turns to a control: 'text' for the free-text field (Pagefind), 'index' for the others. */
  /** What the field focused will need: Pagefind, the places (manifest) or the index parts of the search. */
  onNeedData: (kind: 'text' | 'place' | 'index') => void;
}

export function useSearchForm({ query, lang, locOptions, onChange, onSubmit, onNeedData }: SearchFormEvents) {
  const [open, setOpen] = useState(false);
  // Words the text box did not understand: shown under it, searched for only when the visitor adds them.
  const [unmatched, setUnmatched] = useState<string[]>([]);
  // The same function on every render, merging into the search of the latest one: the field groups render only
  // when the filters they read change (memoField), and one skipped must still change the search shown.
  const latest = useRef({ query, onChange });
  // eslint-disable-next-line react-hooks/refs -- the latest search and handler for the stable `set` below
  latest.current = { query, onChange };
  const set: SetQuery = useCallback(
    (patch, history = 'push') => latest.current.onChange({ ...latest.current.query, ...patch }, history),
    [],
  );
  return {
    open,
    /** How many filters are set, shown on the small screen's toggle. */
    active: activeFilterCount(query),
    set,
    unmatched,
    /** The words not understood become the free text: the visitor asked for it. */
    addTerm() {
      const words = unmatched.join(' ');
      setUnmatched([]);
      onSubmit({ ...query, q: words });
    },
    toggle(e: MouseEvent<HTMLAnchorElement>) {
      e.preventDefault();
      setOpen(!open);
    },
    submit(e: FormEvent<HTMLFormElement>) {
      e.preventDefault();
      setOpen(false);
      // What the text box understands (places, rooms, prices, areas, features) becomes filters; the rest is shown
      // with "add as search term" and is not searched for until then. The parser loads with the first search that
      // has text (and the Han-character slip table with the first that can use it).
      const typed = (e.currentTarget.elements.namedItem('q') as HTMLInputElement | null)?.value.trim() ?? query.q;
      setUnmatched([]);
      if (!typed) return onSubmit(query);
      void loadFreeTextParser(typed, lang).then(
        (m) => {
          const understood = m.understandFreeText(query, typed, lang, locOptions);
          setUnmatched(understood.unmatched);
          onSubmit(understood.query);
        },
        () => onSubmit({ ...query, q: typed }),
      );
    },
    focus(e: FocusEvent<HTMLFormElement>) {
      const name = (e.target as unknown as HTMLInputElement).name;
      onNeedData(name === 'q' ? 'text' : name === 'ort' ? 'place' : 'index');
    },
    reset(e: MouseEvent<HTMLAnchorElement>) {
      e.preventDefault();
      onChange(emptyQuery());
    },
  };
}
