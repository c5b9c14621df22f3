/**
 * The parts of a listing's detail page that show other listings: its similar listings (`aehnliche`) and its price
 * beside the district's median (`preis`). They change with the neighbours, not with the listing, so they are keyed
 * and rendered apart (src/pages/[...lang]/immobilien/[id]/[slug]/[part].astro, by the same components as the
 * page) and the page's own key leaves them out: a sync that moves only a neighbour's price renders the small part
 * again, and the build splices it into the page taken over from the live build (src/build/splice-parts.ts).
 *
 * The page holds each part between two comments, always, an empty part too (a listing with no price context
 * today may have one after the next sync). The part's file holds what lies between them, so a page with its parts
 * spliced in is byte for byte the page a full build renders.
 */

export const PAGE_PARTS = ['aehnliche', 'preis'] as const;
export type PagePart = (typeof PAGE_PARTS)[number];

export function isPagePart(name: string | undefined): name is PagePart {
  return (PAGE_PARTS as readonly string[]).includes(name ?? '');
}

/** The comments a page holds a part between. */
export function partStart(part: PagePart): string {
  return `<!--teil:${part}-->`;
}
export function partEnd(part: PagePart): string {
  return `<!--/teil:${part}-->`;
}

/** The path segment of a part's file below its page's folder: `…/{slug}/teil-aehnliche/index.html`. */
export function partSegment(part: PagePart): string {
  return `teil-${part}`;
}

/** A part's file in the build's client folder (its path there, or a longer one ending so). */
const PART_FILE = /^(.*(?:^|\/)immobilien\/\d+\/[^/]+\/)teil-([a-z]+)\/index\.html$/;

/** The page file a part's file belongs to (`immobilien/7/slug/teil-preis/index.html` → `immobilien/7/slug/index.html`). */
export function pageOfPartFile(file: string): { page: string; part: PagePart } | null {
  const m = PART_FILE.exec(file);
  if (!m || !isPagePart(m[2])) return null;
  return { page: `${m[1]}index.html`, part: m[2] };
}

/** Whether a file is a part's: it is never sent, so it gets no brotli twin (src/build/twins.ts). */
export function isPartFile(file: string): boolean {
  return pageOfPartFile(file) != null;
}

/**
 * Whether a URL path is a part's file: the parts are the build's material, not pages, and the server does not
 * answer them (a search engine must not index half a page).
 */
export function isPartPath(urlPath: string): boolean {
  return /\/immobilien\/\d+\/[^/]+\/teil-[a-z]+(\/(index\.html(\.br)?)?)?$/.test(urlPath);
}

/** `html` with what lies between the part's comments replaced by `body`; throws when the page lacks them. */
export function splicePart(html: string, part: PagePart, body: string): string {
  const start = partStart(part);
  const end = partEnd(part);
  const from = html.indexOf(start);
  const to = from < 0 ? -1 : html.indexOf(end, from + start.length);
  if (from < 0 || to < 0) throw new Error(`the page holds no part ${part}`);
  return html.slice(0, from + start.length) + body + html.slice(to);
}
