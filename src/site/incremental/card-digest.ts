/**
 * A listing's card digest: the hash of what the listing shows as a card on other pages (similar listings, landing
 * pages, list pages), but for its badge. The page keys (./page-keys.ts, cardKey) need it for every listing in every
 * build; it changes only with the listing, so the sync takes it when it writes the snapshot
 * (src/snapshot/write.ts) and the build reads it from there (snapshot/card-digests.json) instead of making every
 * card again. One function makes it in both places.
 *
 * The badge ("Neu", "Preis gesenkt") is not in it: whether it shows depends on the build's moment, not only on the
 * listing, so the build adds it to the key itself.
 *
 * The stored digests are used only when they belong to the snapshot the build reads (its meta digest: a sync
 * between the build's reads of the two files leaves them apart) and were made by the same code (the source
 * fingerprint, cardRule): a sync that ran older code than the build would otherwise hand
 * over digests that leave out what the build's cards show. Otherwise, or for a snapshot written before the file
 * existed, the build makes the digests itself, as it always did: the same keys, only slower.
 *
 * The sync pays only for the listings that changed: beside each card digest the file keeps the digest of the
 * listing it was made from (listing.digest, which changes with every field the summary and so the card read), and
 * the next write takes over the card digest of a listing whose digest is the same, when the file was made by the
 * same code (cardRule). Any other listing's, or every listing's after a change of code, it makes anew.
 *
 * Beside it, the same way, each listing's card file digest (cardFileDigest): what its card JSON
 * (/listing-cards/{id}.json) holds but for the badge. That file shows more than the card (the comparison table's
 * rooms, year, costs, features), read from the full listing, which the sync has in hand and the build reads one at
 * a time: stored, it lets the build key the file on what it shows without reading every listing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Listing } from '../../domain/listing';
import { listingCardOf } from '../../domain/listing-card';
import { cardFromListing } from '../../domain/search/cards';
import type { IndexedListing } from '../../domain/search/index-format';
import { listingSummaryOf } from '../../snapshot/summary';
import { writeFileAtomic } from '../../snapshot/atomic-file';
import { snapshotDir } from '../../snapshot/paths';
import { sourceFingerprint } from '../../build/fingerprint';

/** A page key's hash of its parts (22 characters of SHA-1, base64url). */
export function hashKey(...parts: ReadonlyArray<string | number | null | undefined>): string {
  const h = crypto.createHash('sha1');
  for (const p of parts) h.update(`${p ?? '∅'}\u0000`);
  return h.digest('base64url').slice(0, 22);
}

/**
 * What a listing shows as a card, but for its badge: the card's fields and its title in every language. A new
 * description, more pictures or new contact details leave it alone; a new price, title or first picture changes it.
 */
export function cardDigest(l: IndexedListing): string {
  // The badge is left out, so the moment the card is made at does not matter.
  const { badge: _badge, ...card } = cardFromListing(l, 'de', 0);
  return hashKey('card', JSON.stringify(card), JSON.stringify(l.objekttitel_translations));
}

/**
 * What a listing's card JSON holds, but for its badge (which the build adds to the key, as for the card): a new
 * description, more pictures or new contact details leave it alone; a new price, title, rooms or costs change it.
 */
export function cardFileDigest(l: Listing): string {
  // The badge is left out, so the moment the card is made at does not matter.
  const { badge: _badge, ...card } = listingCardOf(l, 0);
  return hashKey('card-file', JSON.stringify(card));
}

let rule: string | undefined;

/**
 * The code the digests were made with: the build's source fingerprint (src/build/fingerprint.ts), taken once per
 * process. Any change of the code, not only of the card's modules, makes the build make the digests itself until
 * the next sync: a list of the card's modules would go stale the day a card reads one more.
 */
export function cardRule(): string {
  // Away from the project's folder there is no source to fingerprint: a rule of this process alone, so that digests
  // are neither taken from nor handed to another process.
  rule ??= fs.existsSync('src') ? sourceFingerprint() : `unknown:${process.pid}:${crypto.randomUUID()}`;
  return rule;
}

export function cardDigestsFile(dataDir?: string): string {
  return path.join(snapshotDir(dataDir), 'card-digests.json');
}

const cardDigestsSchema = z.object({
  /** meta.json's digest of the snapshot the digests were made from. */
  snapshot: z.string(),
  rule: z.string(),
  /** listing id → card digest */
  cards: z.record(z.string(), z.string()),
  /** listing id → card file digest */
  files: z.record(z.string(), z.string()),
  /** listing id → the listing's digest its card digest was made from (for the next write to take it over) */
  from: z.record(z.string(), z.string()),
});

type CardDigestsFile = z.infer<typeof cardDigestsSchema>;

function readFile(dataDir: string | undefined): CardDigestsFile | null {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(cardDigestsFile(dataDir), 'utf8'));
  } catch {
    return null;
  }
  const parsed = cardDigestsSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * Writes the card digests of a snapshot's listings, made from each listing's summary as the build reads it, and
 * their card file digests, made from the listing; or both taken over from the previous file for a listing whose
 * digest it names (when that file was made by this code).
 * Called by the snapshot's writer before meta.json, which announces the snapshot. Returns how many it made and took.
 */
export function writeCardDigests(
  dataDir: string,
  listings: readonly Listing[],
  snapshotDigest: string,
): { made: number; kept: number } {
  const r = cardRule();
  const previous = readFile(dataDir);
  const old = previous?.rule === r ? previous : null;
  const cards: Record<string, string> = {};
  const files: Record<string, string> = {};
  const from: Record<string, string> = {};
  let made = 0;
  let kept = 0;
  for (const l of listings) {
    const id = String(l.id);
    // Taken over only when the listing has a digest and it is the one the stored card was made from: without a
    // previous file, or for a listing without a digest, the card is made.
    const had = old && l.digest && old.from[id] === l.digest ? old.cards[id] : undefined;
    const hadFile = had !== undefined ? old!.files[id] : undefined;
    if (had !== undefined && hadFile !== undefined) {
      cards[id] = had;
      files[id] = hadFile;
      from[id] = l.digest;
      kept++;
      continue;
    }
    // A listing the card cannot be made of is left out rather than failing the sync: the build makes its key
    // itself (and meets the same listing there).
    try {
      const card = cardDigest(listingSummaryOf(l) as IndexedListing);
      files[id] = cardFileDigest(l);
      cards[id] = card;
      from[id] = l.digest;
      made++;
    } catch {
      continue;
    }
  }
  const out: CardDigestsFile = { snapshot: snapshotDigest, rule: r, cards, files, from };
  writeFileAtomic(cardDigestsFile(dataDir), JSON.stringify(out));
  return { made, kept };
}

/** The stored digests by listing id: cards (cardDigest) and card files (cardFileDigest). */
export interface StoredDigests {
  cards: Map<number, string>;
  files: Map<number, string>;
}

/**
 * The stored card and card file digests, when they belong to the snapshot with this meta digest and were made by
 * this code; null otherwise (no file, another snapshot's, older code, unreadable): the build then makes them itself.
 */
export function readStoredDigests(dataDir: string | undefined, snapshotDigest: string | null): StoredDigests | null {
  const r = cardRule();
  if (snapshotDigest === null) return null;
  const file = readFile(dataDir);
  if (!file || file.snapshot !== snapshotDigest || file.rule !== r) return null;
  const byId = (record: Record<string, string>) => new Map(Object.entries(record).map(([id, d]) => [Number(id), d]));
  return { cards: byId(file.cards), files: byId(file.files) };
}

/** The stored card digests alone (readStoredDigests). */
export function readCardDigests(
  dataDir: string | undefined,
  snapshotDigest: string | null,
): Map<number, string> | null {
  return readStoredDigests(dataDir, snapshotDigest)?.cards ?? null;
}
