/**
 * One home, one listing: the same property sent by several agencies is shown once. Two listings are the same home
 * when all of these hold:
 * - different agencies (one agency's listing is one listing by its object number already, see import/identity.ts),
 *   the same deal (buy/rent) and type, neither a unit of a project (a project's units look alike by design and
 *   are the developer's to list);
 * - the same place: the same published street and house number (a different door, Top or stair in one building is
 *   another flat), or, where an address is missing, positions within SAME_HOME.maxMetres that are the building's
 *   own (not a town's centre) and the same postcode, or the same postcode and a picture both carry;
 * - a known floor that is the same where both give one;
 * - the same rooms where both give them, the area within SAME_HOME.areaShare (agencies measure differently);
 * - the price within SAME_HOME.priceShare of the lower one (agencies round, one may already have lowered it); a
 *   listing without a price (on request) matches on the rest.
 * Pictures count as evidence of the place where both have them (the same file, or a perceptual hash within
 * SAME_HOME.maxHashBits bits), never against it: agencies photograph one flat differently.
 *
 * Groups are transitive (A~B and B~C make one home of three); an editor's split keeps a pair apart for good. The
 * group's oldest listing (lowest id) is the one the search shows, so the survivor does not change from sync to sync.
 */

export const SAME_HOME = {
  /** Share of the lower price two offers of one home may differ by. */
  priceShare: 0.05,
  /** Share of the larger area two offers of one home may differ by. */
  areaShare: 0.05,
  /** Two positions of the building itself at most this far apart are one place (geocoders differ by a few metres). */
  maxMetres: 40,
  /** Two pictures whose 64-bit difference hashes differ in at most this many bits are one picture. */
  maxHashBits: 6,
} as const;

/** What the rule reads of a listing (a Listing has all of it). */
export interface HomeFacts {
  id: number;
  agency: { id: string };
  vermarktungsart: string;
  objektart: string;
  project_id: number | null;
  kaufpreis: number | null;
  kaltmiete: number | null;
  flaeche: number | null;
  zimmer: number | null;
  etage: number | null;
  location: {
    plz: string | null;
    strasse: string | null;
    hausnummer: string | null;
    address_published: boolean;
    lat: number | null;
    lon: number | null;
    coordinates_approximate?: boolean;
  };
  images: ReadonlyArray<{ url: string; dhash?: string }>;
}

/** A home offered by several agencies: the listing shown and the ones merged into it, ids ascending. */
export interface HomeGroup {
  survivor: number;
  merged: number[];
}

/** A pair an editor split: never one home, whatever the rule says. Order does not matter. */
export type SplitPair = readonly [number, number];

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Street names as agencies spell them: case, "Straße"/"Strasse"/"Str.", "Gasse"/"G.", spaces and dots fold. */
export function normalizeStreet(street: string): string {
  return street
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/strasse\b|str\b\.?/g, 'str')
    .replace(/gasse\b|g\b\.?/g, 'g')
    .replace(/platz\b|pl\b\.?/g, 'pl')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * A house number split into the building ("12a") and the flat within it ("1/7" for stair 1, door 7; "Top 7" is
 * door 7). Null parts when the text does not say.
 */
export function splitHouseNumber(text: string): { house: string | null; unit: string | null } {
  const t = text.toLowerCase().replace(/\s+/g, ' ').trim();
  const m = /^(\d+\s?[a-z]?)(?![a-z])(.*)$/.exec(t);
  if (!m) return { house: t ? t.replace(/\s/g, '') : null, unit: null };
  const house = m[1]!.replace(/\s/g, '');
  const unit = (m[2] ?? '')
    .replace(/\b(top|tür|tuer|stiege|stg|st|whg|wohnung|door)\b\.?/g, ' ')
    .split(/[^0-9a-z]+/)
    .filter(Boolean)
    .join('/');
  return { house, unit: unit || null };
}

function metres(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const x = (bLon - aLon) * rad * Math.cos(((aLat + bLat) / 2) * rad);
  const y = (bLat - aLat) * rad;
  return Math.sqrt(x * x + y * y) * 6_371_000;
}

function within(a: number | null, b: number | null, share: number): boolean {
  if (a === null || b === null || a <= 0 || b <= 0) return true;
  return Math.abs(a - b) <= share * Math.min(a, b);
}

/** Set bits of a 32-bit number. */
export function popcount32(x: number): number {
  x >>>= 0;
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Bits that differ between two 16-hex-digit hashes (in two 32-bit halves: no BigInt on a hot path). */
export function hashDistance(a: string, b: string): number {
  const hi = (parseInt(a.slice(0, 8), 16) ^ parseInt(b.slice(0, 8), 16)) >>> 0;
  const lo = (parseInt(a.slice(8, 16), 16) ^ parseInt(b.slice(8, 16), 16)) >>> 0;
  return popcount32(hi) + popcount32(lo);
}

function sharePicture(a: HomeFacts, b: HomeFacts): boolean {
  if (!a.images.length || !b.images.length) return false;
  const urls = new Set(a.images.map((i) => i.url));
  if (b.images.some((i) => urls.has(i.url))) return true;
  const hashes = a.images.flatMap((i) => (i.dhash ? [i.dhash] : []));
  if (!hashes.length) return false;
  return b.images.some(
    (i) => i.dhash !== undefined && hashes.some((h) => hashDistance(h, i.dhash!) <= SAME_HOME.maxHashBits),
  );
}

type Place = 'same' | 'different' | 'unknown';

function samePlace(a: HomeFacts, b: HomeFacts): Place {
  const la = a.location;
  const lb = b.location;
  if (la.plz && lb.plz && la.plz !== lb.plz) return 'different';
  const addressOf = (l: HomeFacts['location']) =>
    l.address_published && l.strasse && l.hausnummer
      ? { street: normalizeStreet(l.strasse), ...splitHouseNumber(l.hausnummer) }
      : null;
  const aa = addressOf(la);
  const ab = addressOf(lb);
  if (aa && ab) {
    if (aa.street !== ab.street || aa.house !== ab.house) return 'different';
    // another door in the same building is another flat
    if (aa.unit && ab.unit && aa.unit !== ab.unit) return 'different';
    return 'same';
  }
  const exact = (l: HomeFacts['location']) => l.lat !== null && l.lon !== null && !l.coordinates_approximate;
  if (exact(la) && exact(lb)) {
    return metres(la.lat!, la.lon!, lb.lat!, lb.lon!) <= SAME_HOME.maxMetres ? 'same' : 'different';
  }
  return 'unknown';
}

/** Whether two listings are one home offered twice (the rule above); a split pair is never. */
export function isSameHome(a: HomeFacts, b: HomeFacts): boolean {
  if (a.id === b.id || a.agency.id === b.agency.id) return false;
  if (a.project_id !== null || b.project_id !== null) return false;
  if (a.vermarktungsart !== b.vermarktungsart || a.objektart !== b.objektart) return false;
  if (a.etage !== null && b.etage !== null && a.etage !== b.etage) return false;
  if (a.zimmer !== null && b.zimmer !== null && a.zimmer !== b.zimmer) return false;
  if (a.flaeche === null || b.flaeche === null || !within(a.flaeche, b.flaeche, SAME_HOME.areaShare)) return false;
  if (!within(a.kaufpreis, b.kaufpreis, SAME_HOME.priceShare)) return false;
  if (!within(a.kaltmiete, b.kaltmiete, SAME_HOME.priceShare)) return false;
  const place = samePlace(a, b);
  if (place === 'different') return false;
  if (place === 'same') return true;
  // Neither address nor position tells: the same postcode and a picture both carry do.
  return a.location.plz !== null && a.location.plz === b.location.plz && sharePicture(a, b);
}

/**
 * The homes several agencies offer, among `listings` (any order). Only listings of one postcode, deal and type are
 * compared, and within such a block only those whose areas the rule lets meet: the block sorted by area, each
 * listing is compared with the larger ones up to SAME_HOME.areaShare above its own, so a block of thousands (a
 * Vienna district's flats at 100,000 listings) costs its sort and its near pairs, not every pair. An area of 0 or
 * less, which `within` lets meet any, is compared with the whole block. The rule is symmetric and the groups are
 * its connected pairs, so the order of comparing changes nothing. `splits` are pairs editors separated.
 */
export function findSameHomes(listings: readonly HomeFacts[], splits: readonly SplitPair[] = []): HomeGroup[] {
  const apart = new Set(splits.map(([a, b]) => pairKey(a, b)));
  const blocks = new Map<string, HomeFacts[]>();
  for (const l of listings) {
    if (l.project_id !== null || l.flaeche === null) continue;
    const key = `${l.location.plz ?? ''}|${l.vermarktungsart}|${l.objektart}`;
    const block = blocks.get(key);
    if (block) block.push(l);
    else blocks.set(key, [l]);
  }
  const parent = new Map<number, number>();
  const find = (id: number): number => {
    let root = id;
    while (parent.get(root)! !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  const compare = (a: HomeFacts, b: HomeFacts) => {
    if (apart.has(pairKey(a.id, b.id)) || !isSameHome(a, b)) return;
    const ra = find(a.id);
    const rb = find(b.id);
    if (ra !== rb) parent.set(Math.max(ra, rb), Math.min(ra, rb));
  };
  for (const block of blocks.values()) {
    if (block.length < 2) continue;
    for (const l of block) parent.set(l.id, l.id);
    const sized = block.filter((l) => l.flaeche! > 0).sort((a, b) => a.flaeche! - b.flaeche!);
    for (let i = 0; i < sized.length; i++) {
      const a = sized[i]!;
      // b - a grows along the sorted block: the first area too large ends a's comparisons
      for (let j = i + 1; j < sized.length && within(a.flaeche, sized[j]!.flaeche, SAME_HOME.areaShare); j++)
        compare(a, sized[j]!);
    }
    const unsized = block.filter((l) => !(l.flaeche! > 0));
    for (const [i, a] of unsized.entries()) {
      for (const b of sized) compare(a, b);
      for (const b of unsized.slice(i + 1)) compare(a, b);
    }
  }
  const groups = new Map<number, number[]>();
  for (const id of parent.keys()) {
    const root = find(id);
    if (root === id) continue;
    const g = groups.get(root);
    if (g) g.push(id);
    else groups.set(root, [id]);
  }
  return [...groups.entries()]
    .map(([root, ids]) => {
      const all = [root, ...ids].sort((x, y) => x - y);
      return { survivor: all[0]!, merged: all.slice(1) };
    })
    .sort((x, y) => x.survivor - y.survivor);
}

/** A listing as far as the homes several agencies offer are concerned. */
export interface OfferedHome {
  id: number;
  duplicate_of?: number | null;
  offers?: readonly unknown[] | null;
}

/**
 * Which listing stands for each home several agencies offer (src/import/same-homes.ts marked them): the home's
 * first listing, or where it is stale or not built (hidden), its first offer that is neither, so the home stays
 * findable while one agency still confirms it. The others' ids → that id. The build's list and the assistant's
 * search both leave out the ids this maps, so a home counts once wherever it is searched.
 */
export function sameHomesShown(
  listings: readonly OfferedHome[],
  stale: ReadonlySet<number> = new Set(),
): Map<number, number> {
  const present = new Set(listings.map((l) => l.id));
  const homes = new Map<number, number[]>();
  for (const l of listings) {
    const home = l.duplicate_of ?? (l.offers?.length ? l.id : undefined);
    if (home === undefined) continue;
    const members = homes.get(home);
    if (members) members.push(l.id);
    else homes.set(home, [l.id]);
  }
  const out = new Map<number, number>();
  for (const [home, members] of homes) {
    if (members.length < 2) continue;
    members.sort((a, b) => a - b);
    const live = members.filter((id) => !stale.has(id));
    const shown = present.has(home) && !stale.has(home) ? home : (live[0] ?? members[0]!);
    for (const id of members) if (id !== shown && !stale.has(id)) out.set(id, shown);
  }
  return out;
}
