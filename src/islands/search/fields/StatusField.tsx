/** The listing statuses to show; with none chosen the list shows available and reserved listings. */
import type { ListingStatus } from '~/domain/listing';
import { DEFAULT_STATUSES, effectiveStatuses } from '~/domain/search/query';
import { LISTING_STATUSES } from '~/domain/vocabulary';
import type { FieldProps } from './field-props';
import { labelCls } from './styles';

export function StatusField({ text, query, set }: FieldProps) {
  // With no status chosen the list shows available and reserved listings, so those two boxes show as ticked.
  const shown = effectiveStatuses(query);
  return (
    <fieldset>
      <legend className={labelCls}>{text.s['form.status']}</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-1">
        {LISTING_STATUSES.map((st) => (
          <label key={st} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="status"
              value={st}
              checked={shown.includes(st)}
              onChange={() => set({ status: statusesAfterToggle(shown, st) })}
              className="h-4 w-4 accent-brand-600"
            />
            {text.vocab.status[st]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The status filter after ticking or unticking one box; the default pair is stored as "no filter". */
export function statusesAfterToggle(shown: readonly ListingStatus[], st: ListingStatus): ListingStatus[] {
  const next = shown.includes(st) ? shown.filter((x) => x !== st) : [...shown, st];
  const isDefault = next.length === DEFAULT_STATUSES.length && DEFAULT_STATUSES.every((x) => next.includes(x));
  return isDefault ? [] : next;
}
