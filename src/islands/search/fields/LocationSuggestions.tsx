/**
 * The location combobox's listbox. Always in the page, hidden while empty, so the text box's aria-controls names
 * an element that exists. An option is taken on mouse-down, before the text box loses focus.
 */
import type { SearchText } from '~/site/listing/search-text';
import type { LocationOption } from '~/domain/search/locations';

export function LocationSuggestions({
  id,
  optionId,
  text,
  suggestions,
  selected,
  onPick,
}: {
  id: string;
  optionId: (i: number) => string;
  text: SearchText;
  suggestions: LocationOption[];
  selected: number;
  onPick: (o: LocationOption) => void;
}) {
  const s = text.s;
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={s['form.suggestions']}
      hidden={suggestions.length === 0}
      className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {suggestions.map((o, i) => (
        <li
          key={`${o.kind}:${o.value}`}
          id={optionId(i)}
          role="option"
          aria-selected={i === selected}
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(o);
          }}
          className="flex cursor-pointer items-center justify-between gap-2 px-3 py-1.5 aria-selected:bg-brand-50 dark:aria-selected:bg-slate-800"
        >
          <span>
            {o.label} <span className="text-xs text-slate-600 dark:text-slate-400">{s[`form.kind.${o.kind}`]}</span>
          </span>
          <span className="text-xs text-slate-600 dark:text-slate-400">{o.count}</span>
        </li>
      ))}
    </ul>
  );
}
