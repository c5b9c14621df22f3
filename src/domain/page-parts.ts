/**
 * The parts of a listing's detail page that show other listings: its similar listings (`aehnliche`) and its price
 * beside the district's median (`preis`). They change with the neighbours, not with the listing, so they are keyed
 * and rendered apart, both in one small file beside the page (`…/{slug}/teile/index.html`:
 * src/pages/[...lang]/immobilien/[id]/[slug]/teile.astro, by the same components as the page), and the page's own
 * key leaves them out: a sync that moves only a neighbour's price renders the parts' file again, and the build
 * splices its parts into the page taken over from the live build (src/build/splice-parts.ts). One file for both
 * rather than one each: a file costs the renderer about as much again as its few kilobytes.
 *
 * The page holds each part between two comments, always, an empty part too (a listing with no price context
 * today may have one after the next sync); the parts' file holds each between the same comments. A page with its
 * parts spliced in is byte for byte the page a full build renders.
 *
 * A full build renders every page, each with its parts, so it does not render the parts' files: it cuts each from
 * its page (partsOf), the same bytes the parts' route renders (src/site/incremental/static-paths.ts, howBuilt).
 */

export const PAGE_PARTS = ['preis', 'aehnliche'] as const;
export type PagePart = (typeof PAGE_PARTS)[number];

/** The comments a page holds a part between. */
export function partStart(part: PagePart): string {
  return `<!--teil:${part}-->`;
}
export function partEnd(part: PagePart): string {
  return `<!--/teil:${part}-->`;
}

/** The parts' file of a page, beside it: `immobilien/7/slug/index.html` → `immobilien/7/slug/teile/index.html`. */
export const PARTS_SEGMENT = 'teile';

/** The parts' file in the build's client folder (its path there, or a longer one ending so). */
const PARTS_FILE = /^(.*(?:^|\/)immobilien\/\d+\/[^/]+\/)teile\/index\.html$/;

/** The page file a parts' file belongs to, or null for another file. */
export function pageOfPartsFile(file: string): string | null {
  const m = PARTS_FILE.exec(file);
  return m ? `${m[1]}index.html` : null;
}

/** Whether a file is a page's parts: it is never sent, so it gets no brotli twin (src/build/twins.ts). */
export function isPartFile(file: string): boolean {
  return PARTS_FILE.test(file);
}

/**
 * Whether a URL path is a parts' file: the parts are the build's material, not pages, and the server does not
 * answer them (a search engine must not index half a page).
 */
export function isPartPath(urlPath: string): boolean {
  return /\/immobilien\/\d+\/[^/]+\/teile(\/(index\.html(\.br)?)?)?$/.test(urlPath);
}

/**
 * Where the part's comments stand in `html`, or null: in a string by characters, in a page's bytes by bytes (the
 * comments are ASCII, so a cut at their bytes never splits a character of the UTF-8 around them).
 */
function between(html: string | Buffer, part: PagePart): { from: number; to: number } | null {
  const start = partStart(part);
  const at = html.indexOf(start);
  const to = at < 0 ? -1 : html.indexOf(partEnd(part), at + start.length);
  return at < 0 || to < 0 ? null : { from: at + start.length, to };
}

/** What lies between the part's comments in `html`; throws when it lacks them. */
export function partBody(html: string, part: PagePart): string {
  const at = between(html, part);
  if (!at) throw new Error(`no part ${part}`);
  return html.slice(at.from, at.to);
}

/** `html` with what lies between the part's comments replaced by `body`; throws when the page lacks them. */
export function splicePart(html: string, part: PagePart, body: string): string {
  const at = between(html, part);
  if (!at) throw new Error(`the page holds no part ${part}`);
  return html.slice(0, at.from) + body + html.slice(at.to);
}

/** The parts' file of the page `html`: each part between its comments, one after the other, as the route renders it. */
export function partsOf(html: string): string {
  return PAGE_PARTS.map((part) => partStart(part) + partBody(html, part) + partEnd(part)).join('');
}

/**
 * partsOf on a page's UTF-8 bytes, as slices of them: a full build cuts every detail page's parts' file
 * (src/build/splice-parts.ts), and decoding a whole page to find two comments cost most of it.
 */
export function partsOfBytes(page: Buffer): Buffer {
  return Buffer.concat(
    PAGE_PARTS.map((part) => {
      const at = between(page, part);
      if (!at) throw new Error(`no part ${part}`);
      return page.subarray(at.from - partStart(part).length, at.to + partEnd(part).length);
    }),
  );
}

/** The page `html` with every part of `parts` (a parts' file) spliced in. */
export function spliceParts(html: string, parts: string): string {
  return PAGE_PARTS.reduce((page, part) => splicePart(page, part, partBody(parts, part)), html);
}
