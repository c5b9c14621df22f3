/** Price alerts in the database. Every query about a user's alert is scoped to that user. */
import type { Kysely } from 'kysely';
import type { DB } from '../db';
import type { AlertChannel } from '../../domain/price-alerts';
import type { PriceAlertRow } from './tables';

export interface AlertListingRow {
  id: number;
  objekttitel: string;
  title_slug: string | null;
  status: string | null;
  kaufpreis: number | null;
  kaltmiete: number | null;
  vermarktungsart: string | null;
}

const listingColumns = [
  'id',
  'objekttitel',
  'title_slug',
  'status',
  'kaufpreis',
  'kaltmiete',
  'vermarktungsart',
] as const;

export function alertListing(db: Kysely<DB>, propertyId: number): Promise<AlertListingRow | undefined> {
  return db.selectFrom('properties').select(listingColumns).where('id', '=', propertyId).executeTakeFirst();
}

export async function alertListings(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, AlertListingRow>> {
  const out = new Map<number, AlertListingRow>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('properties')
      .select(listingColumns)
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(r.id, r);
  }
  return out;
}

export interface NewAlert {
  user_id: number;
  property_id: number;
  target_price: number;
  notes: string | null;
  channels: AlertChannel[];
  lang: string;
  price_at_creation: number;
  now: number;
}

/** Inserts the alert; undefined when the user already has one for this listing. */
export async function insertAlert(db: Kysely<DB>, a: NewAlert): Promise<PriceAlertRow | undefined> {
  return db
    .insertInto('price_alerts')
    .values({
      user_id: a.user_id,
      property_id: a.property_id,
      target_price: a.target_price,
      notes: a.notes,
      channels: JSON.stringify(a.channels),
      active: 1,
      lang: a.lang,
      price_at_creation: a.price_at_creation,
      created_at: a.now,
      updated_at: a.now,
      fired_at: null,
      fired_price: null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'property_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function alertsOfUser(db: Kysely<DB>, userId: number): Promise<PriceAlertRow[]> {
  return db
    .selectFrom('price_alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function alertOfUser(db: Kysely<DB>, userId: number, id: number): Promise<PriceAlertRow | undefined> {
  return db
    .selectFrom('price_alerts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user's alert for one listing (there is at most one: a unique index on user and listing). */
export function alertOfUserForListing(
  db: Kysely<DB>,
  userId: number,
  propertyId: number,
): Promise<PriceAlertRow | undefined> {
  return db
    .selectFrom('price_alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
}

export interface AlertChanges {
  target_price?: number;
  notes?: string | null;
  channels?: AlertChannel[];
  active?: boolean;
}

/** Changes an alert that has not fired; undefined when it is not the user's or fired meanwhile. */
export function updateAlert(
  db: Kysely<DB>,
  userId: number,
  id: number,
  changes: AlertChanges,
  now: number,
): Promise<PriceAlertRow | undefined> {
  return db
    .updateTable('price_alerts')
    .set({
      ...(changes.target_price !== undefined ? { target_price: changes.target_price } : {}),
      ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
      ...(changes.channels !== undefined ? { channels: JSON.stringify(changes.channels) } : {}),
      ...(changes.active !== undefined ? { active: changes.active ? 1 : 0 } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('fired_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteAlert(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const r = await db.deleteFrom('price_alerts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The alerts that may still fire (active, never fired), for the check. */
export function waitingAlerts(db: Kysely<DB>) {
  return db
    .selectFrom('price_alerts')
    .select(['id', 'property_id', 'target_price', 'active', 'fired_at'])
    .where('active', '=', 1)
    .where('fired_at', 'is', null)
    .execute();
}

/** Marks the alert fired; false when it had fired already (another check got there first). */
export async function markFired(db: Kysely<DB>, id: number, price: number, now: number): Promise<boolean> {
  const r = await db
    .updateTable('price_alerts')
    .set({ fired_at: now, fired_price: price, updated_at: now })
    .where('id', '=', id)
    .where('fired_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** What the notification needs: the alert, its owner's address and name. */
export function firedAlertWithUser(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('price_alerts')
    .innerJoin('users', 'users.id', 'price_alerts.user_id')
    .selectAll('price_alerts')
    .select(['users.email as email', 'users.name as name', 'users.lang as user_lang'])
    .where('price_alerts.id', '=', id)
    .executeTakeFirst();
}
