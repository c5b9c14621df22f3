/**
 * The stale rule (src/domain/listing-freshness.ts), the catalog that leaves stale listings out of the search but
 * keeps their pages, and the detail page's line saying when the agency last confirmed the listing.
 */
import { describe, expect, it } from 'vitest';
import { confirmedAt, isStale, relativeAge } from '~/domain/listing-freshness';
import { buildCatalog } from '~/site/build-catalog';
import { detailPage } from '~/site/listing/detail-model';
import { detailKey, detailPartKey } from '~/site/incremental/page-keys';
import { makeListings, makeProjects } from './search-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('the stale rule', () => {
  it('is stale once the last confirmation is more than the stale time ago', () => {
    const at = (ms: number) => ({ confirmed_at: ago(ms) });
    expect(isStale(at(14 * DAY), NOW, 14)).toBe(false);
    expect(isStale(at(14 * DAY + 1), NOW, 14)).toBe(true);
    expect(isStale(at(2 * DAY), NOW, 1)).toBe(true);
    expect(isStale(at(2 * DAY), NOW)).toBe(false);
  });

  it('holds nothing against a listing from a snapshot that kept no confirmations', () => {
    expect(confirmedAt({})).toBeNull();
    expect(isStale({}, NOW, 14)).toBe(false);
    expect(isStale({ confirmed_at: 'not a time' }, NOW, 14)).toBe(false);
  });

  it('tells the age in the unit a person would use, in the language of the page', () => {
    expect(relativeAge(ago(3 * HOUR + 5 * 60_000), NOW, 'de-AT')).toBe('vor 3 Stunden');
    expect(relativeAge(ago(2 * DAY + HOUR), NOW, 'de-AT')).toBe('vorgestern');
    expect(relativeAge(ago(5 * DAY), NOW, 'de-AT')).toBe('vor 5 Tagen');
    expect(relativeAge(ago(3 * HOUR), NOW, 'en-GB')).toBe('3 hours ago');
    expect(relativeAge(ago(10 * 60_000), NOW, 'en-GB')).toBe('10 minutes ago');
    // A feed whose clock runs ahead counts as confirmed now.
    expect(relativeAge(new Date(NOW + HOUR).toISOString(), NOW, 'en-GB')).toBe('this minute');
  });
});

describe('stale listings in the build', () => {
  const listings = makeListings(30, 5).map((l, i) => ({
    ...l,
    project_id: null,
    confirmed_at: ago(i < 3 ? 20 * DAY : 3 * HOUR),
  }));
  const projects = makeProjects(listings, 1);
  const staleIds = listings.slice(0, 3).map((l) => l.id);
  const catalog = buildCatalog(listings, projects, { now: NOW, staleAfterDays: 14 });

  it('leaves them out of the search index but keeps their pages', () => {
    expect([...catalog.stale].sort()).toEqual([...staleIds].sort());
    expect(catalog.listings).toHaveLength(30);
    for (const id of staleIds) expect(catalog.byId.has(id)).toBe(true);
    const indexed = new Set(catalog.table.id);
    expect(indexed.size).toBe(27);
    for (const id of staleIds) expect(indexed.has(id)).toBe(false);
  });

  it('renders a page again when its listing goes stale, and changes the search files', () => {
    const fresh = buildCatalog(listings, projects, { now: NOW - 10 * DAY, staleAfterDays: 14 });
    expect(fresh.stale.size).toBe(0);
    const l = listings[0]!;
    expect(detailKey(fresh, fresh.byId.get(l.id)!)).not.toBe(detailKey(catalog, catalog.byId.get(l.id)!));
    // and its price part, which a stale listing's page leaves empty
    expect(detailPartKey(fresh, fresh.byId.get(l.id)!, 'preis')).not.toBe(
      detailPartKey(catalog, catalog.byId.get(l.id)!, 'preis'),
    );
    expect(fresh.gen).not.toBe(catalog.gen);
  });

  it('says on the detail page when the agency last confirmed it, and marks a stale one', () => {
    const site = new URL('https://immoz.example');
    const fresh = detailPage(catalog.listing(listings[5]!.id)!, 'de', catalog, site);
    expect(fresh.freshness).toMatchObject({
      confirmedAt: listings[5]!.confirmed_at,
      // a date, the same whenever the page is built; the page's script tells the age at the visit
      text: 'Vom Anbieter bestätigt am 28. November 2026',
      stale: null,
    });
    const stale = detailPage(catalog.listing(staleIds[0]!)!, 'en', catalog, site);
    expect(stale.freshness?.text).toBe('Confirmed by the agency on 8 November 2026');
    expect(stale.freshness?.stale).toEqual({
      title: 'No longer confirmed as current',
      text: 'The agency has not confirmed this listing for more than 14 days; it no longer appears in the search.',
    });
    const { confirmed_at: _c, ...unknown } = listings[6]!;
    const old = buildCatalog([unknown, ...listings.slice(7)], projects, { now: NOW, staleAfterDays: 14 });
    expect(detailPage(old.listing(unknown.id)!, 'de', old, site).freshness).toBeNull();
  });
});
