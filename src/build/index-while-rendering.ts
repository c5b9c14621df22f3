/**
 * A full build's base search index, begun while Astro renders (./search-index.ts finishes it).
 */
import { BASE_DIR } from './search-index';
import { byLanguage, indexedPagesIfListed } from './indexed-pages';
import { LanguageIndexer } from './language-indexer';
import { RecordsFollower } from './rendered-pages';
import { listingRegions, partitionAll, type PagePartition } from './text-parts';
import { env } from '../config/env';

/** How often a build rendering in full looks for languages whose listing pages are all rendered. */
const FOLLOW_MS = 1000;

/** The base index of a full build, started while Astro renders (indexWhileRendering). */
export interface IndexWhileRendering {
  /** Stops looking for finished languages (the render has ended). */
  rendered(): void;
  /** Stops everything: the build failed. */
  stop(): Promise<void>;
  readonly indexer: LanguageIndexer;
  /** The parts the languages are indexed in, once Astro has listed the pages (null before, or in an incremental build). */
  readonly partition: PagePartition | null;
}

/**
 * A full build's base index, started while Astro renders. Astro renders a route's pages in the order its
 * getStaticPaths gives them, and the listing pages come one language after the other, so most languages have all
 * their pages minutes before the render ends. Each language whose every listing page has its record noted
 * (./rendered-pages.ts) is indexed then, one at a time and at the lowest priority: on two cores the
 * renderer and its compressing thread leave about a fifth of the machine idle. What is left is indexed after the
 * render (buildSearchIndex), and the index is the same: each language's process reads the same records in the
 * same order either way.
 */
export function indexWhileRendering(buildDir: string): IndexWhileRendering {
  const indexer = new LanguageIndexer(buildDir, BASE_DIR);
  indexer.setLimit(1, true);
  const follower = new RecordsFollower(buildDir);
  let expected: Map<string, string[]> | null = null;
  let partition: PagePartition | null = null;
  const look = () => {
    try {
      // The page keys appear once Astro has listed the route's pages; they are written in one go, but may be
      // caught half written, which the next look reads again.
      if (!expected) {
        const pages = indexedPagesIfListed(buildDir);
        if (!pages) return;
        // Only a full build renders every listing page; an incremental one indexes its delta afterwards.
        if (pages.rendered.size !== pages.files.length) return stopLooking();
        partition = partitionAll(pages.files, listingRegions(env().DATA_DIR));
        expected = byLanguage(pages.files);
      }
      follower.poll();
      for (const [lang, files] of expected)
        if (!indexer.languages.has(lang) && follower.hasAll(lang, files)) indexer.add(lang, files, partition!.partOf);
    } catch (err) {
      // Anything but a half-written file: the languages not started yet are indexed after the render.
      if (!(err instanceof SyntaxError)) stopLooking();
    }
  };
  const timer = setInterval(look, FOLLOW_MS);
  const stopLooking = () => clearInterval(timer);
  return {
    indexer,
    get partition() {
      return partition;
    },
    rendered: stopLooking,
    stop: async () => {
      stopLooking();
      await indexer.stop();
    },
  };
}
