/**
 * The guide ("Ratgeber"): one Markdown article per topic and language under content/guide/<lang>/<slug>.md. Every
 * language has the same slugs, so an article's German path names it in all languages (hreflang, language switch).
 */
export const GUIDE_SLUGS = [
  'kaufnebenkosten',
  'mieten',
  'energieausweis',
  'finanzierung',
  'besichtigung',
  'umzug',
] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

export const GUIDE_PATH = '/ratgeber';

export function isGuideSlug(value: string): value is GuideSlug {
  return (GUIDE_SLUGS as readonly string[]).includes(value);
}

/** German path of an article ("/ratgeber/mieten"); localizePath adds the language prefix. */
export function guidePath(slug: GuideSlug): string {
  return `${GUIDE_PATH}/${slug}`;
}

export interface GuideFrontmatter {
  title: string;
  description: string;
  order: number;
  /** Extra words the assistant's retrieval weighs like the title (synonyms a reader may type). */
  keywords: string;
}

/**
 * Reads an article file: the `---` front matter (flat `key: value` lines only) and the Markdown body. The site
 * reads the same files through Astro's content layer; the API, which runs without it, reads them with this.
 */
export function parseGuideFile(source: string): { data: GuideFrontmatter; body: string } | null {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!m) return null;
  const fields: Record<string, string> = {};
  for (const line of m[1]!.split(/\r?\n/)) {
    const kv = /^([a-z_]+):\s*(.*)$/.exec(line);
    if (kv) fields[kv[1]!] = kv[2]!.trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  if (!fields.title || !fields.description) return null;
  return {
    data: {
      title: fields.title,
      description: fields.description,
      order: Number(fields.order ?? 99) || 99,
      keywords: fields.keywords ?? '',
    },
    body: m[2]!,
  };
}
