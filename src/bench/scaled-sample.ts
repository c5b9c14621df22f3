/**
 * The benchmarks' samples above the generator's reach (`bench:search`, `bench:build`). Up to SAMPLE_MAX listings a
 * sample is generated and synced as production data would be (`npm run sample`, `npm run sync`). Beyond it the
 * generator does not finish in reasonable time on this machine (the national 100,000 sample: 47 min to generate,
 * 49 min to sync its pictures), so the snapshot is the SAMPLE_MAX sample repeated up to N with new ids, prices and
 * areas varied by up to ±20 % and creation dates spread over 90 days (scaledListings), written as a sync writes it,
 * its pictures those of the originals.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createListingReader } from '../snapshot/reader';
import { snapshotFiles } from '../snapshot/paths';
import { childEnv } from '../config/env';
import { writeSnapshot } from '../snapshot/write';
import type { Listing } from '../domain/listing';

/** The largest sample generated for the benchmarks; larger catalogues repeat it (see scaledListings). */
export const SAMPLE_MAX = 10_000;

export interface SampleOptions {
  listings: number;
  /** The scratch folder the sample goes to (feeds, projects, data); the SAMPLE_MAX sample to repeat goes beside it. */
  dir: string;
  log: (...line: unknown[]) => void;
}

/** Runs a command to its end, its output shown, and fails when it fails. */
export function run(cmd: string, args: string[], extraEnv: Record<string, string>, log: SampleOptions['log']): void {
  log(`$ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: childEnv(extraEnv) });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status})`);
}

/** The snapshot's listing count from its meta.json, 0 when there is none. */
function snapshotCount(dataDir: string): number {
  const files = snapshotFiles(dataDir);
  if (!fs.existsSync(files.meta) || !fs.existsSync(files.properties)) return 0;
  const meta = JSON.parse(fs.readFileSync(files.meta, 'utf8')) as { counts?: { properties?: number } };
  return meta.counts?.properties ?? -1;
}

/** A number in [0, 1) from a listing id and a copy number, the same on every run. */
function unit(id: number, copy: number, salt: number): number {
  let h = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(copy + 1, 0xc2b2ae35) ^ salt;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

/**
 * `n` listings from `base`, repeated: copy 0 is the base as it is; every later copy of a listing gets a new id
 * (above all base ids), external id and title slug, its price and areas times a factor in [0.8, 1.2] and its
 * creation date up to 90 days earlier. The agency stays, so copies of one listing are never taken for one home by
 * several agencies. The slug keeps one listing a slug, as in the base (10,084 slugs for 10,087 listings): with its
 * original's, each `/immobilie/<slug>` page became the chooser of all the copies (ten cards at 100,000) instead of a
 * redirect, a page mix no real catalogue has.
 */
export function scaledListings(base: readonly Listing[], n: number): Listing[] {
  if (!base.length) throw new Error('no listings to repeat');
  const stride = 10 ** Math.ceil(Math.log10(base.reduce((m, l) => Math.max(m, l.id), 0) + 1));
  // Rounded as agencies round: purchase prices to thousands, rents to 5 €, areas to 0.1 m² (as the sample has them;
  // unrounded prices would make the index larger than a real one of that size).
  const scale = (v: number | null, f: number, step: number) => (v == null ? v : Math.round((v * f) / step) * step);
  const price = (v: number | null, f: number) => scale(v, f, v != null && v >= 100_000 ? 1000 : 5);
  const tenth = (v: number | null, f: number) => (v == null ? v : Math.round(v * f * 10) / 10);
  const out: Listing[] = [];
  for (let copy = 0; out.length < n; copy++) {
    for (const l of base) {
      if (out.length >= n) break;
      if (copy === 0) {
        out.push(l);
        continue;
      }
      const c = structuredClone(l);
      const p = 0.8 + 0.4 * unit(l.id, copy, 1);
      const a = 0.8 + 0.4 * unit(l.id, copy, 2);
      c.id = l.id + copy * stride;
      c.external_id = `${l.external_id}-${copy}`;
      c.title_slug = `${l.title_slug}-${copy + 1}`;
      c.kaufpreis = price(l.kaufpreis, p);
      c.kaltmiete = price(l.kaltmiete, p);
      c.preise.kaufpreis = price(l.preise.kaufpreis, p);
      c.preise.kaltmiete = price(l.preise.kaltmiete, p);
      c.preise.gesamtmiete = price(l.preise.gesamtmiete, p);
      c.flaeche = tenth(l.flaeche, a);
      c.flaechen.wohnflaeche = tenth(l.flaechen.wohnflaeche, a);
      c.flaechen.nutzflaeche = tenth(l.flaechen.nutzflaeche, a);
      const perArea =
        (c.kaufpreis ?? c.kaltmiete) != null && c.flaeche ? (c.kaufpreis ?? c.kaltmiete)! / c.flaeche : null;
      if (l.preise.preis_pro_qm != null && perArea != null) c.preise.preis_pro_qm = Math.round(perArea * 100) / 100;
      const days = Math.floor(90 * unit(l.id, copy, 3));
      c.created_at = new Date(Date.parse(l.created_at) - days * 86_400_000).toISOString().replace('.000Z', 'Z');
      out.push(c);
    }
  }
  return out;
}

/** Where the SAMPLE_MAX sample a larger one repeats lives: beside `dir`, shared by every benchmark's runs. */
export function baseSampleDir(dir: string): string {
  return path.join(path.dirname(dir), `immoz-bench-search-${SAMPLE_MAX}`);
}

/**
 * The snapshot of `o.listings` listings in `dataDir`: the SAMPLE_MAX sample (generated and synced in its own folder
 * unless there, see baseSampleDir) repeated. The copies show their originals' pictures (`media` is a link).
 */
export function writeScaledSnapshot(o: SampleOptions, dataDir: string): void {
  const baseData = ensureSample({ ...o, listings: SAMPLE_MAX, dir: baseSampleDir(o.dir) });
  const snap = createListingReader({ dataDir: baseData }).current();
  const listings = scaledListings([...snap.full()], o.listings);
  o.log(`repeating the ${snap.listings.length}-listing sample (${baseData}) up to ${listings.length} listings`);
  const meta = JSON.parse(fs.readFileSync(snapshotFiles(baseData).meta, 'utf8')) as Parameters<
    typeof writeSnapshot
  >[1]['meta'];
  writeSnapshot(dataDir, {
    properties: listings,
    projects: [...snap.projects],
    meta: {
      ...meta,
      generatedAt: new Date().toISOString(),
      digest: `${meta.digest}x${listings.length}`,
      counts: { ...meta.counts, properties: listings.length },
    },
  });
  const media = path.join(dataDir, 'media');
  if (!fs.existsSync(media)) fs.symlinkSync(path.join(baseData, 'media'), media);
}

/**
 * The snapshot of the N-listing sample in `o.dir/data`, generated (feeds in `o.dir/feeds`, projects in
 * `o.dir/projects`) and synced unless there, or repeated from the SAMPLE_MAX sample beyond it; its data folder.
 */
export function ensureSample(o: SampleOptions): string {
  const dataDir = path.join(o.dir, 'data');
  const feeds = path.join(o.dir, 'feeds');
  const projects = path.join(o.dir, 'projects');
  if (snapshotCount(dataDir) !== 0) return dataDir;
  if (o.listings > SAMPLE_MAX) {
    writeScaledSnapshot(o, dataDir);
    return dataDir;
  }
  // The sample writes its feeds' README last: there, the feeds are complete.
  if (!fs.existsSync(path.join(feeds, 'sample', 'README.md'))) {
    fs.mkdirSync(o.dir, { recursive: true });
    run(
      'npx',
      [
        'tsx',
        'scripts/sample.ts',
        '--listings',
        String(o.listings),
        '--projects',
        String(Math.max(40, Math.round(o.listings / 250))),
        '--out',
        o.dir,
      ],
      {},
      o.log,
    );
  }
  // No thumbnails queued: a server the benchmark starts on this folder would make them while it is measured.
  if (snapshotCount(dataDir) === 0)
    run(
      'npx',
      ['tsx', 'scripts/sync.ts', '--no-thumbnails'],
      { FEEDS_DIR: feeds, PROJECTS_DIR: projects, DATA_DIR: dataDir },
      o.log,
    );
  return dataDir;
}
