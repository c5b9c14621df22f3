import { describe, expect, it } from 'vitest';
import { cjkFaces, cjkFontFaceCss, facesFor, parseFontsourceCss } from '~/features/expose/cjk-fonts';

const CSS = `/* noto-sans-jp-[0]-400-normal */
@font-face {
  font-family: 'Noto Sans JP';
  font-weight: 400;
  src: url(./files/noto-sans-jp-0-400-normal.woff2) format('woff2'), url(./files/noto-sans-jp-0-400-normal.woff) format('woff');
  unicode-range: U+25ee8,U+26ff6-26ff8;
}
/* noto-sans-jp-[1]-400-normal */
@font-face {
  font-family: 'Noto Sans JP';
  font-weight: 400;
  src: url(./files/noto-sans-jp-1-400-normal.woff2) format('woff2');
  unicode-range: U+3042,U+4e00-4e0f;
}`;

describe('Chinese and Japanese range fonts', () => {
  it('reads a @fontsource stylesheet into files and code point ranges', () => {
    const faces = parseFontsourceCss(CSS, '/fonts', 400);
    expect(faces).toEqual([
      {
        weight: 400,
        file: '/fonts/noto-sans-jp-0-400-normal.woff2',
        unicodeRange: 'U+25ee8,U+26ff6-26ff8',
        ranges: [
          [0x25ee8, 0x25ee8],
          [0x26ff6, 0x26ff8],
        ],
      },
      {
        weight: 400,
        file: '/fonts/noto-sans-jp-1-400-normal.woff2',
        unicodeRange: 'U+3042,U+4e00-4e0f',
        ranges: [
          [0x3042, 0x3042],
          [0x4e00, 0x4e0f],
        ],
      },
    ]);
  });

  it('takes only the ranges the text needs, astral characters included, and none for Latin text', () => {
    const faces = parseFontsourceCss(CSS, '/fonts', 400);
    expect(facesFor(faces, 'Preis: 一 EUR').map((f) => f.file)).toEqual(['/fonts/noto-sans-jp-1-400-normal.woff2']);
    expect(facesFor(faces, 'x\u{26ff7}x').map((f) => f.file)).toEqual(['/fonts/noto-sans-jp-0-400-normal.woff2']);
    expect(facesFor(faces, 'Grünes Haus – 3 Zimmer, 95 m²')).toEqual([]);
    // A character no range holds pulls in nothing (the system font catches it).
    expect(facesFor(faces, '\u4e10')).toEqual([]);
  });

  it('inlines the real package files for Japanese and Chinese, regular and bold, and nothing for other languages', () => {
    const ja = cjkFontFaceCss('ja', '<h1>価格</h1>');
    expect(ja).toContain('font-family:"Expose CJK"');
    expect(ja).toMatch(/font-weight:400;src:url\(data:font\/woff2;base64,d09GMg/);
    expect(ja).toMatch(/font-weight:700;/);
    expect(cjkFontFaceCss('zh', '价格').length).toBeGreaterThan(1000);
    expect(cjkFaces('de')).toEqual([]);
    expect(cjkFontFaceCss('de', '価格')).toBe('');
    expect(cjkFontFaceCss('ja', 'Wien')).toBe('');
  });
});
