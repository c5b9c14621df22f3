/**
 * A build of the site, start to switch: render (./render.ts), take over what an incremental build did not render
 * (./take-over.ts), the search index (./search-index.ts), the brotli twins (./precompress.ts), the inline-script
 * check (./csp-hashes.ts), build-info.json (./build-info.ts), then the atomic switch of the live link.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildsRoot, pruneBuilds, switchLiveBuild } from './build-dir';
import { step } from '../cli/step';
import { env } from '../config/env';
import { writeBuildInfo, reusableBuild } from './build-info';
import { inlineScriptScan } from './csp-hashes';
import { codeFingerprint, inputFingerprint } from './fingerprint';
import { indexWhileRendering, type IndexWhileRendering } from './index-while-rendering';
import { BASE_DIR, baseCounterpart, buildSearchIndex, reusableBase, type SearchIndexResult } from './search-index';
import { batchDir, renderBatches, renderPages, renderProcesses, renderWorkers } from './render';
import { takeOverPages, takeOverWhileRendering, type TakeOverWhileRendering } from './take-over';
import { compressTwins, pageTrees, publicNames, topFolder, twinlessFiles } from './precompress';
import { cutParts, spliceParts } from './splice-parts';
import { walkFolders } from './walk';
import { RENDERED_DIR, renderedScripts } from './rendered-pages';

function stamp(): string {
  return new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '');
}

/**
 * The built server code imports its packages at run time (Astro leaves them external), and Node looks for them
 * in node_modules folders above the build. A builds folder outside the project (BUILDS_DIR=/srv/builds) gets a
 * link to the project's packages so that the build and the server find them.
 */
function linkPackages(root: string) {
  const own = path.resolve('node_modules');
  for (let dir = root; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'node_modules'))) return;
    if (path.dirname(dir) === dir) break;
  }
  fs.symlinkSync(own, path.join(root, 'node_modules'), 'dir');
}

export interface BuildOptions {
  /** Render every page even when an incremental build is possible. */
  full?: boolean;
  /** Who started it, for the build history: an editor's address, or schedule, start, manual, … */
  startedBy?: string;
}

export interface BuildResult {
  dir: string;
  /** HTML pages in the build. */
  pages: number;
  seconds: number;
  mode: 'full' | 'incremental';
  /** Pre-rendered pages and files with a page key (pages, card JSON, sitemaps, search files). */
  pagesTotal: number;
  pagesRendered: number;
  pagesReused: number;
  steps: Record<string, number>;
  /** Batches the render was put into for render workers on the job queue (./render-batch.ts); 0: rendered here. */
  renderWorkers: number;
  /**
   * HTML pages the compression step found without a twin: 0 when every page was compressed as Astro wrote it
   * (./rendered-pages-integration.ts).
   */
  lateTwins: number;
  searchIndex: SearchIndexResult;
}

/**
 * Builds the site into a new folder, indexes it with Pagefind, precompresses it and only then switches the live
 * link. When only the listings changed since the live build (same code fingerprint), the build is incremental:
 * Astro renders just the pages whose key changed (src/site/incremental) and the rest is taken over from the live
 * build as hard links. Either way a failure leaves the live site untouched and removes the half-built folder.
 */
export async function buildSite(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const root = buildsRoot();
  fs.mkdirSync(root, { recursive: true });
  linkPackages(root);
  const code = codeFingerprint();
  const fingerprint = inputFingerprint(code);
  const reuse = options.full ? null : reusableBuild(code);
  let out = path.join(root, stamp());
  while (fs.existsSync(out)) out += 'b';
  const steps: Record<string, number> = {};
  const timed = async <T>(name: string, label: string, fn: () => Promise<T> | T, extra?: (r: T) => string) => {
    const t0 = performance.now();
    const done = step(label);
    const r = await fn();
    steps[name] = (performance.now() - t0) / 1000;
    done(extra?.(r));
    return r;
  };
  let early: IndexWhileRendering | null = null;
  let takingOver: TakeOverWhileRendering | null = null;
  try {
    const wanted = env().BUILD_LANGUAGES;
    const langs = wanted.length ? `languages ${wanted.join(',')}` : '15 languages';
    const mode = reuse ? `incremental from ${path.basename(reuse)}` : 'full';
    const processes = renderProcesses();
    const workers = renderWorkers();
    // A build that renders itself plans its batches as one on render workers would (./render.ts, renderBatches).
    const batches = workers ? 0 : renderBatches(processes);
    // While Astro renders: a full build indexes each language's listing pages as soon as they are all rendered
    // (here only: render workers' pages and notes reach the build folder when all are done, so with them the index
    // comes afterwards), an incremental one takes over the pages it does not render, with workers from the keys
    // the first batch records in its folder.
    early = reuse || workers ? null : indexWhileRendering(out);
    takingOver = reuse
      ? takeOverWhileRendering(out, reuse, {
          keysFrom: workers ? batchDir(out, 0) : out,
          // The search index's base, which an incremental build takes over whole unless it must build it again.
          trees: reusableBase(reuse) ? [BASE_DIR] : [],
        })
      : null;
    await timed(
      'astro',
      `Astro build (${langs}, ${mode}, ${workers ? `${workers} batches for render workers` : `${processes} ${processes === 1 ? 'process' : 'processes'}${batches > processes ? `, ${batches} batches` : ''}`})`,
      async () =>
        workers
          ? (await import('./render-batch')).renderOnWorkers(out, reuse, workers)
          : renderPages(out, reuse, processes, batches),
    );
    early?.rendered();
    await takingOver?.rendered();
    // The detail pages' parts' files a full build did not render: cut from their pages (src/domain/page-parts.ts).
    const cut = await timed(
      'cut_parts',
      'Parts cut from their pages',
      () => cutParts(out),
      (files) => `${files.size} files`,
    );
    const linked = takingOver?.linked;
    // Every page a render process wrote, and every parts' file cut, with its inline scripts.
    const written = renderedScripts(out);
    for (const [file, scripts] of cut) written.set(file, scripts);
    const counts = await timed(
      'take_over',
      'Pages taken over from the live build',
      () => takeOverPages(out, reuse, linked, written),
      (c) =>
        `${c.rendered} rendered, ${c.reused} reused of ${c.total}${linked ? ` (${linked.size} of them while Astro rendered)` : ''}`,
    );

    // A page taken over whose neighbours changed gets its parts rendered again (src/domain/page-parts.ts). The
    // splices and the search index do not wait for each other: Pagefind reads nothing of the parts (they stand
    // outside what it indexes), and a spliced page is renamed into place whole, so it reads the page before or
    // after, with the same record. Both are settled before either's failure fails the build.
    const [indexed, spliced] = await Promise.allSettled([
      timed(
        'pagefind',
        'Pagefind index (one process per language)',
        () => buildSearchIndex(out, reuse, early, !!takingOver?.linkedTrees.has(BASE_DIR)),
        (r) =>
          `${r.base === 'reused' ? `base taken over, delta of ${r.deltaPages} pages` : 'base of all pages'}${r.timings.length ? ': ' : ''}${r.timings.map((x) => `${x.lang} ${x.seconds.toFixed(1)} s${x.background ? ' (while rendering)' : ''}`).join(', ')}`,
      ),
      reuse
        ? timed(
            'splice',
            'Parts spliced into the pages taken over',
            () => spliceParts(out),
            (r) => `${r.pages} pages (brotli ${r.brotliSeconds.toFixed(1)} s)`,
          )
        : null,
    ]);
    if (indexed.status === 'rejected') throw indexed.reason;
    if (spliced.status === 'rejected') throw spliced.reason;
    const searchIndex = indexed.value;
    early = null;

    // One walk over the build's folders finds both the files without a twin and the pages whose inline scripts
    // were not noted as Astro wrote them. A base index taken over is not walked: it is the reused build's files
    // with their twins, linked whole, which that build's walk completed under the same code (it has no pages). The
    // delta's Pagefind scripts and styles take the base's twins. An incremental build whose render handed its
    // pages over (it noted them) walks neither the folders of the keyed pages (pageTrees): the pages there that
    // it rendered reach both by their names, the ones taken over the script check only.
    const client = path.join(out, 'client');
    const twinless = twinlessFiles();
    const scan = inlineScriptScan(client, { rendered: written, takenOver: counts.files });
    const trees =
      reuse && written.size ? pageTrees([counts.files, counts.renderedFiles], publicNames()) : new Set<string>();
    const twins = await timed(
      'compress',
      'Precompressing (brotli)',
      () => {
        const skip = new Set(trees);
        if (searchIndex.base === 'reused') skip.add(BASE_DIR);
        const folders = walkFolders(client, [twinless.visit, scan.visit], skip);
        if (trees.size) {
          const inTrees = (f: string) => trees.has(topFolder(f));
          scan.add([...counts.files].filter(inTrees));
          // A rendered page with a page key is noted too; each page once. Its twin is looked for: a page Astro
          // writes from a string (a redirect's) is not handed over.
          const rendered = new Set(
            [...counts.renderedFiles, ...written.keys()].filter((f) => inTrees(f) && !counts.files.has(f)),
          );
          scan.add(rendered);
          twinless.add([...rendered].map((f) => path.join(client, f)));
        }
        return compressTwins(client, reuse ? path.join(reuse, 'client') : null, twinless.files.sort(), (file) =>
          baseCounterpart(client, file),
        ).then((r) => ({ ...r, folders }));
      },
      (n) =>
        `${n.compressed} files compressed (${n.pages} pages), ${n.linked} twins reused, ${n.folders} folders walked`,
    );
    const {
      hashes: scriptHashes,
      foreign,
      pages,
    } = await timed(
      'scripts',
      'Inline scripts checked against the known ones (CSP)',
      () => scan.finish(),
      (r) => `${r.pages} pages, ${r.foreign.length} foreign`,
    );
    // The notes have served: the search index and the script check are made.
    fs.rmSync(path.join(out, RENDERED_DIR), { recursive: true, force: true });
    if (foreign.length) {
      const where = [...new Set(foreign.map((f) => f.file))];
      console.warn(
        `⚠ ${foreign.length} inline script(s) not written by the portal will not run (CSP): ${where.slice(0, 5).join(', ')}${where.length > 5 ? ', …' : ''}`,
      );
    }
    const seconds = (performance.now() - started) / 1000;
    writeBuildInfo(out, {
      fingerprint,
      codeFingerprint: code,
      builtAt: new Date().toISOString(),
      mode: reuse ? 'incremental' : 'full',
      reusedFrom: reuse ? path.basename(reuse) : null,
      pages,
      seconds,
      pagesTotal: counts.total,
      pagesRendered: counts.rendered,
      pagesReused: counts.reused,
      startedBy: options.startedBy ?? 'manual',
      languages: wanted,
      scriptHashes,
    });
    switchLiveBuild(out);
    void pruneBuilds();
    return {
      dir: out,
      pages,
      seconds,
      mode: reuse ? 'incremental' : 'full',
      pagesTotal: counts.total,
      pagesRendered: counts.rendered,
      pagesReused: counts.reused,
      steps,
      renderWorkers: workers,
      lateTwins: twins.pages,
      searchIndex,
    };
  } catch (err) {
    await takingOver?.rendered();
    await early?.stop();
    fs.rmSync(out, { recursive: true, force: true });
    throw err;
  }
}
