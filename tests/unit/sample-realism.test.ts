/**
 * The default sample (1,000 listings, 40 projects) is the portal's first impression: titles in correct German and
 * all different, plausible places and plots, texts that state the facts as the fact box does, projects whose dates
 * and floors make sense, and features listed once; pictures that show what the listing is and never repeat among
 * the listings of one place and type, streets that belong to their town, names and titles written the Austrian way.
 * Generated for a fixed day in a temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, Project } from '~/domain/listing';
import { generateSample, type SampleResult } from '../../src/sample/generate';
import { TOWNS } from '~/domain/austria';
import { streetsOf } from '../../src/sample/streets';
import { FEATURE_DE } from '../../src/sample/data';
import { formatNumber } from '~/components/listing/format';
import { readSnapshot } from '~/snapshot';
import { runImport } from '~/import/sync';
import de from '../../locales/de.json';
import { buildCatalog } from '~/site/build-catalog';
import { detailPage } from '~/site/listing/detail-model';
import { homesOf } from '~/features/reports/trust';
import { findWarningSigns } from '~/domain/warning-signs';

const TODAY = new Date(Date.UTC(2030, 5, 15));
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-sample-real-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let listings: Listing[];
let projects: Project[];
let sample: SampleResult;

beforeAll(async () => {
  sample = await generateSample({
    listings: 1000,
    projects: 40,
    seed: 2026,
    today: TODAY,
    feedsOut: path.join(root, 'feeds', 'sample'),
    projectsOut: path.join(root, 'projects', 'sample'),
  });
  await runImport({
    feedsDir: path.join(root, 'feeds'),
    projectsDir: path.join(root, 'projects'),
    dataDir: path.join(root, 'data'),
    urls: [],
  });
  ({ properties: listings, projects } = readSnapshot(path.join(root, 'data'), { validate: true }));
}, 600_000); // a whole sample with its pictures: minutes on a busy machine

const district = (l: Listing) => (l.location.bundesland === 'wien' ? Number(l.location.plz!.slice(1, 3)) : 0);
const inner = (l: Listing) => (district(l) >= 1 && district(l) <= 9) || district(l) === 20;
const area = (n: number) => `${formatNumber('de-AT', n, 1)} m²`;
const text = (html: string | null) => (html ?? '').replace(/<[^>]+>/g, ' ');

describe('titles', () => {
  // What each noun's gender asks of an adjective before it without article: -e (f), -es (n), -er (m).
  const ENDINGS: Array<[RegExp, string]> = [
    [/wohnung$|maisonette$|villa$|hälfte$/i, 'e'],
    [/haus$|apartment$|penthouse$|loft$|chalet$|grundstück$/i, 'es'],
    [/bungalow$/i, 'er'],
  ];
  const STEMS =
    /^(Schön|Hell|Großzügig|Sonnig|Charmant|Modern|Ruhig|Elegant|Gemütlich|Stilvoll|Neuwertig|Exklusiv|Lichtdurchflutet|Gepflegt)(e|es|er)\s+(\S+)/;

  it('an adjective agrees with the gender of its noun ("Modernes Einfamilienhaus", "Helle Wohnung")', () => {
    const checked: string[] = [];
    for (const l of listings) {
      const m = STEMS.exec(l.objekttitel);
      if (!m) continue;
      const noun = m[3]!.replace(/^\d+-Zimmer-/, '');
      const rule = ENDINGS.find(([re]) => re.test(noun));
      expect(rule, `${l.objekttitel}: unknown noun ${noun}`).toBeDefined();
      expect(m[2], l.objekttitel).toBe(rule![1]);
      checked.push(l.objekttitel);
    }
    expect(checked.length).toBeGreaterThan(100);
    expect(checked.some((t) => /^\S+es (Einfamilienhaus|Reihenhaus|Apartment)/.test(t))).toBe(true);
  });

  it('no two listings share a title', () => {
    const seen = new Map<string, number>();
    const dupes: string[] = [];
    for (const l of listings) {
      if (seen.has(l.objekttitel)) dupes.push(`${l.objekttitel} (${seen.get(l.objekttitel)}, ${l.id})`);
      seen.set(l.objekttitel, l.id);
    }
    expect(dupes).toEqual([]);
  });
});

describe('plausible combinations', () => {
  it("Vienna's inner districts (1–9, 20) have no houses or farmland, and only small plots", () => {
    const innerListings = listings.filter(inner);
    expect(innerListings.length).toBeGreaterThan(30);
    for (const l of innerListings) {
      expect(['HAUS', 'LAND_UND_FORSTWIRTSCHAFT'], `${l.id} ${l.location.plz}`).not.toContain(l.objektart);
      if (l.objektart === 'GRUNDSTUECK') expect(l.flaechen.grundstuecksflaeche!).toBeLessThanOrEqual(600);
    }
  });

  it('houses in Vienna are city houses on city plots (no farmhouse, no 4,000 m² plot)', () => {
    const houses = listings.filter((l) => l.location.bundesland === 'wien' && l.objektart === 'HAUS');
    expect(houses.length).toBeGreaterThan(0);
    for (const l of houses) {
      expect(['BAUERNHAUS', 'LANDHAUS', 'CHALET']).not.toContain(l.objektart_untergruppe);
      expect(l.flaechen.grundstuecksflaeche!, `${l.id}`).toBeLessThanOrEqual(1500);
      if (l.objektart_untergruppe === 'REIHENHAUS') expect(l.flaechen.grundstuecksflaeche!).toBeLessThanOrEqual(300);
    }
  });
});

describe('texts agree with the facts', () => {
  it('the description states living, usable and plot area as the fact box shows them (71,8 m², not 72 m²)', () => {
    let fractional = 0;
    for (const l of listings) {
      const body = text(l.objektbeschreibung);
      if (l.flaechen.wohnflaeche) {
        expect(body, `${l.id}`).toContain(`${area(l.flaechen.wohnflaeche)} Wohnfläche`);
        if (l.flaechen.wohnflaeche % 1) fractional++;
      }
      if (l.flaechen.nutzflaeche && l.objektart !== 'WOHNUNG' && l.objektart !== 'HAUS')
        expect(body, `${l.id}`).toContain(`${area(l.flaechen.nutzflaeche)} Nutzfläche`);
      if (l.flaechen.grundstuecksflaeche)
        expect(body, `${l.id}`).toContain(`${area(l.flaechen.grundstuecksflaeche)} Grundfläche`);
    }
    expect(fractional).toBeGreaterThan(50);
  });

  it('says "sofort bezugsfertig" only of listings available at once', () => {
    for (const l of listings)
      if (/sofort bezugsfertig/.test(text(l.objektbeschreibung)))
        expect([null, 'sofort'], `${l.id}`).toContain(l.verfuegbar_ab);
  });

  it('the equipment text does not repeat the features shown as checkmarks', () => {
    const labels = [
      ...Object.values(FEATURE_DE),
      ...Object.values((de as { listing: { feature: Record<string, string> } }).listing.feature),
    ].map((s) => s.toLowerCase());
    let withText = 0;
    for (const l of listings) {
      const body = text(l.ausstatt_beschr).toLowerCase();
      if (!body.trim()) continue;
      withText++;
      for (const label of labels) expect(body, `${l.id}: ${label}`).not.toMatch(new RegExp(`\\b${label}\\b`));
    }
    expect(withText).toBeGreaterThan(100);
  });
});

describe('projects', () => {
  const month = `${TODAY.getUTCFullYear()}-${String(TODAY.getUTCMonth() + 1).padStart(2, '0')}`;

  it('complete after the generation day unless finished or sold out, which completed before it', () => {
    expect(projects.length).toBe(40);
    for (const p of projects) {
      const done = p.status === 'finished' || p.status === 'sold_out';
      if (done) expect(p.completion_date! < month, `${p.name} ${p.status} ${p.completion_date}`).toBe(true);
      else expect(p.completion_date! > month, `${p.name} ${p.status} ${p.completion_date}`).toBe(true);
    }
    expect(projects.some((p) => p.status === 'construction' || p.status === 'building')).toBe(true);
  });

  it("spreads a project's units over the floors its building has, from the ground floor to the top", () => {
    const byId = new Map(listings.map((l) => [l.id, l]));
    let checked = 0;
    for (const p of projects) {
      const units = p.units.map((u) => (u.listing_id != null ? byId.get(u.listing_id) : undefined)).filter(Boolean);
      if (units.length < 3) continue;
      const floors = new Set(units.map((u) => u!.anzahl_etagen));
      expect(floors.size, p.name).toBe(1);
      const total = units[0]!.anzahl_etagen!;
      const levels = units.map((u) => u!.etage!);
      for (const e of levels) expect(e >= 0 && e < total, `${p.name}: floor ${e} of ${total}`).toBe(true);
      expect(Math.min(...levels), p.name).toBe(0);
      expect(Math.max(...levels), p.name).toBe(total - 1);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('a unit of a project still being built is available from its completion, not "sofort"', () => {
    const byId = new Map(listings.map((l) => [l.id, l]));
    for (const p of projects.filter((x) => x.status === 'construction'))
      for (const u of p.units) {
        const l = u.listing_id != null ? byId.get(u.listing_id) : undefined;
        if (l) expect(l.verfuegbar_ab, `${p.name}`).toBe(`${p.completion_date}-01`);
      }
  });
});

/** The file hash the importer names a stored picture by (the first 20 hex digits of its SHA-1). */
const hashOfUrl = (url: string) => /\/([0-9a-f]{20})\.\w+$/.exec(url)![1]!;
const picturesOf = (l: Listing) => sample.pictures.listings[l.external_id] ?? [];

describe('pictures', () => {
  it('are the pictures the generator drew and says what they show (the hashes agree)', () => {
    for (const l of listings) {
      const drawn = picturesOf(l).map((p) => p.sha1.slice(0, 20));
      expect(drawn.length, l.external_id).toBeGreaterThan(0);
      expect(new Set(l.images.map((i) => hashOfUrl(i.url))), l.external_id).toEqual(new Set(drawn));
    }
  });

  it('no two listings of the same place and type share a picture (by hash), but the offers of one home', () => {
    // a home a second agency sends too shows its first offer's pictures
    const homeOf = new Map(sample.sameHomes.map(([a, b]) => [b, a]));
    const owner = new Map<string, string>();
    const groups = new Map<string, number>();
    for (const l of listings) {
      const place = `${l.location.plz} ${l.location.ort} ${l.objektart}`;
      const home = homeOf.get(l.external_id) ?? l.external_id;
      groups.set(place, (groups.get(place) ?? 0) + 1);
      for (const image of l.images) {
        const key = `${place}|${hashOfUrl(image.url)}`;
        const other = owner.get(key);
        expect(other === undefined || other === home, `${place}: ${other} and ${l.external_id}`).toBe(true);
        owner.set(key, home);
      }
    }
    // places with many listings of one type exist, so the rule is tested where it can break
    expect(Math.max(...groups.values())).toBeGreaterThanOrEqual(8);
  });

  it("every floor plan draws exactly the listing's rooms", () => {
    let plans = 0;
    for (const l of listings)
      for (const p of picturesOf(l).filter((x) => x.group === 'floorplan')) {
        expect(p.drawn.rooms, `${l.external_id} ${p.file}`).toBe(l.zimmer);
        plans++;
      }
    expect(plans).toBeGreaterThan(300);
    // plans of every size: from one room to houses of six and more
    const sizes = new Set(
      listings.filter((l) => picturesOf(l).some((p) => p.group === 'floorplan')).map((l) => l.zimmer),
    );
    for (const n of [1, 2, 3, 4, 5, 6]) expect(sizes, `${n} rooms`).toContain(n);
  });

  it('a pool appears only in pictures of listings that have one, and a house with a pool shows it', () => {
    let pools = 0;
    for (const l of listings) {
      const shown = picturesOf(l).some((p) => p.drawn.pool);
      if (shown) {
        expect(l.features, l.external_id).toContain('pool');
        pools++;
      }
      if (l.objektart === 'HAUS' && l.features.includes('pool')) expect(shown, l.external_id).toBe(true);
    }
    expect(pools).toBeGreaterThan(5);
  });

  it("a flat's or house's façade has the listing's storeys, and balconies exactly where it has one", () => {
    let checked = 0;
    for (const l of listings.filter((x) => x.objektart === 'WOHNUNG' || x.objektart === 'HAUS')) {
      const facade = picturesOf(l)[0]!;
      expect(facade.group, l.external_id).toBe('exterior');
      expect(facade.drawn.storeys, `${l.external_id} ${facade.file}`).toBe(l.anzahl_etagen);
      if (l.objektart === 'HAUS') expect([1, 2], l.external_id).toContain(facade.drawn.storeys);
      else expect(facade.drawn.storeys, l.external_id).toBeGreaterThanOrEqual(2);
      expect(facade.drawn.balconies > 0, `${l.external_id} balcony`).toBe(l.features.includes('balcony'));
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("a project's pictures show a multi-storey block, the one its units are in", () => {
    const byId = new Map(listings.map((l) => [l.id, l]));
    for (const p of projects) {
      const pictures = sample.pictures.projects[p.slug]!;
      expect(pictures.length, p.slug).toBeGreaterThanOrEqual(2);
      const storeys = p.units.map((u) => byId.get(u.listing_id!)?.anzahl_etagen).find((n) => n != null);
      for (const picture of pictures) {
        expect(picture.drawn.storeys, `${p.slug} ${picture.file}`).toBeGreaterThanOrEqual(3);
        if (storeys != null) expect(picture.drawn.storeys, p.slug).toBe(storeys);
        expect(picture.drawn.pool, p.slug).toBe(false);
      }
    }
  });
});

describe('addresses', () => {
  // The names every Austrian town may have; any other street name belongs to one Bundesland.
  const GENERIC = new Set([
    'Hauptplatz',
    'Hauptstraße',
    'Bahnhofstraße',
    'Kirchengasse',
    'Kirchenplatz',
    'Schulgasse',
    'Dorfstraße',
    'Marktplatz',
    'Mühlgasse',
    'Feldgasse',
    'Gartengasse',
  ]);
  const landsOf = (pairs: Array<[string, string]>) => {
    const lands = new Map<string, Set<string>>();
    for (const [street, land] of pairs)
      if (!GENERIC.has(street)) lands.set(street, (lands.get(street) ?? new Set()).add(land));
    return [...lands].filter(([, l]) => l.size > 1).map(([street, l]) => `${street}: ${[...l].join(', ')}`);
  };

  it('no street name but the generic ones is used in more than one Bundesland', () => {
    const addresses = Object.values(sample.addresses);
    expect(landsOf(addresses.map((a) => [a.strasse, a.bundesland]))).toEqual([]);
    // nor could it be: the streets of every town
    expect(landsOf(TOWNS.flatMap((t) => streetsOf(t).map((s) => [s, t.bundesland] as [string, string])))).toEqual([]);
    // and the towns' streets are many: no single name carries a large part of the sample
    const uses = new Map<string, number>();
    for (const a of addresses) if (!GENERIC.has(a.strasse)) uses.set(a.strasse, (uses.get(a.strasse) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThan(addresses.length * 0.03);
  });

  it("Vienna's districts have their own streets: none is used in two districts but the streets that cross them", () => {
    const districts = new Map<string, Set<string>>();
    for (const a of Object.values(sample.addresses).filter((x) => x.bundesland === 'wien'))
      districts.set(a.strasse, (districts.get(a.strasse) ?? new Set()).add(a.plz));
    // a long street may run through two districts (Favoritenstraße: the 4th and the 10th), not through more
    for (const [street, plz] of districts) expect(plz.size, `${street}: ${[...plz].join(', ')}`).toBeLessThanOrEqual(2);
  });

  it('flats in Vienna are numbered house/stair/door, elsewhere house/door; houses have a house number', () => {
    let vienna = 0;
    for (const l of listings) {
      const a = sample.addresses[l.external_id]!;
      if (l.objektart === 'WOHNUNG') {
        if (a.bundesland === 'wien') {
          expect(a.hausnummer, l.external_id).toMatch(/^\d+\/\d+\/\d+$/);
          vienna++;
        } else expect(a.hausnummer, l.external_id).toMatch(/^\d+\/\d+$/);
      } else expect(a.hausnummer, l.external_id).toMatch(/^\d+$/);
    }
    expect(vienna).toBeGreaterThan(50);
  });

  it('a title names a street only where it is the town\'s own ("nahe Hauptplatz" would say nothing)', () => {
    let named = 0;
    for (const l of listings) {
      // a title may end in its area, street or object number where another reads the same
      const m = / nahe (.+?)(?: \(.*\)| – .*)?$/.exec(l.objekttitel);
      if (!m) continue;
      expect(GENERIC.has(m[1]!), l.objekttitel).toBe(false);
      expect(m[1], l.objekttitel).toBe(sample.addresses[l.external_id]!.strasse);
      named++;
    }
    expect(named).toBeGreaterThan(10);
  });
});

describe('names', () => {
  const PRE = ['Mag.', 'Dr.', 'DI', 'Ing.', 'Mag. (FH)'];
  const POST = ['BA', 'BSc', 'MA', 'MSc', 'MBA', 'PhD', 'LL.M.'];

  it('Mag., Dr., DI and Ing. stand before the name, BA, BSc, MA, MSc and MBA after it', () => {
    const people = new Set<string>();
    for (const l of listings) {
      const c = l.contact!;
      if (c.titel) expect(PRE, `${l.external_id}: ${c.titel}`).toContain(c.titel);
      // as the portal writes a contact: title, first name, name
      const person = [c.titel, c.vorname, c.name].filter(Boolean).join(' ');
      const words = person.split(/[ ,]+/);
      for (const post of POST) {
        const at = words.indexOf(post);
        if (at >= 0) expect(person.endsWith(`, ${post}`), `${l.external_id}: ${person}`).toBe(true);
      }
      people.add(person);
    }
    // all three ways occur: a title before the name, one after it ("Elisabeth Steiner, MSc"), and both
    const before = (p: string) => PRE.some((t) => p.startsWith(`${t} `));
    const after = (p: string) => POST.some((t) => p.endsWith(`, ${t}`));
    expect(
      [...people].some((p) => before(p) && !after(p)),
      [...people].join('; '),
    ).toBe(true);
    expect(
      [...people].some((p) => after(p) && !before(p)),
      [...people].join('; '),
    ).toBe(true);
    expect(
      [...people].some((p) => after(p) && before(p)),
      [...people].join('; '),
    ).toBe(true);
  });
});

describe('texts agree with the facts (floors, rooms, features, projects)', () => {
  it("floor, storeys and rooms the description states are the listing's", () => {
    let floors = 0;
    for (const l of listings) {
      const body = text(l.objektbeschreibung);
      const stock = /im (\d+)\. Stock/.exec(body);
      if (stock) expect(Number(stock[1]), `${l.external_id}: ${stock[0]}`).toBe(l.etage);
      if (/im Erdgeschoß/.test(body)) expect(l.etage, l.external_id).toBe(0);
      if (/im Dachgeschoß/.test(body)) expect(l.etage, l.external_id).toBe(l.anzahl_etagen! - 1);
      if (stock || /im (Erd|Dach)geschoß/.test(body)) floors++;
      const storeys = /mit (\d+) Geschoßen/.exec(body);
      if (storeys) expect(Number(storeys[1]), l.external_id).toBe(l.anzahl_etagen);
      for (const m of body.matchAll(/(\d+) Zimmer/g)) expect(Number(m[1]), `${l.external_id}: ${m[0]}`).toBe(l.zimmer);
    }
    expect(floors).toBeGreaterThan(300);
  });

  it('the description and location mention a feature only where the listing has it', () => {
    const WORDS: Array<[RegExp, string]> = [
      [/\bLift\b|Aufzug/, 'lift'],
      [/Balkon/, 'balcony'],
      [/\bTerrasse\b/, 'terrace'],
      [/\bPool\b|Schwimmbad/, 'pool'],
      [/Sauna/, 'sauna'],
      [/Kamin/, 'fireplace'],
      [/Tiefgarage/, 'underground_parking'],
      [/Klimaanlage/, 'air_conditioning'],
      [/Eigengarten/, 'garden'],
    ];
    for (const l of listings) {
      const body = `${text(l.objektbeschreibung)} ${text(l.lage)}`;
      for (const [re, feature] of WORDS)
        if (re.test(body)) expect(l.features, `${l.external_id}: ${re}`).toContain(feature);
    }
  });

  it("a project's text names its units' number, room counts and sizes, and only those", () => {
    const byId = new Map(listings.map((l) => [l.id, l]));
    const WORD: Record<string, number> = {
      Ein: 1,
      Zwei: 2,
      Drei: 3,
      Vier: 4,
      Fünf: 5,
      Sechs: 6,
      Sieben: 7,
      Acht: 8,
      Neun: 9,
    };
    let checked = 0;
    for (const p of projects) {
      const units = p.units.map((u) => byId.get(u.listing_id!)).filter((u): u is Listing => u !== undefined);
      if (!units.length) continue;
      const body = text(p.description);
      const said = new Set<number>();
      for (const m of body.matchAll(/\b(Ein|Zwei|Drei|Vier|Fünf|Sechs|Sieben|Acht|Neun)-(?=[ ,]|Zimmer)/g))
        said.add(WORD[m[1]!]!);
      for (const m of body.matchAll(/(\d+)-Zimmer/g)) said.add(Number(m[1]));
      const rooms = new Set(units.map((u) => u.zimmer!));
      expect(said.size, `${p.name}: ${body}`).toBeGreaterThan(0);
      for (const n of said) expect(rooms, `${p.name}: ${n} rooms`).toContain(n);
      expect(body, p.name).toContain(`${units.length} Wohnungen`);
      const areas = units.map((u) => u.flaechen.wohnflaeche!);
      if (units.length > 1)
        expect(body, p.name).toContain(
          `von ${formatNumber('de-AT', Math.min(...areas), 1)} bis ${formatNumber('de-AT', Math.max(...areas), 1)} m²`,
        );
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });
});

describe('one home, one listing', () => {
  it("merges every home the generator had a second agency send, and nothing else (the generator's truth)", () => {
    const byRef = new Map(listings.map((l) => [l.external_id, l]));
    const pair = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
    const truth = new Set(
      sample.sameHomes.map(([a, b]) => {
        expect(byRef.has(a) && byRef.has(b), `${a} ${b}`).toBe(true);
        return pair(byRef.get(a)!.id, byRef.get(b)!.id);
      }),
    );
    expect(truth.size).toBeGreaterThanOrEqual(5);
    const merged = new Set(listings.filter((l) => l.duplicate_of).map((l) => pair(l.id, l.duplicate_of!)));
    expect(
      [...merged].filter((p) => !truth.has(p)),
      'merged wrongly',
    ).toEqual([]);
    expect(
      [...truth].filter((p) => !merged.has(p)),
      'not merged',
    ).toEqual([]);
    // the home's first listing carries both agencies' offers
    for (const l of listings.filter((x) => x.duplicate_of)) {
      const home = listings.find((x) => x.id === l.duplicate_of)!;
      expect(home.offers!.map((o) => o.id)).toContain(l.id);
      expect(new Set(home.offers!.map((o) => o.agency.id)).size).toBe(home.offers!.length);
    }
  });
});

describe('listings their agency stopped confirming', () => {
  it("are exactly the generator's stale ones: out of the search and marked on their page, no other (its truth)", () => {
    const truth = new Set(sample.stale);
    expect(truth.size).toBeGreaterThanOrEqual(5);
    // the build's catalog at the time the feeds were delivered (now): the addendum is three weeks old
    const catalog = buildCatalog(listings, projects, { now: Date.now() });
    const staleRefs = listings.filter((l) => catalog.stale.has(l.id)).map((l) => l.external_id);
    expect(new Set(staleRefs)).toEqual(truth);
    const searched = new Set(catalog.built.rows.map((r) => (r as Listing).id));
    for (const l of listings) {
      // out of the search, but still a page (marked stale there: detail-model reads catalog.stale)
      if (truth.has(l.external_id)) {
        expect(searched.has(l.id), l.external_id).toBe(false);
        expect(catalog.byId.get(l.id), l.external_id).toBeDefined();
      } else if (!catalog.shownAs.has(l.id)) expect(searched.has(l.id), l.external_id).toBe(true);
    }
    // each page says whether it is still confirmed: marked exactly where the truth says
    const site = new URL('https://immoz.example');
    const marked = listings
      .filter((l) => detailPage(catalog.listing(l.id)!, 'de', catalog, site).freshness?.stale)
      .map((l) => l.external_id);
    expect(new Set(marked)).toEqual(truth);
    // every other listing is confirmed by the feeds written now (a day at most before)
    for (const l of listings.filter((x) => !truth.has(x.external_id)))
      expect(Date.now() - Date.parse(l.confirmed_at!), l.external_id).toBeLessThan(86_400_000);
  });
});

describe('warning signs', () => {
  it('"pictures under another agency" flags no listing: agencies have their own pictures, a home\'s offers share', () => {
    const byRef = new Map(listings.map((l) => [l.external_id, l]));
    // the offers of one home do share their pictures (so the sign's exception for one home is exercised)
    const sharing = sample.sameHomes.filter(([a, b]) => {
      const urls = new Set(byRef.get(a)!.images.map((i) => i.url));
      return byRef.get(b)!.images.some((i) => urls.has(i.url));
    });
    expect(sharing.length).toBe(sample.sameHomes.length);
    const flagged = [...findWarningSigns(listings, homesOf({ listings }))]
      .filter(([, signs]) => signs.some((x) => x.kind === 'pictures_elsewhere'))
      .map(([id]) => id);
    expect(flagged).toEqual([]);
  });
});
