/**
 * The location combobox's listbox. Always in the page, hidden while empty, so the text box's aria-controls names
 * an element that exists. The places come first, then the postcodes in a group labelled as such (the listbox with
 * grouped options of the WAI-ARIA practices); the options are counted through both, the order the arrows go. An
 * option is taken on mouse-down, before the text box loses focus. Place names and postcodes are the Post's and the
 * feed's German ones: marked lang="de" on other languages' pages and isolated, so "8020 Graz" keeps its order in
 * Arabic and Persian.
 */
import type { SearchText } from '~/site/listing/search-text';
import type { LocationOption } from '~/domain/search/locations';

const optionCls =
  'flex cursor-pointer items-center justify-between gap-2 px-3 py-1.5 aria-selected:bg-brand-50 dark:aria-selected:bg-slate-800';
const noteCls = 'text-xs text-slate-600 dark:text-slate-400';

export function LocationSuggestions({
  id,
  optionId,
  text,
  places,
  postcodes,
  selected,
  onPick,
}: {
  id: string;
  optionId: (i: number) => string;
  text: SearchText;
  places: LocationOption[];
  postcodes: LocationOption[];
  selected: number;
  onPick: (o: LocationOption) => void;
}) {
  const s = text.s;
  const de = text.lang === 'de' ? undefined : 'de';
  const option = (o: LocationOption, i: number) => (
    // Focus stays in the text box, which names the active option (aria-activedescendant): no option takes it.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      key={`${o.kind}:${o.value}`}
      id={optionId(i)}
      role="option"
      aria-selected={i === selected}
      onMouseDown={(e) => {
        e.preventDefault();
        onPick(o);
      }}
      className={optionCls}
    >
      <span>
        {/* A Bundesland is named in the page's language; the other places keep their German names. */}
        {o.kind === 'bundesland' ? o.label : <bdi lang={de}>{o.label}</bdi>}{' '}
        <span className={noteCls}>{s[`form.kind.${o.kind}`]}</span>
      </span>
      <span className={noteCls}>{o.count}</span>
    </div>
  );
  const headingId = `${id}-postcodes`;
  return (
    <div
      id={id}
      role="listbox"
      aria-label={s['form.suggestions']}
      hidden={places.length + postcodes.length === 0}
      className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {places.map((o, i) => option(o, i))}
      {postcodes.length > 0 && (
        <div role="group" aria-labelledby={headingId}>
          <div
            id={headingId}
            role="presentation"
            className={`px-3 pt-2 pb-1 font-semibold ${noteCls} ${places.length ? 'border-t border-slate-200 dark:border-slate-700' : ''}`}
          >
            {s['form.postcodes']}
          </div>
          {postcodes.map((o, i) => option(o, places.length + i))}
        </div>
      )}
    </div>
  );
}
