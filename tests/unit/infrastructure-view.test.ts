/**
 * The infrastructure tab's distances: grouped transport, everyday needs, leisure in that order, each written the
 * language's way, with the minutes on foot up to 2 km; the card's nearest stop.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListingCard } from '~/components/listing/ListingCard';
import { completeCard, type CardData } from '~/domain/search/cards';
import { cardText } from '~/site/listing/labels';
import {
  DISTANCE_KINDS,
  SPORT_DISTANCE_KINDS,
  formatDistance,
  nearestTransit,
  walkingMinutes,
  type Infrastructure,
} from '~/domain/infrastructure';
import { LANG_CODES } from '~/i18n/languages';
import { stripIsolates } from '~/domain/format/isolate';
import { infrastructureView } from '~/site/listing/infrastructure-model';

const INFRA: Infrastructure = {
  distances: { FLUGHAFEN: 18.5, BUS: 0.1, US_BAHN: 0.35, GRUNDSCHULE: 0.8, ZENTRUM: 2.5, KINDERGAERTEN: 1.2 },
  sport: { SEE: 15, WANDERGEBIETE: 0.6 },
  view: 'BERGE',
};

describe('infrastructure view model', () => {
  // Each kind of OpenImmo's distanz_zu and distanz_zu_sport enumerations is in a group of the tab and has a label
  // of its own in every language (a missing key would show the key itself).
  it.each([...DISTANCE_KINDS, ...SPORT_DISTANCE_KINDS])('shows %s with its label in every language', (kind) => {
    const infra: Infrastructure = (DISTANCE_KINDS as readonly string[]).includes(kind)
      ? { distances: { [kind]: 0.4 }, sport: {} }
      : { distances: {}, sport: { [kind]: 0.4 } };
    const labels = new Set<string>();
    for (const lang of LANG_CODES) {
      const rows = infrastructureView(infra, lang)!.groups.flatMap((g) => g.rows);
      expect(rows.map((r) => r.kind)).toEqual([kind]);
      expect(rows[0]!.label, lang).not.toMatch(/^$|search\.infrastructure|\uFFFD/);
      labels.add(rows[0]!.label);
      expect(stripIsolates(rows[0]!.distance), lang).toMatch(/\S/);
    }
    // translated, not the German word everywhere
    expect(labels.size).toBeGreaterThan(5);
  });

  it('groups transport first, then everyday needs, then leisure, each in its fixed order (German)', () => {
    const v = infrastructureView(INFRA, 'de')!;
    expect(v.heading).toBe('Entfernungen');
    expect(v.source).toBe('Angaben der Agentur');
    expect(v.groups.map((g) => [g.id, g.label, g.rows.map((r) => r.kind)])).toEqual([
      ['transport', 'Verkehr', ['US_BAHN', 'BUS', 'FLUGHAFEN']],
      ['daily', 'Alltag', ['KINDERGAERTEN', 'GRUNDSCHULE', 'ZENTRUM']],
      ['leisure', 'Freizeit', ['SEE', 'WANDERGEBIETE']],
    ]);
    const rows = Object.fromEntries(v.groups.flatMap((g) => g.rows).map((r) => [r.kind, r]));
    expect(rows.US_BAHN).toEqual({ kind: 'US_BAHN', label: 'U-/S-Bahn', distance: '350 m', walk: '4 Min. zu Fuß' });
    expect(rows.BUS!.distance).toBe('100 m');
    expect(rows.BUS!.walk).toBe('1 Min. zu Fuß');
    expect(rows.KINDERGAERTEN).toMatchObject({ distance: '1,2 km', walk: '15 Min. zu Fuß' });
    expect(rows.ZENTRUM).toMatchObject({ distance: '2,5 km', walk: null });
    expect(rows.FLUGHAFEN).toMatchObject({ label: 'Flughafen', distance: '19 km', walk: null });
    expect(rows.SEE).toMatchObject({ label: 'See', distance: '15 km' });
    expect(v.view).toEqual({ label: 'Ausblick', value: 'Bergblick' });
  });

  it('writes English labels and decimal points', () => {
    const v = infrastructureView(INFRA, 'en')!;
    expect(v.source).toBe('As stated by the agency');
    expect(v.groups.map((g) => g.label)).toEqual(['Getting around', 'Everyday needs', 'Leisure']);
    const rows = Object.fromEntries(v.groups.flatMap((g) => g.rows).map((r) => [r.kind, r]));
    expect(rows.US_BAHN).toMatchObject({ distance: '350 m', walk: '4 min walk' });
    expect(rows.ZENTRUM!.distance).toBe('2.5 km');
    expect(v.view!.value).toBe('Mountain view');
  });

  it('writes Arabic units, isolates each figure in right-to-left text', () => {
    const v = infrastructureView(INFRA, 'ar')!;
    expect(v.groups.map((g) => g.id)).toEqual(['transport', 'daily', 'leisure']);
    const rows = Object.fromEntries(v.groups.flatMap((g) => g.rows).map((r) => [r.kind, r]));
    expect(rows.US_BAHN!.distance.startsWith('\u2068')).toBe(true);
    expect(rows.US_BAHN!.distance.endsWith('\u2069')).toBe(true);
    expect(stripIsolates(rows.US_BAHN!.distance)).toBe(`${(350).toLocaleString('ar')} م`);
    expect(stripIsolates(rows.ZENTRUM!.distance)).toBe(`${(2.5).toLocaleString('ar')} كم`);
    expect(rows.US_BAHN!.walk).toContain('دقيقة');
    expect(rows.US_BAHN!.label).toBe('المترو / القطار الحضري');
  });

  it('is null without distances and without a view the portal has words for', () => {
    expect(infrastructureView(undefined, 'de')).toBeNull();
    expect(infrastructureView({ distances: {}, sport: {}, view: 'GARTEN' }, 'de')).toBeNull();
    expect(infrastructureView({ distances: {}, sport: {}, view: 'SEE' }, 'de')!.groups).toEqual([]);
  });

  it('formats distances and walking minutes at 80 m a minute up to 2 km', () => {
    const w = { m: 'm', km: 'km' };
    expect(formatDistance(0.004, 'de-AT', w)).toBe('10 m');
    expect(formatDistance(0.994, 'de-AT', w)).toBe('990 m');
    expect(formatDistance(0.996, 'de-AT', w)).toBe('1 km');
    expect(formatDistance(1, 'de-AT', w)).toBe('1 km');
    expect(formatDistance(9.94, 'de-AT', w)).toBe('9,9 km');
    expect(formatDistance(12.4, 'de-AT', w)).toBe('12 km');
    expect(walkingMinutes(0.8)).toBe(10);
    expect(walkingMinutes(2)).toBe(25);
    expect(walkingMinutes(2.01)).toBeNull();
  });

  it('names the U-/S-Bahn on a card before the bus, the bus when there is no U-/S-Bahn', () => {
    expect(nearestTransit(INFRA)).toEqual({ kind: 'US_BAHN', km: 0.35 });
    expect(nearestTransit({ distances: { BUS: 1.5, FLUGHAFEN: 3 } })).toEqual({ kind: 'BUS', km: 1.5 });
    expect(nearestTransit({ distances: { FLUGHAFEN: 3 } })).toBeNull();
    expect(nearestTransit(undefined)).toBeNull();
  });
});

describe('the card line for the nearest stop', () => {
  const card: CardData = {
    id: 7,
    slug: 'wohnung',
    title: 'Wohnung',
    vermarktungsart: 'KAUF',
    objektart: 'WOHNUNG',
    untergruppe: null,
    status: 'available',
    price: 300000,
    area: 70,
    rooms: 2,
    plot: null,
    plz: '1010',
    ort: 'Wien',
    bezirk: null,
    bundesland: 'wien',
    hwb: null,
    hwbKlasse: null,
    fgee: null,
    fgeeKlasse: null,
    energyMissing: false,
    image: null,
  };
  const line = (c: CardData, lang: 'de' | 'en') =>
    /<li data-transit="[A-Z_]+">([^<]*)<\/li>/.exec(
      renderToStaticMarkup(
        createElement(ListingCard, { card: c, text: cardText(lang), locale: lang === 'de' ? 'de-AT' : 'en-GB' }),
      ),
    )?.[1] ?? null;

  it('says the stop and its distance where the agency gives one, nothing otherwise', () => {
    expect(line({ ...card, transit: { kind: 'US_BAHN', km: 0.35 } }, 'de')).toBe('U-/S-Bahn 350 m');
    expect(line({ ...card, transit: { kind: 'BUS', km: 1.5 } }, 'de')).toBe('Bus 1,5 km');
    expect(line({ ...card, transit: { kind: 'BUS', km: 1.5 } }, 'en')).toBe('Bus stop 1.5 km');
    expect(line(card, 'de')).toBeNull();
  });

  it('comes with the card JSON to the search page, a malformed one left out', () => {
    const json = {
      id: 7,
      title_slug: 'w',
      objekttitel: 'W',
      objekttitel_translations: {},
      image: null,
      energie: { hwb: null, fgee: null },
    };
    expect(
      completeCard({ ...card, partial: true }, { ...json, transit: { kind: 'BUS', km: 0.4 } }, 'de').transit,
    ).toEqual({ kind: 'BUS', km: 0.4 });
    expect(completeCard(card, { ...json, transit: { kind: 'FERRY', km: 0.4 } as never }, 'de').transit).toBeNull();
  });
});
