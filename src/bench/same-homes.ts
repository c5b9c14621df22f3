/**
 * What one home, one listing and the warning signs add to a sync: the same-home marking (src/import/same-homes.ts)
 * and the warning signs (src/domain/warning-signs.ts) over N listings made up here (seeded: postcodes, agencies,
 * addresses, areas, prices, five pictures each with a difference hash, and a share of homes that a second agency
 * also sends, with a price up to 3 % apart). The difference hash of a new picture is taken once, at import, from
 * its thumbnail; its cost per picture is measured on the data folder's stored thumbnails when there are any.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Listing } from '../domain/listing';
import { findWarningSigns } from '../domain/warning-signs';
import { markSameHomes } from '../import/same-homes';
import { differenceHash } from '../import/media';

export interface SameHomesBenchOptions {
  listings: number;
  /** Share of the listings that are a second agency's offer of another listing's home. */
  twins: number;
  seed: number;
  /** A data folder whose media/t thumbnails time the difference hash; none: not timed. */
  dataDir?: string;
}

export const SAME_HOMES_BENCH_DEFAULTS: SameHomesBenchOptions = { listings: 10_000, twins: 0.03, seed: 7 };

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex16 = (r: () => number) =>
  Array.from({ length: 4 }, () =>
    Math.floor(r() * 0x10000)
      .toString(16)
      .padStart(4, '0'),
  ).join('');

/** N listings with `twins` of them a second agency's copy of another (the truth: twin id → original id). */
export function makeBenchListings(opts: SameHomesBenchOptions): { listings: Listing[]; truth: Map<number, number> } {
  const r = rng(opts.seed);
  const originals = Math.round(opts.listings * (1 - opts.twins));
  const listings: Listing[] = [];
  for (let i = 0; i < originals; i++) {
    const plz = String(1010 + Math.floor(r() * 400) * 10);
    const buy = r() < 0.6;
    const area = Math.round(30 + r() * 150);
    const perSqm = buy ? 3000 + r() * 6000 : 9 + r() * 10;
    const lat = 46.5 + r() * 2.5;
    const lon = 9.6 + r() * 7.4;
    listings.push({
      id: i + 1,
      title_slug: `wohnung-${i + 1}`,
      objekttitel: `Wohnung ${i + 1}`,
      external_id: `B-${i + 1}`,
      agency: {
        id: `AG${Math.floor(r() * 40)}`,
        name: 'Makler',
        logo_url: null,
        impressum: null,
        email: 'office@makler.example',
        telefon: null,
        website: 'https://makler.example',
      },
      contact: { email: r() < 0.01 ? 'privat@gmail.com' : 'berater@makler.example', telefon: null },
      vermarktungsart: buy ? 'KAUF' : 'MIETE_PACHT',
      objektart: r() < 0.7 ? 'WOHNUNG' : 'HAUS',
      project_id: null,
      kaufpreis: buy ? Math.round(area * perSqm) : null,
      kaltmiete: buy ? null : Math.round(area * perSqm),
      flaeche: area,
      zimmer: Math.max(1, Math.round(area / 30)),
      etage: Math.floor(r() * 6),
      location: {
        plz,
        bezirk: `Bezirk ${plz.slice(0, 3)}`,
        strasse: `Gasse ${Math.floor(r() * 60)}`,
        hausnummer: `${1 + Math.floor(r() * 40)}/${1 + Math.floor(r() * 20)}`,
        address_published: r() < 0.5,
        lat,
        lon,
        coordinates_approximate: r() < 0.2,
      },
      images: Array.from({ length: 5 }, (_, k) => ({
        url: `/media/o/${i}/${k}.jpg`,
        thumbnail_url: `/media/t/${i}/${k}.webp`,
        kind: 'photo',
        dhash: hex16(r),
      })),
      objektbeschreibung: r() < 0.005 ? '<p>Bitte Kaution vorab per Western Union.</p>' : '<p>Helle Wohnung.</p>',
      sonstige_angaben: null,
      dreizeiler: null,
      preise: { kaution_text: null },
    } as unknown as Listing);
  }
  const truth = new Map<number, number>();
  for (let i = originals; i < opts.listings; i++) {
    const of = listings[Math.floor(r() * originals)]!;
    const twin = structuredClone(of);
    twin.id = i + 1;
    twin.external_id = `T-${i + 1}`;
    twin.agency = { ...twin.agency, id: `${of.agency.id}-other` };
    if (twin.kaufpreis) twin.kaufpreis = Math.round(twin.kaufpreis * (0.97 + r() * 0.06) * 0.999);
    if (twin.kaltmiete) twin.kaltmiete = Math.round(twin.kaltmiete * (0.97 + r() * 0.06) * 0.999);
    // the same photos, re-encoded by the other agency's software: other files, hashes a bit apart
    twin.images = twin.images.map((img, k) => ({
      ...img,
      url: `/media/o/t${i}/${k}.jpg`,
      dhash: img.dhash!.slice(0, 15) + ((parseInt(img.dhash!.slice(15), 16) ^ 1).toString(16) as string),
    }));
    listings.push(twin);
    truth.set(twin.id, of.id);
  }
  return { listings, truth };
}

export async function runSameHomesBenchmark(opts: SameHomesBenchOptions, print: (line: string) => void) {
  const { listings, truth } = makeBenchListings(opts);
  const t0 = performance.now();
  const groups = markSameHomes(listings, []);
  const t1 = performance.now();
  const signs = findWarningSigns(listings, groups);
  const t2 = performance.now();
  const merged = new Map<number, number>();
  for (const g of groups) for (const id of g.merged) merged.set(id, g.survivor);
  // a twin is found when it and its original are one home (either may be the one shown)
  const home = (id: number) => merged.get(id) ?? id;
  let found = 0;
  for (const [twin, of] of truth) if (home(twin) === home(of)) found++;
  const extra = [...merged.keys()].filter((id) => !truth.has(id) && !truth.has(home(id))).length;

  let hashMs: number | null = null;
  let hashed = 0;
  if (opts.dataDir) {
    const root = path.join(opts.dataDir, 'media', 't');
    const files = fs.existsSync(root)
      ? fs
          .readdirSync(root)
          .flatMap((d) => fs.readdirSync(path.join(root, d)).map((f) => path.join(root, d, f)))
          .slice(0, 200)
      : [];
    const buffers = files.map((f) => fs.readFileSync(f));
    const h0 = performance.now();
    for (const b of buffers) await differenceHash(b);
    hashed = buffers.length;
    hashMs = hashed ? (performance.now() - h0) / hashed : null;
  }
  const result = {
    listings: listings.length,
    planted_twins: truth.size,
    twins_found: found,
    merged_not_planted: extra,
    homes: groups.length,
    listings_with_signs: signs.size,
    same_homes_ms: Math.round(t1 - t0),
    warning_signs_ms: Math.round(t2 - t1),
    total_ms: Math.round(t2 - t0),
    dhash_ms_per_picture: hashMs === null ? null : Math.round(hashMs * 100) / 100,
    dhash_pictures_timed: hashed,
  };
  print(
    `${result.listings} listings: same homes ${result.same_homes_ms} ms (${result.homes} homes; ${found}/${truth.size} planted twins found, ${extra} other merges), warning signs ${result.warning_signs_ms} ms (${result.listings_with_signs} listings)`,
  );
  if (hashMs !== null)
    print(`difference hash: ${result.dhash_ms_per_picture} ms per new picture (${hashed} stored thumbnails timed)`);
  print(JSON.stringify(result));
  return result;
}
