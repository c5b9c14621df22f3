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
