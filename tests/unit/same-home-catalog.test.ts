/**
 * One home, one listing through the sync and the build: the snapshot marks a home two agencies offer (the first
 * listing carries both offers, the other names it), the build's search index holds the home once, under an offer
 * that is still confirmed, and each offer's page lists both.
 */
import { describe, expect, it } from 'vitest';
import type { Listing } from '~/domain/listing';
import { markSameHomes } from '~/import/same-homes';
import { buildCatalog } from '~/site/build-catalog';
import { sameHomeView } from '~/site/listing/same-home-model';
import { searchPrice } from '~/domain/search/index-format';
import { formatsForLang } from '~/i18n/formats';
import { makeListings } from './search-fixtures';

const NOW = Date.parse('2026-06-01T12:00:00Z');

function withTwin(confirmedFirst = '2026-05-31T06:00:00Z', change: (first: Listing) => void = () => {}) {
  const listings: Listing[] = makeListings(120).map((l) => ({ ...l, confirmed_at: '2026-05-31T06:00:00Z' }));
  const first = listings.find((l) => l.project_id === null && l.flaeche && l.kaufpreis)!;
  first.confirmed_at = confirmedFirst;
  change(first);
  const twin: Listing = {
    ...structuredClone(first),
    id: 9000,
    external_id: 'OTHER-1',
    agency: { ...first.agency, id: 'OTHER', name: 'Andere Immobilien GmbH' },
    kaufpreis: Math.round(first.kaufpreis! * 1.02),
    confirmed_at: '2026-05-31T06:00:00Z',
  };
  listings.push(twin);
  const groups = markSameHomes(listings, []);
  return { listings, first, twin, groups };
}

describe('one home, one listing', () => {
  it('the snapshot marks the home; the index holds it once; both pages list both offers', () => {
    const { listings, first, twin, groups } = withTwin();
    expect(groups).toContainEqual({ survivor: first.id, merged: [9000] });
    expect(first.offers!.map((o) => [o.id, o.agency.name])).toEqual([
      [first.id, first.agency.name],
      [9000, 'Andere Immobilien GmbH'],
    ]);
    expect(twin.duplicate_of).toBe(first.id);
    const merged = groups.reduce((n, g) => n + g.merged.length, 0);
    const c = buildCatalog(listings, [], { now: NOW });
    expect(c.shownAs.get(9000)).toBe(first.id);
    const indexed = new Set(c.built.rows.map((r) => (r as Listing).id));
    expect(indexed.has(first.id)).toBe(true);
    expect(indexed.has(9000)).toBe(false);
    expect(c.built.rows.length).toBe(listings.length - merged);
    // every listing keeps its page
    expect(c.byId.has(9000)).toBe(true);
    const onFirst = sameHomeView(c, first, 'de', 'Preis auf Anfrage')!;
    expect(onFirst.offers.map((o) => [o.id, o.current])).toEqual([
      [first.id, true],
      [9000, false],
    ]);
    expect(onFirst.offers[1]!.href).toBe('/immobilien/9000/' + twin.title_slug);
    expect(onFirst.shownUnder).toBeNull();
    const onTwin = sameHomeView(c, twin, 'en', 'Price on request')!;
    expect(onTwin.shownUnder).toBe(first.agency.name);
    expect(onTwin.offers[1]!.href).toBe('/en/immobilien/9000/' + twin.title_slug);
  });

  it('each offer shows the price its page and the cards show: for a rental the total monthly rent', () => {
    const { listings, first, twin } = withTwin(undefined, (l) => {
      l.vermarktungsart = 'MIETE_PACHT';
      l.kaufpreis = null;
      l.kaltmiete = 1195;
      l.price_on_request = false;
      l.preise = { ...l.preise, kaufpreis: null, kaltmiete: 1195, gesamtmiete: 1684.37 };
    });
    twin.kaufpreis = null;
    twin.preise = { ...twin.preise, gesamtmiete: 1700 };
    markSameHomes(listings, []);
    expect(first.offers!.map((o) => o.price)).toEqual([1684.37, 1700]);
    const c = buildCatalog(listings, [], { now: NOW });
    const f = formatsForLang('de');
    expect(sameHomeView(c, first, 'de', '-')!.offers.map((o) => o.price)).toEqual([
      f.rent(searchPrice(first), '-'),
      f.rent(1700, '-'),
    ]);
    expect(searchPrice(first)).toBe(1684.37);
  });

  it("while the first offer is stale, the home is found under the other agency's", () => {
    const { listings, first } = withTwin('2026-05-01T06:00:00Z');
    const c = buildCatalog(listings, [], { now: NOW });
    const indexed = new Set(c.built.rows.map((r) => (r as Listing).id));
    expect(c.stale.has(first.id)).toBe(true);
    expect(indexed.has(9000)).toBe(true);
    expect(c.shownAs.has(9000)).toBe(false);
    expect(sameHomeView(c, first, 'de', '-')!.offers[0]!.stale).toBe(true);
  });

  it('an editor’s split keeps the two apart at the next sync', () => {
    const { listings, first } = withTwin();
    const groups = markSameHomes(listings, [[first.id, 9000]]);
    expect(groups.some((g) => g.survivor === first.id)).toBe(false);
    expect(first.offers).toBeUndefined();
    expect(listings.find((l) => l.id === 9000)!.duplicate_of).toBeUndefined();
  });
});
