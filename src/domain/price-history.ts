/**
 * A listing's price history and the two card badges that come from it. Pure module: the importer records, the
 * build renders, and the browser re-checks a badge's expiry with the same rules.
 *
 * - A change is recorded when the price a card shows (purchase price, else monthly rent) moves from one stated
 *   amount to another. "Price on request" is no amount: going to it or coming back from it records nothing.
 * - "Preis gesenkt" (reduced) for 14 days after the latest change when it lowered the price.
 * - "Neu" for 7 days after the listing was published (published_at; none when that is unknown; created_at in
 *   snapshots from before published_at).
 * Static pages are built from one moment's data, so a badge carries the instant it stops being true
 * (`until`); the page hides it from then on, whether or not the site was rebuilt since.
 */
export interface PriceChange {
  /** ISO date-time (UTC) of the import that saw the change. */
  date: string;
  old: number;
  new: number;
}

export const REDUCED_BADGE_DAYS = 14;
export const NEW_BADGE_DAYS = 7;
const DAY_MS = 86_400_000;

export interface CardBadge {
  kind: 'reduced' | 'new';
  /** ISO date-time from which the badge is no longer true. */
  until: string;
}

/** The amount a listing's price history follows: kaufpreis, else kaltmiete; null when none is stated. */
export function trackedPrice(l: { kaufpreis: number | null; kaltmiete: number | null }): number | null {
  const p = l.kaufpreis || l.kaltmiete || 0;
  return p > 0 ? p : null;
}

/**
 * The history after one import: `previous` is the price the last import recorded (null = none stated or not seen
 * before), `current` this import's. Returns the same array when nothing changed.
 */
export function nextHistory(
  history: readonly PriceChange[],
  previous: number | null,
  current: number | null,
  now: string,
): readonly PriceChange[] {
  if (previous == null || current == null || previous === current) return history;
  return [...history, { date: now, old: previous, new: current }];
}

/** The badge a card shows at `now` (epoch ms): a recent reduction wins over being new; null when neither holds. */
export function cardBadge(
  l: { created_at: string; published_at?: string | null; price_history?: readonly PriceChange[] | undefined },
  now: number,
): CardBadge | null {
  const last = l.price_history?.at(-1);
  if (last && last.new < last.old) {
    const until = Date.parse(last.date) + REDUCED_BADGE_DAYS * DAY_MS;
    if (until > now) return { kind: 'reduced', until: new Date(until).toISOString() };
  }
  const published = l.published_at === undefined ? l.created_at : l.published_at;
  const created = published === null ? NaN : Date.parse(published);
  if (Number.isFinite(created)) {
    const until = created + NEW_BADGE_DAYS * DAY_MS;
    if (until > now) return { kind: 'new', until: new Date(until).toISOString() };
  }
  return null;
}

/** Whether a rendered badge is still true at `now` (the page's own check between builds). */
export function badgeStillTrue(until: string | null | undefined, now: number): boolean {
  if (!until) return false;
  const t = Date.parse(until);
  return Number.isFinite(t) && t > now;
}
