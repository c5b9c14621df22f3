/**
 * The browser loads the Han-character slip table only for a text that can use it, and parses such a text only once
 * it is there: a Chinese search with a character typed by slip reads the same in the list page's text box as on
 * the server.
 */
import { describe, expect, it } from 'vitest';
import { hanziConfusablesLoaded, needsHanziConfusables } from '~/domain/nl-search/hanzi-table';
import { emptyQuery } from '~/domain/search/query';
import { loadFreeTextParser } from '~/islands/search/load-parser';

// 壁妒 is 壁炉 (fireplace) with 炉 typed as 妒, a character of the same sound component: read only with the table.
const SLIP = '格拉茨买房子，带壁妒和花园';

describe('the Han-character slip table in the browser', () => {
  it('is not loaded with the parser for a text without Han characters on another page', async () => {
    const parser = await loadFreeTextParser('Wohnung in Graz mit Kamin', 'de');
    expect(hanziConfusablesLoaded()).toBe(false);
    // Without the table the slip is not read: the test below would see a difference.
    expect(parser.understandFreeText(emptyQuery(), SLIP, 'zh').query.ausstattung).not.toContain('fireplace');
  });

  it('is needed for Han characters on any page and for every text on a Chinese or Japanese page', () => {
    expect(needsHanziConfusables('Haus mit 壁炉', 'de')).toBe(true);
    expect(needsHanziConfusables('Graz', 'zh')).toBe(true);
    expect(needsHanziConfusables('Graz', 'ja')).toBe(true);
    expect(needsHanziConfusables('Haus in Graz', 'en')).toBe(false);
  });

  it('is loaded before a Chinese text is parsed, which then reads as on the server', async () => {
    const browser = (await loadFreeTextParser(SLIP, 'zh')).understandFreeText(emptyQuery(), SLIP, 'zh');
    expect(hanziConfusablesLoaded()).toBe(true);
    const server = (await import('~/domain/nl-search/understand')).understandFreeText(emptyQuery(), SLIP, 'zh');
    expect(browser).toEqual(server);
    expect([...browser.query.ausstattung].sort()).toEqual(['fireplace', 'garden']);
  });
});
