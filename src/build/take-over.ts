/**
 * An incremental build takes the pages it does not render over from the live build: each file with its brotli
 * twin, as hard links (a copy where the builds live on different file systems). 187,000 pages at 10,000 listings
 * in 15 languages, about 15 seconds of system calls, so it starts while Astro renders: a route's page keys, and
 * with them the pages it will not render, are written as Astro lists the route's pages, before it renders one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { KEYS_DIR, type RouteKeys } from '../site/incremental/static-paths';

/** Links a page and its twin from one client folder into another; remembers the folders it made. */
class PageLinker {
  private readonly made = new Set<string>();

  constructor(
    private readonly from: string,
    private readonly into: string,
  ) {}

  /** Throws when the live build lacks the page (ENOENT). */
  page(file: string): void {
    const src = path.join(this.from, file);
    const dst = path.join(this.into, file);
    this.link(src, dst);
    this.link(`${src}.br`, `${dst}.br`, true);
  }

  // Two system calls a file where there were five: a taken-over page is a hard link (it exists once linked), and
  // its twin is linked where there is one rather than looked for first. (Sixteen links at a time through the
  // thread pool were no faster at 10,000 listings and 3 times slower at 1,000.)
  private link(src: string, dst: string, optional = false): void {
    const parent = path.dirname(dst);
    if (!this.made.has(parent)) {
      fs.mkdirSync(parent, { recursive: true });
      this.made.add(parent);
    }
    try {
      fs.linkSync(src, dst);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' && optional) return;
      if (code !== 'EXDEV') throw err;
      fs.copyFileSync(src, dst);
    }
  }
}

function readKeys(keysDir: string, name: string): RouteKeys {
  return JSON.parse(fs.readFileSync(path.join(keysDir, name), 'utf8')) as RouteKeys;
}

/** Pages linked before the render ended, and how to wait for the linking to stop. */
export interface TakeOverWhileRendering {
  linked: Set<string>;
  /** The whole folders (`trees`) linked completely before the render ended. */
  linkedTrees: Set<string>;
  /** Stops looking for routes and waits for the link in progress. */
  rendered(): Promise<void>;
}

/**
 * Hard-links every file of `from` (the live build's, never written to) into `to`, a file already there left as it
 * is (linked before, while Astro rendered). Between every `BATCH` links it awaits `turn` and stops when `stopped`
 * says so: then it returns false, and what is left is linked by a later call.
 */
export async function linkTreeGradually(
  from: string,
  to: string,
  stopped: () => boolean = () => false,
  turn: () => Promise<void> = async () => {},
): Promise<boolean> {
  let n = 0;
  const walk = async (src: string, dst: string): Promise<boolean> => {
    fs.mkdirSync(dst, { recursive: true });
    for (const e of fs.readdirSync(src, { withFileTypes: true })) {
      if (stopped()) return false;
      const a = path.join(src, e.name);
      const b = path.join(dst, e.name);
      if (e.isDirectory()) {
        if (!(await walk(a, b))) return false;
        continue;
      }
      try {
        fs.linkSync(a, b);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      if (++n % BATCH === 0) await turn();
    }
    return true;
  };
  return walk(from, to);
}

/** Links a page at most this many times between two turns of the event loop (which pipes Astro's output). */
const BATCH = 256;

/**
 * Takes pages over while Astro renders: each route's pages that it will not render, as soon as its keys are
 * written. A page that cannot be linked now is left to takeOverPages, which reports it.
 *
 * The keys are read from `keysFrom`'s page-keys folder: the build folder when the build renders itself, the first
 * batch's folder when render workers render it (that batch records every route's keys, for all batches). The
 * pages go into the build folder either way, so that with workers too the linking (some 490,000 pages at 100,000
 * listings in German, about 20 s) runs while the batches render instead of after them; the batches' folders hold
 * only the pages they render, so merging them in meets no taken-over file.
 */
export function takeOverWhileRendering(
  out: string,
  live: string,
  { keysFrom = out, trees = [] }: { keysFrom?: string; trees?: readonly string[] } = {},
): TakeOverWhileRendering {
  const keysDir = path.join(keysFrom, KEYS_DIR);
  const linker = new PageLinker(path.join(live, 'client'), path.join(out, 'client'));
  const linked = new Set<string>();
  const linkedTrees = new Set<string>();
  const done = new Set<string>();
  let stopped = false;
  const turn = () => new Promise<void>((r) => setImmediate(r));
  const pause = () => new Promise<void>((r) => setTimeout(r, 500));
  const loop = (async () => {
    let treesLinked = false;
    while (!stopped) {
      const names = fs.existsSync(keysDir) ? fs.readdirSync(keysDir) : [];
      // Whole folders (the search index's base: some 400,000 files at 100,000 listings in German) once the first
      // route's keys are there, not before: Astro empties its client folder as it starts.
      if (names.length && !treesLinked) {
        for (const tree of trees) {
          const from = path.join(live, 'client', tree);
          if (!fs.existsSync(from)) continue;
          if (!(await linkTreeGradually(from, path.join(out, 'client', tree), () => stopped, turn))) return;
          linkedTrees.add(tree);
        }
        treesLinked = true;
      }
      for (const name of names) {
        if (done.has(name)) continue;
        let keys: RouteKeys;
        try {
          keys = readKeys(keysDir, name);
        } catch {
          continue; // caught half written: read again on the next round
        }
        done.add(name);
        const rendered = new Set(keys.rendered);
        let n = 0;
        for (const file of Object.keys(keys.pages)) {
          if (stopped) return;
          if (rendered.has(file)) continue;
          try {
            linker.page(file);
            linked.add(file);
          } catch {
            // reported by takeOverPages
          }
          if (++n % BATCH === 0) await turn();
        }
      }
      await pause();
    }
  })();
  return {
    linked,
    linkedTrees,
    rendered: async () => {
      stopped = true;
      await loop;
    },
  };
}

/**
 * Brings the recorded pages this build did not render over from `live` (those not `linked` already while Astro
 * rendered). Then checks that every recorded page is in the new folder, so a page-key route whose file name was
 * worked out wrongly fails the build instead of going missing from the site: a page the render processes noted as
 * written (`written`, ./rendered-pages.ts) is there without a look at the disk, which at 10,000
 * listings in 15 languages spares 196,000 system calls, about 10 seconds. Gives the counts, the files taken over and
 * the files rendered (relative to the client folder).
 */
export function takeOverPages(
  out: string,
  live: string | null,
  linked: ReadonlySet<string> = new Set(),
  written: { has(file: string): boolean } = new Set(),
): { total: number; rendered: number; reused: number; files: Set<string>; renderedFiles: string[] } {
  const client = path.join(out, 'client');
  const linker = live ? new PageLinker(path.join(live, 'client'), client) : null;
  let total = 0;
  let rendered = 0;
  const files = new Set<string>();
  const renderedFiles: string[] = [];
  const keysDir = path.join(out, KEYS_DIR);
  for (const name of fs.existsSync(keysDir) ? fs.readdirSync(keysDir) : []) {
    const keys = readKeys(keysDir, name);
    const renderedHere = new Set(keys.rendered);
    for (const file of Object.keys(keys.pages)) {
      total++;
      if (renderedHere.has(file)) {
        rendered++;
        renderedFiles.push(file);
        if (!written.has(file) && !fs.existsSync(path.join(client, file)))
          throw new Error(`${file} (${keys.route}) is missing from the build`);
        continue;
      }
      if (!linker) throw new Error(`${file} (${keys.route}) was neither rendered nor available to take over`);
      if (!linked.has(file)) {
        try {
          linker.page(file);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT')
            throw new Error(`${file} (${keys.route}) is missing from the build (not rendered, not in the live build)`);
          throw err;
        }
      }
      files.add(file);
    }
  }
  return { total, rendered, reused: files.size, files, renderedFiles };
}
