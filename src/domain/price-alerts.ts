/**
 * Price alerts: the rules that need no database, shared by the API, the check job, the dashboard and the
 * benchmark.
 * - An alert fires once, when the listing's price falls to or below the target, while the listing can still be
 *   had (not sold or rented, still published) and the alert is active.
 * - An alert that has fired, or whose listing is sold, rented or withdrawn, can no longer be edited (only deleted).
 */
export const ALERT_CHANNELS = ['email', 'push'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** Why an alert can no longer be edited; null while it can. */
export type AlertLock = 'fired' | 'sold' | 'rented' | 'withdrawn';

export interface AlertListing {
  id: number;
  /** The shown price (purchase price, else monthly rent); null for "price on request". */
  price: number | null;
  status: string | null;
}

export interface MatchableAlert {
  id: number;
  property_id: number;
  target_price: number;
  active: boolean | 0 | 1;
  fired_at: number | null;
}

export interface AlertMatch {
  alert_id: number;
  property_id: number;
  price: number;
}

/** The shown price of a listing row: kaufpreis, else kaltmiete; null when neither is a positive amount. */
export function listingPrice(l: { kaufpreis: number | null; kaltmiete: number | null }): number | null {
  const p = l.kaufpreis || l.kaltmiete || 0;
  return p > 0 ? p : null;
}

export function isGone(status: string | null | undefined): status is 'sold' | 'rented' {
  return status === 'sold' || status === 'rented';
}

/**
 * The alerts that fire now: active, not fired before, their listing published and not sold or rented, with a
 * stated price at or below the target. Linear in listings + alerts (one map lookup per alert).
 */
export function matchPriceAlerts(listings: Iterable<AlertListing>, alerts: Iterable<MatchableAlert>): AlertMatch[] {
  const byId = new Map<number, AlertListing>();
  for (const l of listings) byId.set(l.id, l);
  const out: AlertMatch[] = [];
  for (const a of alerts) {
    if (!a.active || a.fired_at != null) continue;
    const l = byId.get(a.property_id);
    if (!l || l.price == null || isGone(l.status)) continue;
    if (l.price <= a.target_price) out.push({ alert_id: a.id, property_id: a.property_id, price: l.price });
  }
  return out;
}

/** Why the alert can no longer be edited (its listing: undefined = withdrawn), or null. */
export function alertLock(
  alert: { fired_at: number | null },
  listing: { status: string | null } | undefined,
): AlertLock | null {
  if (alert.fired_at != null) return 'fired';
  if (!listing) return 'withdrawn';
  if (isGone(listing.status)) return listing.status;
  return null;
}

/** The largest target a form accepts: anything above is a typing slip, not a price. */
export const MAX_TARGET_PRICE = 1_000_000_000;
