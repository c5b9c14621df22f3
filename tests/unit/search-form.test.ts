/**
 * The list page's filter form: the markup the server renders (a GET form whose names are the URL parameters, which
 * is all a visitor without JavaScript gets), the location combobox's keyboard, and the small rules of its fields.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FIELD_GROUPS, SearchForm } from '~/islands/search/SearchForm';
import { CLOSED, comboboxKey, TYPED, type ComboboxState } from '~/islands/search/fields/combobox-keys';
import { parseAmount } from '~/islands/search/fields/amount';
import { statusesAfterToggle } from '~/islands/search/fields/StatusField';
import { emptyQuery, PARAM, parseQuery, type SearchQuery } from '~/domain/search/query';
import type { FormOptions } from '~/domain/search/filter';
import { searchText } from '~/site/listing/search-text';

const options: FormOptions = {
  objektarten: [
    { value: 'WOHNUNG', count: 10 },
    { value: 'HAUS', count: 5 },
  ],
  subtypes: { WOHNUNG: ['DACHGESCHOSS', 'MAISONETTE'], HAUS: ['VILLA'] },
  features: ['balcony', 'terrace', 'garden', 'lift', 'garage', 'cellar', 'fireplace', 'sauna', 'pool'],
};

function render(query: SearchQuery): string {
  return renderToStaticMarkup(
    createElement(SearchForm, {
      text: searchText('de'),
      listPath: '/immobilien',
      formPath: '/immobilien/suche',
      query,
      options,
      locOptions: [],
      onChange: () => {},
      onSubmit: () => {},
      onNeedData: () => {},
    }),
  );
}

/** The opening tag of the one element with all these attributes (React writes them in an order of its own). */
function tagWith(html: string, ...attrs: string[]): string {
  const tags = (html.match(/<[a-z]+ [^>]*>/g) ?? []).filter((tag) => attrs.every((a) => tag.includes(` ${a}`)));
  expect(tags, attrs.join(' ')).toHaveLength(1);
  return tags[0]!;
}

describe('the filter form as the server renders it', () => {
  it('is a GET form to the search path whose every control is named after a URL parameter', () => {
    const html = render(emptyQuery());
    tagWith(html, 'id="property-search-form"', 'method="get"', 'action="/immobilien/suche"');
    const names = new Set([...html.matchAll(/ name="([^"]+)"/g)].map((m) => m[1]!));
    const params = new Set<string>(Object.values(PARAM));
    expect([...names].filter((n) => !params.has(n))).toEqual([]);
    for (const n of ['vermarktungsart', 'objektart', 'ort', 'bezirk', 'preis_von', 'zimmer_bis', 'status', 'q'])
      expect(names).toContain(n);
  });

  it('keeps the ids the page and its links rely on', () => {
    const html = render(emptyQuery());
    for (const id of ['filters', 'f-objektart', 'f-untergruppe', 'f-zimmer_von', 'f-zimmer_bis', 'f-verfuegbar', 'f-q'])
      expect(html).toContain(`id="${id}"`);
  });

  it('shows the search it was given', () => {
    const { query } = parseQuery(
      'vermarktungsart=MIETE_PACHT&objektart=WOHNUNG&bezirk=7&zimmer_bis=3&provisionsfrei=1&status=sold&q=Terrasse',
    );
    const html = render(query);
    expect(tagWith(html, 'name="vermarktungsart"', 'value="MIETE_PACHT"')).toContain('checked');
    expect(html).toMatch(/<option value="WOHNUNG" selected="">/);
    expect(tagWith(html, 'name="bezirk"', 'value="7"')).toContain('checked');
    expect(tagWith(html, 'name="provisionsfrei"')).toContain('checked');
    expect(tagWith(html, 'name="status"', 'value="sold"')).toContain('checked');
    expect(tagWith(html, 'name="status"', 'value="available"')).not.toContain('checked');
    expect(tagWith(html, 'id="f-q"')).toContain('value="Terrasse"');
    // A rent's price field says so.
    expect(html).toContain(searchText('de').s['form.priceRent']);
  });

  it('renders the location field as a closed combobox whose listbox exists', () => {
    const input = tagWith(render(emptyQuery()), 'role="combobox"');
    expect(input).toContain('name="ort"');
    expect(input).toContain('aria-expanded="false"');
    expect(input).toContain('aria-autocomplete="list"');
    expect(input).not.toContain('aria-activedescendant');
    const listId = input.match(/aria-controls="([^"]+)"/)![1]!;
    const list = tagWith(render(emptyQuery()), `id="${listId}"`);
    expect(list).toContain('role="listbox"');
    expect(list).toContain('hidden');
  });
});

describe('the location combobox keyboard', () => {
  const press = (state: ComboboxState, keys: string[], count: number) =>
    keys.reduce((s, key) => comboboxKey(s, key, count).state, state);

  it('after typing, selects the first suggestion without moving visual focus; Enter takes it', () => {
    expect(TYPED).toEqual({ open: true, active: 0, inList: false });
    expect(comboboxKey(TYPED, 'Enter', 3)).toEqual({ state: CLOSED, take: 'pick', handled: true });
  });

  it('moves visual focus with the arrows, wrapping round, from the suggestion selected while typing', () => {
    expect(press(TYPED, ['ArrowDown'], 3)).toEqual({ open: true, active: 1, inList: true });
    expect(press(TYPED, ['ArrowDown', 'ArrowDown', 'ArrowDown'], 3).active).toBe(0);
    expect(press(TYPED, ['ArrowUp'], 3)).toEqual({ open: true, active: 2, inList: true });
    expect(press(TYPED, ['ArrowDown', 'ArrowDown', 'ArrowUp'], 3).active).toBe(1);
    expect(comboboxKey(TYPED, 'ArrowDown', 3).handled).toBe(true);
  });

  it('opens a closed list with the arrows: Down on the first suggestion, Up on the last', () => {
    expect(press(CLOSED, ['ArrowDown'], 4)).toEqual({ open: true, active: 0, inList: true });
    expect(press(CLOSED, ['ArrowUp'], 4)).toEqual({ open: true, active: 3, inList: true });
    const closedByEscape = press(TYPED, ['ArrowDown', 'Escape'], 4);
    expect(press(closedByEscape, ['ArrowDown'], 4)).toEqual({ open: true, active: 0, inList: true });
  });

  it('leaves the arrows to the browser when there is nothing to suggest', () => {
    expect(comboboxKey(CLOSED, 'ArrowDown', 0)).toEqual({ state: CLOSED, handled: false });
    expect(comboboxKey(TYPED, 'ArrowUp', 0).handled).toBe(false);
  });

  it('closes with Escape, keeping the text', () => {
    const out = comboboxKey(press(TYPED, ['ArrowDown'], 3), 'Escape', 3);
    expect(out.state.open).toBe(false);
    expect(out.state.inList).toBe(false);
    expect(out.take).toBeUndefined();
    expect(out.handled).toBe(true);
    expect(comboboxKey(CLOSED, 'Escape', 3).handled).toBe(false);
  });

  it('returns visual focus to the text box on Home, End and the side arrows, leaving the caret to the browser', () => {
    const inList = press(TYPED, ['ArrowDown'], 3);
    for (const key of ['Home', 'End', 'ArrowLeft', 'ArrowRight']) {
      const out = comboboxKey(inList, key, 3);
      expect(out).toEqual({ state: { open: true, active: 1, inList: false }, handled: false });
    }
    // The suggestion stays selected: Enter still takes it.
    expect(comboboxKey(press(inList, ['End'], 3), 'Enter', 3).take).toBe('pick');
  });

  it('takes the text as typed on Enter when no suggestion is shown', () => {
    expect(comboboxKey(CLOSED, 'Enter', 3)).toEqual({ state: CLOSED, take: 'commit', handled: true });
    expect(comboboxKey(TYPED, 'Enter', 0).take).toBe('commit');
  });

  it('lets other keys through unchanged', () => {
    expect(comboboxKey(TYPED, 'a', 3)).toEqual({ state: TYPED, handled: false });
    expect(comboboxKey(TYPED, 'Tab', 3)).toEqual({ state: TYPED, handled: false });
  });
});

describe('the form fields’ rules', () => {
  it('reads amounts as Austrians type them', () => {
    expect(parseAmount('250.000')).toBe(250000);
    expect(parseAmount('1 250 000')).toBe(1250000);
    expect(parseAmount('72,5')).toBe(72.5);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('  ')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it('stores the default statuses (available and reserved) as no status filter', () => {
    expect(statusesAfterToggle(['available', 'reserved'], 'sold')).toEqual(['available', 'reserved', 'sold']);
    expect(statusesAfterToggle(['available', 'reserved', 'sold'], 'sold')).toEqual([]);
    expect(statusesAfterToggle(['available', 'reserved'], 'reserved')).toEqual(['available']);
  });
});

describe('the memoised field groups', () => {
  // A group renders again only when a filter it names changes: one that read another would show a stale search.
  it('read no filter of the search but those they name', () => {
    const searches = [
      '',
      'vermarktungsart=MIETE_PACHT&objektart=WOHNUNG&untergruppe=DACHGESCHOSS&preis_von=500&zimmer_von=2',
      'bundesland=wien&bezirk=7&bezirk=9&ausstattung=sauna&provisionsfrei=1&status=sold',
      'ort=Graz&umkreis=10&energieklasse=B&verfuegbar=2027-01-01&grundflaeche_von=300&flaeche_bis=90',
    ];
    for (const [name, group] of Object.entries(FIELD_GROUPS)) {
      for (const search of searches) {
        const read = new Set<string>();
        const query = new Proxy(parseQuery(search).query, {
          get(target, key, receiver) {
            if (typeof key === 'string') read.add(key);
            return Reflect.get(target, key, receiver) as unknown;
          },
        });
        renderToStaticMarkup(
          createElement(group.Field as never, {
            text: searchText('de'),
            query,
            set: () => {},
            options,
            available: options.features,
          }),
        );
        expect(
          [...read].filter((k) => !(group.reads as readonly string[]).includes(k)),
          `${name} ${search}`,
        ).toEqual([]);
      }
    }
  });
});
