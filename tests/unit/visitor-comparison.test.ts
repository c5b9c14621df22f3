import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToComparison,
  COMPARE_KEY,
  COMPARE_TOAST_DURATION,
  compareItemOf,
  compareTitle,
  compareToast,
  MAX_COMPARE,
  parseCompared,
  removeFromComparison,
  toggleComparison,
  type CompareItem,
} from '~/domain/comparison';
import { germanT, installStorage, localeMessages } from './helpers/visitor-env';

const item = (id: number, objekttitel: string | null = `Wohnung ${id}`): CompareItem => ({ id, objekttitel });
const t = germanT();

describe('comparison rules', () => {
  it('key comparedProperties, maximum 4', () => {
    expect(COMPARE_KEY).toBe('comparedProperties');
    expect(MAX_COMPARE).toBe(4);
  });

  it('adds up to 4 and refuses a 5th', () => {
    let list: CompareItem[] = [];
    for (let id = 1; id <= 4; id++) {
      const r = addToComparison(list, item(id));
      expect(r.outcome).toBe('added');
      list = r.list;
    }
    const fifth = addToComparison(list, item(5));
    expect(fifth.outcome).toBe('full');
    expect(fifth.list.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it('refuses duplicates (also when the list is full)', () => {
    expect(addToComparison([item(1)], item(1))).toEqual({ list: [item(1)], outcome: 'duplicate' });
    expect(
      addToComparison(
        [1, 2, 3, 4].map((i) => item(i)),
        item(2),
      ).outcome,
    ).toBe('duplicate');
  });

  it('remove, toggle', () => {
    expect(removeFromComparison([item(1), item(2)], 1)).toEqual({ list: [item(2)], removed: item(1) });
    expect(removeFromComparison([item(1)], 9)).toEqual({ list: [item(1)], removed: null });
    expect(toggleComparison([item(1)], item(1))).toEqual({ list: [], outcome: 'removed' });
    expect(toggleComparison([], item(1))).toEqual({ list: [item(1)], outcome: 'added' });
    expect(
      toggleComparison(
        [1, 2, 3, 4].map((i) => item(i)),
        item(5),
      ).outcome,
    ).toBe('full');
  });

  it('stored JSON that is not an array is ignored', () => {
    expect(parseCompared({ 0: item(1) })).toEqual([]);
    expect(parseCompared('[1]')).toEqual([]);
    expect(parseCompared(null)).toEqual([]);
    expect(parseCompared(42)).toEqual([]);
  });

  it('keeps whole property objects; drops entries without a valid id and repeats; at most 4', () => {
    const stored = [
      { id: 1, objekttitel: 'A', kaufpreis: 300000, extra: { a: 1 } },
      { id: '2', objekttitel: 'B' },
      { objekttitel: 'no id' },
      { id: -3 },
      { id: 1, objekttitel: 'again' },
      { id: 4 },
      { id: 5 },
      { id: 6 },
    ];
    const list = parseCompared(stored);
    expect(list.map((p) => p.id)).toEqual([1, 2, 4, 5]);
    expect(list[0]).toEqual({ id: 1, objekttitel: 'A', kaufpreis: 300000, extra: { a: 1 } });
  });

  it('an unknown title reads "Unbekannte Immobilie"', () => {
    expect(compareTitle({ objekttitel: null }, t)).toBe('Unbekannte Immobilie');
    expect(compareTitle({ objekttitel: '  ' }, t)).toBe('Unbekannte Immobilie');
    expect(compareTitle({}, t)).toBe('Unbekannte Immobilie');
    expect(compareTitle({ objekttitel: 'Villa' }, t)).toBe('Villa');
  });

  it('toasts exactly the fixed texts per operation', () => {
    expect(compareToast('full', item(5), t)).toEqual({
      title: 'Maximale Anzahl erreicht',
      description: 'Sie können maximal 4 Immobilien vergleichen.',
      duration: 3000,
      variant: 'destructive',
    });
    expect(compareToast('duplicate', item(1), t)).toEqual({
      title: 'Bereits im Vergleich',
      description: 'Diese Immobilie ist bereits im Vergleich.',
      duration: 2000,
    });
    expect(compareToast('added', item(1, 'Dachgeschoss in Wien'), t)).toEqual({
      title: 'Zum Vergleich hinzugefügt',
      description: 'Dachgeschoss in Wien',
      duration: 2000,
    });
    expect(compareToast('removed', item(1), t)).toMatchObject({ title: 'Aus Vergleich entfernt', duration: 2000 });
    expect(compareToast('removed', item(1), t).variant).toBeUndefined();
    expect(compareToast('cleared', null, t)).toEqual({ title: 'Vergleich geleert', duration: 2000 });
    expect(COMPARE_TOAST_DURATION).toEqual({ full: 3000, duplicate: 2000, added: 2000, removed: 2000, cleared: 2000 });
  });

  it('the compare button object carries id and the title in the page language', () => {
    const src = {
      id: 7,
      objekttitel: 'Haus',
      objekttitel_translations: { en: 'House' },
      title_slug: 'haus',
      kaufpreis: 5,
      location: { ort: 'Graz' },
    };
    expect(compareItemOf(src, 'en')).toMatchObject({
      id: 7,
      objekttitel: 'House',
      title_slug: 'haus',
      kaufpreis: 5,
      location: { ort: 'Graz' },
    });
    expect(compareItemOf(src, 'fr').objekttitel).toBe('Haus');
    expect(parseCompared([compareItemOf(src, 'de')])).toHaveLength(1);
  });
});

describe('comparison store', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  async function load(initial: Record<string, string> = {}) {
    const storage = installStorage(initial);
    const messages = await import('~/client/stores/visitor-messages');
    messages.setVisitorMessages(localeMessages('de'));
    const store = await import('~/client/stores/comparison');
    const toasts = await import('~/client/stores/toast');
    return { storage, store, toasts };
  }

  it('follows changes made in another tab; junk from there is ignored too', async () => {
    const storage = installStorage();
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    const { store } = await load();
    const send = (value: string) => {
      storage.setItem('comparedProperties', value);
      win.dispatchEvent(Object.assign(new Event('storage'), { key: 'comparedProperties', newValue: value }));
    };
    send(JSON.stringify([item(3)]));
    expect(store.$compared.get()).toEqual([item(3)]);
    send('not json');
    expect(store.$compared.get()).toEqual([]);
  });

  it('ignores stored JSON that is not an array', async () => {
    const { store } = await load({ comparedProperties: '{"id":1}' });
    expect(store.$compared.get()).toEqual([]);
  });

  it('persists under comparedProperties and shows the fixed toasts', async () => {
    const { storage, store, toasts } = await load();
    for (let id = 1; id <= 4; id++) expect(store.addToComparison(item(id))).toBe(true);
    expect(JSON.parse(storage.getItem('comparedProperties')!).map((p: CompareItem) => p.id)).toEqual([1, 2, 3, 4]);
    expect(toasts.$toasts.get()[0]).toMatchObject({
      title: 'Zum Vergleich hinzugefügt',
      description: 'Wohnung 4',
      duration: 2000,
    });

    expect(store.addToComparison(item(5))).toBe(false);
    expect(toasts.$toasts.get()[0]).toMatchObject({
      title: 'Maximale Anzahl erreicht',
      description: 'Sie können maximal 4 Immobilien vergleichen.',
      variant: 'destructive',
      duration: 3000,
    });
    expect(store.$compared.get()).toHaveLength(4);

    expect(store.addToComparison(item(2))).toBe(false);
    expect(toasts.$toasts.get()[0]).toMatchObject({
      title: 'Bereits im Vergleich',
      description: 'Diese Immobilie ist bereits im Vergleich.',
      duration: 2000,
    });

    store.removeFromComparison(2);
    expect(toasts.$toasts.get()[0]).toMatchObject({ title: 'Aus Vergleich entfernt', duration: 2000 });
    expect(store.toggleComparison(item(2))).toBe(true);
    expect(store.toggleComparison(item(2))).toBe(false);

    store.clearComparison();
    expect(toasts.$toasts.get()[0]).toMatchObject({ title: 'Vergleich geleert', duration: 2000 });
    expect(storage.getItem('comparedProperties')).toBe('[]');
  });
});
