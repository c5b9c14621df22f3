/**
 * The default sample (1,000 listings, 40 projects) is the portal's first impression: titles in correct German and
 * all different, plausible places and plots, texts that state the facts as the fact box does, projects whose dates
 * and floors make sense, and features listed once. Generated for a fixed day in a temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, Project } from '~/domain/listing';
import { generateSample } from '../../src/sample/generate';
import { FEATURE_DE } from '../../src/sample/data';
import { formatNumber } from '~/components/listing/format';
import { readSnapshot } from '~/snapshot';
import { runImport } from '~/import/sync';
import de from '../../locales/de.json';

const TODAY = new Date(Date.UTC(2030, 5, 15));
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-sample-real-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let listings: Listing[];
let projects: Project[];

beforeAll(async () => {
  await generateSample({
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
}, 180_000);

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
