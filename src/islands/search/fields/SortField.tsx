/**
 * The order of the results. It stands above the results, outside the filter form, and belongs to it through
 * form="property-search-form", so a search sent without JavaScript keeps its order.
 */
import { defaultSortFor, type SearchQuery } from '~/domain/search/query';
import type { FieldProps } from './field-props';

export function SortField({ text, query, set }: FieldProps) {
  const defaultSort = defaultSortFor(query);
  return (
    <label className="flex items-center gap-2 text-sm">
      <span>{text.s['sort.label']}</span>
      <select
        name="sortierung"
        form="property-search-form"
        value={query.sort === defaultSort ? '' : query.sort}
        onChange={(e) => set({ sort: (e.target.value || defaultSort) as SearchQuery['sort'] })}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
      >
        {/* The default order is sent as "" so that a form submitted without JavaScript gets the order
            that fits its search: relevance once words are typed, newest first otherwise. */}
        {Object.entries(text.vocab.sort)
          .filter(([value]) => value !== 'relevanz' || query.q)
          .map(([value, label]) => (
            <option key={value} value={value === defaultSort ? '' : value}>
              {label}
            </option>
          ))}
      </select>
    </label>
  );
}
