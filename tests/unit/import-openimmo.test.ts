/**
 * The OpenImmo mapping composed from its sections: warnings come in the order the fields are read (geo, prices,
 * areas, …, dates, then the remaining cost fields and room counts), whatever module reads them; sections keep
 * their own rules when called on their own.
 */
import { describe, expect, it } from 'vitest';
import { mapImmobilie } from '~/import/openimmo';
import { readGeo } from '~/import/openimmo/geo';
import { numberReader } from '~/import/openimmo/fields';
import { readPrices } from '~/import/openimmo/prices';
import { readStatus } from '~/import/openimmo/status';
import { parseFeed, type XNode } from '~/import/xml';

async function immobilie(inner: string): Promise<XNode> {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><openimmo><anbieter><anbieternr>A1</anbieternr><immobilie>${inner}</immobilie></anbieter></openimmo>`;
  let node: XNode | null = null;
  await parseFeed(
    (async function* () {
      yield Buffer.from(xml);
    })(),
    { immobilie: (n) => void (node = n) },
  );
  return node!;
}

const KAUF_WOHNUNG =
  '<objektkategorie><vermarktungsart KAUF="true"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>';

describe('mapImmobilie', () => {
  it('reports warnings in reading order across the sections', async () => {
    const im = await immobilie(`${KAUF_WOHNUNG}
      <geo><plz>1O1</plz><ort>Wien</ort><land iso_land="AUT"/></geo>
      <preise><kaufpreis>€ 250.000,-</kaufpreis><kaufpreis_pro_qm>teuer</kaufpreis_pro_qm><heizkosten>viel</heizkosten></preise>
      <flaechen><wohnflaeche>72,5</wohnflaeche><anzahl_schlafzimmer>zwei</anzahl_schlafzimmer></flaechen>
      <freitexte><objekttitel>Test</objekttitel></freitexte>
      <verwaltung_techn><objektnr_extern>X1</objektnr_extern><stand_vom>gestern</stand_vom></verwaltung_techn>`);
    const result = mapImmobilie(im);
    expect(result.kind).toBe('listing');
    expect(result.warnings).toEqual([
      'plz "1O1" is not an Austrian postcode; ignored',
      'kaufpreis: "€ 250.000,-" read as 250000',
      'wohnflaeche: "72,5" read as 72.5',
      'stand_vom: "gestern" is not a date; ignored',
      'preis_pro_qm: "teuer" is not a number; ignored',
      'heizkosten: "viel" is not a number; ignored',
      'anzahl_schlafzimmer: "zwei" is not a number; ignored',
    ]);
    if (result.kind !== 'listing') return;
    // the price per m² the feed could not give is derived from price and area
    expect(result.draft.preise.preis_pro_qm).toBe(3448.28);
    expect(result.draft.kaufpreis).toBe(250000);
  });

  it('a DELETE carries key and no draft, whatever else the listing holds', async () => {
    const im = await immobilie(
      `${KAUF_WOHNUNG}<verwaltung_techn><aktion aktionart="DELETE"/><objektnr_extern>X2</objektnr_extern></verwaltung_techn>`,
    );
    expect(mapImmobilie(im)).toEqual({ kind: 'delete', key: 'X2', identity: null, warnings: [], warningCodes: [] });
  });
});

describe('sections on their own', () => {
  it('geo: coordinates swapped by the agent are swapped back inside Austria', async () => {
    const warnings: string[] = [];
    const im = await immobilie(
      '<geo><plz>1010</plz><ort>Wien</ort><geokoordinaten breitengrad="16.37" laengengrad="48.21"/></geo>',
    );
    const { location } = readGeo(im, (m) => warnings.push(m));
    expect([location.lat, location.lon, location.bundesland, location.wien_bezirk]).toEqual([48.21, 16.37, 'wien', 1]);
    expect(warnings).toEqual(['geokoordinaten: latitude and longitude were swapped; corrected']);
  });

  it('prices: gross from net + tax; auf_anfrage hides the price', async () => {
    const warnings: string[] = [];
    const r = numberReader((m) => warnings.push(m));
    const im = await immobilie(
      '<preise><kaufpreis auf_anfrage="true">300000</kaufpreis><kaufpreisnetto kaufpreisust="20000">100000</kaufpreisnetto></preise>',
    );
    const p = readPrices(im, r, 'KAUF');
    expect(p.kaufpreis).toEqual({ net: 100000, ust: 20000, gross: 120000 });
    expect([p.aufAnfrage, p.priceOnRequest]).toEqual([true, true]);
    expect(warnings).toEqual(['kaufpreis marked auf_anfrage: the number is not published']);
  });

  it('status: a REFERENZ listing is a past deal', async () => {
    const im = await immobilie('');
    expect(readStatus(im, new Map(), 'KAUF', 'REFERENZ')).toBe('sold');
    expect(readStatus(im, new Map(), 'MIETE_PACHT', 'REFERENZ')).toBe('rented');
    expect(readStatus(im, new Map([['status', 'reserviert']]), 'KAUF', 'NEW')).toBe('reserved');
  });
});
