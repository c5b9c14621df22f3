/** The feed's German names inside text in another language (src/domain/format/german-names.ts). */
import { describe, expect, it } from 'vitest';
import { aroundValue, markNamesInHtml, nameRuns } from '~/domain/format/german-names';

describe('German names in translated text', () => {
  it('cuts a text at the names, the longest first, whole words only', () => {
    expect(nameRuns('Building plot of 695 m² in Neustift im Stubaital', ['Neustift im Stubaital'])).toEqual([
      { text: 'Building plot of 695 m² in ', name: false },
      { text: 'Neustift im Stubaital', name: true },
    ]);
    expect(nameRuns('Lärchenhof (Spittal an der Drau)', ['Spittal', 'Spittal an der Drau'])).toEqual([
      { text: 'Lärchenhof (', name: false },
      { text: 'Spittal an der Drau', name: true },
      { text: ')', name: false },
    ]);
    expect(nameRuns('Flat in Austria', ['Au'])).toEqual([{ text: 'Flat in Austria', name: false }]);
    expect(nameRuns('Flat', [null, ''])).toEqual([{ text: 'Flat', name: false }]);
    expect(nameRuns('Wels', ['Wels'])).toEqual([{ text: 'Wels', name: true }]);
  });

  it('finds a name that Chinese or Japanese text runs on from without a space', () => {
    expect(nameRuns('Spittal an der Drau每平方米挂牌价格中位数', ['Spittal an der Drau'])).toEqual([
      { text: 'Spittal an der Drau', name: true },
      { text: '每平方米挂牌价格中位数', name: false },
    ]);
    expect(nameRuns('房价指南：Ried im Innkreis', ['Ried im Innkreis'])).toEqual([
      { text: '房价指南：', name: false },
      { text: 'Ried im Innkreis', name: true },
    ]);
    expect(nameRuns('Ried im Innkreisの価格', ['Ried im Innkreis'])[0]).toEqual({
      text: 'Ried im Innkreis',
      name: true,
    });
    // still whole words in Latin script
    expect(nameRuns('Austria每', ['Au'])).toEqual([{ text: 'Austria每', name: false }]);
  });

  it('marks names in the text of HTML, not in its tags', () => {
    expect(
      markNamesInHtml('<p title="Ried im Innkreis">In Ried im Innkreis by A &amp; B GmbH.</p>', [
        'Ried im Innkreis',
        'A & B GmbH',
      ]),
    ).toBe(
      '<p title="Ried im Innkreis">In <bdi lang="de">Ried im Innkreis</bdi> by <bdi lang="de">A &amp; B GmbH</bdi>.</p>',
    );
  });

  it('finds what a pattern of the names with the word class around them finds', () => {
    // The reference: the names as one global Unicode pattern, whole words by lookbehind and lookahead.
    const W = '[\\p{Script=Latin}\\p{N}\\p{M}]';
    const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const reference = (text: string, names: string[]) => {
      const wanted = [...new Set(names.map((n) => n.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
      const re = new RegExp(`(?<!${W})(?:${wanted.map(esc).join('|')})(?!${W})`, 'gu');
      return [...text.matchAll(re)].map((m) => [m.index, m[0]]);
    };
    const found = (text: string, names: string[]) => {
      let at = 0;
      return nameRuns(text, names).flatMap((r) => {
        const here = at;
        at += r.text.length;
        return r.name ? [[here, r.text]] : [];
      });
    };
    const nameSets = [
      ['Au', 'Austria'],
      ['Spittal', 'Spittal an der Drau', 'Drau'],
      ['Wels', 'Wels-Land'],
      ['A & B GmbH', 'B'],
      ['Müller', 'Mülleré'],
      ['1010', 'Wien'],
    ];
    // Pieces around the names: Latin, digits, a combining mark, Han, Arabic, an emoji (a surrogate pair), space.
    const pieces = [' ', 'x', 'é', '\u0301', '7', '每', 'في', '😀', '-', '(', 'ü', ''];
    let seed = 42;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let i = 0; i < 600; i++) {
      const names = nameSets[i % nameSets.length]!;
      let text = '';
      for (let k = 0, len = 1 + next(8); k < len; k++)
        text += next(2) ? names[next(names.length)]! : pieces[next(pieces.length)]!;
      expect(found(text, names), JSON.stringify(text)).toEqual(reference(text, names));
    }
  });

  it('gives the same runs and marks however often, and in whatever order, the same names are asked for', () => {
    const names = ['A & B GmbH', 'Wels'];
    const html = '<p>A &amp; B GmbH in Wels, Wels</p>';
    const marked = '<p><bdi lang="de">A &amp; B GmbH</bdi> in <bdi lang="de">Wels</bdi>, <bdi lang="de">Wels</bdi></p>';
    const runs = [
      { text: 'A & B GmbH', name: true },
      { text: ' in ', name: false },
      { text: 'Wels', name: true },
    ];
    for (let i = 0; i < 3; i++) {
      expect(markNamesInHtml(html, names)).toBe(marked);
      expect(nameRuns('A & B GmbH in Wels', names)).toEqual(runs);
      expect(nameRuns('Wels', names)).toEqual([{ text: 'Wels', name: true }]);
    }
    // null and '' name nothing, as an empty list does.
    expect(nameRuns('Flat in Wels', ['Wels', null, ''])).toEqual(nameRuns('Flat in Wels', ['Wels']));
    expect(markNamesInHtml('<p>Wels</p>', [null, ''])).toBe('<p>Wels</p>');
  });

  it('cuts a sentence where its value goes', () => {
    expect(aroundValue((name) => `Contact ${name}, the agency`)).toEqual({
      before: 'Contact ',
      after: ', the agency',
      hasValue: true,
    });
    expect(aroundValue((name) => `${name} 楼盘的单元`)).toEqual({ before: '', after: ' 楼盘的单元', hasValue: true });
    expect(aroundValue(() => 'Contact us')).toEqual({ before: 'Contact us', after: '', hasValue: false });
  });
});
