/**
 * The filter form. Its field names are the URL parameters, so without JavaScript it is a plain GET form; with
 * JavaScript every change runs the search at once (numbers and text after a short pause in typing).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { SearchText } from '~/site/listing/search-text';
import {
  namedBezirk,
  resolveTypedLocation,
  suggestLocations,
  withLocation,
  type LocationOption,
} from '~/domain/search/locations';
import {
  activeFilterCount,
  DEFAULT_STATUSES,
  effectiveStatuses,
  emptyQuery,
  wienBezirkNumber,
  WIEN_BEZIRK_COUNT,
  type SearchQuery,
} from '~/domain/search/query';
import { WIEN_BEZIRKE } from '~/domain/wien-bezirke';
import { ENERGY_CLASSES, LISTING_STATUSES } from '~/domain/vocabulary';
import type { ListingStatus, Objektart } from '~/domain/listing';
import { fill } from '~/domain/search/text';
import type { FormOptions } from '~/domain/search/filter';

interface Props {
  text: SearchText;
  listPath: string;
  formPath: string;
  query: SearchQuery;
  options: FormOptions;
  locOptions: LocationOption[];
  onChange: (q: SearchQuery, history?: 'push' | 'replace') => void;
  onSubmit: (q: SearchQuery) => void;
  /** The visitor turns to a control: 'text' for the free-text field (Pagefind), 'index' for the others. */
  onNeedData: (kind: 'text' | 'index') => void;
}

/**
 * Calls `sync` when `key` changes after mount: a field follows the search when it changes from elsewhere (back,
 * reset) but keeps what the visitor typed before the island's first effects ran.
 */
function useOnChange(key: string, sync: () => void) {
  const prev = useRef(key);
  useEffect(() => {
    if (prev.current === key) return;
    prev.current = key;
    sync();
    // Runs on a change of key only; sync is a new closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

const inputCls =
  'w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900';
const labelCls = 'block text-sm font-medium text-slate-800 dark:text-slate-200';
const FEATURES_SHOWN = 8;

export function SearchForm({
  text,
  listPath,
  formPath,
  query,
  options,
  locOptions,
  onChange,
  onSubmit,
  onNeedData,
}: Props) {
  const s = text.s;
  const v = text.vocab;
  const [open, setOpen] = useState(false);
  const [moreFeatures, setMoreFeatures] = useState(false);
  const set = (patch: Partial<SearchQuery>, history: 'push' | 'replace' = 'push') =>
    onChange({ ...query, ...patch }, history);
  const toggleIn = <T extends string>(list: T[], value: T): T[] =>
    list.includes(value) ? list.filter((x) => x !== value) : [...list, value];
  const active = activeFilterCount(query);
  const oneType = query.objektart.length === 1 ? query.objektart[0]! : null;
  // Every group is rendered once and those of other types are hidden: a type change then toggles attributes of a
  // dozen groups instead of removing and creating their options (it is the change's frame the visitor waits for).
  const subtypeGroups = options.objektarten.map((o) => o.value).filter((o) => options.subtypes[o]?.length);
  const subtypesShown = subtypeGroups.some((o) => !oneType || o === oneType);
  const features =
    moreFeatures || query.ausstattung.some((f) => !options.features.slice(0, FEATURES_SHOWN).includes(f))
      ? options.features
      : options.features.slice(0, FEATURES_SHOWN);
  const rent = query.vermarktungsart === 'MIETE_PACHT';
  // With no status chosen the list shows available and reserved listings, so those two boxes show as ticked.
  const shownStatuses = effectiveStatuses(query);

  return (
    <div id="filters" className="search-filters scroll-mt-24" data-open={open}>
      <a
        href="#filters"
        className="search-filters-toggle mb-3 inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold lg:hidden dark:border-slate-700"
        aria-expanded={open}
        aria-controls="property-search-form"
        onClick={(e) => {
          e.preventDefault();
          setOpen(!open);
        }}
      >
        {s['form.toggle']}
        {active > 0 && ` (${active})`}
      </a>
      <form
        id="property-search-form"
        method="get"
        action={formPath}
        role="search"
        aria-label={s['form.heading']}
        className="search-filters-body space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900"
        onSubmit={(e) => {
          e.preventDefault();
          setOpen(false);
          // What the text box understands (places, rooms, prices, areas, features) becomes filters; only the
          // rest stays free text. The parser loads with the first search that has text.
          const typed = (e.currentTarget.elements.namedItem('q') as HTMLInputElement | null)?.value.trim() ?? query.q;
          if (!typed) return onSubmit(query);
          void import('~/domain/nl-search/understand').then(
            (m) => onSubmit(m.understandFreeText(query, typed, text.lang, locOptions)),
            () => onSubmit({ ...query, q: typed }),
          );
        }}
        onFocus={(e) => onNeedData((e.target as unknown as HTMLInputElement).name === 'q' ? 'text' : 'index')}
      >
        <h2 className="text-base font-semibold">{s['form.heading']}</h2>

        <fieldset>
          <legend className={labelCls}>{s['form.marketing']}</legend>
          <div className="mt-1.5 grid grid-cols-3 overflow-hidden rounded-md border border-slate-300 text-sm dark:border-slate-700">
            {(
              [
                ['', s['form.any']],
                ['KAUF', s['form.buy']],
                ['MIETE_PACHT', s['form.rent']],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="cursor-pointer text-center has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
              >
                <input
                  type="radio"
                  name="vermarktungsart"
                  value={value}
                  checked={(query.vermarktungsart ?? '') === value}
                  onChange={() => set({ vermarktungsart: (value || null) as SearchQuery['vermarktungsart'] })}
                  className="sr-only"
                />
                <span className="block px-2 py-1.5">{label}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <label className={labelCls} htmlFor="f-objektart">
            {s['form.type']}
          </label>
          <select
            id="f-objektart"
            name="objektart"
            className={`${inputCls} mt-1.5`}
            value={query.objektart.length > 1 ? '__several' : (query.objektart[0] ?? '')}
            onChange={(e) => set({ objektart: e.target.value ? [e.target.value as Objektart] : [], untergruppe: [] })}
          >
            <option value="">{s['form.typeAny']}</option>
            {query.objektart.length > 1 && (
              <option value="__several" disabled>
                {s['form.typeSeveral']}
              </option>
            )}
            {options.objektarten.map((o) => (
              <option key={o.value} value={o.value}>
                {v.objektart[o.value] ?? o.value}
              </option>
            ))}
          </select>
        </div>

        {subtypesShown && (
          <div>
            <label className={labelCls} htmlFor="f-untergruppe">
              {s['form.subtype']}
            </label>
            <select
              id="f-untergruppe"
              name="untergruppe"
              className={`${inputCls} mt-1.5`}
              value={query.untergruppe[0] ?? ''}
              onChange={(e) => set({ untergruppe: e.target.value ? [e.target.value] : [] })}
            >
              <option value="">{s['form.subtypeAny']}</option>
              {subtypeGroups.map((o) => (
                <optgroup
                  key={o}
                  label={v.objektart[o] ?? o}
                  hidden={!!oneType && o !== oneType}
                  disabled={!!oneType && o !== oneType}
                >
                  {options.subtypes[o]!.map((sub) => (
                    <option key={`${o}:${sub}`} value={sub}>
                      {v.subtype[`${o}:${sub}`] ?? sub}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        )}

        <LocationField text={text} query={query} options={locOptions} onChange={(q) => onChange(q)} />

        {(!query.bundesland || query.bundesland === 'wien') && !query.ort && !query.plz && (
          <WienDistricts text={text} query={query} onChange={(bezirk) => set({ bezirk })} />
        )}

        <RangeField
          legend={rent ? s['form.priceRent']! : s['form.price']!}
          names={['preis_von', 'preis_bis']}
          values={[query.preisVon, query.preisBis]}
          text={text}
          step={rent ? 50 : 10000}
          onCommit={([a, b]) => set({ preisVon: a, preisBis: b })}
        />
        <RangeField
          legend={s['form.area']!}
          names={['flaeche_von', 'flaeche_bis']}
          values={[query.flaecheVon, query.flaecheBis]}
          text={text}
          step={5}
          onCommit={([a, b]) => set({ flaecheVon: a, flaecheBis: b })}
        />

        <fieldset>
          <legend className={labelCls}>{s['form.roomsRange']}</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-2">
            {(
              [
                ['zimmerVon', 'zimmer_von', s['form.from'], (n: number) => `${n}+`],
                ['zimmerBis', 'zimmer_bis', s['form.to'], (n: number) => String(n)],
              ] as const
            ).map(([key, name, label, show]) => (
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
                  {[1, 2, 3, 4, 5, 6].map((n) => (
                    <option key={n} value={n}>
                      {show(n)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        </fieldset>

        <RangeField
          legend={s['form.plot']!}
          names={['grundflaeche_von', 'grundflaeche_bis']}
          values={[query.grundflaecheVon, query.grundflaecheBis]}
          text={text}
          step={100}
          onCommit={([a, b]) => set({ grundflaecheVon: a, grundflaecheBis: b })}
        />

        {options.features.length > 0 && (
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
                    onChange={() => set({ ausstattung: toggleIn(query.ausstattung, f) })}
                    className="h-4 w-4 accent-brand-600"
                  />
                  {v.feature[f] ?? f}
                </label>
              ))}
            </div>
            {options.features.length > features.length && (
              <button
                type="button"
                className="mt-1 text-sm font-medium text-brand-700 underline dark:text-emerald-300"
                onClick={() => setMoreFeatures(true)}
              >
                {s['form.moreFilters']}
              </button>
            )}
          </fieldset>
        )}

        <fieldset>
          <legend className={labelCls}>{s['form.highlights']}</legend>
          <div className="mt-1.5 grid gap-1">
            {(
              [
                ['aussenflaeche', 'aussenflaeche', s['form.outdoor']],
                ['provisionsfrei', 'provisionsfrei', s['form.commissionFree']],
                ['erstbezug', 'erstbezug', s['form.newBuild']],
              ] as const
            ).map(([key, name, label]) => (
              <label key={key} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name={name}
                  value="1"
                  checked={query[key]}
                  onChange={() => set({ [key]: !query[key] })}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <label className={labelCls} htmlFor="f-verfuegbar">
            {s['form.availableFrom']}
          </label>
          <input
            id="f-verfuegbar"
            name="verfuegbar_ab"
            type="date"
            className={`${inputCls} mt-1.5`}
            value={query.verfuegbarAb ?? ''}
            aria-describedby="f-verfuegbar-hint"
            onChange={(e) =>
              set({ verfuegbarAb: /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) ? e.target.value : null }, 'replace')
            }
          />
          <p id="f-verfuegbar-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {s['form.availableFromHint']}
          </p>
        </div>

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

        <fieldset>
          <legend className={labelCls}>{s['form.status']}</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-1">
            {LISTING_STATUSES.map((st) => (
              <label key={st} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="status"
                  value={st}
                  checked={shownStatuses.includes(st)}
                  onChange={() => set({ status: statusesAfterToggle(shownStatuses, st) })}
                  className="h-4 w-4 accent-brand-600"
                />
                {v.status[st]}
              </label>
            ))}
          </div>
        </fieldset>

        <TextField text={text} value={query.q} onCommit={(q, history) => set({ q }, history)} />

        <div className="flex flex-col gap-2">
          <button
            type="submit"
            className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {s['form.submit']}
          </button>
          <a
            href={listPath}
            className="text-center text-sm font-medium text-brand-700 underline dark:text-emerald-300"
            onClick={(e) => {
              e.preventDefault();
              onChange(emptyQuery());
            }}
          >
            {s['form.reset']}
          </a>
        </div>
      </form>
    </div>
  );
}

/** The status filter after ticking or unticking one box; the default pair is stored as "no filter". */
function statusesAfterToggle(shown: readonly ListingStatus[], st: ListingStatus): ListingStatus[] {
  const next = shown.includes(st) ? shown.filter((x) => x !== st) : [...shown, st];
  const isDefault = next.length === DEFAULT_STATUSES.length && DEFAULT_STATUSES.every((x) => next.includes(x));
  return isDefault ? [] : next;
}

/**
 * Vienna's 23 districts as boxes to tick, any of which may match. A disclosure (open while any is ticked) keeps
 * the form short; it works without JavaScript like the rest of the form.
 */
function WienDistricts({
  text,
  query,
  onChange,
}: {
  text: SearchText;
  query: SearchQuery;
  onChange: (bezirk: string[]) => void;
}) {
  const s = text.s;
  const chosen = query.bezirk.map(wienBezirkNumber).filter((n): n is number => n != null);
  const others = query.bezirk.filter((b) => wienBezirkNumber(b) == null);
  const toggle = (n: number) => {
    const next = chosen.includes(n) ? chosen.filter((x) => x !== n) : [...chosen, n];
    onChange([...others, ...next.sort((a, b) => a - b).map(String)]);
  };
  return (
    <details className="group" open={chosen.length > 0 || undefined}>
      <summary className="cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-200">
        {s['form.wienDistricts']}
        {chosen.length > 0 && ` (${fill(s['form.wienDistrictsChosen']!, { count: chosen.length })})`}
      </summary>
      <fieldset className="mt-1.5">
        <legend className="sr-only">{s['form.wienDistricts']}</legend>
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-1">
          {Array.from({ length: WIEN_BEZIRK_COUNT }, (_, i) => i + 1).map((n) => (
            <label key={n} className="flex items-center gap-2 text-sm" lang="de">
              <input
                type="checkbox"
                name="bezirk"
                value={n}
                checked={chosen.includes(n)}
                onChange={() => toggle(n)}
                className="h-4 w-4 accent-brand-600"
              />
              {`${n}. ${WIEN_BEZIRKE[n - 1]}`}
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  );
}

/** Two number inputs; a value counts once typing pauses or the field is left. */
function RangeField({
  legend,
  names,
  values,
  text,
  step,
  onCommit,
}: {
  legend: string;
  names: [string, string];
  values: [number | null, number | null];
  text: SearchText;
  step: number;
  onCommit: (v: [number | null, number | null]) => void;
}) {
  const s = text.s;
  const id = useId();
  const [draft, setDraft] = useState<[string, string]>([values[0]?.toString() ?? '', values[1]?.toString() ?? '']);
  const timer = useRef(0);
  // Follow the search when it changes from elsewhere (back/forward, reset).
  useOnChange(`${values[0]}|${values[1]}`, () => setDraft([values[0]?.toString() ?? '', values[1]?.toString() ?? '']));
  const parse = (x: string): number | null => {
    const n = Number(
      x
        .replace(/\s/g, '')
        .replace(/\.(?=\d{3}\b)/g, '')
        .replace(',', '.'),
    );
    return x.trim() === '' || !Number.isFinite(n) || n < 0 ? null : n;
  };
  const commit = (d: [string, string]) => {
    window.clearTimeout(timer.current);
    const next: [number | null, number | null] = [parse(d[0]), parse(d[1])];
    if (next[0] !== values[0] || next[1] !== values[1]) onCommit(next);
  };
  const update = (i: 0 | 1, value: string) => {
    const d: [string, string] = i === 0 ? [value, draft[1]] : [draft[0], value];
    setDraft(d);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commit(d), 600);
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

function TextField({
  text,
  value,
  onCommit,
}: {
  text: SearchText;
  value: string;
  onCommit: (q: string, history: 'push' | 'replace') => void;
}) {
  const s = text.s;
  const [draft, setDraft] = useState(value);
  const timer = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  useOnChange(value, () => setDraft(value));
  // A search sent with the form (Enter, the button) takes the text as it understands it; the pause's commit of the
  // raw text, still pending when the visitor types and sends at once, would come after it and undo its filters.
  useEffect(() => {
    const form = input.current?.form;
    const cancel = () => window.clearTimeout(timer.current);
    form?.addEventListener('submit', cancel);
    return () => form?.removeEventListener('submit', cancel);
  }, []);
  return (
    <div>
      <label className={labelCls} htmlFor="f-q">
        {s['form.text']}
      </label>
      <input
        ref={input}
        id="f-q"
        name="q"
        type="search"
        maxLength={120}
        placeholder={s['form.textPlaceholder']}
        value={draft}
        onChange={(e) => {
          const next = e.target.value;
          setDraft(next);
          window.clearTimeout(timer.current);
          // While typing, the history gets one entry per pause, not one per letter.
          timer.current = window.setTimeout(() => onCommit(next.trim(), 'replace'), 350);
        }}
        className={`${inputCls} mt-1.5`}
      />
    </div>
  );
}

/** A combobox (WAI-ARIA 1.2 pattern) over the places in the index. */
function LocationField({
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
