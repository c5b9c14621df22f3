/**
 * The exposé benchmark (`npm run bench:expose`, scripts/bench/expose.ts): the PDF exposé's speed, memory and size,
 * in-process through the exposé service, its print queue (on a SQLite file of its own) and the real Chromium. It
 * uses the listing snapshot in DATA_DIR (run `npm run sync` or `npm start` once) and a listing copied from it with
 * 20 pictures (its own and others' originals from DATA_DIR/media), in a temporary data folder, so the portal's
 * cache is left alone.
 * Reports: uncached ms per PDF (every design in German, Arabic, Japanese and Chinese, then each design with 20
 * pictures; the first print includes the browser's start and is shown apart), pairs of prints asked for at once
 * (German and Arabic, Japanese and Chinese), cached ms, the browser's memory (RSS summed over its processes, and
 * PSS, which counts shared pages once) at its peak while printing, sampled every 50 ms, and between prints, and the
 * file size with 20 pictures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env } from '../config/env';
import { readSnapshot } from '../snapshot/read';
import { snapshotFiles } from '../snapshot/paths';
import { createListingReader } from '../snapshot/reader';
import { createExposeService } from '../features/expose/service';
import { exposePrintJob, PRINTS_AT_ONCE } from '../features/expose/jobs';
import { connectPortalDatabase } from '../features/index';
import { openJobQueue } from '../platform/queue/open-queue';
import type { JobDefinition } from '../platform/queue/queue';
import { EXPOSE_TEMPLATES, exposeQuerySchema } from '../domain/validation/expose';
import { LANG_CODES } from '../i18n/languages';
import type { Listing } from '../domain/listing';

/**
 * RSS summed over the browser processes this one started (the browser and its helpers), and their PSS (shared pages
 * counted once), in MB.
 */
function browserMemory(pid: number): { rss: number; pss: number; processes: number } {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree: number[] = [];
  const queue = [...(children.get(pid) ?? [])];
  while (queue.length) {
    const p = queue.shift()!;
    tree.push(p);
    queue.push(...(children.get(p) ?? []));
  }
  let rss = 0;
  let pss = 0;
  const browser = tree.filter((p) => {
    try {
      return /chrom/i.test(fs.readFileSync(`/proc/${p}/cmdline`, 'utf8'));
    } catch {
      return false;
    }
  });
  for (const p of browser) {
    try {
      const rollup = fs.readFileSync(`/proc/${p}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return { rss: rss / 1024, pss: pss / 1024, processes: browser.length };
}

/** Runs the benchmark and logs its figures; throws when there are no listings or no Chromium. */
export async function runExposeBenchmark(log: (...line: unknown[]) => void = console.log): Promise<void> {
  const e = env();
  const dataDir = path.resolve(e.DATA_DIR);
  const snap = readSnapshot(dataDir);
  if (!snap.properties.length) throw new Error(`No listings in ${dataDir}/snapshot: run npm run sync first.`);

  // A listing with 20 distinct pictures: the richest one's own first, then other listings' originals.
  const base = [...snap.properties].sort((a, b) => b.images.length - a.images.length)[0]!;
  const pool = snap.properties.flatMap((l) =>
    l.images.filter((i) => i.kind !== 'floorplan' && i.url.startsWith('/media/')),
  );
  const seen = new Set<string>();
  const photos = [...base.images.filter((i) => i.kind !== 'floorplan'), ...pool].filter((i) =>
    seen.has(i.url) ? false : (seen.add(i.url), true),
  );
  const listing: Listing = {
    ...base,
    images: [...photos.slice(0, 20), ...base.images.filter((i) => i.kind === 'floorplan')],
  };
  if (photos.length < 20) console.warn(`Only ${photos.length} distinct pictures in ${dataDir}/media.`);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-expose-'));
  fs.symlinkSync(path.join(dataDir, 'media'), path.join(work, 'media'));
  const files = snapshotFiles(work);
  fs.mkdirSync(files.dir, { recursive: true });
  fs.writeFileSync(files.properties, JSON.stringify([listing]));
  fs.copyFileSync(snapshotFiles(dataDir).meta, files.meta);

  const database = await connectPortalDatabase({ sqliteFile: path.join(work, 'bench.sqlite') });
  const service = createExposeService({
    listings: createListingReader({ dataDir: work }),
    dataDir: work,
    siteUrl: e.PUBLIC_SITE_URL,
    localesDir: e.LOCALES_DIR,
    chromiumPath: e.CHROMIUM_PATH,
    brand: e.SITE_BRAND,
    now: Date.now,
    openPrintQueue: () =>
      openJobQueue({
        database,
        definitions: [exposePrintJob as JobDefinition],
        concurrency: PRINTS_AT_ONCE,
        wakeOnEnqueue: true,
      }),
  });
  if (!service.available) {
    await database.close();
    fs.rmSync(work, { recursive: true, force: true });
    throw new Error('No Chromium: set CHROMIUM_PATH or install Debian’s chromium.');
  }
  const schema = exposeQuerySchema(LANG_CODES);

  /** The highest memory seen while the benchmark ran, sampled every 50 ms. */
  const peak = { rss: 0, pss: 0, processes: 0 };
  const sampler = setInterval(() => {
    const m = browserMemory(process.pid);
    if (m.pss > peak.pss) Object.assign(peak, m);
    peak.rss = Math.max(peak.rss, m.rss);
  }, 50);

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const fmt = (n: number) => n.toFixed(0).padStart(6);

  async function time(query: Record<string, string>) {
    const t0 = performance.now();
    const result = await service.create(listing, schema.parse(query));
    return { ms: performance.now() - t0, bytes: result.pdf.length, cached: result.cached };
  }

  try {
    const first = await time({ template: 'modern', lang: 'en', images: '3' });
    const uncached: { label: string; ms: number; bytes: number }[] = [];
    for (const lang of ['de', 'ar', 'ja', 'zh']) {
      for (const template of EXPOSE_TEMPLATES)
        uncached.push({ label: `${template} ${lang} 10 pictures`, ...(await time({ template, lang })) });
    }
    const twenty: { label: string; ms: number; bytes: number }[] = [];
    for (const template of EXPOSE_TEMPLATES)
      twenty.push({ label: `${template} de 20 pictures`, ...(await time({ template, lang: 'de', images: '20' })) });
    // Visitors a little apart: each print finds the page the last one prepared.
    const apart: number[] = [];
    for (const template of EXPOSE_TEMPLATES) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      apart.push((await time({ template, lang: 'fr', images: '20' })).ms);
    }
    // Visitors asking at the same moment: two different exposés with 20 pictures, requested together.
    const pairs: number[] = [];
    for (let i = 0; i < 6; i++) {
      const t0 = performance.now();
      await Promise.all(
        (i % 2 ? ['ja', 'zh'] : ['de', 'ar']).map((lang) =>
          time({ template: EXPOSE_TEMPLATES[i % 4]!, lang, images: '20', qr: i < 4 ? '1' : '0' }),
        ),
      );
      pairs.push(performance.now() - t0);
    }
    const cached: number[] = [];
    for (let i = 0; i < 20; i++) cached.push((await time({ template: EXPOSE_TEMPLATES[i % 4]!, lang: 'de' })).ms);
    const mem = browserMemory(process.pid);
    clearInterval(sampler);

    log(
      `listing ${listing.id} (${photos.length >= 20 ? 20 : photos.length} pictures), Chromium ${service.engine.executablePath}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    log(`first PDF (browser start included): ${first.ms.toFixed(0)} ms`);
    log('uncached'.padEnd(34), '    ms', '     KB');
    for (const r of [...uncached, ...twenty]) log(r.label.padEnd(34), fmt(r.ms), fmt(r.bytes / 1024));
    const all = [...uncached, ...twenty].map((r) => r.ms);
    log(
      `uncached per PDF: median ${median(all).toFixed(0)} ms, worst ${Math.max(...all).toFixed(0)} ms (target ≤ 1,500 ms)`,
    );
    log(
      `uncached 2 s apart (20 pictures, fr): median ${median(apart).toFixed(0)} ms, worst ${Math.max(...apart).toFixed(0)} ms`,
    );
    log(
      `two at once (20 pictures, ${PRINTS_AT_ONCE} printed at a time): median ${median(pairs).toFixed(0)} ms for both, worst ${Math.max(...pairs).toFixed(0)} ms (${pairs.length} pairs)`,
    );
    log(
      `cached per PDF: median ${median(cached).toFixed(1)} ms, worst ${Math.max(...cached).toFixed(1)} ms (${cached.length} requests; target ≤ 50 ms)`,
    );
    log(
      `browser memory at its peak while printing: PSS ${peak.pss.toFixed(0)} MB over ${peak.processes} processes, RSS summed ${peak.rss.toFixed(0)} MB (target ≤ 500 MB PSS)`,
    );
    log(
      `browser memory between prints: PSS ${mem.pss.toFixed(0)} MB over ${mem.processes} processes, RSS summed ${mem.rss.toFixed(0)} MB`,
    );
    log(
      `file size with 20 pictures: ${twenty.map((r) => `${r.label.split(' ')[0]} ${(r.bytes / 1024 / 1024).toFixed(2)} MB`).join(', ')} (target ≤ 3 MB)`,
    );
  } finally {
    clearInterval(sampler);
    await service.close();
    await database.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
