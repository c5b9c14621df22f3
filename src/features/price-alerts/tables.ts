/**
 * Price alerts of signed-in users: one per user and listing, fired once. Times are epoch milliseconds, channels
 * a JSON array ("email", "push"), flags 0/1.
 */
import type { Generated, Selectable } from 'kysely';
import type { Flag } from '../../platform/db/column-types';

export interface PriceAlertsTable {
  id: Generated<number>;
  user_id: number;
  property_id: number;
  target_price: number;
  notes: string | null;
  /** JSON array of AlertChannel. */
  channels: string;
  active: Flag;
  /** The language of the page it was set on: its mail is written in it. */
  lang: string;
  /** The price when the alert was set, for the mail's "before". */
  price_at_creation: number;
  created_at: number;
  updated_at: number;
  fired_at: number | null;
  fired_price: number | null;
}

export interface PriceAlertTables {
  price_alerts: PriceAlertsTable;
}

export type PriceAlertRow = Selectable<PriceAlertsTable>;
