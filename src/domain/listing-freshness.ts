/**
 * How fresh a listing is: when its agency last confirmed it (`confirmed_at`, the time of the last feed that
 * carried it, changed or not). A listing not confirmed for STALE_AFTER_DAYS leaves the search (the build's list and
 * search index skip it) while its page stays, marked as no longer confirmed: a link to it keeps working and says
 * why it is no longer found. Its status (reserved, sold, let) is shown as it is until the feed withdraws it;
 * staleness is about the confirmation only. A snapshot from before confirmations were kept says nothing about
 * them: such a listing is not stale and its page names no confirmation (its last change is no confirmation).
 */
export const DEFAULT_STALE_AFTER_DAYS = 14;

const DAY_MS = 86_400_000;

export interface Confirmable {
  confirmed_at?: string | null;
}

/** The time of the listing's last confirmation (ISO), null when the snapshot does not know it. */
export function confirmedAt(l: Confirmable): string | null {
  return l.confirmed_at && !Number.isNaN(Date.parse(l.confirmed_at)) ? l.confirmed_at : null;
}

/** Whether the listing was last confirmed more than `staleAfterDays` before `now` (epoch ms). */
export function isStale(l: Confirmable, now: number, staleAfterDays = DEFAULT_STALE_AFTER_DAYS): boolean {
  const at = confirmedAt(l);
  return at !== null && now - Date.parse(at) > staleAfterDays * DAY_MS;
}

type Unit = 'minute' | 'hour' | 'day' | 'month' | 'year';

/**
 * The age of a time relative to `now` in the unit a person would use ("vor 3 Stunden", "vor 2 Tagen"), as
 * Intl.RelativeTimeFormat writes it in the locale. A time in the future (a feed's clock ahead) counts as now.
 * The same rule runs in the browser (src/client/listing/freshness.ts) to bring the text up to the visit's time.
 */
export function relativeAge(iso: string, now: number, locale: string): string {
  const ms = Math.max(0, now - Date.parse(iso));
  const minutes = Math.floor(ms / 60_000);
  const steps: Array<[Unit, number]> = [
    ['year', 365 * 24 * 60],
    ['month', 30 * 24 * 60],
    ['day', 24 * 60],
    ['hour', 60],
  ];
  const fmt = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of steps) if (minutes >= size) return fmt.format(-Math.floor(minutes / size), unit);
  return fmt.format(-minutes, 'minute');
}
