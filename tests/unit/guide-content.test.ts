/**
 * The Ratgeber: every article in every language, with front matter the site and the assistant can read, of a
 * readable length, and stating the Austrian figures the portal relies on (in each language's own notation).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE_SLUGS, parseGuideFile } from '~/domain/guide/articles';
import { LANG_CODES } from '~/i18n/languages';

const dir = path.resolve('content/guide');
const read = (lang: string, slug: string) => fs.readFileSync(path.join(dir, lang, `${slug}.md`), 'utf8');
/** Words, counting a Chinese or Japanese character run as one word per two characters. */
function wordCount(text: string): number {
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u9fff]/g)?.length ?? 0;
  const rest = text.replace(/[\u3040-\u30ff\u3400-\u9fff]/g, ' ').match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return rest + Math.round(cjk / 2);
}
/** "3,5" or "3.5" or "٣٫٥" or "۳٫۵": the figure in any of the notations the articles use. */
const ascii = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x6f0));
function figure(text: string, whole: number, decimal: number): boolean {
  return new RegExp(`${whole}[.,٫]${decimal}`).test(ascii(text));
}

describe('Ratgeber articles', () => {
  for (const lang of LANG_CODES) {
    describe(lang, () => {
      for (const slug of GUIDE_SLUGS) {
        it(`${slug}: front matter, length, no German left in a translation`, () => {
          const parsed = parseGuideFile(read(lang, slug));
          expect(parsed, `${lang}/${slug}.md parses`).not.toBeNull();
          expect(parsed!.data.title.length).toBeGreaterThan(5);
          expect(parsed!.data.description.length).toBeGreaterThan(20);
          expect(parsed!.data.order).toBe(GUIDE_SLUGS.indexOf(slug) + 1);
          const words = wordCount(parsed!.body);
          expect(words).toBeGreaterThan(180);
          expect(words).toBeLessThan(600);
          if (lang !== 'de') expect(parsed!.data.title).not.toBe(parseGuideFile(read('de', slug))!.data.title);
        });
      }

      it('states the Austrian figures', () => {
        const buy = read(lang, 'kaufnebenkosten');
        expect(figure(buy, 3, 5), 'transfer tax 3.5 %').toBe(true);
        expect(figure(buy, 1, 1), 'land register 1.1 %').toBe(true);
        expect(figure(buy, 3, 6), 'commission at most 3 % + 20 % VAT = 3.6 %').toBe(true);
        const rent = ascii(read(lang, 'mieten'));
        expect(rent).toMatch(/2023/);
        expect(rent).toMatch(/25/);
        expect(rent).toContain('MRG');
        const energy = read(lang, 'energieausweis');
        for (const c of ['A++', 'HWB', 'fGEE', 'kWh/m²a', '| G |']) expect(energy).toContain(c);
      });
    });
  }
});
