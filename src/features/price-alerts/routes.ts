/**
 * /api/price-alerts: a signed-in user's price alerts. Guests get 401 with the note that an alert needs an
 * account; another user's alert answers 404, exactly like one that does not exist.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { ApiError } from '../../platform/errors';
import { pathId, readJson } from '../../platform/validate';
import { currentUser } from '../auth/session';
import { alertLock, isGone, listingPrice } from '../../domain/price-alerts';
import { alertCreateSchema, alertUpdateSchema } from '../../domain/validation/price-alert';
import {
  alertListing,
  alertListings,
  alertOfUser,
  alertOfUserForListing,
  alertsOfUser,
  deleteAlert,
  insertAlert,
  updateAlert,
  type AlertListingRow,
} from './repository';
import type { PriceAlertRow } from './tables';

/** Enough for anyone watching the market; a bound on what one account can store. */
export const MAX_ALERTS_PER_USER = 200;

const requireAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new ApiError(401, 'priceAlerts.errors.loginRequired');
  await next();
};

export function alertJson(row: PriceAlertRow, listing: AlertListingRow | undefined) {
  const lock = alertLock(row, listing);
  return {
    id: row.id,
    property_id: row.property_id,
    target_price: row.target_price,
    notes: row.notes,
    channels: JSON.parse(row.channels) as string[],
    active: row.active === 1,
    price_at_creation: row.price_at_creation,
    current_price: listing ? listingPrice(listing) : null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    fired_at: row.fired_at != null ? new Date(row.fired_at).toISOString() : null,
    fired_price: row.fired_price,
    editable: lock === null,
    locked_reason: lock,
    property: listing
      ? {
          id: listing.id,
          objekttitel: listing.objekttitel,
          title_slug: listing.title_slug,
          status: listing.status,
          vermarktungsart: listing.vermarktungsart,
        }
      : null,
  };
}

export function priceAlertRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireAccount);

  r.get('/', async (c) => {
    const db = c.get('ctx').database.db;
    const rows = await alertsOfUser(db, currentUser(c).id);
    const listings = await alertListings(db, [...new Set(rows.map((a) => a.property_id))]);
    return c.json({ success: true, data: rows.map((a) => alertJson(a, listings.get(a.property_id))) });
  });

  // The user's alert for one listing, or null: the detail page's dialog shows it filled in and edits it.
  r.get('/property/:propertyId', async (c) => {
    const db = c.get('ctx').database.db;
    const propertyId = pathId(c, 'propertyId');
    const row = await alertOfUserForListing(db, currentUser(c).id, propertyId);
    return c.json({ success: true, alert: row ? alertJson(row, await alertListing(db, propertyId)) : null });
  });

  r.post('/', async (c) => {
    const user = currentUser(c);
    const { database, now } = c.get('ctx');
    const input = await readJson(c, alertCreateSchema);
    const listing = await alertListing(database.db, input.property_id);
    if (!listing || isGone(listing.status)) throw new ApiError(422, 'priceAlerts.errors.notAvailable');
    const price = listingPrice(listing);
    if (price == null)
      throw new ApiError(422, 'priceAlerts.errors.priceUnavailable', {
        target_price: ['priceAlerts.errors.priceUnavailable'],
      });
    if (input.target_price >= price)
      throw new ApiError(422, 'priceAlerts.errors.targetNotLower', {
        target_price: ['priceAlerts.errors.targetNotLower'],
      });
    const existing = await alertsOfUser(database.db, user.id);
    if (existing.some((a) => a.property_id === input.property_id))
      throw new ApiError(409, 'priceAlerts.errors.alreadyExists');
    if (existing.length >= MAX_ALERTS_PER_USER) throw new ApiError(422, 'priceAlerts.errors.tooMany');
    const row = await insertAlert(database.db, {
      user_id: user.id,
      property_id: input.property_id,
      target_price: input.target_price,
      notes: input.notes ?? null,
      channels: input.channels,
      lang: c.get('lang'),
      price_at_creation: price,
      now: now(),
    });
    // the unique index answers a simultaneous second request
    if (!row) throw new ApiError(409, 'priceAlerts.errors.alreadyExists');
    return c.json(
      { success: true, message: c.get('t')('priceAlerts.messages.created'), alert: alertJson(row, listing) },
      201,
    );
  });

  r.patch('/:id', async (c) => {
    const user = currentUser(c);
    const { database, now } = c.get('ctx');
    const id = pathId(c);
    const alert = await alertOfUser(database.db, user.id, id);
    if (!alert) throw new ApiError(404, 'priceAlerts.errors.notFound');
    const input = await readJson(c, alertUpdateSchema);
    const listing = await alertListing(database.db, alert.property_id);
    if (alertLock(alert, listing)) throw new ApiError(409, 'priceAlerts.errors.notEditable');
    if (input.target_price !== undefined) {
      const price = listingPrice(listing!);
      if (price == null)
        throw new ApiError(422, 'priceAlerts.errors.priceUnavailable', {
          target_price: ['priceAlerts.errors.priceUnavailable'],
        });
      if (input.target_price >= price)
        throw new ApiError(422, 'priceAlerts.errors.targetNotLower', {
          target_price: ['priceAlerts.errors.targetNotLower'],
        });
    }
    const row = await updateAlert(database.db, user.id, id, input, now());
    // fired between the read and the write
    if (!row) throw new ApiError(409, 'priceAlerts.errors.notEditable');
    return c.json({
      success: true,
      message: c.get('t')('priceAlerts.messages.updated'),
      alert: alertJson(row, listing),
    });
  });

  r.delete('/:id', async (c) => {
    const id = pathId(c);
    if (!(await deleteAlert(c.get('ctx').database.db, currentUser(c).id, id)))
      throw new ApiError(404, 'priceAlerts.errors.notFound');
    return c.json({ success: true, message: c.get('t')('priceAlerts.messages.deleted') });
  });

  return r;
}
