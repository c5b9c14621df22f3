/**
 * Chinese and Japanese type for the exposé, as web fonts cut into Unicode ranges (the npm `@fontsource` Noto Sans
 * packages), of which a document carries only the ranges its own text needs, inlined.
 *
 * The system's Noto CJK fonts would do the drawing just as well, but they are OpenType collections of 20 MB a
 * weight with CFF outlines: Chromium's PDF writer loads and subsets the whole face for every print, which took its
 * print process from about 45 MB to 160 to 210 MB per Chinese or Japanese exposé and the browser past its memory
 * budget. The range files are TrueType outlines of a few dozen kilobytes each: the print process stays under about
 * 110 MB, and the PDF embeds ordinary subset fonts (searchable, copyable).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** The family name the templates ask for; it never matches a system font. */
export const CJK_FAMILY = 'Expose CJK';

const PACKAGES: Partial<Record<string, string>> = {
  ja: '@fontsource/noto-sans-jp',
  zh: '@fontsource/noto-sans-sc',
};

/** Regular text, and bold for headings and strong cells (600 is drawn with 700). */
const WEIGHTS = [400, 700] as const;

/**
 * Characters from U+2E80 on: ideographs, kana, CJK punctuation and full-width forms. Below are Latin, Greek and
 * general punctuation, which the Latin Noto fonts ahead of this one in every font list draw. A regular expression
 * of runs rather than a loop over every character, because the document carries its pictures inline (megabytes
 * of base64).
 */
const CJK_RUN = /[\u2e80-\uffff]+/g; // surrogate pairs (U+D800–DFFF) fall inside: astral characters too

export interface CjkFace {
  weight: number;
  /** The woff2 file's absolute path. */
  file: string;
  /** The CSS `unicode-range` value, as the package wrote it. */
  unicodeRange: string;
  ranges: Array<[number, number]>;
}

/** Reads one weight's stylesheet of a `@fontsource` package into its faces. */
export function parseFontsourceCss(css: string, filesDir: string, weight: number): CjkFace[] {
  const faces: CjkFace[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(block)?.[1];
    const unicodeRange = /unicode-range:\s*([^;}]+)/.exec(block)?.[1]?.trim();
    if (!file || !unicodeRange) continue;
    const ranges = unicodeRange.split(',').map((part): [number, number] => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
      const start = parseInt(from!, 16);
      return [start, to ? parseInt(to, 16) : start];
    });
    faces.push({ weight, file: path.join(filesDir, path.basename(file)), unicodeRange, ranges });
  }
  return faces;
}

const require = createRequire(import.meta.url);
const facesByLang = new Map<string, CjkFace[]>();

/** The faces of a language's package, read once; none for languages written without Chinese characters. */
export function cjkFaces(lang: string): CjkFace[] {
  const pkg = PACKAGES[lang];
  if (!pkg) return [];
  let faces = facesByLang.get(lang);
  if (!faces) {
    faces = WEIGHTS.flatMap((weight) => {
      const cssFile = require.resolve(`${pkg}/${weight}.css`);
      return parseFontsourceCss(fs.readFileSync(cssFile, 'utf8'), path.join(path.dirname(cssFile), 'files'), weight);
    });
    facesByLang.set(lang, faces);
  }
  return faces;
}

/** The faces whose ranges hold at least one of the text's Chinese or Japanese characters. */
export function facesFor(faces: readonly CjkFace[], text: string): CjkFace[] {
  if (!faces.length) return [];
  const wanted = new Set<number>();
  for (const [run] of text.matchAll(CJK_RUN)) for (const ch of run) wanted.add(ch.codePointAt(0)!);
  if (!wanted.size) return [];
  const codes = [...wanted];
  return faces.filter((face) => codes.some((c) => face.ranges.some(([from, to]) => c >= from && c <= to)));
}

/** `@font-face` rules with the needed range files inlined, for a document (or running header) in `lang`. */
export function cjkFontFaceCss(lang: string, text: string): string {
  return facesFor(cjkFaces(lang), text)
    .map(
      (face) =>
        `@font-face{font-family:"${CJK_FAMILY}";font-style:normal;font-weight:${face.weight};` +
        `src:url(data:font/woff2;base64,${fs.readFileSync(face.file).toString('base64')}) format("woff2");` +
        `unicode-range:${face.unicodeRange}}`,
    )
    .join('\n');
}
