import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('visitor messages in the browser', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('interpolates and picks plural forms by the page language (i18next JSON v4 suffixes)', async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'pl' }, querySelectorAll: () => [] });
    const m = await import('~/client/stores/visitor-messages');
    m.setVisitorMessages({
      'x.count_one': '{{count}} nieruchomość',
      'x.count_few': '{{count}} nieruchomości',
      'x.count_many': '{{count}} nieruchomości!',
      'x.count_other': '{{count}} other',
      'x.named': 'Usuń {{title}}',
    });
    expect(m.vtCount('x.count', 1)).toBe('1 nieruchomość');
    expect(m.vtCount('x.count', 3)).toBe('3 nieruchomości');
    expect(m.vtCount('x.count', 5)).toBe('5 nieruchomości!');
    expect(m.vt('x.named', { title: 'Villa' })).toBe('Usuń Villa');
    expect(m.vt('missing.key')).toBe('missing.key');
  });

  it('uses European Portuguese forms on Portuguese pages (0 is plural there, singular in Brazil)', async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'pt' }, querySelectorAll: () => [] });
    const m = await import('~/client/stores/visitor-messages');
    m.setVisitorMessages({
      'x.count_one': '{{count}} imóvel',
      'x.count_many': '{{count}} de imóveis',
      'x.count_other': '{{count}} imóveis',
    });
    expect([m.vtCount('x.count', 0), m.vtCount('x.count', 1), m.vtCount('x.count', 2)]).toEqual([
      '0 imóveis',
      '1 imóvel',
      '2 imóveis',
    ]);
  });

  it('reads every data-visitor-messages block on the page', async () => {
    const blocks = [{ textContent: '{"a":"A"}' }, { textContent: '{"b":"B","n":5}' }, { textContent: 'kaputt' }];
    vi.stubGlobal('document', { documentElement: { lang: 'de' }, querySelectorAll: () => blocks });
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = await import('~/client/stores/visitor-messages');
    expect([m.vt('a'), m.vt('b'), m.vt('n')]).toEqual(['A', 'B', 'n']);
    expect(err).toHaveBeenCalledTimes(1);
    err.mockRestore();
  });
});
