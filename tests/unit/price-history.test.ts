/**
 * Price history and card badges: what the importer records (only real changes between stated amounts, durable
 * across runs, a damaged file moved aside), and when "Preis gesenkt" (14 days) and "Neu" (7 days) are shown.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { badgeStillTrue, cardBadge, nextHistory, trackedPrice } from '~/domain/price-history';
import { applyPriceHistory, MAX_CHANGES, priceHistoryFile } from '~/import/price-history';
import type { Listing } from '~/domain/listing';

const DAY = 86_400_000;
const at = (iso: string) => Date.parse(iso);

describe('recording rules', () => {
  it('the tracked price is the purchase price, else the rent; none for "price on request"', () => {
    expect(trackedPrice({ kaufpreis: 300_000, kaltmiete: null })).toBe(300_000);
    expect(trackedPrice({ kaufpreis: null, kaltmiete: 950 })).toBe(950);
    expect(trackedPrice({ kaufpreis: 0, kaltmiete: null })).toBeNull();
    expect(trackedPrice({ kaufpreis: null, kaltmiete: null })).toBeNull();
  });

  it('records a change between two stated amounts and nothing else', () => {
    const h0: never[] = [];
    expect(nextHistory(h0, 300_000, 300_000, '2026-11-01T00:00:00Z')).toBe(h0);
    expect(nextHistory(h0, null, 300_000, '2026-11-01T00:00:00Z')).toBe(h0);
    expect(nextHistory(h0, 300_000, null, '2026-11-01T00:00:00Z')).toBe(h0);
    expect(nextHistory(h0, 300_000, 280_000, '2026-11-02T00:00:00Z')).toEqual([
      { date: '2026-11-02T00:00:00Z', old: 300_000, new: 280_000 },
    ]);
  });
});

describe('badges', () => {
  const created = '2026-11-01T10:00:00Z';
  it('"Neu" for 7 days after first publication', () => {
    expect(cardBadge({ created_at: created }, at(created) + 6 * DAY)).toEqual({
      kind: 'new',
      until: '2026-11-08T10:00:00.000Z',
    });
    expect(cardBadge({ created_at: created }, at(created) + 7 * DAY)).toBeNull();
  });

  it('"Preis gesenkt" for 14 days after a reduction, ahead of "Neu"', () => {
    const l = { created_at: created, price_history: [{ date: '2026-11-03T00:00:00Z', old: 300_000, new: 290_000 }] };
    expect(cardBadge(l, at('2026-11-04T00:00:00Z'))?.kind).toBe('reduced');
    expect(cardBadge(l, at('2026-11-16T23:59:00Z'))).toEqual({ kind: 'reduced', until: '2026-11-17T00:00:00.000Z' });
    expect(cardBadge(l, at('2026-11-17T00:00:00Z'))).toBeNull();
  });

  it('a raise after the reduction ends the badge: the latest change counts', () => {
    const l = {
      created_at: '2026-01-01T00:00:00Z',
      price_history: [
        { date: '2026-11-03T00:00:00Z', old: 300_000, new: 290_000 },
        { date: '2026-11-05T00:00:00Z', old: 290_000, new: 295_000 },
      ],
    };
    expect(cardBadge(l, at('2026-11-06T00:00:00Z'))).toBeNull();
  });

  it('a pre-rendered badge is hidden once its time has passed', () => {
    expect(badgeStillTrue('2026-11-17T00:00:00.000Z', at('2026-11-16T00:00:00Z'))).toBe(true);
    expect(badgeStillTrue('2026-11-17T00:00:00.000Z', at('2026-11-17T00:00:00Z'))).toBe(false);
    expect(badgeStillTrue('nonsense', 0)).toBe(false);
    expect(badgeStillTrue(undefined, 0)).toBe(false);
  });
});

describe('the importer keeps the history in DATA_DIR', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  const tmp = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'price-history-'));
    dirs.push(d);
    return d;
  };
  const listing = (id: number, kaufpreis: number | null) =>
    ({ id, kaufpreis, kaltmiete: null, created_at: '2026-01-01T00:00:00Z' }) as unknown as Listing;

  it('records changes across runs, survives a run without a stated price, and sets price_history', () => {
    const dir = tmp();
    expect(
      applyPriceHistory(dir, [listing(1, 300_000), listing(2, 500_000)], '2026-11-01T00:00:00Z', { save: true }),
    ).toBe(0);
    const run2 = [listing(1, 280_000), listing(2, 500_000)];
    expect(applyPriceHistory(dir, run2, '2026-11-02T00:00:00Z', { save: true })).toBe(1);
    expect(run2[0]!.price_history).toEqual([{ date: '2026-11-02T00:00:00Z', old: 300_000, new: 280_000 }]);
    expect(run2[1]!.price_history).toBeUndefined();
    // price on request for a run, then a new amount: one change from the last stated price
    applyPriceHistory(dir, [listing(1, null)], '2026-11-03T00:00:00Z', { save: true });
    const run4 = [listing(1, 270_000)];
    applyPriceHistory(dir, run4, '2026-11-04T00:00:00Z', { save: true });
    expect(run4[0]!.price_history!.map((c) => [c.old, c.new])).toEqual([
      [300_000, 280_000],
      [280_000, 270_000],
    ]);
  });

  it('a dry run writes nothing; the history is bounded', () => {
    const dir = tmp();
    applyPriceHistory(dir, [listing(1, 100_000)], '2026-11-01T00:00:00Z', { save: false });
    expect(fs.existsSync(priceHistoryFile(dir))).toBe(false);
    for (let i = 0; i <= MAX_CHANGES + 5; i++)
      applyPriceHistory(dir, [listing(1, 100_000 + i)], `2026-11-01T00:${String(i % 60).padStart(2, '0')}:00Z`, {
        save: true,
      });
    const last = [listing(1, 90_000)];
    applyPriceHistory(dir, last, '2026-11-02T00:00:00Z', { save: true });
    expect(last[0]!.price_history).toHaveLength(MAX_CHANGES);
    expect(last[0]!.price_history!.at(-1)!.new).toBe(90_000);
  });

  it('a damaged file is moved aside, not overwritten', () => {
    const dir = tmp();
    fs.mkdirSync(path.dirname(priceHistoryFile(dir)), { recursive: true });
    fs.writeFileSync(priceHistoryFile(dir), '{"version":1,"listi');
    const lines: string[] = [];
    applyPriceHistory(dir, [listing(1, 1)], '2026-11-01T00:00:00Z', { save: true, log: (l) => lines.push(l) });
    expect(fs.readdirSync(path.dirname(priceHistoryFile(dir))).some((f) => f.includes('.damaged-'))).toBe(true);
    expect(lines[0]).toMatch(/unreadable/);
  });
});
