/** The price-alert rules without a database: when an alert fires, when it is locked, what the forms accept. */
import { describe, expect, it } from 'vitest';
import { alertLock, listingPrice, matchPriceAlerts, type MatchableAlert } from '~/domain/price-alerts';
import { alertCreateSchema, alertUpdateSchema } from '~/domain/validation/price-alert';
import { portalSchedules } from '~/features/index';
import { PRICE_ALERT_CHECK } from '~/features/price-alerts/jobs';

const alert = (over: Partial<MatchableAlert> = {}): MatchableAlert => ({
  id: 1,
  property_id: 10,
  target_price: 300_000,
  active: 1,
  fired_at: null,
  ...over,
});

describe('matchPriceAlerts', () => {
  it('fires at or below the target, not above', () => {
    const at = [{ id: 10, price: 300_000, status: 'available' }];
    expect(matchPriceAlerts(at, [alert()])).toEqual([{ alert_id: 1, property_id: 10, price: 300_000 }]);
    expect(matchPriceAlerts([{ id: 10, price: 300_001, status: 'available' }], [alert()])).toEqual([]);
    expect(matchPriceAlerts([{ id: 10, price: 1, status: 'reserved' }], [alert()])).toHaveLength(1);
  });

  it('never for an inactive or already fired alert, a sold/rented/withdrawn listing or "price on request"', () => {
    const cheap = [{ id: 10, price: 1, status: 'available' }];
    expect(matchPriceAlerts(cheap, [alert({ active: 0 })])).toEqual([]);
    expect(matchPriceAlerts(cheap, [alert({ fired_at: 5 })])).toEqual([]);
    expect(matchPriceAlerts([{ id: 10, price: 1, status: 'sold' }], [alert()])).toEqual([]);
    expect(matchPriceAlerts([{ id: 10, price: 1, status: 'rented' }], [alert()])).toEqual([]);
    expect(matchPriceAlerts([], [alert()])).toEqual([]);
    expect(matchPriceAlerts([{ id: 10, price: null, status: 'available' }], [alert()])).toEqual([]);
  });

  // How long it takes is measured by npm run bench:alerts (target under a second), not here.
  it('matches 10,000 alerts against 10,000 listings, every other one at or below its target', () => {
    const listings = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, price: 100_000 + i, status: 'available' }));
    const alerts = Array.from({ length: 10_000 }, (_, i) =>
      alert({ id: i + 1, property_id: (i % 10_000) + 1, target_price: 100_000 + (i % 2 ? i : i - 1) }),
    );
    const matches = matchPriceAlerts(listings, alerts);
    expect(matches).toHaveLength(5000);
  });
});

describe('locks and prices', () => {
  it('fired, sold, rented and withdrawn lock an alert; available and reserved do not', () => {
    expect(alertLock({ fired_at: 1 }, { status: 'available' })).toBe('fired');
    expect(alertLock({ fired_at: null }, { status: 'sold' })).toBe('sold');
    expect(alertLock({ fired_at: null }, { status: 'rented' })).toBe('rented');
    expect(alertLock({ fired_at: null }, undefined)).toBe('withdrawn');
    expect(alertLock({ fired_at: null }, { status: 'reserved' })).toBeNull();
  });
  it('the shown price is the purchase price, else the rent; 0 or none is "price on request"', () => {
    expect(listingPrice({ kaufpreis: 5, kaltmiete: null })).toBe(5);
    expect(listingPrice({ kaufpreis: null, kaltmiete: 7 })).toBe(7);
    expect(listingPrice({ kaufpreis: 0, kaltmiete: 0 })).toBeNull();
  });
});

describe('forms', () => {
  it('accepts a valid alert and normalises notes and channels', () => {
    const ok = alertCreateSchema.parse({
      property_id: 3,
      target_price: 199_999.5,
      notes: '  ',
      channels: ['push', 'push'],
    });
    expect(ok).toEqual({ property_id: 3, target_price: 199_999.5, notes: null, channels: ['push'] });
  });
  it('refuses a bad target, no channel, unknown channels, long notes and an empty change', () => {
    for (const bad of [
      { property_id: 3, target_price: 0, channels: ['email'] },
      { property_id: 3, target_price: 1.234, channels: ['email'] },
      { property_id: 3, target_price: 2e9, channels: ['email'] },
      { property_id: 3, target_price: 100, channels: [] },
      { property_id: 3, target_price: 100, channels: ['sms'] },
      { property_id: 3, target_price: 100, channels: ['email'], notes: 'x'.repeat(1001) },
      { property_id: 3, target_price: 100, channels: ['email'], notes: 'a\u0000b' },
    ])
      expect(alertCreateSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
    expect(alertUpdateSchema.safeParse({}).success).toBe(false);
    expect(alertUpdateSchema.safeParse({ active: false }).success).toBe(true);
  });
});

describe('schedule', () => {
  it('checks daily at 07:00 (Vienna time, the schedules run in Europe/Vienna)', () => {
    const s = portalSchedules({ syncCron: 'off' }).find((x) => x.job === PRICE_ALERT_CHECK);
    expect(s).toMatchObject({ cron: '0 7 * * *', payload: { trigger: 'schedule' } });
  });
});
