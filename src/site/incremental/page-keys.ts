/**
 * Page keys: for every pre-rendered page, a short hash of exactly the data the page shows. An incremental build
 * renders a page again only when its key differs from the live build's; every other page is taken over as it is.
 * So each key must cover everything its page reads from the catalog (a missing input would leave a stale page):
 * a listing's digest changes with any of its fields, and pages that show other listings (similar listings,
 * counts, result lists) hash what they show of them: their cards. Code, strings and settings are not in the keys: a change to them makes
 * the build a full one (src/build/build-info.ts compares the code fingerprint first).
 */
import type { Project } from '~/domain/listing';
import type { ListingSummary } from '~/snapshot/summary';
import { runSearch } from '~/domain/search/filter';
import { allLandings, landingPath, type Landing } from '~/domain/search/landing';
import type { Catalog } from '~/site/build-catalog';
import { similarIds } from '~/site/listing/detail-model';
import { searchParts } from '~/site/search-parts';
import { LANG_CODES } from '~/i18n/languages';
import type { PartFileKind, PartKey } from '~/domain/search/index-parts';
import { cardBadge } from '~/domain/price-history';
import { cardDigest, cardFileDigest, hashKey } from './card-digest';
import { emptyQuery } from '~/domain/search/query';
import { formOptions, homeFigures, landingFigures } from '~/site/listing/catalog-figures';
import { listingPriceContext, type SpiegelView } from '~/site/price-figures';
import { pricePart } from '~/site/listing/detail-parts';
import { PAGE_PARTS, type PagePart } from '~/domain/page-parts';

export { hashKey };

/** Pages that show nothing of the listings (imprint, sign-in, …): only a code change renders them again. */
export const CONTENT_KEY = 'content';

/**
 * A file of one part of the search data, its rows (`h`), coordinates (`g`) or titles in a language (`t`): its
 * version, a hash of what it holds, which it carries (src/domain/search/index-parts.ts). A part's files hold nothing
 * of the other parts, so a sync renders again only the files of the parts holding a changed, new or withdrawn
 * listing, and of those only the kinds that changed: a new price the rows, not the coordinates or titles.
 */
export function searchPartKey(c: Catalog, part: PartKey, kind: PartFileKind): string {
  const p = searchParts(c).parts.get(part)!;
  return kind === 'h' ? p.index.gen : kind === 'g' ? p.geo.gen : p.titles;
}

/**
 * The key of every search data file (src/pages/search/), by its name without the extension: each part's rows
 * (index-<part>), coordinates (geo-<part>) and titles in every language (titles-<lang>-<part>).
 */
export function searchFileKeys(c: Catalog): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of searchParts(c).parts.keys()) {
    out.set(`index-${part}`, searchPartKey(c, part, 'h'));
    out.set(`geo-${part}`, searchPartKey(c, part, 'g'));
    for (const lang of LANG_CODES) out.set(`titles-${lang}-${part}`, searchPartKey(c, part, 't'));
  }
  return out;
}

/** The search form's options (types with their counts, subtypes, features by frequency), on the list and home pages. */
function optionsKey(c: Catalog): string {
  return JSON.stringify(formOptions(c));
}

/**
 * A page of the unfiltered list (/immobilien, /immobilien/seite/{n}): its cards in order, the result's counts and
 * pages, and the form's options. A new price renders the list page that shows the card (and those it moves
 * between, in a price order); a new listing or a withdrawn one changes the counts, so every list page.
 */
export function listPageKey(c: Catalog, page: number): string {
  const res = runSearch(c.table, { ...emptyQuery(), page });
  const cards = Array.from(res.pageRows, (r) => {
    const id = c.table.id[r]!;
    return `${id}:${cardKey(c, id)}`;
  });
  return hashKey('list', res.page, res.total, res.pageCount, res.capped ? 1 : 0, cards.join(','), optionsKey(c));
}

/**
 * The home page: the form's options, the newest listings' cards, the listings per Bundesland and in the list, the
 * featured projects (the project tile shows the project's own fields), the number of projects and the most
 * popular landing pages with their counts.
 */
export function homeKey(c: Catalog): string {
  const home = homeFigures(c);
  const newest = home.newest.map((r) => {
    const id = c.table.id[r]!;
    return `${id}:${cardKey(c, id)}`;
  });
  return hashKey(
    'home',
    optionsKey(c),
    newest.join(','),
    JSON.stringify([...home.regions].sort((a, b) => (a[0] < b[0] ? -1 : 1))),
    home.listTotal,
    home.featured.map((p) => `${p.id}:${p.digest}`).join(','),
    c.projects.length,
    home.popular.map((x) => `${landingPath(x.l)}:${x.count}`).join(','),
  );
}

/** The project list: every project, in order (it shows only the projects' own fields). */
export function projectListKey(c: Catalog): string {
  return hashKey('projects', c.projects.map((p) => `${p.id}:${p.digest}`).join(','));
}

const cardKeys = new WeakMap<Catalog, Map<number, string>>();

/**
 * What a listing shows as a card on other pages (similar listings, landing pages): its card digest (the card's
 * fields and its title in every language, ./card-digest.ts), stored with the snapshot by the sync or made here for
 * a snapshot without them, and its badge at the build's moment. A new description, more pictures or new contact
 * details leave it alone, so the pages that show the listing only as a card are not rendered again for them; a new
 * price, title or first picture changes it. Computed once per listing and catalog.
 */
export function cardKey(c: Catalog, id: number): string {
  let keys = cardKeys.get(c);
  if (!keys) cardKeys.set(c, (keys = new Map()));
  let key = keys.get(id);
  if (key === undefined) {
    const l = c.byId.get(id);
    if (l) {
      const digest = c.cardDigests?.get(id) ?? cardDigest(l);
      // The build's moment, which the pages' cards take their badge at too (cardFromListing): every process of
      // the build tells the same badge, and the key the one its page shows.
      const badge = cardBadge(l, c.freshness.now);
      key = badge ? `${digest}:${badge.kind}:${badge.until}` : digest;
    } else key = '∅';
    keys.set(id, key);
  }
  return key;
}

/**
 * A listing's detail page: the listing itself, its project's name, whether it is stale and its home's other
 * offers. Nothing else of the catalog may appear on it: a figure over many listings (say, how many are available
 * in the town) would make every page of a town depend on each listing there, and one new listing in Vienna
 * would render thousands of pages again. What it shows of its neighbours, its similar listings and its price in
 * context, are parts of their own (src/domain/page-parts.ts, detailPartKey): a sync that changes only them renders the
 * parts again and splices them into the page.
 */
export function detailKey(c: Catalog, l: ListingSummary): string {
  const p = detailKeyParts(c, l);
  return hashKey('detail', p.listing, p.project, p.stale, p.sameHome);
}

/**
 * A part of a listing's detail page (src/domain/page-parts.ts), exactly what it shows: the similar listings' cards with the
 * listing's fields the search for more like it names; or the price in context as the page rounds it (the count
 * and median, not the comparable listings themselves: a new listing in the district renders the parts of its own
 * type, deal and size band again only when it moves the rounded median or the count's step) and the listing's own
 * figure beside it.
 */
export function detailPartKey(c: Catalog, l: ListingSummary, part: PagePart): string {
  if (part === 'aehnliche')
    return hashKey(
      'similar',
      similarIds(c, l.id)
        .map((id) => `${id}:${cardKey(c, id)}`)
        .join(','),
      l.vermarktungsart,
      l.objektart,
      l.location.bundesland,
    );
  return hashKey('price', JSON.stringify(pricePart(c, l)));
}

/** A listing's parts' file (src/domain/page-parts.ts): both its parts. */
export function detailPartsKey(c: Catalog, l: ListingSummary): string {
  return hashKey('parts', ...PAGE_PARTS.map((part) => detailPartKey(c, l, part)));
}

/**
 * What a detail page shows of each source, its own key's (detailKey) and its parts' (detailPartKey): apart, a
 * benchmark can tell which of them a sync changed (src/bench/sync-keys.ts).
 */
export function detailKeyParts(c: Catalog, l: ListingSummary) {
  const similar = similarIds(c, l.id).map((id) => ({ id, card: cardKey(c, id) }));
  const project = l.project_id != null ? c.projectById.get(l.project_id) : undefined;
  // Its price in context shows the comparable listings' count and median as the page rounds them, not the
  // listings themselves: a new listing in the district renders the pages of its own type, deal and size band again
  // only when it moves the rounded median or the count's step.
  const ctx = listingPriceContext(c, l);
  const context = ctx
    ? `${ctx.district.slug}:${ctx.band}:${ctx.count}:${ctx.countAtLeast ? '+' : ''}:${ctx.median}`
    : null;
  return {
    listing: l.digest,
    similar,
    // The page names its project and links it, nothing more: a new unit price or description of the project (its
    // digest covers its units) leaves the other units' pages alone.
    project: project ? `${project.id}:${project.name}` : undefined,
    // A listing that went stale is rendered again: its page says it is no longer confirmed.
    stale: c.stale.has(l.id) ? 'stale' : 'fresh',
    sameHome: sameHomeKey(c, l),
    context,
  };
}

/**
 * A listing's card JSON (/listing-cards/{id}.json): what it holds (its card file digest, ./card-digest.ts, stored
 * with the snapshot by the sync or made here from the listing read in full) and its badge at the build's moment. A
 * new description, more pictures or new contact details leave the file alone; what /favoriten and /vergleich show
 * of the listing (price, title, rooms, costs, features…) changes it.
 */
export function listingCardKey(c: Catalog, l: ListingSummary): string {
  const digest = c.cardFileDigests?.get(l.id) ?? cardFileDigest(c.listing(l.id)!);
  // The badge the file shows, at the build's moment (listingCardOf takes it as the cards do: cardKey).
  const badge = cardBadge(l, c.freshness.now);
  return hashKey('listing-card', digest, badge?.kind, badge?.until);
}

/**
 * A short address's redirect page (/immobilien/{id}, /onr/{external_id}, /immobilie/{slug} of one listing): it
 * names the listing's title and links its detail page, nothing more, so a new price or description leaves it alone.
 */
export function redirectKey(l: Pick<ListingSummary, 'id' | 'title_slug' | 'objekttitel'>): string {
  return hashKey('redirect', l.id, l.title_slug, l.objekttitel);
}

/**
 * /immobilie/{slug}: the listings that share the slug, in their order: one is a redirect page (redirectKey), several
 * a chooser with the first one's title and their cards.
 */
export function slugKey(c: Catalog, listings: readonly ListingSummary[]): string {
  if (listings.length === 1) return redirectKey(listings[0]!);
  return hashKey('slug', listings[0]!.objekttitel, listings.map((l) => `${l.id}:${cardKey(c, l.id)}`).join(','));
}

/** A project page: the project and its units. */
export function projectKey(c: Catalog, p: Project): string {
  const units = (c.unitsOf.get(p.id) ?? []).map((l) => `${l.id}:${l.digest}`);
  const known = p.units.map((u) => (u.listing_id != null && c.byId.has(u.listing_id) ? 1 : 0)).join('');
  return hashKey('project', p.digest, units.join(','), known);
}

/**
 * A landing page (type × deal × region): what it shows of its listings as it shows it (landingFigures): the count,
 * the median price to the euro and per m² to the cent, the cards of the newest listings, the subtypes and towns
 * with their counts; and which sibling landing pages of the region exist (it links them). A new price of a listing
 * it does not show as a card renders it again only when it moves a median, a new description never.
 */
export function landingKey(c: Catalog, landing: Landing, live: ReadonlySet<string>): string {
  const f = landingFigures(c, landing);
  const cards = Array.from(f.cardRows, (r) => {
    const id = c.table.id[r]!;
    return `${id}:${cardKey(c, id)}`;
  });
  const rounded = (x: number | null, factor: number) => (x == null ? null : Math.round(x * factor) / factor);
  const siblings = allLandings()
    .filter((o) => o.region === landing.region && live.has(landingPath(o)))
    .map(landingPath);
  return hashKey(
    'landing',
    f.total,
    rounded(f.medianPrice, 1),
    rounded(f.medianPerSqm, 100),
    cards.join(','),
    JSON.stringify(f.subtypes),
    JSON.stringify(f.towns),
    siblings.join(','),
  );
}

/**
 * A Preisspiegel page: its view model (the figures, sample sizes, districts and map positions it shows). The date
 * it names is the build that rendered it: a page whose figures stay the same is taken over with its date, which is
 * still the date of the figures it shows.
 */
export function spiegelKey(view: SpiegelView): string {
  return hashKey('preisspiegel', JSON.stringify(view));
}

/** One sitemap file: the entries it lists. */
export function sitemapKey(entries: ReadonlyArray<{ path: string; lastmod?: string | null }>): string {
  return hashKey('sitemap', entries.map((e) => `${e.path}@${e.lastmod ?? ''}`).join('\n'));
}

/**
 * What a listing's page shows of its home's other offers: their digests (price, agency), which are built, which
 * stale and which one the lists show, so a change in another agency's offer renders the home's pages again.
 */
function sameHomeKey(c: Catalog, l: ListingSummary): string | null {
  const home = c.byId.get(l.duplicate_of ?? l.id);
  if (!home?.offers) return null;
  return home.offers
    .map((o) => {
      const other = c.byId.get(o.id);
      return other
        ? `${o.id}:${other.digest}:${c.stale.has(o.id) ? 's' : ''}:${c.shownAs.get(o.id) ?? ''}`
        : `${o.id}:-`;
    })
    .join(',');
}
