/**
 * Change detection of the incremental build (src/site/incremental): which pages a changed, withdrawn or new
 * listing invalidates, through the page keys, and which files an incremental build renders or takes over.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '~/domain/listing';
import { allLandings, landingPath, landingQuery } from '~/domain/search/landing';
import { runSearch } from '~/domain/search/filter';
import { buildCatalog, type Catalog } from '~/site/build-catalog';
import { similarCards, similarIds } from '~/site/listing/detail-model';
import { cardFromListing } from '~/domain/search/cards';
import { NEW_BADGE_DAYS } from '~/domain/price-history';
import {
  cardKey,
  detailKey,
  detailPartKey,
  homeKey,
  landingKey,
  listingCardKey,
  listPageKey,
  projectKey,
  redirectKey,
  projectListKey,
  searchFileKeys,
  sitemapKey,
  slugKey,
} from '~/site/incremental/page-keys';
import { outputFile, pagesToRender, type RouteKeys } from '~/site/incremental/static-paths';
import { PAGE_PARTS, type PagePart } from '~/domain/page-parts';
import { listingPriceContext } from '~/site/price-figures';
import { hashJson } from '../../src/import/importer';
import { reusableBuild } from '../../src/build/build-info';
import { makeListings, makeProjects } from './search-fixtures';
import {
  defaultListPages,
  homeFigures,
  LANDING_CARDS,
  landingCounts,
  landingFigures,
  landingResults,
} from '~/site/listing/catalog-figures';
import { emptyQuery } from '~/domain/search/query';
import { searchParts } from '~/site/search-parts';
import { LANG_CODES } from '~/i18n/languages';

/** What the importer does to a changed listing: new content, new digest. */
function changed(l: Listing, over: Partial<Listing>): Listing {
  const { digest: _d, ...content } = { ...l, ...over };
  return { ...content, digest: hashJson(content) } as Listing;
}

const raw = makeListings(80, 11).map((l) => ({ ...l, project_id: null }));
const projects = makeProjects(raw, 2);
// one unit of the first project
const base = raw.map((l, i) => (i === 20 ? { ...l, project_id: projects[0]!.id } : l));
const before = buildCatalog(base, projects);

/** What a listing's detail page shows: its own key and its parts' (similar listings, price in context). */
function detailKeys(c: Catalog): Map<number, string> {
  return new Map(
    c.listings.map((l) => [l.id, [detailKey(c, l), ...PAGE_PARTS.map((p) => detailPartKey(c, l, p))].join('|')]),
  );
}

/** The detail pages' own keys, without their parts'. */
function pageKeys(c: Catalog): Map<number, string> {
  return new Map(c.listings.map((l) => [l.id, detailKey(c, l)]));
}

function partKeys(c: Catalog, part: PagePart): Map<number, string> {
  return new Map(c.listings.map((l) => [l.id, detailPartKey(c, l, part)]));
}

/** Landing paths with listings and their keys. */
function landingKeys(c: Catalog): Map<string, string> {
  const live = new Set<string>();
  for (const l of allLandings()) if (runSearch(c.table, landingQuery(l)).total > 0) live.add(landingPath(l));
  const out = new Map<string, string>();
  for (const l of allLandings()) if (live.has(landingPath(l))) out.set(landingPath(l), landingKey(c, l, live));
  return out;
}

/** The search data files of the part that holds a listing: its rows, coordinates, titles (in every language). */
function filesOfPart(c: Catalog, id: number, kinds = ['index', 'geo', 'titles']): string[] {
  const part = [...searchParts(c).parts].find(([, p]) => p.rows.some((l) => l.id === id))![0];
  return [
    ...(kinds.includes('index') ? [`index-${part}`] : []),
    ...(kinds.includes('geo') ? [`geo-${part}`] : []),
    ...(kinds.includes('titles') ? LANG_CODES.map((lang) => `titles-${lang}-${part}`) : []),
  ];
}

function differing<K>(a: Map<K, string>, b: Map<K, string>): K[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k));
}

describe('page keys', () => {
  it('are stable: the same data gives the same keys', () => {
    const again = buildCatalog(
      base.map((l) => ({ ...l })),
      projects,
    );
    expect(detailKeys(again)).toEqual(detailKeys(before));
    expect(searchFileKeys(again)).toEqual(searchFileKeys(before));
    expect(landingKeys(again)).toEqual(landingKeys(before));
  });

  it('a changed price re-renders the listing, the listings that show it as similar, and the landings that list it', () => {
    const target = base.find((l) => l.kaufpreis != null)!;
    const after = buildCatalog(
      base.map((l) => (l.id === target.id ? changed(l, { kaufpreis: l.kaufpreis! + 10_000 }) : l)),
      projects,
    );
    const changedDetails = differing(detailKeys(before), detailKeys(after));
    expect(changedDetails).toContain(target.id);
    // Every other invalidated listing shows the changed one among its similar listings (before or after),
    // or its own similar listings moved because the price did.
    for (const id of changedDetails.filter((i) => i !== target.id)) {
      const showed = similarIds(before, id).includes(target.id) || similarIds(after, id).includes(target.id);
      const moved = similarIds(before, id).join() !== similarIds(after, id).join();
      expect(showed || moved).toBe(true);
    }
    // Most listings keep their pages.
    expect(changedDetails.length).toBeLessThan(base.length / 4);
    expect(listingCardKey(after, after.byId.get(target.id)!)).not.toBe(listingCardKey(before, target));

    const changedLandings = differing(landingKeys(before), landingKeys(after));
    for (const p of landingKeys(before).keys()) {
      const landing = allLandings().find((x) => landingPath(x) === p)!;
      const ids = Array.from(runSearch(after.table, landingQuery(landing)).rows, (r) => after.table.id[r]);
      // a landing page is rendered again exactly when it shows the changed listing's card or a figure it moves
      const shown = (c: Catalog) => {
        const f = landingFigures(c, landing);
        return JSON.stringify([
          Math.round(f.medianPrice ?? -1),
          Math.round((f.medianPerSqm ?? -1) * 100),
          Array.from(f.cardRows, (r) => c.table.id[r]),
        ]);
      };
      const moved = shown(before) !== shown(after);
      const showsCard = Array.from(landingFigures(after, landing).cardRows, (r) => after.table.id[r]).includes(
        target.id,
      );
      expect(changedLandings.includes(p)).toBe(ids.includes(target.id) && (moved || showsCard));
    }
  });

  it('a new price of a listing a landing page lists but does not show moves it only when a median moves', () => {
    // A landing page with more listings than cards; a listing past its cards, away from its medians.
    const base = makeListings(1000, 12).map((l) => ({ ...l, project_id: null }));
    const before = buildCatalog(base, projects);
    const landing = allLandings().find(
      (l) => (landingResults(before).get(landingPath(l))?.total ?? 0) > LANDING_CARDS + 8,
    )!;
    const rows = landingFigures(before, landing);
    const ids = Array.from(landingResults(before).get(landingPath(landing))!.rows, (r) => before.table.id[r]!);
    const hidden = ids.slice(LANDING_CARDS).map((id) => before.byId.get(id)!);
    const median = rows.medianPrice!;
    // Above both medians (its price and its price per m²), so that a higher price moves neither.
    const figuresOf = (id: number) => {
      const r = before.table.rowOf.get(id)!;
      return { price: before.table.price[r]!, area: before.table.area[r]! };
    };
    const far = hidden.find((l) => {
      const { price, area } = figuresOf(l.id);
      return price > median && area > 0 && price / area > rows.medianPerSqm!;
    })!;
    expect(far).toBeDefined();
    const raise = (id: number, factor: number) =>
      buildCatalog(
        base.map((l) =>
          l.id === id
            ? changed(l, {
                kaufpreis: l.kaufpreis && Math.round(l.kaufpreis * factor),
                kaltmiete: l.kaltmiete && Math.round(l.kaltmiete * factor),
                preise: { ...l.preise, gesamtmiete: l.preise.gesamtmiete && Math.round(l.preise.gesamtmiete * factor) },
              })
            : l,
        ),
        projects,
      );
    const live = new Set(landingCounts(before).keys());
    // Dearer still: the same medians, the same cards, the same page.
    const dearer = raise(far.id, 1.5);
    expect(landingFigures(dearer, landing).medianPrice).toBe(median);
    expect(landingKey(dearer, landing, live)).toBe(landingKey(before, landing, live));
    // Below the median: the median moves, the page is rendered again.
    const cheaper = raise(far.id, 0.01);
    expect(landingFigures(cheaper, landing).medianPrice).not.toBe(median);
    expect(landingKey(cheaper, landing, live)).not.toBe(landingKey(before, landing, live));
  });

  it("a short address's redirect page follows the listing's title and slug only", () => {
    const l = base[3]!;
    const priced = changed(l, { kaufpreis: (l.kaufpreis ?? 100_000) + 5_000 });
    const described = changed(l, { objektbeschreibung: `${l.objektbeschreibung ?? ''} Neu.` });
    const after = buildCatalog(
      base.map((x) => (x.id === l.id ? priced : x)),
      projects,
    );
    expect(redirectKey(after.byId.get(l.id)!)).toBe(redirectKey(l));
    expect(redirectKey(described)).toBe(redirectKey(l));
    expect(redirectKey({ ...l, objekttitel: `${l.objekttitel} neu` })).not.toBe(redirectKey(l));
    expect(redirectKey({ ...l, title_slug: `${l.title_slug}-neu` })).not.toBe(redirectKey(l));
  });

  it("a listing's card JSON follows what it shows: more than the card, not the description", () => {
    const l = base.find((x) => x.kaufpreis != null)!;
    const key = listingCardKey(before, before.byId.get(l.id)!);
    const keyWith = (over: Partial<Listing>) => {
      const next = changed(l, over);
      const c = buildCatalog(
        base.map((x) => (x.id === l.id ? next : x)),
        projects,
      );
      return { file: listingCardKey(c, c.byId.get(l.id)!), card: cardKey(c, l.id) };
    };
    // Not shown: the same file, whatever the listing's digest says.
    expect(keyWith({ objektbeschreibung: `${l.objektbeschreibung ?? ''}<p>Neu.</p>` }).file).toBe(key);
    expect(keyWith({ updated_at: '2031-01-01T00:00:00.000Z' }).file).toBe(key);
    // Shown by the card and the file: a new price.
    expect(keyWith({ kaufpreis: l.kaufpreis! + 5_000 }).file).not.toBe(key);
    // Shown by the file (the comparison table) but not by the card: the card's key stays, the file's changes.
    const built = keyWith({ baujahr: (l.baujahr ?? 1990) + 1 });
    expect(built.card).toBe(cardKey(before, l.id));
    expect(built.file).not.toBe(key);
    expect(keyWith({ preise: { ...l.preise, kaution: (l.preise.kaution ?? 0) + 100 } }).file).not.toBe(key);
  });

  it("a neighbour's new price renders the parts that show it again, not the pages that hold them", () => {
    const target = base.find(
      (l) => l.kaufpreis != null && before.listings.some((o) => similarIds(before, o.id).includes(l.id)),
    )!;
    const after = buildCatalog(
      base.map((l) => (l.id === target.id ? changed(l, { kaufpreis: l.kaufpreis! + 10_000 }) : l)),
      projects,
    );
    // Only the listing's own page is rendered again.
    expect(differing(pageKeys(before), pageKeys(after))).toEqual([target.id]);
    // Every page that shows its card gets its similar listings part again.
    const showing = before.listings.filter((l) => l.id !== target.id && similarIds(after, l.id).includes(target.id));
    expect(showing.length).toBeGreaterThan(0);
    const similarChanged = differing(partKeys(before, 'aehnliche'), partKeys(after, 'aehnliche'));
    for (const l of showing) expect(similarChanged).toContain(l.id);
    // A price part changes only where the rounded median or count it shows moved (or the listing's own figure).
    const priceChanged = differing(partKeys(before, 'preis'), partKeys(after, 'preis'));
    for (const id of priceChanged.filter((i) => i !== target.id))
      expect(JSON.stringify(listingPriceContext(after, after.byId.get(id)!))).not.toBe(
        JSON.stringify(listingPriceContext(before, before.byId.get(id)!)),
      );
  });

  /** Whether two listings are compared with the same listings (district, type, deal, size band). */
  const sameContext = (a: { id: number }, b: { id: number }) => {
    const x = listingPriceContext(before, before.byId.get(a.id)!);
    const y = listingPriceContext(before, before.byId.get(b.id)!);
    return (
      !!x &&
      !!y &&
      x.district.slug === y.district.slug &&
      x.band === y.band &&
      x.objektart === y.objektart &&
      x.deal === y.deal
    );
  };

  it('a new listing in a district moves the price parts it moves, never a page of another listing', () => {
    // (at 80 listings a district has too few for a median: the count the part shows moves)
    const template = base.find((l) => before.listings.some((o) => o.id !== l.id && sameContext(o, l)))!;
    const fresh = changed(template, {
      id: 5001,
      external_id: 'NEU-2',
      title_slug: `${template.title_slug}-neu`,
      kaufpreis: template.kaufpreis != null ? template.kaufpreis * 3 : template.kaufpreis,
      created_at: '2026-12-01T00:00:00.000Z',
    });
    const after = buildCatalog([...base, fresh], projects);
    expect(differing(pageKeys(before), pageKeys(after))).toEqual([5001]);
    const priceChanged = differing(partKeys(before, 'preis'), partKeys(after, 'preis')).filter((i) => i !== 5001);
    expect(priceChanged.length).toBeGreaterThan(0);
    for (const id of priceChanged)
      expect(JSON.stringify(listingPriceContext(after, after.byId.get(id)!))).not.toBe(
        JSON.stringify(listingPriceContext(before, before.byId.get(id)!)),
      );
  });

  it('a new description re-renders the listing alone: its card, on other pages, is unchanged', () => {
    const target = base.find((l) => before.listings.some((o) => similarIds(before, o.id).includes(l.id)))!;
    const after = buildCatalog(
      base.map((l) =>
        l.id === target.id
          ? changed(l, { objektbeschreibung: `${l.objektbeschreibung ?? ''}<p>Besichtigungen ab sofort.</p>` })
          : l,
      ),
      projects,
    );
    expect(differing(detailKeys(before), detailKeys(after))).toEqual([target.id]);
    expect(differing(landingKeys(before), landingKeys(after))).toEqual([]);
    expect(listingCardKey(after, after.byId.get(target.id)!)).toBe(listingCardKey(before, target));
    expect(cardKey(after, target.id)).toBe(cardKey(before, target.id));
  });

  it('a new title in one language changes the card, and so the pages that show it', () => {
    const target = base.find((l) => before.listings.some((o) => similarIds(before, o.id).includes(l.id)))!;
    const after = buildCatalog(
      base.map((l) =>
        l.id === target.id
          ? changed(l, { objekttitel_translations: { ...l.objekttitel_translations, fr: 'Appartement lumineux' } })
          : l,
      ),
      projects,
    );
    expect(cardKey(after, target.id)).not.toBe(cardKey(before, target.id));
    const showing = before.listings.filter((l) => similarIds(before, l.id).includes(target.id)).map((l) => l.id);
    expect(showing.length).toBeGreaterThan(0);
    const changedDetails = differing(detailKeys(before), detailKeys(after));
    for (const id of showing) expect(changedDetails).toContain(id);
  });

  it('a withdrawn listing drops its pages and re-renders those that showed it', () => {
    const gone = base[5]!;
    const after = buildCatalog(
      base.filter((l) => l.id !== gone.id),
      projects,
    );
    const keysAfter = detailKeys(after);
    expect(keysAfter.has(gone.id)).toBe(false);
    const showedIt = before.listings.filter((l) => l.id !== gone.id && similarIds(before, l.id).includes(gone.id));
    for (const l of showedIt) expect(keysAfter.get(l.id)).not.toBe(detailKeys(before).get(l.id));
    const previous: RouteKeys = {
      route: '/[...lang]/immobilien/[id]/[slug]',
      pages: Object.fromEntries(
        before.listings.map((l) => [
          outputFile('/[...lang]/immobilien/[id]/[slug]', { id: String(l.id), slug: l.title_slug }),
          detailKey(before, l),
        ]),
      ),
      rendered: [],
    };
    const { pages } = pagesToRender(
      previous.route,
      after.listings.map((l) => ({ params: { id: String(l.id), slug: l.title_slug }, key: detailKey(after, l) })),
      null,
    );
    expect(pages[`immobilien/${gone.id}/${gone.title_slug}/index.html`]).toBeUndefined();
    expect(Object.keys(pages)).toHaveLength(Object.keys(previous.pages).length - 1);
  });

  it('a new listing gets its pages and changes only the pages that show it', () => {
    const template = base[10]!;
    const fresh = changed(template, {
      id: 5000,
      external_id: 'NEU-1',
      title_slug: `${template.title_slug}-neu`,
      created_at: '2026-12-01T00:00:00.000Z',
    });
    const after = buildCatalog([...base, fresh], projects);
    const keys = detailKeys(after);
    expect(keys.has(5000)).toBe(true);
    expect(after.listings[0]!.id).toBe(5000); // newest first
    // listings that do not show it keep their keys
    const untouched = before.listings.filter(
      (l) =>
        !similarIds(after, l.id).includes(5000) && similarIds(after, l.id).join() === similarIds(before, l.id).join(),
    );
    expect(untouched.length).toBeGreaterThan(base.length / 2);
    for (const l of untouched) expect(keys.get(l.id)).toBe(detailKeys(before).get(l.id));
  });

  it('a status change re-renders the listing and the pages that show it, not its whole town', () => {
    const target = base.find((l) => l.status === 'available')!;
    const after = buildCatalog(
      base.map((l) => (l.id === target.id ? changed(l, { status: 'reserved' }) : l)),
      projects,
    );
    const changedDetails = differing(detailKeys(before), detailKeys(after));
    expect(changedDetails).toContain(target.id);
    for (const id of changedDetails.filter((i) => i !== target.id)) {
      const showed = similarIds(before, id).includes(target.id) || similarIds(after, id).includes(target.id);
      const moved = similarIds(before, id).join() !== similarIds(after, id).join();
      expect(showed || moved).toBe(true);
    }
  });

  it("a unit's page names its project: the project's other fields leave it alone, a new name renders it again", () => {
    const unit = base[20]!;
    const p = projects[0]!;
    expect(unit.project_id).toBe(p.id);
    const withProject = (over: Partial<typeof p>) =>
      buildCatalog(
        base,
        projects.map((x) => (x.id === p.id ? { ...x, ...over } : x)),
      );
    const unitKey = (c: Catalog) => detailKey(c, c.byId.get(unit.id)!);
    const described = withProject({ description: `${p.description}<p>Neu.</p>`, digest: `${p.digest}-text` });
    expect(projectKey(described, described.projectById.get(p.id)!)).not.toBe(projectKey(before, p));
    expect(unitKey(described)).toBe(unitKey(before));
    expect(unitKey(withProject({ name: 'Wohnpark Neu', digest: `${p.digest}-name` }))).not.toBe(unitKey(before));
  });

  it('project, slug and sitemap keys follow the data they show', () => {
    const p = before.projects[0]!;
    const unit = before.unitsOf.get(p.id)![0]!;
    const other = before.projects[1]!;
    const after = buildCatalog(
      base.map((l) => (l.id === unit.id ? changed(l, { kaltmiete: (l.kaltmiete ?? 500) + 50 }) : l)),
      projects,
    );
    expect(projectKey(after, after.projectById.get(p.id)!)).not.toBe(projectKey(before, p));
    expect(projectKey(after, after.projectById.get(other.id)!)).toBe(projectKey(before, other));
    const [one, two] = [before.listings[0]!, before.listings[1]!];
    expect(slugKey(before, [one])).toBe(slugKey(before, [{ ...one }]));
    expect(slugKey(before, [one])).toBe(redirectKey(one));
    expect(slugKey(before, [one])).not.toBe(slugKey(before, [one, two]));
    // a chooser of several shows their cards: a new price of one renders it again, a new description does not
    const chooser = slugKey(before, [one, two]);
    const reprice = buildCatalog(
      base.map((l) => (l.id === two.id ? changed(l, { kaufpreis: (l.kaufpreis ?? 100_000) + 5_000 }) : l)),
      projects,
    );
    expect(slugKey(reprice, [one, reprice.byId.get(two.id)!])).not.toBe(chooser);
    const retext = buildCatalog(
      base.map((l) => (l.id === two.id ? changed(l, { objektbeschreibung: 'Neu.' }) : l)),
      projects,
    );
    expect(slugKey(retext, [one, retext.byId.get(two.id)!])).toBe(chooser);
    const entries = [{ path: '/immobilien/1/a', lastmod: '2026-01-01' }];
    expect(sitemapKey(entries)).toBe(sitemapKey([...entries]));
    expect(sitemapKey(entries)).not.toBe(sitemapKey([{ ...entries[0]!, lastmod: '2026-01-02' }]));
  });
});

describe('keys of the search data files', () => {
  const sorted = (a: string[]) => [...a].sort();

  it("a changed price changes its part's rows only, not its coordinates or titles", () => {
    const target = base.find((l) => l.kaufpreis != null)!;
    const after = buildCatalog(
      base.map((l) => (l.id === target.id ? changed(l, { kaufpreis: l.kaufpreis! + 10_000 }) : l)),
      projects,
    );
    expect(after.gen).not.toBe(before.gen);
    expect(differing(searchFileKeys(before), searchFileKeys(after))).toEqual(filesOfPart(after, target.id, ['index']));
    // More than one part, so the others were kept.
    expect(searchParts(after).parts.size).toBeGreaterThan(3);
  });

  it('a new description changes no search file; a new title does', () => {
    const target = base[7]!;
    const retold = buildCatalog(
      base.map((l) =>
        l.id === target.id ? changed(l, { objektbeschreibung: `${l.objektbeschreibung ?? ''} Mehr.` }) : l,
      ),
      projects,
    );
    expect(retold.gen).not.toBe(before.gen);
    expect(differing(searchFileKeys(before), searchFileKeys(retold))).toEqual([]);
    const retitled = buildCatalog(
      base.map((l) => (l.id === target.id ? changed(l, { objekttitel: `${l.objekttitel} neu` }) : l)),
      projects,
    );
    // The titles in every language; not the rows (a title is not in them) nor the coordinates.
    const titles = filesOfPart(retitled, target.id, ['titles']);
    expect(titles).toHaveLength(LANG_CODES.length);
    expect(sorted(differing(searchFileKeys(before), searchFileKeys(retitled)))).toEqual(sorted(titles));
  });

  it("a new or withdrawn listing changes its part's files only: rows, coordinates and titles", () => {
    const template = base[10]!;
    const fresh = changed(template, { id: 5001, external_id: 'NEU-2', created_at: '2026-12-01T00:00:00.000Z' });
    const added = buildCatalog([...base, fresh], projects);
    expect(sorted(differing(searchFileKeys(before), searchFileKeys(added)))).toEqual(sorted(filesOfPart(added, 5001)));
    const gone = base[30]!;
    const withdrawn = buildCatalog(
      base.filter((l) => l.id !== gone.id),
      projects,
    );
    expect(sorted(differing(searchFileKeys(before), searchFileKeys(withdrawn)))).toEqual(
      sorted(filesOfPart(before, gone.id)),
    );
  });
});

describe("a card's badge at the build's moment", () => {
  afterEach(() => vi.useRealTimers());
  const DAY = 86_400_000;
  // The newest listing: the first card of the home page and of the list, "Neu" for NEW_BADGE_DAYS.
  const newest = [...base].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0]!;
  const end = Date.parse(newest.created_at) + NEW_BADGE_DAYS * DAY;
  const until = new Date(end).toISOString();

  /** The catalogue of a build at `now`, its cards and keys worked out while the machine's clock says `clock`. */
  function buildAt(now: number, clock: number) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
    const c = buildCatalog(base, projects, { now });
    const home = homeFigures(c).newest.map((r) => c.table.id[r]!);
    const out = {
      c,
      card: cardFromListing(c.byId.get(newest.id)!, 'de', c.freshness.now),
      key: cardKey(c, newest.id),
      homeKey: homeKey(c),
      listKey: listPageKey(c, 1),
      // what the home page shows (its newest cards) and the detail pages' similar cards, with their keys
      shown: [
        ...home.map((id) => ({ id, card: cardFromListing(c.byId.get(id)!, 'de', c.freshness.now) })),
        ...c.listings.flatMap((l) => similarCards(c, l.id, 'de').map((card) => ({ id: card.id, card }))),
      ].map(({ id, card }) => ({ badge: card.badge ?? null, key: cardKey(c, id) })),
      home,
    };
    vi.useRealTimers();
    return out;
  }

  it('shows the badge before its end and not after, whatever the clock of the process says', () => {
    // The clock on the other side of the end each time: only the build's moment may decide.
    const during = buildAt(end - 1, end + 30 * DAY);
    const after = buildAt(end, end - 30 * DAY);
    expect(during.home).toContain(newest.id);
    expect(during.card.badge).toEqual({ kind: 'new', until });
    expect(after.card.badge).toBeNull();
    expect(during.key).toBe(`${after.key}:new:${until}`);
    // the pages that show the card are rendered again when its badge ends
    expect(during.homeKey).not.toBe(after.homeKey);
    expect(during.listKey).not.toBe(after.listKey);
  });

  it("a page's cards and their keys tell the same badge", () => {
    const during = buildAt(end - 1, end + 30 * DAY);
    const after = buildAt(end, end - 30 * DAY);
    expect(during.shown.some((x) => x.badge)).toBe(true);
    for (const at of [during, after]) {
      expect(at.shown.length).toBeGreaterThan(at.home.length);
      for (const { badge, key } of at.shown)
        if (badge) expect(key.endsWith(`:${badge.kind}:${badge.until}`)).toBe(true);
        else expect(key).not.toMatch(/:(new|reduced):/);
    }
  });
});

/** The unfiltered list's pages (1…n) and their keys. */
function listKeys(c: Catalog): Map<number, string> {
  return new Map(Array.from({ length: defaultListPages(c) }, (_, i) => [i + 1, listPageKey(c, i + 1)]));
}

/** The listing ids a list page shows. */
function listPageIds(c: Catalog, page: number): number[] {
  return Array.from(runSearch(c.table, { ...emptyQuery(), page }).pageRows, (r) => c.table.id[r]!);
}

describe('keys of the pages that sum up the catalogue', () => {
  it('a changed price re-renders the list pages that show the card, and no others', () => {
    expect(listKeys(before).size).toBeGreaterThan(2);
    // a listing on the list's second page, so that the first and the last keep theirs
    const target = before.byId.get(listPageIds(before, 2).find((id) => before.byId.get(id)!.kaufpreis != null)!)!;
    const after = buildCatalog(
      base.map((l) => (l.id === target.id ? changed(l, { kaufpreis: l.kaufpreis! + 10_000 }) : l)),
      projects,
    );
    const changedPages = differing(listKeys(before), listKeys(after));
    expect(changedPages).toEqual([2]);
    for (const page of listKeys(before).keys())
      expect(changedPages.includes(page)).toBe(listPageIds(after, page).includes(target.id));
    // the home page shows the newest eight homes, the project list no listing
    const onHome = homeFiguresIds(before).includes(target.id);
    expect(homeKey(after) !== homeKey(before)).toBe(onHome);
    expect(projectListKey(after)).toBe(projectListKey(before));
  });

  it("a new description re-renders only the listing's own pages", () => {
    const target = before.byId.get(listPageIds(before, 1)[0]!)!;
    const after = buildCatalog(
      base.map((l) =>
        l.id === target.id
          ? changed(l, { objektbeschreibung: `${l.objektbeschreibung ?? ''}<p>Neu renoviert.</p>` })
          : l,
      ),
      projects,
    );
    expect(differing(listKeys(before), listKeys(after))).toEqual([]);
    expect(homeKey(after)).toBe(homeKey(before));
    expect(projectListKey(after)).toBe(projectListKey(before));
    expect(differing(detailKeys(before), detailKeys(after))).toEqual([target.id]);
    expect(listingCardKey(after, after.byId.get(target.id)!)).toBe(listingCardKey(before, target));
  });

  it('a new listing changes the counts, and so every list page and the home page', () => {
    const template = base[10]!;
    const fresh = changed(template, {
      id: 5000,
      external_id: 'NEU-1',
      title_slug: `${template.title_slug}-neu`,
      created_at: '2026-12-01T00:00:00.000Z',
    });
    const after = buildCatalog([...base, fresh], projects);
    const pages = [...listKeys(before).keys()];
    expect(differing(listKeys(before), listKeys(after))).toEqual(expect.arrayContaining(pages));
    expect(homeKey(after)).not.toBe(homeKey(before));
    expect(projectListKey(after)).toBe(projectListKey(before));
  });

  it('a changed project re-renders the project list', () => {
    const after = buildCatalog(
      base,
      projects.map((p, i) => (i === 0 ? { ...p, units_available: p.units_available + 1, digest: `${p.digest}x` } : p)),
    );
    expect(projectListKey(after)).not.toBe(projectListKey(before));
    expect(differing(listKeys(before), listKeys(after))).toEqual([]);
  });
});

function homeFiguresIds(c: Catalog): number[] {
  return homeFigures(c).newest.map((r) => c.table.id[r]!);
}

describe('output files of the page routes', () => {
  it('are where Astro writes them (build.format directory)', () => {
    const detail = '/[...lang]/immobilien/[id]/[slug]';
    expect(outputFile(detail, { lang: undefined, id: '7', slug: 'x' })).toBe('immobilien/7/x/index.html');
    expect(outputFile(detail, { lang: 'en', id: '7', slug: 'x' })).toBe('en/immobilien/7/x/index.html');
    expect(outputFile('/[...lang]', { lang: undefined })).toBe('index.html');
    expect(outputFile('/[...lang]', { lang: 'ar' })).toBe('ar/index.html');
    expect(outputFile('/[...lang]/404', { lang: undefined })).toBe('404.html');
    expect(outputFile('/[...lang]/404', { lang: 'en' })).toBe('en/404/index.html');
    expect(outputFile('/listing-cards/[id].json', { id: '12' })).toBe('listing-cards/12.json');
    expect(outputFile('/search/titles-[lang].json', { lang: 'fr' })).toBe('search/titles-fr.json');
    expect(outputFile('/sitemaps/[name].xml', { name: 'de-1' })).toBe('sitemaps/de-1.xml');
  });
});

describe('pages to render', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const route = '/listing-cards/[id].json';

  it('renders new pages, changed keys and files missing from the live build; takes over the rest', () => {
    fs.mkdirSync(path.join(dir, 'listing-cards'), { recursive: true });
    for (const id of ['1', '2', '3']) fs.writeFileSync(path.join(dir, 'listing-cards', `${id}.json`), '{}');
    fs.rmSync(path.join(dir, 'listing-cards', '3.json'));
    const keys: RouteKeys = {
      route,
      pages: { 'listing-cards/1.json': 'a', 'listing-cards/2.json': 'b', 'listing-cards/3.json': 'c' },
      rendered: [],
    };
    const { render, files, pages } = pagesToRender(
      route,
      [
        { params: { id: '1' }, key: 'a' }, // unchanged: taken over
        { params: { id: '2' }, key: 'B' }, // changed
        { params: { id: '3' }, key: 'c' }, // unchanged but missing there
        { params: { id: '4' }, key: 'd' }, // new
      ],
      { keys, clientDir: dir },
    );
    expect(render.map((r) => r.params.id)).toEqual(['2', '3', '4']);
    expect(files).toEqual(['listing-cards/2.json', 'listing-cards/3.json', 'listing-cards/4.json']);
    expect(Object.keys(pages)).toHaveLength(4);
  });

  it('renders everything without a build to start from', () => {
    const { render } = pagesToRender(route, [{ params: { id: '1' }, key: 'a' }], null);
    expect(render).toHaveLength(1);
  });
});

describe('incremental or full', () => {
  const live = fs.mkdtempSync(path.join(os.tmpdir(), 'live-build-'));
  afterAll(() => fs.rmSync(live, { recursive: true, force: true }));

  it('starts from the live build only when it was built from the same code and settings, with page keys', () => {
    fs.writeFileSync(path.join(live, 'build-info.json'), JSON.stringify({ codeFingerprint: 'code-a' }));
    expect(reusableBuild('code-a', live)).toBeNull(); // no page keys: built before incremental builds
    fs.mkdirSync(path.join(live, 'page-keys'));
    expect(reusableBuild('code-a', live)).toBe(live);
    expect(reusableBuild('code-b', live)).toBeNull(); // code, strings or settings changed: full build
    expect(reusableBuild('code-a', null)).toBeNull(); // nothing built yet
  });
});
