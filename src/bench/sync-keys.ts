/**
 * What a sync of a few listings costs the incremental build (scripts/bench/sync-keys.ts), over a data folder's
 * snapshot (its properties.json and projects.json, read, never written):
 * - the search data files (src/pages/search/: each part's rows, coordinates and titles in every language) whose key
 *   (src/site/incremental/page-keys.ts, searchPartKey) a sync changes, so that the build renders them again, or
 *   that come or go, for syncs of `changed` % of the listings, spread over the catalogue: new prices only, new
 *   descriptions only, and new prices with a tenth of them new listings and a tenth withdrawn (as bench:build's
 *   sync); and new prices of as many listings of one feed (a feed's delivery);
 * - the CPU time of writing the card digests (writeCardDigests) into a scratch folder: without a previous file (every
 *   digest made), again for the same listings (every digest taken over), and after such a sync;
 * - the detail pages (src/site/incremental/page-keys.ts, detailKey) whose key the build benchmark's sync
 *   (applySyncChanges, seed 8, on a scratch copy of the snapshot) changes, each put down to the first part of its key
 *   that changed: the listing itself, its similar listings (another selection, or a shown card that changed), its
 *   price in context, its project, its home's other offers, its freshness.
 * Logs the figures; last of all one JSON line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Listing, Project } from '../domain/listing';
import { buildCatalog } from '../site/build-catalog';
import { searchParts } from '../site/search-parts';
import { detailKeyParts, searchFileKeys } from '../site/incremental/page-keys';
import { cardRule, writeCardDigests } from '../site/incremental/card-digest';
import { listingSummaryOf } from '../snapshot/summary';
import { snapshotDir, snapshotFiles } from '../snapshot/paths';
import { readBuildSnapshot } from '../site/catalog';
import { applySyncChanges } from '../sample/sync-changes';
import { projectSchema } from '../domain/listing';
import { env } from '../config/env';
import { LANG_CODES } from '../i18n/languages';

/** The CPU time of `f` in ms (user and system): the machine is shared, its wall time measures the others too. */
function timed<T>(f: () => T): [T, number] {
  const t = process.cpuUsage();
  const out = f();
  const d = process.cpuUsage(t);
  return [out, (d.user + d.system) / 1000];
}

/** A deterministic choice of every n-th listing, so that runs compare. */
function every<T>(xs: readonly T[], count: number): T[] {
  const step = xs.length / count;
  return Array.from({ length: count }, (_, i) => xs[Math.floor(i * step)]!);
}

/** What the importer does to a changed listing: new content and so a new digest. */
function retold(l: Listing, over: Partial<Listing>, tag: string): Listing {
  return { ...l, ...over, digest: `${l.digest}-${tag}` };
}

function syncs(listings: readonly Listing[], changed: number): Record<string, Listing[]> {
  const n = Math.max(1, Math.round((listings.length * changed) / 100));
  const picked = new Set(every(listings, n).map((l) => l.id));
  // The price the index shows: a sale's purchase price, a rental's total rent (the feed's, where it states one).
  const newPrice = (l: Listing) =>
    retold(
      l,
      {
        kaufpreis: l.kaufpreis && Math.round(l.kaufpreis * 1.05),
        kaltmiete: l.kaltmiete && l.kaltmiete + 20,
        preise: { ...l.preise, gesamtmiete: l.preise.gesamtmiete && l.preise.gesamtmiete + 20 },
      },
      'price',
    );
  // One feed's delivery: the same number of listings, all of the feed with the most listings.
  const bySource = new Map<string, Listing[]>();
  for (const l of listings) bySource.set(l.source, [...(bySource.get(l.source) ?? []), l]);
  const largest = [...bySource.values()].sort((a, b) => b.length - a.length)[0]!;
  const ofOneFeed = new Set(every(largest, Math.min(n, largest.length)).map((l) => l.id));
  const tenth = Math.max(1, Math.round(n / 10));
  const chosen = listings.filter((l) => picked.has(l.id));
  const gone = new Set(chosen.slice(0, tenth).map((l) => l.id));
  const maxId = listings.reduce((m, l) => Math.max(m, l.id), 0);
  const added = chosen
    .slice(tenth, 2 * tenth)
    .map((l, i) =>
      retold(
        l,
        { id: maxId + 1 + i, external_id: `${l.external_id}-new`, created_at: new Date().toISOString() },
        'new',
      ),
    );
  return {
    'new prices only': listings.map((l) => (picked.has(l.id) ? newPrice(l) : l)),
    'new prices in one feed': listings.map((l) => (ofOneFeed.has(l.id) ? newPrice(l) : l)),
    'new descriptions only': listings.map((l) =>
      picked.has(l.id) ? retold(l, { objektbeschreibung: `${l.objektbeschreibung ?? ''} Neu.` }, 'text') : l,
    ),
    'prices, a tenth new, a tenth withdrawn': [
      ...listings.filter((l) => !gone.has(l.id)).map((l) => (picked.has(l.id) ? newPrice(l) : l)),
      ...added,
    ],
  };
}

/** The seed of the sync the build benchmark's figures were measured with (docs/benchmarks.md). */
const DETAIL_SYNC_SEED = 8;

/**
 * What a sync of `changed` % (applySyncChanges: new prices and descriptions, a tenth withdrawn and as many new)
 * changes of what the detail pages show, by cause: the listing, its project, freshness or home render the page
 * again, the similar listings and the price in context only its parts. The snapshot is copied into `scratch`, its
 * catalogue and keys taken before and after the sync at one build time, as the detail route takes them (catalogOf,
 * but for the hidden listings).
 */
export function detailKeyCauses(dataDir: string, scratch: string, changed: number) {
  fs.cpSync(snapshotDir(dataDir), snapshotDir(scratch), { recursive: true });
  const now = Date.now();
  const before = detailPartsOf(scratch, now);
  applySyncChanges(scratch, changed, DETAIL_SYNC_SEED, new Date(now));
  return { ...detailCauses(before, detailPartsOf(scratch, now)), seed: DETAIL_SYNC_SEED };
}

type DetailParts = Map<number, ReturnType<typeof detailKeyParts>>;

/** Every listing's detail key parts over `dataDir`'s snapshot at the build time `now`, as the detail route takes them. */
export function detailPartsOf(dataDir: string, now: number): DetailParts {
  const snapshot = readBuildSnapshot(dataDir);
  const c = buildCatalog(
    [...snapshot.listings],
    snapshot.projects.map((p) => projectSchema.parse(p)),
    { now, staleAfterDays: env().STALE_AFTER_DAYS },
  );
  return new Map(c.listings.map((l) => [l.id, detailKeyParts(c, l)]));
}

/** The detail keys that differ between two snapshots' parts (detailPartsOf), each put down to its first changed part. */
export function detailCauses(before: DetailParts, after: DetailParts) {
  const causes = {
    listing: 0,
    similarSelection: 0,
    similarCard: 0,
    priceContext: 0,
    project: 0,
    sameHome: 0,
    freshness: 0,
  };
  const ids = (p: ReturnType<typeof detailKeyParts>) => p.similar.map((s) => s.id).join(',');
  const cards = (p: ReturnType<typeof detailKeyParts>) => p.similar.map((s) => `${s.id}:${s.card}`).join(',');
  // A page changed by several parts counts once, for the first of them in this order; the price context also
  // alone, as the docs' table gives it.
  let contextAlone = 0;
  for (const [id, a] of after) {
    const b = before.get(id);
    if (!b || a.listing !== b.listing) causes.listing++;
    else if (ids(a) !== ids(b)) causes.similarSelection++;
    else if (cards(a) !== cards(b)) causes.similarCard++;
    else if (a.context !== b.context) causes.priceContext++;
    else if (a.project !== b.project) causes.project++;
    else if (a.sameHome !== b.sameHome) causes.sameHome++;
    else if (a.stale !== b.stale) causes.freshness++;
    if (b && a.context !== b.context) contextAlone++;
  }
  const total = Object.values(causes).reduce((s, n) => s + n, 0);
  const gone = [...before.keys()].filter((id) => !after.has(id)).length;
  return { listings: before.size, changed: total, gone, causes, contextAny: contextAlone };
}

export function runSyncKeysBenchmark(
  dataDir: string,
  changed: number,
  runs: number,
  log: (line: string) => void = console.log,
) {
  const files = snapshotFiles(dataDir);
  const listings = JSON.parse(fs.readFileSync(files.properties, 'utf8')) as Listing[];
  const projects = JSON.parse(fs.readFileSync(files.projects, 'utf8')) as Project[];
  const now = Date.now();
  const catalogOf = (ls: readonly Listing[]) =>
    buildCatalog(
      ls.map((l) => listingSummaryOf(l)),
      projects,
      { now, staleAfterDays: 10_000 },
    );
  const before = searchFileKeys(catalogOf(listings));
  const parts = searchParts(catalogOf(listings)).manifest.parts.length;
  const scenarios = syncs(listings, changed);
  const search: Record<string, { rendered: number; gone: number; parts: number }> = {};
  log(
    `${listings.length} listings, ${parts} search parts, ${before.size} search files (${LANG_CODES.length} languages)`,
  );
  for (const [name, after] of Object.entries(scenarios)) {
    const keys = searchFileKeys(catalogOf(after));
    const rendered = [...keys].filter(([f, k]) => before.get(f) !== k).map(([f]) => f);
    const gone = [...before.keys()].filter((f) => !keys.has(f)).length;
    const changedParts = new Set(rendered.filter((f) => f.startsWith('index-')));
    search[name] = { rendered: rendered.length, gone, parts: changedParts.size };
    log(
      `  sync of ${changed} % (${name}): ${rendered.length} of ${keys.size} search files rendered again (${changedParts.size} of ${parts} parts), ${gone} gone; keyed on the generation: ${keys.size}`,
    );
  }

  // The card digests: a scratch folder of our own, so the data folder's file is never touched.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sync-keys-'));
  try {
    cardRule();
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const cards: Record<string, { ms: number; made: number; kept: number }> = {};
    const write = (name: string, ls: readonly Listing[], fresh: boolean) => {
      const times: number[] = [];
      let counts = { made: 0, kept: 0 };
      for (let r = 0; r < runs; r++) {
        // Each run starts from the unchanged snapshot's file (or none).
        fs.rmSync(path.join(scratch, 'snapshot'), { recursive: true, force: true });
        fs.mkdirSync(path.join(scratch, 'snapshot'), { recursive: true });
        if (!fresh) writeCardDigests(scratch, listings, 'before');
        const [c, ms] = timed(() => writeCardDigests(scratch, ls, 'after'));
        counts = c;
        times.push(ms);
      }
      cards[name] = { ms: Math.round(median(times)), ...counts };
      log(`  card digests, ${name}: ${cards[name].ms} CPU ms (${counts.made} made, ${counts.kept} taken over)`);
    };
    write('no previous file', listings, true);
    write('unchanged', listings, false);
    write(`${changed} % new prices`, scenarios['new prices only']!, false);
    write(`${changed} % prices, new and withdrawn`, scenarios['prices, a tenth new, a tenth withdrawn']!, false);
    const detail = detailKeyCauses(dataDir, path.join(scratch, 'detail'), changed);
    log(
      `  detail keys changed by the build benchmark's sync of ${changed} % (seed ${detail.seed}): ${detail.changed} of ${detail.listings} (${detail.gone} pages gone)`,
    );
    for (const [cause, n] of Object.entries(detail.causes)) log(`    ${cause.padEnd(16)} ${n}`);
    log(`    (the price context changed on ${detail.contextAny} pages, alone or with other parts)`);
    const figures = {
      dataDir,
      listings: listings.length,
      changed,
      parts,
      searchFiles: before.size,
      search,
      cards,
      detail,
      runs,
    };
    log(JSON.stringify(figures));
    return figures;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
