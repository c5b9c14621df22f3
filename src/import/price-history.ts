/**
 * The importer's record of price changes, under DATA_DIR/state/price-history.json: per listing id the price the
 * last import saw and every change since (date, old, new). It is compared against the composed snapshot, which
 * holds each source's last good data, so a feed that fails to read changes nothing here and its listings keep
 * their history. A file that cannot be read is moved aside (never silently overwritten) and a new one started.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Listing } from '../domain/listing';
import { nextHistory, trackedPrice, type PriceChange } from '../domain/price-history';
import { writeFileAtomic } from '../snapshot/atomic-file';

/** Kept per listing: enough for a detail page's table, bounded for a listing whose price moves every hour. */
export const MAX_CHANGES = 50;

const fileSchema = z.object({
  version: z.literal(1),
  listings: z.record(
    z.string(),
    z.object({
      price: z.number().nullable(),
      changes: z.array(z.object({ date: z.string(), old: z.number(), new: z.number() })),
    }),
  ),
});
type HistoryFile = z.infer<typeof fileSchema>;

export function priceHistoryFile(dataDir: string): string {
  return path.join(dataDir, 'state', 'price-history.json');
}

export function loadPriceHistory(dataDir: string, log: (line: string) => void = () => {}): HistoryFile {
  const file = priceHistoryFile(dataDir);
  if (!fs.existsSync(file)) return { version: 1, listings: {} };
  try {
    return fileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch (e) {
    const aside = `${file}.damaged-${Date.now()}`;
    fs.renameSync(file, aside);
    log(`price history unreadable (${(e as Error).message.slice(0, 200)}); kept as ${aside}, starting a new one`);
    return { version: 1, listings: {} };
  }
}

/**
 * Records this import's prices and sets each listing's `price_history`. Returns the number of changes recorded.
 * With `save: false` (a dry run) nothing is written.
 */
export function applyPriceHistory(
  dataDir: string,
  listings: Listing[],
  now: string,
  options: { save: boolean; log?: (line: string) => void },
): number {
  const history = loadPriceHistory(dataDir, options.log);
  let recorded = 0;
  for (const l of listings) {
    const key = String(l.id);
    const entry = history.listings[key];
    const current = trackedPrice(l);
    const changes: readonly PriceChange[] = entry ? nextHistory(entry.changes, entry.price, current, now) : [];
    if (entry && changes !== entry.changes) recorded++;
    const kept = changes.slice(-MAX_CHANGES);
    // a listing back from "price on request" keeps the last stated price as its reference
    history.listings[key] = { price: current ?? entry?.price ?? null, changes: kept };
    if (kept.length) l.price_history = kept;
    else delete l.price_history;
  }
  if (options.save) writeFileAtomic(priceHistoryFile(dataDir), JSON.stringify(history));
  return recorded;
}
