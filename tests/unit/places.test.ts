import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOverpassServer, type FakeOverpassServer, type OsmExtract } from '~/bench/overpass-server';
import { enrichmentPosition, nearDistances, nearestPlaces, type Places } from '~/domain/places';
import { nearestTransit } from '~/domain/infrastructure';
import { stripIsolates } from '~/domain/format/isolate';
import { placesView } from '~/site/listing/infrastructure-model';
import { runPlacesBackfill } from '~/features/places/jobs';
import type { PlacesSettings } from '~/import/places';
import { askOverpass, overpassQuery } from '~/import/places/overpass';
import { runImport } from '~/import/sync';
import { readSnapshot } from '~/snapshot';

const EXTRACT = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../fixtures/osm/vienna-graz.json'), 'utf8'),
) as OsmExtract;

let server: FakeOverpassServer;
const roots: string[] = [];
beforeAll(async () => {
  server = await startOverpassServer(EXTRACT);
});
afterAll(async () => {
  await server.close();
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});
afterEach(() => {
  server.mode = 'ok';
  server.resetStats();
});

const settings = (over: Partial<PlacesSettings> = {}): PlacesSettings => ({
  url: server.url,
  timeoutMs: 5_000,
  maxBytes: 1024 * 1024,
  concurrency: 2,
  maxAgeDays: 90,
  // generous: the endpoint is in this process; the failing case ends on its failures, not on time
  syncBudgetMs: 60_000,
  allowHosts: ['127.0.0.1'],
  ...over,
});

interface FeedListing {
  nr: string;
  plz: string;
  ort: string;
  lat: number;
  lon: number;
  published: boolean;
}

const VIENNA: FeedListing = { nr: 'P-1', plz: '1070', ort: 'Wien', lat: 48.1985, lon: 16.349, published: true };
const HIDDEN: FeedListing = { nr: 'P-2', plz: '1070', ort: 'Wien', lat: 48.19853, lon: 16.34899, published: false };
const GRAZ: FeedListing = { nr: 'P-3', plz: '8010', ort: 'Graz', lat: 47.0665, lon: 15.442, published: true };

function feedXml(listings: FeedListing[]): string {
  const items = listings.map(
    (l) => `<immobilie>
      <objektkategorie><nutzungsart WOHNEN="true"/><vermarktungsart KAUF="true"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
      <geo><plz>${l.plz}</plz><ort>${l.ort}</ort><strasse>Teststraße</strasse><hausnummer>1</hausnummer>
        <geokoordinaten breitengrad="${l.lat}" laengengrad="${l.lon}"/></geo>
      <preise><kaufpreis>300000</kaufpreis></preise>
      <flaechen><wohnflaeche>70</wohnflaeche><anzahl_zimmer>3</anzahl_zimmer></flaechen>
      <freitexte><objekttitel>Wohnung ${l.nr}</objekttitel></freitexte>
      <verwaltung_objekt><objektadresse_freigeben>${l.published}</objektadresse_freigeben></verwaltung_objekt>
      <verwaltung_techn><objektnr_extern>${l.nr}</objektnr_extern><aktion aktionart="CHANGE"/></verwaltung_techn>
    </immobilie>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<openimmo><uebertragung art="ONLINE" umfang="VOLL" version="1.2.7" sendersoftware="test" senderversion="1"/>
<anbieter><anbieternr>PL-1</anbieternr><firma>Places Test GmbH</firma>${items.join('\n')}</anbieter></openimmo>`;
}

function workspace(listings: FeedListing[]) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-places-'));
  roots.push(root);
  const feeds = path.join(root, 'feeds');
  const data = path.join(root, 'data');
  fs.mkdirSync(path.join(feeds, 'agency'), { recursive: true });
  fs.mkdirSync(path.join(root, 'projects'));
  const write = (ls: FeedListing[]) => fs.writeFileSync(path.join(feeds, 'agency', 'feed.xml'), feedXml(ls));
  write(listings);
  const run = (places: PlacesSettings | null = settings()) =>
    runImport({
      feedsDir: feeds,
      projectsDir: path.join(root, 'projects'),
      dataDir: data,
      urls: [],
      translation: null,
      places,
    });
  const listing = (nr: string) => readSnapshot(data).properties.find((l) => l.external_id === nr)!;
  return { data, write, run, listing };
}

describe('the in-process Overpass server and the nearest places', () => {
  it('answers the portal query with the stops, places and their route relations around a position', async () => {
    const elements = await askOverpass(overpassQuery(48.1985, 16.349), {
      url: server.url,
      timeoutMs: 5_000,
      maxBytes: 1024 * 1024,
      allowHosts: ['127.0.0.1'],
    });
    const names = elements.map((e) => e.tags?.name ?? e.tags?.ref);
    expect(names).toContain('Neubaugasse');
    expect(names).toContain('Esterházypark');
    expect(names).toContain('U-Bahn U3');
    // beyond 1 km, and the bench is no kind the query asks for
    expect(names).not.toContain('HOFER');
    expect(elements.some((e) => e.tags?.amenity === 'bench')).toBe(false);
    const park = elements.find((e) => e.type === 'way')!;
    expect(park.center).toBeDefined();

    const places = nearestPlaces({ lat: 48.1985, lon: 16.349 }, elements);
    const byKind = Object.fromEntries(places.map((p) => [p.kind, p]));
    expect(byKind.subway).toMatchObject({ name: 'Neubaugasse', lines: ['U3'] });
    expect(byKind.subway!.km).toBeGreaterThan(0.25);
    expect(byKind.subway!.km).toBeLessThan(0.32);
    expect(byKind.bus).toMatchObject({ name: 'Neubaugasse', lines: ['13A'] });
    expect(byKind.tram).toMatchObject({ name: 'Siebensterngasse', lines: ['49'] });
    expect(byKind.suburban).toMatchObject({ name: 'Wien Westbahnhof', lines: ['S50'] });
    expect(byKind.supermarket).toMatchObject({ name: 'BILLA' });
    expect(byKind.park).toMatchObject({ name: 'Esterházypark' });
    for (const k of ['kindergarten', 'school', 'pharmacy', 'doctor', 'playground']) expect(byKind[k], k).toBeDefined();
  });

  it('sorts a stop’s lines as people read them and gathers the platforms of one name', async () => {
    const elements = await askOverpass(overpassQuery(47.0665, 15.442), {
      url: server.url,
      timeoutMs: 5_000,
      maxBytes: 1024 * 1024,
      allowHosts: ['127.0.0.1'],
    });
    const places = nearestPlaces({ lat: 47.0665, lon: 15.442 }, elements);
    expect(places.find((p) => p.kind === 'tram')).toMatchObject({
      name: 'Jakominiplatz',
      lines: ['1', '3', '4', '5', '6', '7'],
    });
    expect(places.find((p) => p.kind === 'bus')?.lines).toEqual(['30', '34']);
    expect(places.find((p) => p.kind === 'subway')).toBeUndefined();
  });

  it('answers a query it cannot parse with 400, as Overpass does', async () => {
    const res = await fetch(server.url, {
      method: 'POST',
      body: new URLSearchParams({ data: 'node[name=x](foo);out;' }),
    });
    expect(res.status).toBe(400);
  });
});

describe('the position asked for', () => {
  it('is the building rounded to about 11 m when the address is published, the area when it is hidden', () => {
    expect(enrichmentPosition({ lat: 48.198534, lon: 16.348991, address_published: true })).toMatchObject({
      key: '48.1985,16.3490',
      precision: 'exact',
    });
    expect(enrichmentPosition({ lat: 48.198534, lon: 16.348991, address_published: false })).toMatchObject({
      lat: 48.2,
      lon: 16.35,
      key: '48.20,16.35',
      precision: 'area',
    });
    expect(
      enrichmentPosition({ lat: 48.1, lon: 16.3, address_published: true, coordinates_approximate: true })?.precision,
    ).toBe('area');
    expect(enrichmentPosition({ lat: null, lon: null, address_published: true })).toBeNull();
  });
});

describe('near distances: the feed or OpenStreetMap, whichever is nearer', () => {
  it('takes the nearer of both and says nothing where neither does', () => {
    const near = nearDistances(
      { US_BAHN: 0.8, GRUNDSCHULE: 0.4 },
      { items: [{ kind: 'tram', name: 'X', lines: ['49'], km: 0.3, lat: 0, lon: 0 }] },
    );
    expect(near).toEqual({ transit: 0.3, school: 0.4, supermarket: null });
    expect(nearDistances(undefined, undefined)).toEqual({ transit: null, school: null, supermarket: null });
  });
});

describe('enrichment in the sync', () => {
  it('stores the nearest stop with its lines, asks once a position, and nothing on a sync where no position moved', async () => {
    const ws = workspace([VIENNA, GRAZ]);
    const first = await ws.run();
    expect(first.places).toMatchObject({ positions: 2, listings: 2, requests: 2, failed: 0, pending: 0 });
    expect(server.stats.requests).toBe(2);
    const v = ws.listing('P-1');
    expect(v.places?.precision).toBe('exact');
    expect(v.places?.items.find((p) => p.kind === 'subway')).toMatchObject({ name: 'Neubaugasse', lines: ['U3'] });
    expect(ws.listing('P-3').places?.items.find((p) => p.kind === 'tram')?.name).toBe('Jakominiplatz');

    server.resetStats();
    const second = await ws.run();
    expect(server.stats.requests).toBe(0);
    expect(second.places).toMatchObject({ requests: 0, listings: 2, pending: 0 });
    expect(ws.listing('P-1').places).toEqual(v.places);

    // one listing moves: only its new position is asked for
    ws.write([{ ...VIENNA, lat: 48.2011, lon: 16.3531 }, GRAZ]);
    server.resetStats();
    await ws.run();
    expect(server.stats.requests).toBe(1);
    expect(ws.listing('P-1').places?.items.find((p) => p.kind === 'bus')?.name).toBe('Kirchengasse');
  });

  it('asks for a hidden address at the rounded position, never more precisely', async () => {
    const ws = workspace([HIDDEN]);
    await ws.run();
    expect(server.stats.positions).toEqual(['48.2,16.35']);
    const l = ws.listing('P-2');
    expect(l.places?.precision).toBe('area');
    // distances are from the area's centre, not from the building
    const subway = l.places!.items.find((p) => p.kind === 'subway')!;
    expect(subway.km).toBeLessThan(0.2);
  });

  it('goes on when the endpoint fails, and the places job fills in later and asks for a sync', async () => {
    const ws = workspace([VIENNA, GRAZ, HIDDEN]);
    server.mode = 'fail';
    const report = await ws.run();
    expect(report.snapshot?.written).toBe(true);
    expect(report.places).toMatchObject({ listings: 0, pending: 3 });
    expect(report.places!.failed).toBeGreaterThan(0);
    expect(ws.listing('P-1').places).toBeUndefined();

    // still down: the job throws, so the queue tries again later
    await expect(runPlacesBackfill({ dataDir: ws.data, settings: settings(), budgetMs: 60_000 })).rejects.toThrow(
      /no position answered, 3 waiting/,
    );
    server.mode = 'ok';
    const filled = await runPlacesBackfill({ dataDir: ws.data, settings: settings(), budgetMs: 60_000 });
    expect(filled).toMatchObject({ pending: 0, failed: 0, requests: 3 });
    expect(fs.existsSync(path.join(ws.data, 'state', 'sync-request'))).toBe(true);
    server.resetStats();
    await ws.run();
    expect(server.stats.requests).toBe(0);
    expect(ws.listing('P-1').places?.items.length).toBeGreaterThan(5);
  });

  it('a hanging endpoint: the sync ends when its budget does, and the position waits for the job', async () => {
    const ws = workspace([GRAZ]);
    server.mode = 'hang';
    const report = await ws.run(settings({ syncBudgetMs: 1_000, timeoutMs: 60_000 }));
    expect(report.places).toMatchObject({ listings: 0, pending: 1 });
    expect(report.snapshot?.written).toBe(true);
    server.release();
  });

  it('is off without OVERPASS_URL: no request, no places', async () => {
    const ws = workspace([VIENNA]);
    const report = await ws.run(null);
    expect(report.places).toBeUndefined();
    expect(server.stats.requests).toBe(0);
    expect(ws.listing('P-1').places).toBeUndefined();
  });
});

describe('the places in the infrastructure tab and on the card', () => {
  const PLACES: Places = {
    at: '2026-11-28T10:00:00Z',
    precision: 'exact',
    items: [
      { kind: 'park', name: 'Esterházypark', lines: [], km: 0.31, lat: 48.19, lon: 16.35 },
      { kind: 'bus', name: 'Neubaugasse', lines: ['13A'], km: 0.19, lat: 48.19, lon: 16.35 },
      { kind: 'supermarket', name: 'BILLA', lines: [], km: 0.08, lat: 48.19, lon: 16.35 },
      { kind: 'subway', name: 'Neubaugasse', lines: ['U3'], km: 0.35, lat: 48.19, lon: 16.35 },
    ],
  };

  it('lists the stops first ("U3 Neubaugasse · 350 m · 5 Min."), then everyday needs, then leisure, naming OSM and the ODbL', () => {
    const v = placesView(PLACES, 'de')!;
    expect(v.groups.map((g) => g.id)).toEqual(['transport', 'daily', 'leisure']);
    const [subway, bus] = v.groups[0]!.rows;
    expect([subway!.label, subway!.name, stripIsolates(subway!.distance), subway!.walk].join(' · ')).toBe(
      'U-Bahn · U3 Neubaugasse · 350 m · 4 Min.',
    );
    expect(bus).toMatchObject({ kind: 'bus', name: '13A Neubaugasse' });
    expect(v.source.label).toBe('© OpenStreetMap-Mitwirkende');
    expect(v.source.licence).toContain('ODbL');
    expect(v.area).toBeNull();
    expect(placesView({ ...PLACES, precision: 'area' }, 'en')!.area).toMatch(/approximate location/);
    expect(placesView(undefined, 'de')).toBeNull();
  });

  it('writes the rows in every language, right to left isolated in Arabic', () => {
    const ar = placesView(PLACES, 'ar')!;
    expect(ar.groups[0]!.rows[0]!.label).toBe('مترو الأنفاق');
    expect(ar.groups[0]!.rows[0]!.distance).toMatch(/^\u2068/);
    expect(placesView(PLACES, 'en')!.groups[0]!.rows[0]!.walk).toBe('4 min');
  });

  it('the card names the nearest rail stop from either source, else the tram, else the bus', () => {
    expect(nearestTransit({ distances: { US_BAHN: 0.8 } }, PLACES)).toEqual({ kind: 'US_BAHN', km: 0.35 });
    expect(nearestTransit(undefined, { items: PLACES.items.filter((p) => p.kind !== 'subway') })).toEqual({
      kind: 'BUS',
      km: 0.19,
    });
    expect(
      nearestTransit({ distances: { BUS: 0.1 } }, { items: [{ ...PLACES.items[1]!, kind: 'tram', km: 0.4 }] }),
    ).toEqual({ kind: 'TRAM', km: 0.4 });
  });
});
