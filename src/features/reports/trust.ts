/**
 * What the editors see besides the visitors' reports: the warning signs the listings show (src/domain/warning-signs.ts)
 * and the homes several agencies offer that the sync merged (src/domain/same-home.ts), with the split that keeps a
 * wrongly merged pair apart for good. Both are read from the process's listing snapshot, once per snapshot; the
 * signs of a hidden listing are not shown (it is dealt with), nor are they ever part of what a visitor sees.
 */
import type { Listing } from '../../domain/listing';
import type { HomeGroup } from '../../domain/same-home';
import { findWarningSigns, moneyFirstPhrase, type SignFacts, type WarningSign } from '../../domain/warning-signs';
import { listingPath } from '../../domain/listing-ref';
import { searchPrice } from '../../domain/search/index-format';
import type { ListingSnapshot } from '../../snapshot/reader';
import { listingSummaryOf } from '../../snapshot/summary';
import { readHiddenIds } from '../../snapshot/hidden';
import { readSplits, writeSplits } from '../../snapshot/same-home-splits';
import { ApiError } from '../../platform/errors';
import { requestSync } from '../listing-sync/sync';
import { audit } from '../admin/repository';
import type { Context } from '../context';
import type { Actor } from './service';

/** The homes of the snapshot, as the sync marked them (a listing's duplicate_of names its home's first listing). */
export function homesOf(snapshot: Pick<ListingSnapshot, 'listings'>): HomeGroup[] {
  const merged = new Map<number, number[]>();
  for (const l of snapshot.listings) {
    if (l.duplicate_of === undefined) continue;
    const list = merged.get(l.duplicate_of);
    if (list) list.push(l.id);
    else merged.set(l.duplicate_of, [l.id]);
  }
  return [...merged.entries()]
    .map(([survivor, ids]) => ({ survivor, merged: ids.sort((a, b) => a - b) }))
    .sort((a, b) => a.survivor - b.survivor);
}

/**
 * What the signs read of a listing, without its texts: of those only the phrase the money-first sign would find,
 * so a pass over 100,000 listings holds their pictures and figures, not their descriptions.
 */
function signFacts(l: Listing): SignFacts {
  const s = listingSummaryOf(l);
  return {
    id: l.id,
    vermarktungsart: l.vermarktungsart,
    objektart: l.objektart,
    flaeche: l.flaeche,
    kaufpreis: l.kaufpreis,
    kaltmiete: l.kaltmiete,
    price_on_request: l.price_on_request,
    // the rent's parts the price reads (searchPrice)
    preise: s.preise as Listing['preise'],
    location: s.location,
    duplicate_of: l.duplicate_of,
    agency: l.agency && { id: l.agency.id, email: l.agency.email, website: l.agency.website },
    contact: l.contact && { email: l.contact.email },
    images: Array.isArray(l.images)
      ? l.images.map((i) => (i.dhash ? { url: i.url, dhash: i.dhash } : { url: i.url }))
      : l.images,
    objektbeschreibung: moneyFirstPhrase(l),
  };
}

/** Each snapshot's warning signs, by listing id (computed once per snapshot, see ListingReader.derived). */
function signsOf(snapshot: ListingSnapshot): Map<number, WarningSign[]> {
  const facts: SignFacts[] = [];
  for (const l of snapshot.full()) facts.push(signFacts(l));
  return findWarningSigns(facts, homesOf(snapshot));
}

function homesOfSnapshot(snapshot: ListingSnapshot): HomeGroup[] {
  return homesOf(snapshot);
}

const brief = (l: Listing | undefined, id: number) =>
  l
    ? {
        id,
        title: l.objekttitel,
        ref: l.external_id,
        agency: l.agency.name,
        path: listingPath(id, l.title_slug),
        // The amount the list's cards show (a rental's total monthly rent), so moderators see what visitors see.
        price: searchPrice(l) || null,
        vermarktungsart: l.vermarktungsart,
      }
    : { id, title: null, ref: null, agency: null, path: null, price: null, vermarktungsart: null };

/** The listings with warning signs that are not hidden, the most signs first, then by id. */
export function warningSignsQueue(ctx: Context) {
  const snapshot = ctx.listings.current();
  const signs = ctx.listings.derived(signsOf);
  const hidden = readHiddenIds(ctx.config.dataDir);
  return [...signs.entries()]
    .filter(([id]) => !hidden.has(id))
    .sort((a, b) => b[1].length - a[1].length || a[0] - b[0])
    .map(([id, list]) => ({ listing: brief(snapshot.listing(id), id), signs: list }));
}

/** The merged homes, each with its offers. */
export function mergedHomes(ctx: Context) {
  const snapshot = ctx.listings.current();
  return ctx.listings.derived(homesOfSnapshot).map((g) => ({
    survivor: brief(snapshot.listing(g.survivor), g.survivor),
    merged: g.merged.map((id) => brief(snapshot.listing(id), id)),
  }));
}

/**
 * Takes `listingId` out of its home: it is split from every other listing of the home, for good (the next sync
 * keeps it apart whatever the rule says), the split audited and a sync requested so the site follows.
 */
export async function splitFromHome(ctx: Context, listingId: number, actor: Actor): Promise<{ pairs: number[][] }> {
  const group = homesOf(ctx.listings.latest()).find((g) => g.survivor === listingId || g.merged.includes(listingId));
  if (!group) throw new ApiError(404, 'reports.errors.notMerged');
  const others = [group.survivor, ...group.merged].filter((id) => id !== listingId);
  const pairs = others.map((id) => (id < listingId ? [id, listingId] : [listingId, id]) as [number, number]);
  writeSplits([...readSplits(ctx.config.dataDir), ...pairs], ctx.config.dataDir);
  await audit(ctx.database.db, {
    actor_id: actor.id,
    actor_email: actor.email,
    action: 'same_home.split',
    target: `listing:${listingId}`,
    details: { home: group.survivor, from: others },
    at: ctx.now(),
  });
  requestSync({ sync: true, force: true, dataDir: ctx.config.dataDir, by: actor.email });
  return { pairs };
}
