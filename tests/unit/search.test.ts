import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  emptyQuery,
  isUnfiltered,
  MAX_PAGE,
  PAGE_SIZE,
  parsePolygon,
  parseQuery,
  RESULTS_CAP,
  serializeQuery,
} from '~/domain/search/query';
import {
  buildSearchIndex,
  buildTitles,
  decodeIndex,
  decodeTitles,
  IndexFormatError,
  packKind,
  kindOf,
} from '~/domain/search/index-format';
import { foldKey } from '~/domain/text/fold';
import { cardFromListing, cardFromRow, completeCard, parseCardJson, cardFromCardJson } from '~/domain/search/cards';
import { facetCounts, featuresInUse, pointInPolygon, rowMatcher, runSearch, sortRows } from '~/domain/search/filter';
import { locationOptions, resolveTypedLocation, suggestLocations, withLocation } from '~/domain/search/locations';
import { NEW_BADGE_DAYS } from '~/domain/price-history';
import { makeListings } from './search-fixtures';

const listings = makeListings(600, 7);
const built = buildSearchIndex(listings, 'test');
const table = decodeIndex(JSON.parse(JSON.stringify(built.index)));
const titles = decodeTitles(buildTitles(built.rows, 'de', 'test'), table);
const byId = new Map(listings.map((l) => [l.id, l]));
const search = (qs: string, ctx = {}) => runSearch(table, parseQuery(qs).query, { titles, ...ctx });
const all = (qs: string, ctx = {}) => [...search(qs, ctx).rows].map((r) => byId.get(table.id[r]!)!);
/** What the list shows without a status filter: listings one can still get. */
const gettable = (l: { status: string }) => l.status === 'available' || l.status === 'reserved';
const ALL_STATUSES = 'status=available,reserved,sold,rented';

describe('search query (URL = the search)', () => {
  it('reads the footer links objektart=WOHNUNG, HAUS, GRUNDSTUECK', () => {
    for (const v of ['WOHNUNG', 'HAUS', 'GRUNDSTUECK'])
      expect(parseQuery(`objektart=${v}`).query.objektart).toEqual([v]);
    expect(parseQuery('?objektart=haus,Wohnung').query.objektart).toEqual(['HAUS', 'WOHNUNG']);
    expect(parseQuery('objektart=HAUS&objektart=HAUS').query.objektart).toEqual(['HAUS']);
  });
  it('drops invalid parameters one by one and says which', () => {
    const { query, dropped } = parseQuery(
      'objektart=SCHLOSS&preis_von=abc&preis_bis=500000&sortierung=zufall&seite=-3&energieklasse=Z&plz=12',
    );
    expect(query.objektart).toEqual([]);
    expect(query.preisVon).toBeNull();
    expect(query.preisBis).toBe(500000);
    expect(query.sort).toBe('neueste');
    expect(query.page).toBe(1);
    expect(dropped.sort()).toEqual(['energieklasse', 'objektart', 'plz', 'preis_von', 'seite', 'sortierung']);
  });
  it('understands Austrian number writing and swaps from/to typed the wrong way round', () => {
    expect(parseQuery('preis_von=250.000').query.preisVon).toBe(250000);
    expect(parseQuery('flaeche_von=72,5').query.flaecheVon).toBe(72.5);
    const q = parseQuery('preis_von=500000&preis_bis=100000').query;
    expect([q.preisVon, q.preisBis]).toEqual([100000, 500000]);
  });
  it('accepts friendly vermarktungsart aliases', () => {
    expect(parseQuery('vermarktungsart=miete').query.vermarktungsart).toBe('MIETE_PACHT');
    expect(parseQuery('vermarktungsart=KAUF').query.vermarktungsart).toBe('KAUF');
  });
  it('round-trips through the URL in a stable order, omitting defaults', () => {
    const qs =
      'vermarktungsart=KAUF&objektart=WOHNUNG,HAUS&preis_bis=400000&zimmer_von=3&bundesland=wien&ausstattung=balcony,lift&energieklasse=B&status=available&q=Dachterrasse&sortierung=preis_aufsteigend&seite=2';
    const q = parseQuery(qs).query;
    expect(serializeQuery(q)).toBe(qs);
    expect(parseQuery(serializeQuery(q)).query).toEqual(q);
    expect(serializeQuery(emptyQuery())).toBe('');
    expect(serializeQuery({ ...q, page: 1 })).not.toContain('seite');
  });
  it('caps paging at 1,000 results', () => {
    expect(RESULTS_CAP).toBe(1000);
    expect(MAX_PAGE).toBe(RESULTS_CAP / PAGE_SIZE);
    expect(parseQuery(`seite=${MAX_PAGE + 10}`)).toMatchObject({ dropped: [], query: { page: MAX_PAGE } });
    expect(parseQuery('seite=0').dropped).toEqual(['seite']);
  });
  it('knows an unfiltered search and counts active filters', () => {
    expect(isUnfiltered(parseQuery('sortierung=preis_aufsteigend&seite=3').query)).toBe(true);
    expect(isUnfiltered(parseQuery('objektart=HAUS').query)).toBe(false);
    expect(activeFilterCount(parseQuery('objektart=HAUS&preis_von=1&preis_bis=2&ausstattung=lift,garden').query)).toBe(
      4,
    );
  });
  it('needs at least 3 points for a polygon', () => {
    expect(parsePolygon('48.2,16.3;48.3,16.4')).toBeNull();
    expect(parsePolygon('48.2,16.3;48.3,16.4;48.1,16.5')).toHaveLength(3);
    expect(parsePolygon('48.2,16.3;x,16.4;48.1,16.5')).toBeNull();
    expect(parseQuery('polygon=1,2;3,4').dropped).toEqual(['polygon']);
  });
});

describe('search index', () => {
  it('packs and unpacks the categorical fields', () => {
    const k = packKind({
      vermarktungsart: 'MIETE_PACHT',
      objektart: 'ZIMMER',
      status: 'rented',
      hwbKlasse: 'G',
      fgeeKlasse: 'A++',
      bundesland: 'wien',
      energyMissing: true,
    });
    expect(kindOf.vermarktungsart(k)).toBe(1);
    expect(kindOf.objektart(k)).toBe(11);
    expect(kindOf.status(k)).toBe(3);
    expect(kindOf.hwbKlasse(k)).toBe(9);
    expect(kindOf.fgeeKlasse(k)).toBe(1);
    expect(kindOf.bundesland(k)).toBe(9);
    expect(kindOf.energyMissing(k)).toBe(1);
  });
  it('stores rows newest first; a card from the index plus the listing card JSON equals the listing’s own', async () => {
    const { listingCardOf } = await import('~/domain/listing-card');
    for (let r = 1; r < table.n; r++) expect(table.created[r - 1]!).toBeGreaterThanOrEqual(table.created[r]!);
    // A day after the newest listing came in: the newest cards say "Neu", the others nothing.
    const now = Date.parse(byId.get(table.id[0]!)!.created_at) + 86_400_000;
    let badges = 0;
    for (let r = 0; r < table.n; r += 37) {
      const l = byId.get(table.id[r]!)!;
      const partial = cardFromRow(table, r);
      expect(partial.partial).toBe(true);
      const json = parseCardJson(JSON.parse(JSON.stringify(listingCardOf(l, now))));
      expect(json).not.toBeNull();
      for (const lang of ['de', 'en']) {
        const own = cardFromListing(l, lang, now);
        if (own.badge) badges++;
        expect(completeCard(partial, json!, lang, now)).toEqual({ ...own, partial: false });
        expect(cardFromCardJson(JSON.parse(JSON.stringify(listingCardOf(l, now))), lang, now)).toEqual(own);
      }
    }
    expect(badges).toBeGreaterThan(0);
    expect(
      parseCardJson({
        id: 1,
        title_slug: 'x',
        objekttitel: 'X',
        objekttitel_translations: {},
        image: 3,
        energie: { hwb: null, fgee: null },
      }),
    ).toBeNull();
    expect(parseCardJson('<html>')).toBeNull();
    expect(cardFromCardJson({ ...listingCardOf(listings[0]!, Date.now()), status: 'gone' }, 'de')).toBeNull();
  });
  it('a card takes its badge at the moment it is given, not at the clock: shown before its end, not after', async () => {
    const { listingCardOf } = await import('~/domain/listing-card');
    const l = byId.get(table.id[0]!)!;
    const end = Date.parse(l.created_at) + NEW_BADGE_DAYS * 86_400_000;
    const until = new Date(end).toISOString();
    expect(cardFromListing(l, 'de', end - 1).badge).toEqual({ kind: 'new', until });
    expect(cardFromListing(l, 'de', end).badge).toBeNull();
    // the card JSON written at the build's moment; the browser drops its badge once that has passed
    const json = JSON.parse(JSON.stringify(listingCardOf(l, end - 1)));
    expect(json.badge).toEqual({ kind: 'new', until });
    expect(listingCardOf(l, end).badge).toBeNull();
    expect(cardFromCardJson(json, 'de', end - 1)?.badge).toEqual({ kind: 'new', until });
    expect(cardFromCardJson(json, 'de', end)?.badge).toBeNull();
    expect(completeCard(cardFromRow(table, 0), parseCardJson(json)!, 'de', end).badge).toBeNull();
  });
  it('writes titles per language with German fallback', () => {
    const file = buildTitles(built.rows, 'en', 'test');
    built.rows.forEach((l, r) => expect(file.t[r]).toBe(l.objekttitel_translations.en ?? l.objekttitel));
    expect(decodeTitles(file, table)).toEqual(file.t);
    expect(() => decodeTitles({ ...file, gen: 'other' }, table)).toThrow(/not the version asked for/);
  });
  it('decodes delta-encoded ids', () => {
    expect([...table.id].sort()).toEqual(listings.map((l) => l.id).sort());
  });
  it('rejects a file of another format instead of showing wrong results', () => {
    expect(() => decodeIndex({ ...built.index, v: 99 } as never)).toThrow(IndexFormatError);
    expect(() => decodeIndex({ ...built.index, cols: { ...built.index.cols, p: [1] } })).toThrow(/column p/);
  });
  it('folds umlauts for matching', () => {
    expect(foldKey('Wien 19., Döbling')).toBe('wien 19 doebling');
    expect(foldKey('St. Pölten')).toBe('st poelten');
  });
});

describe('filtering', () => {
  it('without filters finds every listing one can still get, newest first; all statuses when asked', () => {
    const res = search('');
    const open = listings.filter(gettable);
    expect(open.length).toBeLessThan(listings.length);
    expect(res.total).toBe(open.length);
    expect(res.pageRows).toHaveLength(PAGE_SIZE);
    expect(res.pageCount).toBe(Math.ceil(open.length / PAGE_SIZE));
    expect(search(ALL_STATUSES).total).toBe(listings.length);
  });
  it('filters by vermarktungsart, objektart and subtype', () => {
    const r = all('vermarktungsart=MIETE_PACHT&objektart=WOHNUNG&untergruppe=DACHGESCHOSS');
    expect(r.length).toBeGreaterThan(0);
    expect(
      r.every(
        (l) =>
          l.vermarktungsart === 'MIETE_PACHT' &&
          l.objektart === 'WOHNUNG' &&
          l.objektart_untergruppe === 'DACHGESCHOSS',
      ),
    ).toBe(true);
    expect(r.length).toBe(
      listings.filter(
        (l) =>
          gettable(l) &&
          l.vermarktungsart === 'MIETE_PACHT' &&
          l.objektart === 'WOHNUNG' &&
          l.objektart_untergruppe === 'DACHGESCHOSS',
      ).length,
    );
  });
  it('applies price, area, rooms and plot ranges; unknown values never match a range', () => {
    const r = all('vermarktungsart=KAUF&preis_von=200000&preis_bis=400000&flaeche_von=60&zimmer_von=3');
    const expected = listings.filter(
      (l) =>
        gettable(l) &&
        l.vermarktungsart === 'KAUF' &&
        !l.price_on_request &&
        l.kaufpreis != null &&
        l.kaufpreis >= 200000 &&
        l.kaufpreis <= 400000 &&
        (l.flaeche ?? 0) >= 60 &&
        (l.zimmer ?? 0) >= 3,
    );
    expect(r.map((l) => l.id).sort()).toEqual(expected.map((l) => l.id).sort());
    expect(all('grundflaeche_von=1000').every((l) => (l.flaechen.grundstuecksflaeche ?? 0) >= 1000)).toBe(true);
    expect(all('preis_von=1').some((l) => l.price_on_request)).toBe(false);
  });
  it('filters by location: Bundesland, Bezirk, town (umlauts folded) and postcode', () => {
    expect(all('bundesland=wien').every((l) => l.location.bundesland === 'wien')).toBe(true);
    expect(all('bezirk=Wien 19., Döbling').every((l) => l.location.plz === '1190')).toBe(true);
    const poelten = all('ort=st. poelten');
    expect(poelten.length).toBeGreaterThan(0);
    expect(poelten.every((l) => l.location.ort === 'St. Pölten')).toBe(true);
    expect(all('plz=1070').every((l) => l.location.plz === '1070')).toBe(true);
  });
  it('reads a typed place leniently: town, Bezirk, Bundesland, postcode, town prefix', () => {
    const ids = (qs: string) =>
      all(qs)
        .map((l) => l.id)
        .sort();
    expect(ids('ort=Niederösterreich')).toEqual(ids('bundesland=niederoesterreich'));
    expect(ids('ort=gmunden')).toEqual(ids('bezirk=Gmunden'));
    expect(ids('ort=1070')).toEqual(ids('plz=1070'));
    expect(all('ort=Klagenf').every((l) => l.location.ort === 'Klagenfurt am Wörthersee')).toBe(true);
    expect(all('ort=Klagenf').length).toBeGreaterThan(0);
    expect(all('ort=Atlantis')).toEqual([]);
  });
  it('requires every chosen feature, an energy class at least as good, and the chosen statuses', () => {
    const r = all('ausstattung=balcony,lift');
    expect(r.length).toBeGreaterThan(0);
    expect(r.every((l) => l.features.includes('balcony') && l.features.includes('lift'))).toBe(true);
    const e = all('energieklasse=B');
    expect(e.every((l) => ['A++', 'A+', 'A', 'B'].includes(l.energie.hwb_klasse ?? ''))).toBe(true);
    expect(e.length).toBe(
      listings.filter((l) => gettable(l) && ['A++', 'A+', 'A', 'B'].includes(l.energie.hwb_klasse ?? '')).length,
    );
    const s = all('status=sold,rented');
    expect(s.length).toBeGreaterThan(0);
    expect(s.every((l) => l.status === 'sold' || l.status === 'rented')).toBe(true);
  });
  it('matches free text against title and place without Pagefind, and uses Pagefind ids when given', () => {
    const r = all('q=Dachgeschoss');
    expect(all('q=sonnige graz').every((l) => /Sonnige/.test(l.objekttitel) && l.location.ort === 'Graz')).toBe(true);
    expect(r.length).toBe(0); // the subtype is not in the title: only Pagefind (descriptions) finds such words
    const ids = new Set([listings[3]!.id, listings[9]!.id]);
    expect(
      all('q=anything', { textIds: ids })
        .map((l) => l.id)
        .sort(),
    ).toEqual([...ids].sort());
  });
  it('finds listings inside a drawn polygon', () => {
    const geo = built.geo;
    const vienna = 'polygon=48.15,16.2;48.35,16.2;48.35,16.6;48.15,16.6';
    const r = all(vienna, { geo });
    expect(r.length).toBeGreaterThan(0);
    expect(r.every((l) => l.location.ort === 'Wien')).toBe(true);
    expect(all(vienna).length).toBe(0); // no coordinates loaded: nothing is claimed to be inside
    expect(
      pointInPolygon(1, 1, [
        { lat: 0, lon: 0 },
        { lat: 2, lon: 0 },
        { lat: 2, lon: 2 },
        { lat: 0, lon: 2 },
      ]),
    ).toBe(true);
    expect(
      pointInPolygon(3, 1, [
        { lat: 0, lon: 0 },
        { lat: 2, lon: 0 },
        { lat: 2, lon: 2 },
      ]),
    ).toBe(false);
  });
});

describe('sorting and paging', () => {
  const prices = (qs: string) => [...search(qs).rows].map((r) => table.price[r]!);
  it('sorts by price both ways with prices on request last', () => {
    const up = prices('vermarktungsart=KAUF&sortierung=preis_aufsteigend');
    const known = up.filter((p) => p > 0);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(up.slice(known.length).every((p) => p === 0)).toBe(true);
    const down = prices('vermarktungsart=KAUF&sortierung=preis_absteigend').filter((p) => p > 0);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });
  it('sorts by area and by price per m²', () => {
    const areas = [...search('sortierung=flaeche_absteigend').rows].map((r) => table.area[r]!).filter((a) => a > 0);
    expect(areas).toEqual([...areas].sort((a, b) => b - a));
    const ppm = [...search('vermarktungsart=KAUF&sortierung=preis_pro_qm').rows]
      .map((r) => table.price[r]! / table.area[r]!)
      .filter(Number.isFinite)
      .filter((x) => x > 0);
    expect(ppm).toEqual([...ppm].sort((a, b) => a - b));
  });
  it('pages in steps of 20 and clamps a page beyond the end', () => {
    const p1 = search('');
    const p2 = search('seite=2');
    expect([...p2.pageRows]).toEqual([...p1.rows.subarray(PAGE_SIZE, 2 * PAGE_SIZE)]);
    const last = search('seite=50');
    expect(last.page).toBe(last.pageCount);
  });
  it('shows at most 1,000 results and says so', () => {
    const big = makeListings(1100, 3);
    const t = decodeIndex(buildSearchIndex(big, 'x').index);
    const res = runSearch(t, parseQuery(ALL_STATUSES).query);
    expect(res.total).toBe(1100);
    expect(res.rows).toHaveLength(RESULTS_CAP);
    expect(res.capped).toBe(true);
    expect(res.pageCount).toBe(MAX_PAGE);
  });
  it('lists the first 1,000 of many matches exactly as sorting all of them would', () => {
    // 4,000 rows: the list sorts only the 1,000 it shows; ties (prices in thousands, unknown values) go by row.
    const many = makeListings(4000, 11);
    const t = decodeIndex(buildSearchIndex(many, 'x').index);
    const ts = decodeTitles(buildTitles(buildSearchIndex(many, 'x').rows, 'de', 'x'), t);
    const textIds = new Set(Array.from(t.id));
    for (const qs of [
      'sortierung=preis_aufsteigend',
      'sortierung=preis_absteigend',
      'sortierung=flaeche_absteigend',
      'sortierung=preis_pro_qm',
      `${ALL_STATUSES}&sortierung=preis_aufsteigend`,
      `${ALL_STATUSES}&sortierung=preis_pro_qm`,
      `${ALL_STATUSES}&q=Wohnung%20Wien&sortierung=relevanz`,
      ALL_STATUSES,
    ]) {
      const q = parseQuery(qs).query;
      const ctx = { titles: ts, textIds };
      const match = rowMatcher(t, q, ctx);
      const hits = Int32Array.from({ length: t.n }, (_, r) => r).filter((r) => match(r));
      expect(hits.length).toBeGreaterThan(2 * RESULTS_CAP);
      const full = [...sortRows(t, hits, q, ctx)].slice(0, RESULTS_CAP);
      expect([...runSearch(t, q, ctx).rows], qs).toEqual(full);
    }
  });
  it('counts facets under the other filters', () => {
    const q = parseQuery('objektart=HAUS&bundesland=wien').query;
    const counts = facetCounts(table, q, 'objektart', { titles });
    expect(counts.get('HAUS')).toBe(
      listings.filter((l) => gettable(l) && l.objektart === 'HAUS' && l.location.bundesland === 'wien').length,
    );
    expect(counts.get('WOHNUNG')).toBe(
      listings.filter((l) => gettable(l) && l.objektart === 'WOHNUNG' && l.location.bundesland === 'wien').length,
    );
    expect(featuresInUse(table)).toContain('balcony');
  });
});

describe('location suggestions', () => {
  const options = locationOptions(
    table,
    (b) =>
      (({ wien: 'Wien', steiermark: 'Steiermark', niederoesterreich: 'Niederösterreich' }) as Record<string, string>)[
        b
      ] ?? b,
  );
  it('offers Bundesland first, then towns, Bezirke and postcodes, with counts', () => {
    const s = suggestLocations(options, 'wi');
    expect(s[0]).toMatchObject({ kind: 'bundesland', value: 'wien' });
    expect(s.some((o) => o.kind === 'ort' && o.value === 'Wien')).toBe(true);
    expect(s.every((o) => o.count > 0)).toBe(true);
  });
  it('matches folded umlauts and word starts', () => {
    expect(suggestLocations(options, 'poel').map((o) => o.label)).toContain('St. Pölten');
    expect(suggestLocations(options, 'Döbl')[0]).toMatchObject({ kind: 'bezirk', value: 'Wien 19., Döbling' });
    expect(suggestLocations(options, '1070')[0]).toMatchObject({ kind: 'plz', value: '1070' });
    expect(suggestLocations(options, '')).toEqual([]);
  });
  it('resolves typed text without a chosen suggestion', () => {
    expect(resolveTypedLocation(options, '1190')).toMatchObject({ kind: 'plz', value: '1190' });
    expect(resolveTypedLocation(options, 'niederösterreich')).toMatchObject({
      kind: 'bundesland',
      value: 'niederoesterreich',
    });
    expect(resolveTypedLocation(options, 'Graz')).toMatchObject({ kind: 'ort', value: 'Graz' });
    expect(resolveTypedLocation(options, 'xyzzy')).toBeNull();
  });
  it('sets exactly one location field', () => {
    const q = withLocation({ ...emptyQuery(), ort: 'Graz', page: 4 }, { kind: 'plz', value: '1070' });
    expect([q.bundesland, q.bezirk, q.ort, q.plz, q.page]).toEqual([null, [], null, '1070', 1]);
  });
});

describe('result page addresses', () => {
  it('uses the static pages for the unfiltered default order, the query otherwise', async () => {
    const { resultsHref, pageFromPath, pagerItems } = await import('~/domain/search/urls');
    expect(resultsHref(emptyQuery(), 1)).toBe('/immobilien');
    expect(resultsHref(emptyQuery(), 3)).toBe('/immobilien/seite/3');
    expect(resultsHref(parseQuery('sortierung=preis_aufsteigend').query, 2)).toBe(
      '/immobilien?sortierung=preis_aufsteigend&seite=2',
    );
    expect(resultsHref(parseQuery('objektart=HAUS').query, 1)).toBe('/immobilien?objektart=HAUS');
    expect(pageFromPath('/en/immobilien/seite/4')).toBe(4);
    expect(pageFromPath('/immobilien')).toBe(1);
    expect(pagerItems(7, 20)).toEqual([1, null, 5, 6, 7, 8, 9, null, 20]);
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pagerItems(4, 9)).toEqual([1, 2, 3, 4, 5, 6, null, 9]);
  });
});

describe('the search island', () => {
  it('reaches only zod/mini through its imports, never full zod (the listing schemas stay out of the list page)', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const src = path.resolve(__dirname, '../../src');
    const seen = new Set<string>();
    const reached: string[] = [];
    const resolve = (from: string, spec: string) => {
      const base = spec.startsWith('~/') ? path.join(src, spec.slice(2)) : path.resolve(path.dirname(from), spec);
      return ['', '.ts', '.tsx', '/index.ts']
        .map((ext) => base + ext)
        .find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    };
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = fs.readFileSync(file, 'utf8');
      // Type-only imports are erased; dynamic imports are separate chunks loaded on demand (the map).
      for (const m of code.matchAll(/^import\s+(?!type\s)[^'";]*?from\s+['"]([^'"]+)['"]/gm)) {
        const spec = m[1]!;
        if ((spec === 'zod' || spec.startsWith('zod/')) && spec !== 'zod/mini') reached.push(path.relative(src, file));
        if (spec.startsWith('.') || spec.startsWith('~/')) {
          const next = resolve(file, spec);
          if (next) walk(next);
        }
      }
    };
    walk(path.join(src, 'islands/search/PropertySearch.tsx'));
    expect(seen.size).toBeGreaterThan(10);
    expect(seen.has(path.join(src, 'domain/vocabulary.ts'))).toBe(true);
    expect(reached).toEqual([]);
  });
});

describe('map clustering', () => {
  it('groups near points and keeps far ones apart, depending on zoom', async () => {
    const { clusterPoints, project, boundsOf } = await import('~/domain/search/cluster');
    const pts = [
      { lat: 48.2, lon: 16.37, row: 0 },
      { lat: 48.2001, lon: 16.3702, row: 1 },
      { lat: 47.07, lon: 15.44, row: 2 },
    ];
    expect(
      clusterPoints(pts, 7)
        .map((c) => c.rows.length)
        .sort(),
    ).toEqual([1, 2]);
    expect(clusterPoints(pts, 19)).toHaveLength(3);
    const p = project(0, 0, 0);
    expect([p.x, p.y]).toEqual([128, 128]);
    expect(boundsOf(pts)).toEqual([
      [47.07, 15.44],
      [48.2001, 16.3702],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});

describe('similar listings', () => {
  it('picks the same type and marketing type, nearest first, never the listing itself', async () => {
    const { similarRows, similarBuckets } = await import('~/domain/search/similar');
    const buckets = similarBuckets(table);
    for (let r = 0; r < table.n; r += 53) {
      const sim = similarRows(table, r, 4, buckets);
      expect(sim).not.toContain(r);
      expect(sim.length).toBeLessThanOrEqual(4);
      const l = byId.get(table.id[r]!)!;
      for (const s of sim) {
        const o = byId.get(table.id[s]!)!;
        expect([o.objektart, o.vermarktungsart]).toEqual([l.objektart, l.vermarktungsart]);
      }
      expect(similarRows(table, r, 4)).toEqual(sim);
    }
  });

  it('gives the best by score, then by id, exactly as sorting all candidates would', async () => {
    const { similarRows, similarBuckets, similarCandidates, similarityScore } = await import('~/domain/search/similar');
    const buckets = similarBuckets(table);
    for (let r = 0; r < table.n; r += 7) {
      const sorted = similarCandidates(table, r, buckets)
        .map((c) => ({ c, score: similarityScore(table, r, c) }))
        .sort((a, b) => a.score - b.score || table.id[a.c]! - table.id[b.c]!)
        .map((x) => x.c);
      for (const count of [0, 1, 4, 9]) expect(similarRows(table, r, count, buckets)).toEqual(sorted.slice(0, count));
    }
  });

  it("counts prices by band: a new price within the listing's band leaves every page's selection as it was", async () => {
    const { similarRows, similarBuckets, bandOf, PRICE_BAND } = await import('~/domain/search/similar');
    const selections = (ls: typeof listings) => {
      const t = decodeIndex(JSON.parse(JSON.stringify(buildSearchIndex(ls, 'x').index)));
      const buckets = similarBuckets(t);
      return new Map(
        Array.from({ length: t.n }, (_, r) => [t.id[r]!, similarRows(t, r, 4, buckets).map((s) => t.id[s]!)]),
      );
    };
    const before = selections(listings);
    // Listings shown on other pages, each moved by a few per cent within its band, as a sync's new prices move them.
    const shown = new Set([...before.values()].flat());
    const moved = listings.filter((l) => l.vermarktungsart === 'KAUF' && l.kaufpreis && shown.has(l.id)).slice(0, 20);
    expect(moved.length).toBe(20);
    const within = (p: number) => {
      const band = bandOf(p, PRICE_BAND);
      const next = [1.03, 0.97, 1.01, 0.99].map((f) => Math.round(p * f)).find((q) => bandOf(q, PRICE_BAND) === band);
      return next ?? p;
    };
    const newPrice = new Map(moved.map((l) => [l.id, within(l.kaufpreis!)]));
    expect([...newPrice].filter(([id, p]) => p !== byId.get(id)!.kaufpreis).length).toBeGreaterThan(10);
    const after = selections(listings.map((l) => (newPrice.has(l.id) ? { ...l, kaufpreis: newPrice.get(l.id)! } : l)));
    expect(after).toEqual(before);
  });

  it('reads only the rows that may beat the best, with the result of the full scan for every row, priced or not', async () => {
    const { similarRows, similarBuckets, similarCandidates, similarityScore } = await import('~/domain/search/similar');
    // every ninth listing without a price (its price term is a constant)
    const sample = makeListings(1500, 5).map((l, i) =>
      i % 9 === 0 ? { ...l, kaufpreis: null, kaltmiete: null, warmmiete: null, gesamtmiete: null } : l,
    );
    const t = decodeIndex(buildSearchIndex(sample, 'x').index);
    const buckets = similarBuckets(t);
    for (let r = 0; r < t.n; r++) {
      const full = similarCandidates(t, r, buckets)
        .map((c) => ({ c, score: similarityScore(t, r, c) }))
        .sort((a, b) => a.score - b.score || t.id[a.c]! - t.id[b.c]!)
        .slice(0, 4)
        .map((x) => x.c);
      expect(similarRows(t, r, 4, buckets)).toEqual(full);
    }
  });
});

describe('landing pages', () => {
  it('maps type × deal × region to a path and a search, and back', async () => {
    const { allLandings, landingPath, landingQuery, parseLanding, landingFor, median } =
      await import('~/domain/search/landing');
    const all = allLandings();
    expect(new Set(all.map(landingPath)).size).toBe(all.length);
    const wien = parseLanding('wohnung-kaufen', 'wien')!;
    expect(landingPath(wien)).toBe('/immobilien/wohnung-kaufen/wien');
    expect(serializeQuery(landingQuery(wien))).toBe('vermarktungsart=KAUF&objektart=WOHNUNG&bundesland=wien');
    expect(serializeQuery(landingQuery(parseLanding('haus-mieten', 'graz')!))).toBe(
      'vermarktungsart=MIETE_PACHT&objektart=HAUS&ort=Graz',
    );
    expect(parseLanding('wohnung-leasen', 'wien')).toBeNull();
    expect(parseLanding('wohnung-kaufen', 'atlantis')).toBeNull();
    expect(landingPath(landingFor('HAUS', 'MIETE_PACHT', 'tirol')!)).toBe('/immobilien/haus-mieten/tirol');
    expect(landingFor('SONSTIGE', 'KAUF', 'tirol')).toBeNull();
    expect(median([3, 1, 2, 0])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
    // Landing pages never look like a detail page (/immobilien/{id}/{slug}).
    expect(all.every((l) => !/^\/immobilien\/\d+\//.test(landingPath(l)))).toBe(true);
  });
});

describe('alias routes', () => {
  it('lead /immobilien/{id}, /immobilie/{slug} and /onr/{external_id} to the canonical address, per language', async () => {
    const { buildAliasMap, resolveAlias } = await import('~/domain/search/aliases');
    const map = buildAliasMap([
      { id: 7, title_slug: 'helle-wohnung', external_id: 'AB-7' },
      { id: 8, title_slug: 'haus-am-see', external_id: 'X 8/1' },
      { id: 9, title_slug: 'haus-am-see', external_id: 'AB-7' },
    ]);
    const isLang = (c: string) => ['de', 'en', 'fr'].includes(c);
    const go = (p: string) => resolveAlias(p, map, isLang);
    expect(go('/immobilien/7')).toEqual({ kind: 'redirect', location: '/immobilien/7/helle-wohnung' });
    expect(go('/immobilien/7/')).toEqual({ kind: 'redirect', location: '/immobilien/7/helle-wohnung' });
    expect(go('/immobilien/7/alter-titel')).toEqual({ kind: 'redirect', location: '/immobilien/7/helle-wohnung' });
    expect(go('/immobilien/7/helle-wohnung')).toBeNull();
    expect(go('/en/immobilie/helle-wohnung')).toEqual({ kind: 'redirect', location: '/en/immobilien/7/helle-wohnung' });
    expect(go('/onr/AB-7')).toEqual({ kind: 'redirect', location: '/immobilien/7/helle-wohnung' });
    expect(go('/fr/onr/X%208%2F1')).toEqual({ kind: 'redirect', location: '/fr/immobilien/8/haus-am-see' });
    expect(go('/immobilie/haus-am-see')).toEqual({ kind: 'ambiguous', ids: [8, 9] });
    expect(go('/immobilien/999')).toBeNull();
    expect(go('/immobilien/wohnung-kaufen/wien')).toBeNull();
    expect(go('/onr/%E0%A4%A')).toBeNull();
    expect(go('/xx/onr/AB-7')).toBeNull();
  });
});
