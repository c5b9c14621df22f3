/**
 * Small, dependency-free helpers every visitor module shares: listing ids, detail paths, the card image
 * fallback, and plain type guards for data read back from storage or the API.
 *
 * Why no zod here: these run on every page (badge count, button state, consent), and zod's core is about 16 KB
 * gzipped — a quarter of a content page's 60 KB budget — for shapes as small as "an array of ids". The checks
 * below are as strict as the schemas would be; zod validates the larger card objects on the two pages that
 * fetch them (src/domain/listing-card.ts).
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Listing ids are positive integers; stored lists of older versions may hold them as digit strings. */
export function toListingId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** German detail page path: /immobilien/{id}/{slug}, or /immobilien/{id} without slug; localize with localizePath. */
export function listingPath(id: number, titleSlug?: string | null): string {
  return titleSlug ? `/immobilien/${id}/${titleSlug}` : `/immobilien/${id}`;
}

interface ImageRef {
  thumbnail_url?: unknown;
  url?: unknown;
}

/**
 * The five-step image fallback: primary image thumbnail, else its url, else the first image's thumbnail,
 * else its url, else null. Accepts loosely shaped input: it also runs on objects read back from storage.
 */
export function imageOf(p: { primary_image?: ImageRef | null; images?: readonly ImageRef[] | null }): string | null {
  const first = Array.isArray(p.images) ? p.images[0] : undefined;
  for (const candidate of [p.primary_image?.thumbnail_url, p.primary_image?.url, first?.thumbnail_url, first?.url]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return null;
}
