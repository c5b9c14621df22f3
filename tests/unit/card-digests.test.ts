/**
 * The card digests the snapshot's writer stores for the build's page keys (src/site/incremental/card-digest.ts):
 * the same digest the build makes from a listing's summary, the same page keys whether the build reads them or
 * makes them, and used only for the snapshot and card code they were made for.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadEnv } from '~/config/env';
import type { Listing } from '~/domain/listing';
import { writeSnapshot, type SnapshotMeta } from '~/snapshot';
import { catalogOf, readBuildSnapshot } from '~/site/catalog';
import type { Catalog } from '~/site/build-catalog';
import {
  cardDigest,
  cardDigestsFile,
  cardFileDigest,
  readCardDigests,
  readStoredDigests,
  writeCardDigests,
} from '~/site/incremental/card-digest';
import { listingSummaryOf } from '~/snapshot/summary';
import type { IndexedListing } from '~/domain/search/index-format';
import { cardKey, detailKey, landingKey, listingCardKey, listPageKey } from '~/site/incremental/page-keys';
import { allLandings, landingPath } from '~/domain/search/landing';
import { landingCounts } from '~/site/listing/catalog-figures';
import { makeListings } from './search-fixtures';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-digests-'));
const saved = process.env.DATA_DIR;
const DAY = 86_400_000;
const now = Date.now();

// Some listings with a recent price cut, some new, some old: the badge is the part of a card the build adds.
const listings: Listing[] = makeListings(60, 7).map((l, i) => {
  if (i % 3 === 0)
    return {
      ...l,
      price_history: [{ date: new Date(now - 2 * DAY).toISOString(), old: 500_000, new: 450_000 }],
    } as Listing;
  if (i % 3 === 1) {
    const day = new Date(now - DAY).toISOString();
    return { ...l, created_at: day, published_at: day } as Listing;
  }
  return { ...l, created_at: '2020-01-01T00:00:00Z', published_at: '2020-01-01T00:00:00Z' } as Listing;
});
const meta: SnapshotMeta = {
  generatedAt: '2026-11-28T12:00:00Z',
  digest: 'card-digests-1',
  counts: { properties: listings.length, projects: 0, byStatus: {}, byObjektart: {}, byVermarktungsart: {} },
  sources: [],
};

beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  reloadEnv();
  writeSnapshot(dataDir, { properties: listings, projects: [], meta });
});
afterAll(() => {
  if (saved === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = saved;
  reloadEnv();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every key that hashes cards: each listing's card and detail page, the landing pages, the list pages. */
function cardKeys(c: Catalog): string[] {
  const counts = landingCounts(c);
  const live = new Set(counts.keys());
  const landings = allLandings().filter((l) => live.has(landingPath(l)));
  return [
    ...c.listings.map((l) => cardKey(c, l.id)),
    ...c.listings.map((l) => detailKey(c, l)),
    ...c.listings.map((l) => listingCardKey(c, l)),
    ...landings.map((l) => landingKey(c, l, live)),
    listPageKey(c, 1),
    listPageKey(c, 2),
  ];
}

describe('card digests stored with the snapshot', () => {
  it('are the digests the build makes from the summaries it reads, one per listing', () => {
    const stored = readCardDigests(dataDir, meta.digest);
    expect(stored?.size).toBe(listings.length);
    const snapshot = readBuildSnapshot(dataDir);
    for (const summary of snapshot.listings) expect(stored!.get(summary.id)).toBe(cardDigest(summary));
  });

  it('with the card file digests the build makes from each listing read in full', () => {
    const files = readStoredDigests(dataDir, meta.digest)?.files;
    expect(files?.size).toBe(listings.length);
    const c = catalogOf(readBuildSnapshot(dataDir), dataDir);
    for (const l of c.listings) expect(files!.get(l.id)).toBe(cardFileDigest(c.listing(l.id)!));
  });

  it('give the build the same page keys as making them itself', () => {
    const withStored = catalogOf(readBuildSnapshot(dataDir), dataDir);
    expect(withStored.cardDigests?.size).toBe(listings.length);
    const made = catalogOf(readBuildSnapshot(dataDir), dataDir);
    delete made.cardDigests;
    delete made.cardFileDigests;
    const keys = cardKeys(withStored);
    expect(keys).toEqual(cardKeys(made));
    // The badges are in the keys: a listing with a recent price cut and one without differ by more than the digest.
    expect(keys.slice(0, listings.length).some((k) => k.includes(':reduced:'))).toBe(true);
    expect(keys.slice(0, listings.length).some((k) => k.includes(':new:'))).toBe(true);
  });

  it('a card digest changes with the card (price, title) and not with what the card does not show', () => {
    const [summary] = readBuildSnapshot(dataDir).listings;
    const d = cardDigest(summary!);
    expect(cardDigest({ ...summary!, kaufpreis: (summary!.kaufpreis ?? 0) + 1000, kaltmiete: 9_999 })).not.toBe(d);
    expect(cardDigest({ ...summary!, objekttitel: `${summary!.objekttitel} neu` })).not.toBe(d);
    // A new time stamp or digest alone (a new description, say): the same card.
    const retold = { ...summary!, updated_at: '2031-01-01T00:00:00Z', digest: 'other' };
    expect(cardDigest(retold)).toBe(d);
  });

  it('are not used for another snapshot, for other card code, or when missing: the build makes them', () => {
    expect(readCardDigests(dataDir, 'card-digests-2')).toBeNull();
    expect(readCardDigests(dataDir, null)).toBeNull();
    const file = cardDigestsFile(dataDir);
    const text = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(text), rule: 'older card code' }));
      expect(readCardDigests(dataDir, meta.digest)).toBeNull();
      fs.writeFileSync(file, '{ not json');
      expect(readCardDigests(dataDir, meta.digest)).toBeNull();
      fs.rmSync(file);
      expect(readCardDigests(dataDir, meta.digest)).toBeNull();
      const c = catalogOf(readBuildSnapshot(dataDir), dataDir);
      expect(c.cardDigests).toBeUndefined();
      expect(c.cardFileDigests).toBeUndefined();
      expect(c.listings.every((l) => cardKey(c, l.id).length >= 22)).toBe(true);
    } finally {
      fs.writeFileSync(file, text);
    }
  });

  it("a sync makes the digests of the changed listings only and takes over the others'; another rule makes all", () => {
    const file = cardDigestsFile(dataDir);
    const text = fs.readFileSync(file, 'utf8');
    const stored = JSON.parse(text) as {
      cards: Record<string, string>;
      files: Record<string, string>;
      from: Record<string, string>;
    };
    try {
      // A stored digest the writer would not make itself: an unchanged listing keeps it, so it was taken over.
      const kept = listings[1]!;
      fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(text), cards: { ...stored.cards, [kept.id]: 'taken' } }));
      const target = listings.find((l) => l.kaufpreis != null && l.id !== kept.id)!;
      const next = listings.map((l) =>
        l.id === target.id ? { ...l, kaufpreis: l.kaufpreis! + 1000, digest: `${l.digest}-new-price` } : l,
      );
      expect(writeCardDigests(dataDir, next, 'card-digests-2')).toEqual({ made: 1, kept: listings.length - 1 });
      const after = readCardDigests(dataDir, 'card-digests-2')!;
      expect(after.get(kept.id)).toBe('taken');
      const files = readStoredDigests(dataDir, 'card-digests-2')!.files;
      expect(files.get(target.id)).toBe(cardFileDigest(next.find((l) => l.id === target.id)!));
      expect(files.get(target.id)).not.toBe(stored.files[target.id]);
      expect(files.get(kept.id)).toBe(stored.files[kept.id]);
      const made = cardDigest(listingSummaryOf(next.find((l) => l.id === target.id)!) as IndexedListing);
      expect(after.get(target.id)).toBe(made);
      expect(made).not.toBe(stored.cards[target.id]);
      // The others are what the writer makes without a file to start from.
      fs.rmSync(file);
      expect(writeCardDigests(dataDir, next, 'card-digests-2')).toEqual({ made: listings.length, kept: 0 });
      const fresh = readCardDigests(dataDir, 'card-digests-2')!;
      for (const l of next) if (l.id !== kept.id) expect(after.get(l.id)).toBe(fresh.get(l.id));
      // A file of other code: every digest is made anew, the stored ones are not trusted.
      fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(text), rule: 'older card code' }));
      expect(writeCardDigests(dataDir, next, 'card-digests-3')).toEqual({ made: listings.length, kept: 0 });
      expect(readCardDigests(dataDir, 'card-digests-3')).toEqual(fresh);
    } finally {
      fs.writeFileSync(file, text);
    }
  });

  it('a listing without a digest has its card made, with or without a previous file', () => {
    const file = cardDigestsFile(dataDir);
    const text = fs.readFileSync(file, 'utf8');
    const bare = listings.map(({ digest: _digest, ...l }) => l as Listing);
    try {
      expect(writeCardDigests(dataDir, bare, 'card-digests-4')).toEqual({ made: listings.length, kept: 0 });
      fs.rmSync(file);
      expect(writeCardDigests(dataDir, bare, 'card-digests-4')).toEqual({ made: listings.length, kept: 0 });
      const made = readCardDigests(dataDir, 'card-digests-4')!;
      expect(made.size).toBe(listings.length);
    } finally {
      fs.writeFileSync(file, text);
    }
  });
});
