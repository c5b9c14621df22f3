/**
 * The sample portal data: OpenImmo feeds of several agencies (ZIPs with images, plain XML in UTF-8 and
 * ISO-8859-1, VOLL and TEIL) plus development projects, all from one seed. Generated, then imported like any
 * real feed, so the sample exercises the same path as production data.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOWNS, WIEN_BEZIRKE, type Town } from '../domain/austria';
import { fgeeClass, hwbClass, needsEnergyCertificate } from '../domain/energy';
import type { Bundesland, ObjektartHauptgruppe, ProjectStatus } from '../domain/listing';
import { slugify } from '../domain/slug';
import { ensureDistinct, renderDistinct, type Showing } from './distinct';
import {
  ADJ,
  ADJ_EN,
  ADJ_STEM,
  adjective,
  FITTINGS_BUSINESS,
  FITTINGS_HOME,
  AGENCIES,
  BUY_PER_M2,
  CLOSING,
  DEFAULT_TYPES,
  DEVELOPERS,
  FEATURE_DE,
  FEATURE_EN,
  FEMALE,
  FIRST_NAMES,
  INTRO,
  LAGE_TEXT,
  LAND_PER_M2,
  LAST_NAMES,
  POST_TITLES,
  PRE_TITLES,
  PROJECT_NAMES,
  RENT_PER_M2,
  SUBTYPE_DE,
  TOWN_FACTOR,
  TOWN_WEIGHT,
  TRANSPORT,
  TRANSPORT_WIEN,
  type AgencyDef,
} from './data';
import {
  drawnFacts,
  facadePicture,
  floorplanPicture,
  renderLogo,
  renderPicture,
  roomPicture,
  type DrawnFacts,
  type FacadeKind,
  type FacadeSpec,
  type Picture,
  type PlanLevel,
  type PlanRoom,
  type RoomKind,
} from './images';
import { infrastrukturXml } from './infrastructure';
import { NATIONAL_FROM, nationalAgencies, type NationalAgency } from './national';
import { Rng } from './random';
import { CITY_STREETS, isGenericStreet, streetsOf } from './streets';
import { writeZipFile } from './zip-writer';

export interface SampleOptions {
  listings: number;
  projects: number;
  seed: number;
  /** Default content/feeds/sample */
  feedsOut: string;
  /** Default content/projects/sample */
  projectsOut: string;
  /**
   * The generation day (default: today, UTC): listing dates, availability and the projects' completion dates are
   * relative to it, so a project under construction always completes in the future.
   */
  today?: Date;
}

/** One picture as written, with what it shows (read from its drawing). */
export interface SamplePicture {
  file: string;
  /** SHA-1 of the file's bytes. */
  sha1: string;
  group: Picture['group'];
  drawn: DrawnFacts;
}

export interface SampleResult {
  listings: number;
  projects: number;
  files: string[];
  /** Every listing's pictures by objektnr_extern, every project's by slug: what the checks compare with the data. */
  pictures: { listings: Record<string, SamplePicture[]>; projects: Record<string, SamplePicture[]> };
  /** Every listing's address as generated (the feeds publish only some), by objektnr_extern. */
  addresses: Record<string, { bundesland: Bundesland; plz: string; ort: string; strasse: string; hausnummer: string }>;
  /**
   * The homes a second agency sends too, on purpose (objektnr_extern of the first agency's listing, of the second's):
   * the truth the same-home rule is checked against. Every other pair of listings is another home.
   */
  sameHomes: Array<[string, string]>;
  /**
   * Listings their agency stopped confirming, on purpose (objektnr_extern): sent once in an addendum
   * STALE_SAMPLE_DAYS before the feeds were written and never again, so the portal retires them from the search and
   * marks their pages. Every other listing is confirmed by the feeds written now.
   */
  stale: string[];
}

/** How old the addendum with the listings their agency stopped confirming is: beyond the default stale time (14). */
export const STALE_SAMPLE_DAYS = 21;

interface Agent {
  anrede: 'Frau' | 'Herr';
  titel: string | null;
  vorname: string;
  name: string;
  email: string;
  tel: string;
  mobil: string;
}

interface Spec {
  agency: AgencyDef;
  agent: Agent;
  serial: number;
  externalId: string;
  town: Town;
  street: string;
  hausnummer: string;
  publishAddress: boolean;
  lat: number;
  lon: number;
  gruppe: ObjektartHauptgruppe;
  subtype: string | null;
  typAttr: string;
  kauf: boolean;
  status: 'available' | 'reserved' | 'sold' | 'rented';
  referenz: boolean;
  wohnflaeche: number | null;
  nutzflaeche: number | null;
  grundflaeche: number | null;
  zimmer: number | null;
  schlafzimmer: number | null;
  bad: number | null;
  etage: number | null;
  etagen: number | null;
  baujahr: number | null;
  zustand: string;
  alter: 'ALTBAU' | 'NEUBAU' | null;
  heizung: string[];
  befeuerung: string[];
  energy: { hwb: number; fgee: number } | null;
  features: Set<string>;
  kaufpreis: number | null;
  miete: number | null;
  bk: number | null;
  hk: number | null;
  stellplaetze: number;
  /** The kitchen is part of the living room (Wohnküche): text and floor plan say so alike. */
  wohnkueche: boolean;
  /** Rooms drawn inside: kinds in gallery order. */
  interiors: RoomKind[];
  /** Whether a floor plan is among the pictures. */
  floorplan: boolean;
  /** Picture files, façade first, floor plan last (assignPictures). */
  images: string[];
  english: boolean;
  newBuild: boolean;
  aktivVon: string;
  standVom: string;
  verfuegbarAb: string | null;
  projectName?: string;
  /** A project's units show its building: the project, and the look of that building. */
  building?: { slug: string; look: number; spec: FacadeSpec };
  /** Set once for all listings, so that no two share a title. */
  title?: { de: string; en: string };
}

const SUBTYPE_ATTR: Record<ObjektartHauptgruppe, string> = {
  wohnung: 'wohnungtyp',
  haus: 'haustyp',
  grundstueck: 'grundst_typ',
  buero_praxen: 'buero_typ',
  einzelhandel: 'handel_typ',
  gastgewerbe: 'gastgew_typ',
  hallen_lager_prod: 'hallen_typ',
  land_und_forstwirtschaft: 'land_typ',
  zinshaus_renditeobjekt: 'zins_typ',
  freizeitimmobilie_gewerblich: 'freizeit_typ',
  parken: 'parken_typ',
  zimmer: 'zimmertyp',
  sonstige: 'sonstige_typ',
};

const SUBTYPES: Record<ObjektartHauptgruppe, Array<[string, number]>> = {
  wohnung: [
    ['ETAGE', 50],
    ['DACHGESCHOSS', 14],
    ['ERDGESCHOSS', 10],
    ['MAISONETTE', 6],
    ['PENTHOUSE', 3],
    ['APARTMENT', 8],
    ['TERRASSEN', 5],
    ['LOFT-STUDIO-ATELIER', 4],
  ],
  haus: [
    ['EINFAMILIENHAUS', 45],
    ['DOPPELHAUSHAELFTE', 15],
    ['REIHENHAUS', 14],
    ['VILLA', 7],
    ['BUNGALOW', 5],
    ['BAUERNHAUS', 5],
    ['LANDHAUS', 5],
    ['ZWEIFAMILIENHAUS', 4],
  ],
  grundstueck: [
    ['WOHNEN', 70],
    ['GEWERBE', 12],
    ['GEMISCHT', 8],
    ['FREIZEIT', 5],
    ['SEELIEGENSCHAFT', 5],
  ],
  buero_praxen: [
    ['BUEROFLAECHE', 60],
    ['PRAXISFLAECHE', 20],
    ['BUEROHAUS', 8],
    ['COWORKING', 6],
    ['LOFT_ATELIER', 6],
  ],
  einzelhandel: [
    ['LADENLOKAL', 60],
    ['VERKAUFSFLAECHE', 25],
    ['KIOSK', 5],
    ['AUSSTELLUNGSFLAECHE', 10],
  ],
  gastgewerbe: [
    ['RESTAURANT', 35],
    ['GASTRONOMIE', 20],
    ['CAFE', 15],
    ['PENSIONEN', 15],
    ['HOTELS', 15],
  ],
  hallen_lager_prod: [
    ['LAGER', 40],
    ['HALLE', 25],
    ['PRODUKTION', 20],
    ['WERKSTATT', 15],
  ],
  land_und_forstwirtschaft: [
    ['LANDWIRTSCHAFTLICHE_BETRIEBE', 40],
    ['WEINBAU', 25],
    ['JAGD_UND_FORSTWIRTSCHAFT', 20],
    ['ACKERBAU', 15],
  ],
  zinshaus_renditeobjekt: [
    ['MEHRFAMILIENHAUS', 50],
    ['WOHN_UND_GESCHAEFTSHAUS', 35],
    ['WOHNANLAGEN', 15],
  ],
  freizeitimmobilie_gewerblich: [
    ['SPORTANLAGEN', 60],
    ['FREIZEITANLAGE', 40],
  ],
  parken: [
    ['TIEFGARAGENSTELLPLATZ', 55],
    ['EINZELGARAGE', 25],
    ['STELLPLATZ', 15],
    ['CARPORT', 5],
  ],
  zimmer: [['ZIMMER', 1]],
  sonstige: [
    ['SONSTIGE', 70],
    ['TANKSTELLE', 30],
  ],
};

// The generation day (generateSample sets it): every date of the sample is relative to it.
let BASE_DATE = Date.UTC(2026, 0, 15);
const baseYear = () => new Date(BASE_DATE).getUTCFullYear();
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fmt = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
// One formatter each, made once: making an Intl.NumberFormat costs far more than formatting with it, and the
// texts of a 100,000-listing sample format a few hundred thousand numbers.
const DE_WHOLE = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 0 });
const DE_AREA = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 1 });
const EN_AREA = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const fmtDe = (n: number) => DE_WHOLE.format(n);
// Areas in texts are written as the listing's fact box shows them (one decimal at most), so text and facts agree.
const fmtArea = (n: number) => DE_AREA.format(n);
const fmtAreaEn = (n: number) => EN_AREA.format(n);

/** Vienna's district number (1–23), 0 outside Vienna. */
const districtOf = (town: Town) => (town.bundesland === 'wien' ? Number(town.plz.slice(1, 3)) : 0);
/** The inner districts (1–9 and 20): dense blocks of flats, no detached houses, no farmland, only small plots. */
export const isInnerVienna = (town: Town) => {
  const d = districtOf(town);
  return (d >= 1 && d <= 9) || d === 20;
};
/** House types that do not stand in Vienna. */
const RURAL_HOUSES = new Set(['BAUERNHAUS', 'LANDHAUS', 'CHALET']);
/** Towns with streets of their own: longer streets, higher house numbers. */
const CITY_TOWN = new Set(Object.keys(CITY_STREETS));

/**
 * A flat's address number: house/stair/door in Vienna ("8/2/11"), house/door elsewhere ("8/11"); doors are
 * numbered up the house, `perFloor` a storey, so the door says the floor.
 */
function flatNumber(house: number, etage: number, perFloor: number, onFloor: number, stair: number): string {
  const door = Math.max(0, etage) * perFloor + Math.min(onFloor, perFloor);
  return stair ? `${house}/${stair}/${door}` : `${house}/${door}`;
}

// ---------------------------------------------------------------------------------------------------------------

function makeAgents(r: Rng, agency: AgencyDef): Agent[] {
  return Array.from({ length: r.int(2, 4) }, () => {
    const vorname = r.pick(FIRST_NAMES);
    const surname = r.pick(LAST_NAMES);
    const local = slugify(`${vorname[0]}.${surname}`).replace(/-/g, '.');
    const area = agency.phone.split(' ').slice(0, 3).join(' ');
    // OpenImmo has one <titel>, shown before the first name: the degrees written after the name go after the
    // surname, as Austrians write them ("Elisabeth Steiner, MSc"; "Mag. Anna Gruber, MBA").
    const titles = r.weighted([
      ['none', 45],
      ['pre', 30],
      ['post', 17],
      ['both', 8],
    ] as const);
    const pre = titles === 'pre' || titles === 'both' ? r.pick(PRE_TITLES) : null;
    const post = titles === 'post' || titles === 'both' ? r.pick(POST_TITLES) : null;
    return {
      anrede: FEMALE.has(vorname) ? 'Frau' : 'Herr',
      titel: pre,
      vorname,
      name: post ? `${surname}, ${post}` : surname,
      email: `${local}@${agency.domain}`,
      tel: `${area} ${r.int(10, 99)}`,
      mobil: `+43 ${r.pick(['664', '676', '699', '650', '660'])} ${r.int(100, 999)} ${r.int(1000, 9999)}`,
    };
  });
}

function townsFor(agency: AgencyDef): Array<[Town, number]> {
  const national = (agency as Partial<NationalAgency>).towns;
  if (national) return national;
  const out: Array<[Town, number]> = [];
  for (const [land, w] of Object.entries(agency.regions) as Array<[Bundesland, number]>) {
    const towns = TOWNS.filter((t) => t.bundesland === land);
    const total = towns.reduce((s, t) => s + (TOWN_WEIGHT[t.plz] ?? (land === 'wien' ? 2 : 1)), 0);
    for (const t of towns) out.push([t, (w * (TOWN_WEIGHT[t.plz] ?? (land === 'wien' ? 2 : 1))) / total]);
  }
  return out;
}

function pickStatus(r: Rng, kauf: boolean): Pick<Spec, 'status' | 'referenz'> {
  const x = r.next();
  if (x < 0.83) return { status: 'available', referenz: false };
  if (x < 0.91) return { status: 'reserved', referenz: false };
  return { status: kauf ? 'sold' : 'rented', referenz: r.chance(0.5) };
}

function energyFor(r: Rng, baujahr: number | null, newBuild: boolean): { hwb: number; fgee: number } {
  const y = baujahr ?? 1975;
  const [lo, hi] =
    newBuild || y >= 2016
      ? [14, 34]
      : y >= 2000
        ? [32, 72]
        : y >= 1980
          ? [58, 118]
          : y >= 1945
            ? [95, 185]
            : [120, 240];
  const hwb = Math.round(r.float(lo, hi) * 10) / 10;
  const fgee = Math.round(Math.max(0.5, Math.min(4.2, hwb / 60 + r.float(0.35, 0.75))) * 100) / 100;
  return { hwb, fgee };
}

function makeSpec(r: Rng, agency: AgencyDef, agents: Agent[], serial: number, forced?: Partial<Spec>): Spec {
  const towns = townsFor(agency);
  const town = forced?.town ?? r.weighted(towns);
  let gruppe: ObjektartHauptgruppe =
    forced?.gruppe ??
    r.weighted(Object.entries(agency.types ?? DEFAULT_TYPES) as Array<[ObjektartHauptgruppe, number]>);
  // Vienna's inner districts have flats where the countryside has houses and farmland.
  if (!forced?.gruppe && isInnerVienna(town) && (gruppe === 'haus' || gruppe === 'land_und_forstwirtschaft'))
    gruppe = 'wohnung';
  const inWien = town.bundesland === 'wien';
  const subtypes = SUBTYPES[gruppe].filter(
    ([s]) => !(inWien && RURAL_HOUSES.has(s)) && !(isInnerVienna(town) && s === 'GEWERBE'),
  );
  const subtype = forced?.subtype ?? r.weighted(subtypes);
  const kaufShare: Record<ObjektartHauptgruppe, number> = {
    wohnung: 0.55,
    haus: 0.85,
    grundstueck: 0.95,
    buero_praxen: 0.3,
    einzelhandel: 0.3,
    gastgewerbe: 0.45,
    hallen_lager_prod: 0.4,
    land_und_forstwirtschaft: 0.9,
    zinshaus_renditeobjekt: 1,
    freizeitimmobilie_gewerblich: 0.6,
    parken: 0.4,
    zimmer: 0,
    sonstige: 0.6,
  };
  const kauf = forced?.kauf ?? r.chance(kaufShare[gruppe]);
  const land = town.bundesland;
  const factor = (TOWN_FACTOR[town.plz] ?? 1) * agency.priceFactor;
  const newBuild = forced?.newBuild ?? (gruppe === 'wohnung' || gruppe === 'haus' ? r.chance(0.12) : false);
  const residential = gruppe === 'wohnung' || gruppe === 'haus' || gruppe === 'zimmer';

  // areas and rooms
  let wohn: number | null = null;
  let nutz: number | null = null;
  let grund: number | null = null;
  let zimmer: number | null = null;
  switch (gruppe) {
    case 'wohnung':
      wohn =
        Math.round(r.around(subtype === 'PENTHOUSE' ? 150 : subtype === 'APARTMENT' ? 42 : 74, 30, 28, 240) * 10) / 10;
      zimmer = Math.max(1, Math.min(6, Math.round(wohn / 27 + r.float(-0.4, 0.4))));
      break;
    case 'haus':
      wohn = Math.round(r.around(subtype === 'VILLA' ? 260 : 140, 40, 75, 420));
      // Vienna's plots are city plots: a terraced house on 120–300 m², a villa on at most 1,500 m².
      grund = inWien
        ? Math.round(
            subtype === 'REIHENHAUS'
              ? r.around(190, 50, 120, 300)
              : subtype === 'DOPPELHAUSHAELFTE'
                ? r.around(330, 80, 200, 450)
                : subtype === 'VILLA'
                  ? r.around(950, 250, 600, 1500)
                  : r.around(520, 150, 300, 800),
          )
        : Math.round(r.around(subtype === 'REIHENHAUS' ? 220 : subtype === 'VILLA' ? 1400 : 680, 260, 120, 4000));
      zimmer = Math.max(3, Math.min(9, Math.round(wohn / 30)));
      break;
    case 'zimmer':
      wohn = r.int(12, 24);
      zimmer = 1;
      break;
    case 'grundstueck':
      grund = isInnerVienna(town)
        ? Math.round(r.around(380, 120, 150, 600))
        : inWien
          ? Math.round(r.around(subtype === 'GEWERBE' ? 1800 : 650, 250, 300, 3000))
          : Math.round(r.around(subtype === 'GEWERBE' ? 2500 : 820, 400, 300, 8000));
      break;
    case 'land_und_forstwirtschaft':
      grund = Math.round(r.around(45000, 30000, 5000, 250000));
      break;
    case 'buero_praxen':
      nutz = Math.round(r.around(180, 150, 35, 1500));
      zimmer = Math.max(1, Math.round(nutz / 25));
      break;
    case 'einzelhandel':
      nutz = Math.round(r.around(120, 80, 20, 900));
      break;
    case 'gastgewerbe':
      nutz = Math.round(r.around(320, 200, 60, 2500));
      grund = r.chance(0.5) ? Math.round(nutz * r.float(1.5, 4)) : null;
      break;
    case 'hallen_lager_prod':
      nutz = Math.round(r.around(1200, 900, 150, 8000));
      grund = Math.round(nutz * r.float(1.3, 3));
      break;
    case 'zinshaus_renditeobjekt':
      nutz = Math.round(r.around(1100, 600, 300, 4000));
      grund = Math.round(nutz / r.float(2, 4));
      break;
    case 'freizeitimmobilie_gewerblich':
      nutz = Math.round(r.around(600, 400, 100, 3000));
      grund = Math.round(nutz * r.float(3, 10));
      break;
    case 'parken':
      nutz = r.int(12, 18);
      break;
    case 'sonstige':
      nutz = Math.round(r.around(400, 200, 50, 2000));
      grund = Math.round(nutz * r.float(2, 5));
      break;
  }
  const area = wohn ?? nutz ?? grund ?? 1;

  // building
  const baujahr =
    gruppe === 'grundstueck' || gruppe === 'land_und_forstwirtschaft' || gruppe === 'parken'
      ? null
      : newBuild
        ? r.int(baseYear() - 1, baseYear() + 1)
        : gruppe === 'zinshaus_renditeobjekt' && r.chance(0.6)
          ? r.int(1870, 1913)
          : r.weighted([
              [r.int(1890, 1938), 1.5],
              [r.int(1950, 1979), 3],
              [r.int(1980, 1999), 3],
              [r.int(2000, 2015), 3],
              [r.int(2016, baseYear() - 2), 2],
            ]);
  const alter = baujahr === null ? null : baujahr < 1945 ? 'ALTBAU' : 'NEUBAU';
  const zustand =
    forced?.zustand ??
    (newBuild
      ? 'ERSTBEZUG'
      : baujahr === null
        ? 'NACH_VEREINBARUNG'
        : r.weighted([
            ['GEPFLEGT', 40],
            ['TEIL_VOLLRENOVIERT', 15],
            ['NEUWERTIG', 12],
            ['VOLL_SANIERT', 10],
            ['MODERNISIERT', 10],
            ['SANIERUNGSBEDUERFTIG', 8],
            ['TEIL_SANIERT', 5],
          ]));
  // A house has one or two storeys (a bungalow one, a villa two), a block of flats several.
  const etagen =
    gruppe === 'wohnung' || gruppe === 'buero_praxen'
      ? land === 'wien'
        ? r.int(4, 7)
        : r.int(2, 5)
      : gruppe === 'haus'
        ? subtype === 'BUNGALOW'
          ? 1
          : subtype === 'VILLA' || subtype === 'ZWEIFAMILIENHAUS'
            ? 2
            : r.weighted([
                [1, 1],
                [2, 3],
              ] as const)
        : gruppe === 'zinshaus_renditeobjekt'
          ? r.int(3, land === 'wien' ? 6 : 5)
          : null;
  let etage: number | null = null;
  if (gruppe === 'wohnung' && etagen) {
    etage =
      subtype === 'DACHGESCHOSS' || subtype === 'PENTHOUSE'
        ? etagen - 1
        : subtype === 'ERDGESCHOSS'
          ? 0
          : r.int(0, etagen - 2);
  } else if (gruppe === 'buero_praxen' && etagen) etage = r.int(0, etagen - 1);

  // features
  const f = new Set<string>();
  if (residential || gruppe === 'buero_praxen') {
    if (gruppe === 'wohnung') {
      if (r.chance(0.55)) f.add('balcony');
      if (r.chance(subtype === 'TERRASSEN' || subtype === 'PENTHOUSE' || subtype === 'DACHGESCHOSS' ? 0.9 : 0.2))
        f.add('terrace');
      if (subtype === 'ERDGESCHOSS' || r.chance(0.06)) f.add('garden');
      if (r.chance(etagen && etagen > 3 ? 0.85 : 0.4) || newBuild) f.add('lift');
      if (r.chance(0.75)) f.add('cellar');
      if (r.chance(0.35) || newBuild) f.add('underground_parking');
    }
    if (gruppe === 'haus') {
      f.add('garden');
      if (r.chance(0.6)) f.add('terrace');
      // a balcony needs an upper storey
      if (etagen && etagen >= 2 && r.chance(0.5)) f.add('balcony');
      if (r.chance(0.7)) f.add('cellar');
      if (r.chance(0.6)) f.add('garage');
      if (r.chance(0.25)) f.add('fireplace');
      if (r.chance(subtype === 'VILLA' ? 0.8 : 0.1)) f.add('pool');
      if (r.chance(0.15)) f.add('sauna');
      if (r.chance(0.3)) f.add('guest_wc');
    }
    if (r.chance(0.6)) f.add('fitted_kitchen');
    if (r.chance(newBuild ? 0.9 : 0.15)) f.add('barrier_free');
    if (r.chance(newBuild ? 0.8 : 0.2)) f.add('floor_heating');
    if (r.chance(gruppe === 'zimmer' ? 0.9 : 0.07)) f.add('furnished');
    if (r.chance(0.2)) f.add('storage_room');
    if (r.chance(0.15)) f.add('bicycle_room');
    if (r.chance(0.12)) f.add('air_conditioning');
    if (r.chance(['tirol', 'salzburg', 'vorarlberg', 'kaernten'].includes(land) ? 0.45 : 0.1)) f.add('view');
    if (!kauf && r.chance(0.3)) f.add('pets_allowed');
    if (gruppe === 'buero_praxen') {
      f.add('data_cabling');
      if (r.chance(0.6)) f.add('kitchenette');
      if (r.chance(0.7)) f.add('lift');
    }
  } else if (gruppe === 'hallen_lager_prod') {
    f.add('ramp');
    if (r.chance(0.5)) f.add('loading_platform');
    if (r.chance(0.2)) f.add('crane');
  } else if (gruppe === 'einzelhandel' || gruppe === 'gastgewerbe') {
    if (r.chance(0.4)) f.add('air_conditioning');
    if (r.chance(0.5)) f.add('barrier_free');
    if (gruppe === 'gastgewerbe' && r.chance(0.6)) f.add('terrace');
  }
  const stellplaetze =
    f.has('garage') || f.has('underground_parking')
      ? 1
      : gruppe === 'hallen_lager_prod'
        ? r.int(4, 20)
        : gruppe === 'parken'
          ? 1
          : 0;

  // prices
  let kaufpreis: number | null = null;
  let miete: number | null = null;
  const condition =
    zustand === 'ERSTBEZUG'
      ? 1.25
      : zustand === 'SANIERUNGSBEDUERFTIG'
        ? 0.72
        : zustand === 'NEUWERTIG' || zustand === 'VOLL_SANIERT'
          ? 1.1
          : 1;
  const noise = r.float(0.85, 1.15);
  const buyM2 = BUY_PER_M2[land] * factor * condition * noise;
  const rentM2 = RENT_PER_M2[land] * Math.sqrt(factor) * (condition > 1 ? 1.1 : condition < 1 ? 0.85 : 1) * noise;
  const landM2 = LAND_PER_M2[land] * factor * noise;
  const round = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);
  switch (gruppe) {
    case 'wohnung':
    case 'zimmer':
      if (kauf) kaufpreis = round(buyM2 * area, 1000);
      else miete = round(rentM2 * area * (gruppe === 'zimmer' ? 1.8 : 1), 5);
      break;
    case 'haus':
      if (kauf) kaufpreis = round(buyM2 * 0.8 * area + landM2 * (grund ?? 0) * 0.6, 5000);
      else miete = round(rentM2 * 0.95 * area, 10);
      break;
    case 'grundstueck':
      kaufpreis = kauf ? round(landM2 * (grund ?? 0), 1000) : null;
      miete = kauf ? null : round(landM2 * (grund ?? 0) * 0.004, 10);
      break;
    case 'land_und_forstwirtschaft':
      kaufpreis = kauf ? round((grund ?? 0) * r.float(2.5, 9), 1000) : null;
      miete = kauf ? null : round((grund ?? 0) * 0.03, 10);
      break;
    case 'buero_praxen':
    case 'einzelhandel':
    case 'gastgewerbe':
    case 'freizeitimmobilie_gewerblich':
    case 'sonstige':
      if (kauf) kaufpreis = round(buyM2 * 0.75 * area, 5000);
      else miete = round(rentM2 * 1.2 * area, 10);
      break;
    case 'hallen_lager_prod':
      if (kauf) kaufpreis = round(area * r.float(700, 1400) * Math.sqrt(factor), 10000);
      else miete = round(area * r.float(4.5, 8.5), 10);
      break;
    case 'zinshaus_renditeobjekt':
      kaufpreis = round(buyM2 * 0.7 * area, 10000);
      break;
    case 'parken':
      if (kauf) kaufpreis = round(r.float(14000, 38000) * Math.sqrt(factor), 500);
      else miete = round(r.float(60, 160) * Math.sqrt(factor), 5);
      break;
  }
  const bk =
    !kauf && miete !== null && gruppe !== 'parken' && gruppe !== 'grundstueck' && gruppe !== 'land_und_forstwirtschaft'
      ? Math.round(area * r.float(2.1, 3.4) * 100) / 100
      : kauf && residential && gruppe === 'wohnung'
        ? Math.round(area * r.float(2.3, 3.6) * 100) / 100
        : null;
  const hk = residential && !kauf && r.chance(0.6) ? Math.round(area * r.float(0.8, 1.4) * 100) / 100 : null;

  const heizung =
    baujahr === null
      ? []
      : newBuild
        ? [r.pick(['FUSSBODEN', 'ZENTRAL'])]
        : [
            r.weighted([
              ['ZENTRAL', 5],
              ['ETAGE', 3],
              ['FERN', 3],
              ['FUSSBODEN', 2],
              ['OFEN', 1],
            ]),
          ];
  const befeuerung =
    baujahr === null
      ? []
      : newBuild
        ? [r.pick(['LUFTWP', 'ERDWAERME', 'FERN'])]
        : [
            r.weighted([
              ['GAS', 4],
              ['FERN', 3],
              ['PELLET', 2],
              ['OEL', 1],
              ['LUFTWP', 2],
              ['ELEKTRO', 1],
            ]),
          ];
  if (f.has('floor_heating') && !heizung.includes('FUSSBODEN')) heizung.push('FUSSBODEN');
  const energy = needsEnergyCertificate(gruppe) && !r.chance(0.06) ? energyFor(r, baujahr, newBuild) : null;

  // pictures: which rooms are shown and whether a floor plan is (drawn later, when all listings are known)
  const wohnkueche = (gruppe === 'wohnung' || gruppe === 'haus') && r.chance(0.35);
  let interiors: RoomKind[] = [];
  if (gruppe === 'wohnung' || gruppe === 'haus') {
    const all: RoomKind[] = ['living', 'kitchen', 'bedroom', 'bathroom'];
    // a one-room flat has no bedroom, an open kitchen no room of its own
    const kinds = all.filter((k) => !(k === 'bedroom' && (zimmer ?? 1) < 2) && !(k === 'kitchen' && wohnkueche));
    interiors = r.sample(kinds, Math.min(kinds.length, r.int(2, 4)));
  } else if (gruppe === 'zimmer') interiors = ['bedroom'];
  else if (gruppe === 'buero_praxen') interiors = ['office_room'];
  const floorplan =
    (gruppe === 'wohnung' || gruppe === 'haus' || (gruppe === 'buero_praxen' && (zimmer ?? 99) <= 10)) && r.chance(0.8);

  const wienDistrict = town.bundesland === 'wien' ? Number(town.plz.slice(1, 3)) : 0;
  const street = r.pick(streetsOf(town));
  const house = r.int(1, wienDistrict ? 150 : CITY_TOWN.has(town.plz) ? 90 : 40);
  const perFloor = r.int(2, 4);
  const hausnummer =
    gruppe === 'wohnung' && etage !== null
      ? flatNumber(house, etage, perFloor, r.int(1, perFloor), wienDistrict ? r.int(1, 3) : 0)
      : String(house);
  const jitter = wienDistrict ? 0.008 : 0.02;
  const aktiv = BASE_DATE - r.int(3, 330) * 86_400_000;
  const { status, referenz } = forced?.status ? { status: forced.status, referenz: false } : pickStatus(r, kauf);
  const agent = r.pick(agents);
  return {
    agency,
    agent,
    serial,
    externalId: `${agency.prefix}-${String(10000 + serial)}`,
    town,
    street,
    hausnummer,
    publishAddress: gruppe !== 'wohnung' && gruppe !== 'haus' ? r.chance(0.7) : r.chance(0.35),
    lat: Math.round((town.lat + r.float(-jitter, jitter)) * 1e6) / 1e6,
    lon: Math.round((town.lon + r.float(-jitter, jitter) * 1.4) * 1e6) / 1e6,
    gruppe,
    subtype,
    typAttr: SUBTYPE_ATTR[gruppe],
    kauf,
    status,
    referenz,
    wohnflaeche: wohn,
    nutzflaeche: nutz,
    grundflaeche: grund,
    zimmer,
    schlafzimmer: zimmer && residential ? Math.max(1, zimmer - 1) : null,
    bad: residential ? (zimmer && zimmer >= 4 ? 2 : 1) : null,
    etage,
    etagen,
    baujahr,
    zustand,
    alter,
    heizung,
    befeuerung,
    energy,
    features: f,
    kaufpreis,
    miete,
    bk,
    hk,
    stellplaetze,
    wohnkueche,
    interiors,
    floorplan,
    images: [],
    english: r.chance(0.25),
    newBuild,
    aktivVon: isoDay(aktiv),
    standVom: isoDay(Math.min(BASE_DATE, aktiv + r.int(0, 40) * 86_400_000)),
    verfuegbarAb: r.chance(0.5)
      ? r.pick(['sofort', 'nach Vereinbarung', isoDay(BASE_DATE + r.int(20, 200) * 86_400_000)])
      : null,
    ...forced,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Texts

function titleOf(r: Rng, s: Spec): { de: string; en: string } {
  const adjI = r.int(0, ADJ_STEM.length - 1);
  // The adjective agrees with the noun it stands before: "Helle Wohnung", "Modernes Einfamilienhaus".
  const adj = (noun: string) => `${adjective(ADJ_STEM[adjI]!, noun)} ${noun}`;
  const adjEn = ADJ_EN[adjI]!;
  const ort = s.town.ort === 'Wien' ? `Wien-${WIEN_BEZIRKE[Number(s.town.plz.slice(1, 3)) - 1]}` : s.town.ort;
  const feature = ['terrace', 'balcony', 'garden', 'view', 'pool', 'underground_parking'].find((k) =>
    s.features.has(k),
  );
  const mit = feature ? ` mit ${FEATURE_DE[feature]}` : '';
  const withEn = feature ? ` with ${FEATURE_EN[feature]}` : '';
  const sub = s.subtype ? SUBTYPE_DE[s.subtype] : undefined;
  if (s.projectName) {
    return {
      de: `Erstbezug im Projekt ${s.projectName}: ${s.zimmer}-Zimmer-Wohnung${mit}`,
      en: `New build in ${s.projectName}: ${s.zimmer}-room apartment${withEn}`,
    };
  }
  switch (s.gruppe) {
    case 'wohnung':
      return r.pick([
        {
          de: `${adj(`${s.zimmer}-Zimmer-${s.kauf ? 'Eigentumswohnung' : 'Wohnung'}`)}${mit} in ${ort}`,
          en: `${adjEn} ${s.zimmer}-room apartment${withEn} in ${ort}`,
        },
        {
          de: `${sub ?? 'Wohnung'}${mit} – ${ort}`,
          en: `${s.kauf ? 'Apartment for sale' : 'Apartment to rent'}${withEn} – ${ort}`,
        },
        // a generic street ("Hauptplatz") says nothing about where: only a town's own street names a place
        ...(isGenericStreet(s.street)
          ? []
          : [{ de: `${adj(sub ?? 'Wohnung')} nahe ${s.street}`, en: `${adjEn} apartment near ${s.street}` }]),
      ]);
    case 'haus':
      return r.pick([
        { de: `${adj(sub ?? 'Haus')}${mit} in ${ort}`, en: `${adjEn} house${withEn} in ${ort}` },
        {
          de: `${sub ?? 'Haus'} mit ${fmtDe(s.grundflaeche ?? 0)} m² Grund in ${ort}`,
          en: `House with ${fmtDe(s.grundflaeche ?? 0)} m² plot in ${ort}`,
        },
      ]);
    case 'grundstueck':
      return {
        de: `${r.pick(['Sonniges', 'Ebenes', 'Ruhig gelegenes', 'Erschlossenes'])} ${s.subtype === 'GEWERBE' ? 'Betriebsgrundstück' : 'Baugrundstück'} (${fmtDe(s.grundflaeche ?? 0)} m²) in ${ort}`,
        en: `${s.subtype === 'GEWERBE' ? 'Commercial' : 'Building'} plot of ${fmtDe(s.grundflaeche ?? 0)} m² in ${ort}`,
      };
    case 'buero_praxen':
      return {
        de: `${s.subtype?.startsWith('PRAXIS') ? 'Praxisfläche' : 'Bürofläche'} mit ${fmtDe(s.nutzflaeche ?? 0)} m² in ${ort}`,
        en: `${s.subtype?.startsWith('PRAXIS') ? 'Medical practice space' : 'Office space'} of ${fmtDe(s.nutzflaeche ?? 0)} m² in ${ort}`,
      };
    case 'einzelhandel':
      return { de: `Geschäftslokal in Frequenzlage – ${ort}`, en: `Retail unit in a busy location – ${ort}` };
    case 'gastgewerbe': {
      // the guest garden is the listing's terrace: named only where it has one
      const garden = s.features.has('terrace');
      return {
        de: `${s.subtype === 'HOTELS' ? 'Hotel' : s.subtype === 'PENSIONEN' ? 'Pension' : s.subtype === 'CAFE' ? 'Café' : 'Restaurant'}${garden ? ' mit Gastgarten' : ''} in ${ort}`,
        en: `${s.subtype === 'HOTELS' ? 'Hotel' : s.subtype === 'PENSIONEN' ? 'Guesthouse' : s.subtype === 'CAFE' ? 'Café' : 'Restaurant'}${garden ? ' with beer garden' : ''} in ${ort}`,
      };
    }
    case 'hallen_lager_prod':
      return {
        de: `${s.subtype === 'PRODUKTION' ? 'Produktionshalle' : s.subtype === 'WERKSTATT' ? 'Werkstatt' : 'Lagerhalle'} mit ${fmtDe(s.nutzflaeche ?? 0)} m² in ${ort}`,
        en: `${s.subtype === 'PRODUKTION' ? 'Production hall' : 'Warehouse'} of ${fmtDe(s.nutzflaeche ?? 0)} m² in ${ort}`,
      };
    case 'land_und_forstwirtschaft':
      return {
        de: `${s.subtype === 'WEINBAU' ? 'Weingarten' : s.subtype === 'JAGD_UND_FORSTWIRTSCHAFT' ? 'Waldfläche' : 'Landwirtschaftliche Fläche'} mit ${fmtDe((s.grundflaeche ?? 0) / 10000)} ha bei ${ort}`,
        en: `Agricultural land of ${fmtDe((s.grundflaeche ?? 0) / 10000)} ha near ${ort}`,
      };
    case 'zinshaus_renditeobjekt':
      return {
        de: `${s.alter === 'ALTBAU' ? 'Gründerzeit-Zinshaus' : 'Renditeobjekt'} mit ${fmtDe(s.nutzflaeche ?? 0)} m² Nutzfläche in ${ort}`,
        en: `${s.alter === 'ALTBAU' ? 'Period apartment building' : 'Investment property'} with ${fmtDe(s.nutzflaeche ?? 0)} m² in ${ort}`,
      };
    case 'parken':
      return {
        de: `${s.subtype === 'EINZELGARAGE' ? 'Garagenbox' : s.subtype === 'CARPORT' ? 'Carport' : 'Tiefgaragenstellplatz'} in ${ort}`,
        en: `${s.subtype === 'EINZELGARAGE' ? 'Garage' : 'Parking space'} in ${ort}`,
      };
    case 'zimmer':
      return { de: `Möbliertes WG-Zimmer in ${ort}`, en: `Furnished room in a shared flat in ${ort}` };
    case 'freizeitimmobilie_gewerblich':
      return { de: `Freizeitanlage in ${ort}`, en: `Leisure facility in ${ort}` };
    default:
      return {
        de: `${s.subtype === 'TANKSTELLE' ? 'Tankstelle' : 'Gewerbeobjekt'} in ${ort}`,
        en: `${s.subtype === 'TANKSTELLE' ? 'Petrol station' : 'Commercial property'} in ${ort}`,
      };
  }
}

/**
 * Where a flat lies in its house and how its rooms lie: the floor, the room count and the kitchen as the data and
 * the floor plan have them; a lift only where there is one.
 */
function layoutText(r: Rng, s: Spec): string[] {
  const out: string[] = [];
  if (s.gruppe === 'wohnung' && s.etage !== null) {
    const top =
      s.etagen !== null && s.etage === s.etagen - 1 && (s.subtype === 'DACHGESCHOSS' || s.subtype === 'PENTHOUSE');
    const where = s.etage === 0 ? 'im Erdgeschoß' : top ? 'im Dachgeschoß' : `im ${s.etage}. Stock`;
    const house = s.etagen ? ` eines Hauses mit ${s.etagen} Geschoßen` : '';
    const lift = s.features.has('lift') && s.etage > 0 ? '; ein Lift ist vorhanden' : '';
    out.push(
      s.subtype === 'MAISONETTE'
        ? `Die Maisonette beginnt ${where}${house} und erstreckt sich über zwei Ebenen${lift}.`
        : `Die Wohnung liegt ${where}${house}${lift}.`,
    );
  }
  if ((s.gruppe === 'wohnung' || s.gruppe === 'haus') && s.zimmer) {
    const options: string[] = [];
    if (s.zimmer === 1)
      options.push(
        `Der Wohnschlafraum ist hell und gut möblierbar; ${s.wohnkueche ? 'die Küche ist offen zum Wohnbereich' : 'die Kochnische ist kompakt und praktisch'}.`,
      );
    else {
      options.push(
        `Die ${s.zimmer} Zimmer sind gut geschnitten; ${s.wohnkueche ? 'der Wohnbereich öffnet sich zur Küche (Wohnküche)' : 'die Küche ist ein eigener Raum'}.`,
      );
      // a flat opens from its hall; a house of two storeys lives downstairs and sleeps upstairs, as its plan shows
      if (s.gruppe === 'wohnung')
        options.push(
          `Vom Vorraum gelangen Sie in alle ${s.zimmer} Zimmer; Bad und WC sind getrennt.`,
          'Das Schlafzimmer liegt ruhig zum Innenhof, das Wohnzimmer nach Süden.',
        );
      else
        options.push(
          `Das Haus bietet ${s.zimmer} Zimmer auf ${s.etagen === 1 ? 'einer Ebene' : `${s.etagen} Ebenen`}.`,
          s.etagen === 1
            ? 'Alle Räume liegen auf einer Ebene: Wohnen, Schlafen und Bad ohne Treppe dazwischen.'
            : 'Im Erdgeschoß liegt der Wohnbereich, im Obergeschoß liegen Schlafzimmer und Bad.',
        );
    }
    out.push(r.pick(options));
  }
  return out;
}

const ZUSTAND_DE: Record<string, string> = {
  ERSTBEZUG: 'neuwertigen',
  GEPFLEGT: 'gepflegten',
  TEIL_VOLLRENOVIERT: 'renovierten',
  NEUWERTIG: 'neuwertigen',
  VOLL_SANIERT: 'sanierten',
  MODERNISIERT: 'modernisierten',
  SANIERUNGSBEDUERFTIG: 'sanierungsbedürftigen',
  TEIL_SANIERT: 'teilsanierten',
  NACH_VEREINBARUNG: 'guten',
};

function textsOf(
  r: Rng,
  s: Spec,
): {
  beschreibung: string;
  lage: string;
  ausstattung: string;
  sonstige: string;
  dreizeiler: string;
  en: { beschreibung: string; lage: string };
} {
  const ort = s.town.ort;
  const bezirk =
    s.town.bundesland === 'wien'
      ? `, ${Number(s.town.plz.slice(1, 3))}. Bezirk ${WIEN_BEZIRKE[Number(s.town.plz.slice(1, 3)) - 1]}`
      : '';
  const fill = (t: string) =>
    t
      // after "Diese" every adjective ends in -e (weak declension), whatever the noun
      .replace('{adj}', r.pick(ADJ).toLowerCase())
      .replace('{zustand}', ZUSTAND_DE[s.zustand] ?? 'guten')
      .replace('{ort}', ort)
      .replace('{bezirkPart}', bezirk)
      .replace('{transport}', s.town.bundesland === 'wien' ? r.pick(TRANSPORT_WIEN) : r.pick(TRANSPORT));
  const html = s.agency.textStyle === 'html';
  // "sofort bezugsfertig" only where the listing is available at once, not for a later date or a project.
  const readyNow = (s.verfuegbarAb === null || s.verfuegbarAb === 'sofort') && !s.projectName;
  const family =
    s.gruppe === 'wohnung' || s.gruppe === 'haus' || s.gruppe === 'zimmer'
      ? 'home'
      : s.gruppe === 'parken'
        ? 'parking'
        : s.gruppe === 'grundstueck' || s.gruppe === 'land_und_forstwirtschaft'
          ? 'land'
          : 'business';
  const intros = INTRO[family].filter((t) => readyNow || !t.includes('sofort'));
  const paras: string[] = [fill(r.pick(intros))];
  const facts: string[] = [];
  if (s.wohnflaeche) facts.push(`${fmtArea(s.wohnflaeche)} m² Wohnfläche`);
  if (s.nutzflaeche) facts.push(`${fmtArea(s.nutzflaeche)} m² Nutzfläche`);
  if (s.grundflaeche) facts.push(`${fmtArea(s.grundflaeche)} m² Grundfläche`);
  if (s.baujahr) facts.push(`Baujahr ${s.baujahr}`);
  if (facts.length) paras.push(`Eckdaten: ${facts.join(', ')}.`);
  paras.push(...layoutText(r, s));
  if (s.projectName)
    paras.push(
      `Die Wohnung ist Teil des Neubauprojekts „${s.projectName}“ – hochwertige Ausstattung, Niedrigenergiebauweise und Erstbezug.`,
    );
  paras.push(r.pick(CLOSING));
  // The equipment text names fittings beyond the feature list: the features are shown as checkmarks already.
  const residentialText = s.gruppe === 'wohnung' || s.gruppe === 'haus' || s.gruppe === 'zimmer';
  const featureNames =
    residentialText || s.gruppe === 'buero_praxen'
      ? r.sample(
          residentialText
            ? // a one-room flat has bath and WC in one room (its floor plan shows "Bad/WC")
              FITTINGS_HOME.filter((f) => (s.zimmer ?? 1) > 1 || !f.startsWith('Getrenntes WC'))
            : FITTINGS_BUSINESS,
          r.int(2, 4),
        )
      : [];
  const beschreibung = html
    ? paras.map((p, i) => (i === 0 ? `<p><strong>${esc(p)}</strong></p>` : `<p>${esc(p)}</p>`)).join('')
    : paras.join('\n\n');
  const ausstattung = featureNames.length
    ? html
      ? `<ul>${featureNames.map((n) => `<li>${esc(n.charAt(0).toUpperCase() + n.slice(1))}</li>`).join('')}</ul>`
      : featureNames.map((n) => `- ${n.charAt(0).toUpperCase() + n.slice(1)}`).join('\n')
    : '';
  const lage = fill(r.pick(LAGE_TEXT));
  const sonstigeParts = [
    s.kauf
      ? 'Kaufnebenkosten: 3,5 % Grunderwerbsteuer, 1,1 % Grundbucheintragungsgebühr, Vertragserrichtung nach Tarif.'
      : 'Für Mieter provisionsfrei (Bestellerprinzip).',
    'Alle Angaben beruhen auf Informationen des Eigentümers; für Richtigkeit und Vollständigkeit keine Gewähr.',
  ];
  const sonstige = html ? sonstigeParts.map((p) => `<p>${esc(p)}</p>`).join('') : sonstigeParts.join('\n\n');
  const dreizeiler = `${facts.slice(0, 2).join(' · ')}${s.zimmer ? ` · ${s.zimmer} Zimmer` : ''}`;
  const featureEn = [...s.features].map((k) => FEATURE_EN[k]).filter(Boolean) as string[];
  const en = {
    beschreibung: `<p>${esc(`This property in ${ort} offers ${s.wohnflaeche ? `${fmtAreaEn(s.wohnflaeche)} m² of living space` : s.nutzflaeche ? `${fmtAreaEn(s.nutzflaeche)} m² of usable space` : `${fmtAreaEn(s.grundflaeche ?? 0)} m² of land`}${s.baujahr ? ` in a building from ${s.baujahr}` : ''}.`)}</p>${featureEn.length ? `<p>${esc(`Highlights: ${featureEn.join(', ')}.`)}</p>` : ''}<p>We look forward to arranging a viewing.</p>`,
    lage: `<p>${esc(`Located in ${ort}${s.town.bundesland === 'wien' ? ` (district ${Number(s.town.plz.slice(1, 3))})` : ''}, with shops, schools and public transport close by.`)}</p>`,
  };
  return { beschreibung, lage, ausstattung, sonstige, dreizeiler, en };
}

// ---------------------------------------------------------------------------------------------------------------
// XML

function floorText(s: Spec): string | null {
  if (s.etage === null) return null;
  if (s.agency.floorStyle === 'number') return String(s.etage);
  if (s.etage === 0) return 'EG';
  if (s.etagen && s.etage === s.etagen - 1 && (s.subtype === 'DACHGESCHOSS' || s.subtype === 'PENTHOUSE')) return 'DG';
  return `${s.etage}. OG`;
}

function immobilieXml(
  r: Rng,
  s: Spec,
  aktion: 'NEW' | 'CHANGE' | 'REFERENZ',
  imageInfo: (name: string) => { gruppe: string; title: string },
): string {
  const t = s.title ?? titleOf(r.fork(`t${s.serial}`), s);
  const tx = textsOf(r.fork(`x${s.serial}`), s);
  const a: string[] = [];
  const el = (name: string, value: string | number | null | undefined, attrs = '') =>
    value === null || value === undefined || value === ''
      ? ''
      : `<${name}${attrs}>${typeof value === 'number' ? value : esc(value)}</${name}>`;
  const cdata = (name: string, value: string) =>
    value ? `<${name}><![CDATA[${value.replace(/]]>/g, ']]&gt;')}]]></${name}>` : '';
  a.push('<immobilie>');
  a.push(
    `<objektkategorie><nutzungsart WOHNEN="${['wohnung', 'haus', 'zimmer', 'grundstueck'].includes(s.gruppe)}" GEWERBE="${!['wohnung', 'haus', 'zimmer'].includes(s.gruppe)}"/>`,
  );
  a.push(
    `<vermarktungsart KAUF="${s.kauf}" MIETE_PACHT="${!s.kauf}"/><objektart><${s.gruppe}${s.subtype ? ` ${s.typAttr}="${s.subtype}"` : ''}/></objektart></objektkategorie>`,
  );
  // feeds often get the Bundesland wrong; a few sample listings carry a wrong one on purpose
  const wrongLand = r.chance(0.03);
  a.push(
    `<geo>${el('plz', s.town.plz)}${el('ort', s.town.ort)}<geokoordinaten breitengrad="${s.lat}" laengengrad="${s.lon}"/>${el('strasse', s.street)}${el('hausnummer', s.hausnummer)}${el('bundesland', wrongLand ? 'Niederösterreich' : BL_NAME[s.town.bundesland])}<land iso_land="AUT"/>${el('etage', floorText(s))}${el('anzahl_etagen', s.etagen)}${s.town.bundesland === 'wien' ? el('regionaler_zusatz', WIEN_BEZIRKE[Number(s.town.plz.slice(1, 3)) - 1]!) : ''}</geo>`,
  );
  a.push(
    `<kontaktperson>${el('email_zentrale', `office@${s.agency.domain}`)}${el('email_direkt', s.agent.email)}${el('tel_zentrale', s.agency.phone)}${el('tel_durchw', s.agent.tel)}${el('tel_handy', s.agent.mobil)}${el('name', s.agent.name)}${el('vorname', s.agent.vorname)}${el('titel', s.agent.titel)}${el('anrede', s.agent.anrede)}${el('firma', s.agency.name)}${el('position', 'Immobilienberater' + (s.agent.anrede === 'Frau' ? 'in' : ''))}</kontaktperson>`,
  );
  const p: string[] = ['<preise>'];
  if (s.kauf && s.kaufpreis) {
    if (s.newBuild && r.chance(0.6)) {
      const net = Math.round(s.kaufpreis / 1.2);
      p.push(
        `<kaufpreis>${fmt(s.kaufpreis)}</kaufpreis><kaufpreisnetto kaufpreisust="${fmt(s.kaufpreis - net)}">${fmt(net)}</kaufpreisnetto><kaufpreisbrutto>${fmt(s.kaufpreis)}</kaufpreisbrutto>`,
      );
    } else if (r.chance(0.02)) p.push(`<kaufpreis auf_anfrage="true">${fmt(s.kaufpreis)}</kaufpreis>`);
    else p.push(`<kaufpreis>${fmt(s.kaufpreis)}</kaufpreis>`);
  }
  if (!s.kauf && s.miete) {
    const ust = s.gruppe === 'wohnung' || s.gruppe === 'haus' || s.gruppe === 'zimmer' ? 0.1 : 0.2;
    p.push(`<hauptmietzinsnetto hauptmietzinsust="${fmt(s.miete * ust)}">${fmt(s.miete)}</hauptmietzinsnetto>`);
    if (s.bk) p.push(`<betriebskostennetto betriebskostenust="${fmt(s.bk * 0.1)}">${fmt(s.bk)}</betriebskostennetto>`);
    if (s.hk)
      p.push(
        `<heizkostennetto heizkostenust="${fmt(s.hk * 0.2)}">${fmt(s.hk)}</heizkostennetto><heizkosten_enthalten>false</heizkosten_enthalten>`,
      );
    const gross = s.miete * (1 + ust) + (s.bk ?? 0) * 1.1 + (s.hk ?? 0) * 1.2;
    p.push(
      `<gesamtmietebrutto>${fmt(gross)}</gesamtmietebrutto><kaution>${fmt(Math.round(gross * 3))}</kaution><kaution_text>3 Bruttomonatsmieten</kaution_text>`,
    );
    p.push(
      `<provisionspflichtig>false</provisionspflichtig><aussen_courtage mit_mwst="false">provisionsfrei für Mieter</aussen_courtage>`,
    );
  } else if (s.kauf) {
    if (s.bk) p.push(`<betriebskostennetto betriebskostenust="${fmt(s.bk * 0.1)}">${fmt(s.bk)}</betriebskostennetto>`);
    p.push(
      `<provisionspflichtig>true</provisionspflichtig><aussen_courtage mit_mwst="true">${r.pick(['3 % des Kaufpreises zzgl. 20 % USt.', '3,6 % inkl. USt.'])}</aussen_courtage>`,
    );
    if (s.gruppe === 'zinshaus_renditeobjekt')
      p.push(
        `<nettorendite>${fmt(r.float(2.2, 4.8))}</nettorendite><mieteinnahmen_ist periode="JAHR">${fmt((s.kaufpreis ?? 0) * r.float(0.025, 0.045))}</mieteinnahmen_ist>`,
      );
  }
  if (s.stellplaetze && (s.features.has('garage') || s.features.has('underground_parking'))) {
    p.push(
      `<stp_tiefgarage ${s.kauf ? `stellplatzkaufpreis="${r.int(18, 35) * 1000}"` : `stellplatzmiete="${r.int(8, 16) * 10}"`} anzahl="1"/>`,
    );
  }
  p.push('<waehrung iso_waehrung="EUR"/></preise>');
  a.push(p.join(''));
  const fl: string[] = ['<flaechen>'];
  fl.push(
    el('wohnflaeche', s.wohnflaeche),
    el('nutzflaeche', s.nutzflaeche),
    el('grundstuecksflaeche', s.grundflaeche),
    el('anzahl_zimmer', s.zimmer),
  );
  fl.push(el('anzahl_schlafzimmer', s.schlafzimmer), el('anzahl_badezimmer', s.bad));
  if (s.features.has('balcony')) fl.push(el('anzahl_balkone', 1));
  if (s.features.has('terrace')) fl.push(el('anzahl_terrassen', 1));
  if (s.features.has('garden') && s.gruppe === 'wohnung') fl.push(el('gartenflaeche', r.int(20, 120)));
  if (s.stellplaetze) fl.push(el('anzahl_stellplaetze', s.stellplaetze));
  fl.push('</flaechen>');
  a.push(fl.join(''));
  const au: string[] = ['<ausstattung>'];
  au.push(el('ausstatt_kategorie', s.newBuild ? 'GEHOBEN' : r.pick(['STANDARD', 'STANDARD', 'GEHOBEN'])));
  if (s.heizung.length) au.push(`<heizungsart ${s.heizung.map((h) => `${h}="true"`).join(' ')}/>`);
  if (s.befeuerung.length) au.push(`<befeuerung ${s.befeuerung.map((h) => `${h}="true"`).join(' ')}/>`);
  if (s.features.has('fitted_kitchen')) au.push('<kueche EBK="true"/>');
  if (s.features.has('lift')) au.push('<fahrstuhl PERSONEN="true"/>');
  const stp = [
    s.features.has('garage') && 'GARAGE="true"',
    s.features.has('underground_parking') && 'TIEFGARAGE="true"',
  ].filter(Boolean);
  if (stp.length) au.push(`<stellplatzart ${stp.join(' ')}/>`);
  if (s.features.has('garden')) au.push('<gartennutzung>true</gartennutzung>');
  if (s.features.has('furnished')) au.push('<moebliert moeb="VOLL"/>');
  const bools: Array<[string, string]> = [
    ['barrier_free', 'barrierefrei'],
    ['air_conditioning', 'klimatisiert'],
    ['fireplace', 'kamin'],
    ['sauna', 'sauna'],
    ['pool', 'swimmingpool'],
    ['storage_room', 'abstellraum'],
    ['bicycle_room', 'fahrradraum'],
    ['guest_wc', 'gaestewc'],
    ['data_cabling', 'dv_verkabelung'],
    ['ramp', 'rampe'],
    ['loading_platform', 'hebebuehne'],
    ['crane', 'kran'],
    ['kitchenette', 'teekueche'],
  ];
  for (const [k, n] of bools) if (s.features.has(k)) au.push(`<${n}>true</${n}>`);
  if (s.features.has('cellar')) au.push('<unterkellert keller="JA"/>');
  au.push('</ausstattung>');
  a.push(au.join(''));
  const za: string[] = ['<zustand_angaben>', el('baujahr', s.baujahr)];
  za.push(`<zustand zustand_art="${s.zustand}"/>`);
  if (s.alter) za.push(`<alter alter_attr="${s.alter}"/>`);
  if (s.status === 'reserved') za.push('<verkaufstatus stand="RESERVIERT"/>');
  if (s.status === 'sold' && !s.referenz) za.push('<verkaufstatus stand="VERKAUFT"/>');
  if (s.energy) {
    const e = s.energy;
    const comma = (n: number) => String(n).replace('.', ',');
    if (s.agency.energyStyle === 'energiepass') {
      za.push(
        `<energiepass><epart>BEDARF</epart><gueltig_bis>${isoDay(BASE_DATE + 3 * 365 * 86_400_000)}</gueltig_bis><hwbwert>${e.hwb}</hwbwert><hwbklasse>${hwbClass(e.hwb)}</hwbklasse><fgeewert>${e.fgee}</fgeewert><fgeeklasse>${fgeeClass(e.fgee)}</fgeeklasse><ausstelldatum>${isoDay(BASE_DATE - 400 * 86_400_000)}</ausstelldatum></energiepass>`,
      );
    } else if (s.agency.energyStyle === 'userdefined') {
      // older feeds: custom fields, values with decimal commas
      za.push(
        `<user_defined_simplefield feldname="epass_hwbwert">${comma(e.hwb)}</user_defined_simplefield><user_defined_simplefield feldname="epass_hwbklasse">${hwbClass(e.hwb)}</user_defined_simplefield><user_defined_simplefield feldname="epass_fgeewert">${comma(e.fgee)}</user_defined_simplefield><user_defined_simplefield feldname="epass_fgeeklasse">${fgeeClass(e.fgee)}</user_defined_simplefield>`,
      );
    } else {
      za.push(
        `<hwbwert>${e.hwb}</hwbwert><hwbklasse>${hwbClass(e.hwb)}</hwbklasse><fgeewert>${e.fgee}</fgeewert><fgeeklasse>${fgeeClass(e.fgee)}</fgeeklasse>`,
      );
    }
  }
  za.push('</zustand_angaben>');
  a.push(za.join(''));
  // a fork of its own, so the distances drawn do not shift any other part of the sample
  a.push(infrastrukturXml(r.fork(`i${s.serial}`), s.town, { comma: s.agency.energyStyle === 'userdefined' }));
  const ft: string[] = ['<freitexte>', el('objekttitel', t.de), el('dreizeiler', tx.dreizeiler)];
  const html = s.agency.textStyle === 'html';
  ft.push(html ? cdata('lage', `<p>${esc(tx.lage)}</p>`) : el('lage', tx.lage));
  ft.push(html ? cdata('ausstatt_beschr', tx.ausstattung) : el('ausstatt_beschr', tx.ausstattung));
  ft.push(html ? cdata('objektbeschreibung', tx.beschreibung) : el('objektbeschreibung', tx.beschreibung));
  ft.push(html ? cdata('sonstige_angaben', tx.sonstige) : el('sonstige_angaben', tx.sonstige));
  if (s.english) {
    ft.push(`<objekt_text lang="en"><![CDATA[${tx.en.beschreibung}]]></objekt_text>`);
    ft.push(`<user_defined_simplefield feldname="objekttitel_en">${esc(t.en)}</user_defined_simplefield>`);
    ft.push(`<user_defined_simplefield feldname="lage_en">${esc(tx.en.lage)}</user_defined_simplefield>`);
  }
  ft.push('</freitexte>');
  a.push(ft.join(''));
  a.push('<anhaenge>');
  s.images.forEach((name, i) => {
    const info = imageInfo(name);
    const group = i === 0 ? 'TITELBILD' : info.gruppe;
    a.push(
      `<anhang location="INTERN" gruppe="${group}"><anhangtitel>${esc(info.title)}</anhangtitel><format>${name.endsWith('.png') ? 'png' : 'jpg'}</format><daten><pfad>bilder/${name}</pfad></daten></anhang>`,
    );
  });
  a.push('</anhaenge>');
  a.push(
    `<verwaltung_objekt><objektadresse_freigeben>${s.publishAddress}</objektadresse_freigeben>${el('verfuegbar_ab', s.verfuegbarAb)}${s.status === 'rented' && !s.referenz ? '<vermietet>true</vermietet>' : ''}${s.features.has('pets_allowed') ? '<haustiere>true</haustiere>' : ''}</verwaltung_objekt>`,
  );
  const aktionEl = aktion === 'NEW' ? '' : `<aktion aktionart="${aktion}"/>`;
  a.push(
    `<verwaltung_techn><objektnr_intern>${s.serial}</objektnr_intern><objektnr_extern>${s.externalId}</objektnr_extern>${aktionEl}<aktiv_von>${s.aktivVon}</aktiv_von><openimmo_obid>${s.agency.id}${String(s.serial).padStart(6, '0')}</openimmo_obid><stand_vom>${s.standVom}</stand_vom></verwaltung_techn>`,
  );
  a.push('</immobilie>');
  return a.join('\n');
}

const BL_NAME: Record<Bundesland, string> = {
  burgenland: 'Burgenland',
  kaernten: 'Kärnten',
  niederoesterreich: 'Niederösterreich',
  oberoesterreich: 'Oberösterreich',
  salzburg: 'Salzburg',
  steiermark: 'Steiermark',
  tirol: 'Tirol',
  vorarlberg: 'Vorarlberg',
  wien: 'Wien',
};

function feedXml(
  agency: AgencyDef,
  body: string[],
  umfang: 'VOLL' | 'TEIL',
  encoding: 'UTF-8' | 'ISO-8859-1',
  timestamp: string,
): string {
  return [
    `<?xml version="1.0" encoding="${encoding}"?>`,
    '<openimmo>',
    `<uebertragung art="OFFLINE" umfang="${umfang}" modus="NEW" version="1.2.7" sendersoftware="immoz-sample" senderversion="1.0" techn_email="technik@${agency.domain}" timestamp="${timestamp}"/>`,
    '<anbieter>',
    `<anbieternr>${agency.id}</anbieternr><firma>${esc(agency.name)}</firma><openimmo_anid>${agency.id}</openimmo_anid><lizenzkennung>${agency.id}</lizenzkennung>`,
    '<anhang location="INTERN" gruppe="ANBIETERLOGO"><anhangtitel>Logo</anhangtitel><format>png</format><daten><pfad>bilder/logo.png</pfad></daten></anhang>',
    ...body,
    `<impressum>${esc(`${agency.name}, ${agency.street}, ${agency.plz} ${agency.ort}. Immobilientreuhänder, Mitglied der Wirtschaftskammer Österreich. Tel. ${agency.phone}, office@${agency.domain}`)}</impressum>`,
    '</anbieter>',
    '</openimmo>',
  ].join('\n');
}

/** ISO-8859-1 has no €, dashes or typographic quotes: feeds in that encoding write plain equivalents. */
function toLatin1(s: string): Buffer {
  const plain = s
    .replace(/€/g, 'EUR')
    .replace(/[–—]/g, '-')
    .replace(/[„“”]/g, '"')
    .replace(/[‚‘’]/g, "'")
    .replace(/…/g, '...')
    .replace(/·/g, '-');
  // The class is all of Latin-1 (U+0000–U+00FF); what lies outside becomes "?".
  // eslint-disable-next-line no-control-regex
  return Buffer.from(plain.replace(/[^\u0000-\u00ff]/g, '?'), 'latin1');
}

// ---------------------------------------------------------------------------------------------------------------

const PROJECT_STATUS_WEIGHTS: Array<[ProjectStatus, number]> = [
  ['planning', 4],
  ['approval', 3],
  ['building', 4],
  ['construction', 6],
  ['completion', 4],
  ['marketing', 10],
  ['sold_out', 4],
  ['finished', 5],
];

/** The first day of the month `months` after `base` (negative: before), as "YYYY-MM". */
function monthFrom(base: number, months: number): string {
  const d = new Date(base);
  const m = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
}

/**
 * When a project completes, in months from the generation day: finished and sold-out projects are done (3–24
 * months ago), all others complete in the future, the later the earlier their stage.
 */
function completionMonths(r: Rng, status: ProjectStatus): number {
  switch (status) {
    case 'finished':
    case 'sold_out':
      return -r.int(3, 24);
    case 'planning':
    case 'approval':
      return r.int(18, 36);
    case 'building':
    case 'construction':
      return r.int(6, 24);
    case 'completion':
      return r.int(1, 6);
    default:
      return r.int(3, 24); // marketing: sold while it is built
  }
}

/**
 * Titles as the listings carry them: each listing's own, and where two would read the same, the later one names
 * its area, then its street, then its object number, so that no two listings share a title.
 */
function uniqueTitles(r: Rng, specs: Spec[]): void {
  const seen = new Set<string>();
  for (const s of specs) {
    const base = titleOf(r.fork(`t${s.agency.id}-${s.serial}`), s);
    const area = s.wohnflaeche ?? s.nutzflaeche ?? s.grundflaeche;
    const variants: Array<[string, string]> = [
      ['', ''],
      ...(area ? [[` (${fmtArea(area)} m²)`, ` (${fmtAreaEn(area)} m²)`] as [string, string]] : []),
      [` – ${s.street}`, ` – ${s.street}`],
      [` (${s.externalId})`, ` (${s.externalId})`],
    ];
    const [de, en] = variants.find(([d]) => !seen.has(base.de + d)) ?? variants[variants.length - 1]!;
    s.title = { de: base.de + de, en: base.en + en };
    seen.add(s.title.de);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Pictures

const ALPINE = new Set<Bundesland>(['tirol', 'vorarlberg', 'salzburg', 'kaernten']);
const HOUSE_FACADE: Record<string, FacadeKind> = {
  VILLA: 'villa',
  BUNGALOW: 'bungalow',
  DOPPELHAUSHAELFTE: 'semi',
  REIHENHAUS: 'row',
  BAUERNHAUS: 'farmhouse',
  LANDHAUS: 'farmhouse',
};
const DEFAULT_STOREYS: Partial<Record<FacadeKind, number>> = { block: 4, altbau: 4, shop: 3, gastro: 2, office: 3 };

function facadeKindOf(s: Spec): FacadeKind {
  switch (s.gruppe) {
    case 'wohnung':
    case 'zimmer':
    case 'zinshaus_renditeobjekt':
      return s.alter === 'ALTBAU' ? 'altbau' : 'block';
    case 'haus':
      return HOUSE_FACADE[s.subtype ?? ''] ?? 'house';
    case 'grundstueck':
      return 'plot';
    case 'land_und_forstwirtschaft':
      return 'farm';
    case 'buero_praxen':
      return 'office';
    case 'einzelhandel':
      return 'shop';
    case 'gastgewerbe':
      return 'gastro';
    case 'hallen_lager_prod':
      return 'hall';
    case 'freizeitimmobilie_gewerblich':
      return 'sports';
    case 'parken':
      return s.subtype === 'TIEFGARAGENSTELLPLATZ'
        ? 'underground'
        : s.subtype === 'EINZELGARAGE'
          ? 'garage'
          : s.subtype === 'CARPORT'
            ? 'carport'
            : 'lot';
    default:
      return s.subtype === 'TANKSTELLE' ? 'petrol' : 'hall';
  }
}

/** What a listing's façade shows, from its facts: its storeys, a balcony, a pool, a garden only where it has one. */
function facadeSpecOf(s: Spec): FacadeSpec {
  const kind = facadeKindOf(s);
  const top = s.etagen !== null && s.etage === s.etagen - 1;
  return {
    kind,
    storeys: s.etagen ?? DEFAULT_STOREYS[kind] ?? 1,
    balconies: s.features.has('balcony'),
    pool: s.features.has('pool'),
    garden:
      (s.gruppe === 'wohnung' && s.etage === 0 && s.features.has('garden')) ||
      (kind === 'gastro' && s.features.has('terrace')),
    roofTerrace: s.gruppe === 'wohnung' && top && s.features.has('terrace'),
    garage: s.gruppe === 'haus' && s.features.has('garage'),
    mountains: ALPINE.has(s.town.bundesland),
    modern: s.newBuild || (s.baujahr ?? 0) >= 2005,
  };
}

/**
 * The floor plan of a listing: exactly its rooms (Zimmer: living and bed rooms, an open kitchen-living room), its
 * bathrooms, and the kitchen, WC and hall that are not counted; a house of two storeys on two levels.
 */
function planOf(s: Spec): PlanLevel[] {
  const z = s.zimmer ?? 1;
  const zimmer = (label: string, weight: number): PlanRoom => ({ label, weight, zimmer: true });
  const neben = (label: string, weight: number): PlanRoom => ({ label, weight, zimmer: false });
  if (s.gruppe === 'buero_praxen') {
    const praxis = s.subtype?.startsWith('PRAXIS') ?? false;
    return [
      {
        title: null,
        rooms: [
          zimmer(praxis ? 'Warteraum' : 'Besprechung', 14),
          ...Array.from({ length: z - 1 }, (_, i) =>
            zimmer(praxis ? (i === 0 ? 'Ordination' : 'Behandlung') : 'Büro', 12),
          ),
          neben('Teeküche', 4),
          neben('WC', 3),
          neben('Gang', 6),
        ],
      },
    ];
  }
  const living = zimmer(z === 1 ? 'Wohnschlafraum' : s.wohnkueche ? 'Wohnküche' : 'Wohnen/Essen', 26);
  const kitchen = s.wohnkueche ? [] : [neben(z === 1 ? 'Kochnische' : 'Küche', z === 1 ? 4 : 8)];
  const bedrooms =
    z >= 2
      ? [
          zimmer('Schlafen', 15),
          ...Array.from({ length: z - 2 }, (_, i) => zimmer(['Kinderzimmer', 'Zimmer', 'Arbeitszimmer'][i % 3]!, 12)),
        ]
      : [];
  const baths = Array.from({ length: s.bad ?? 1 }, (_, i) => neben(i ? 'Bad 2' : 'Bad', 6));
  const store = z >= 3 ? [neben('Abstellraum', 3)] : [];
  if (s.gruppe === 'haus' && (s.etagen ?? 1) >= 2) {
    // living on the ground floor, sleeping upstairs; a fifth bedroom and more stay downstairs
    return [
      {
        title: 'Erdgeschoß',
        rooms: [living, ...kitchen, ...bedrooms.slice(4), neben('WC', 3), neben('Diele', 6), neben('Technik', 3)],
      },
      { title: 'Obergeschoß', rooms: [...bedrooms.slice(0, 4), ...baths, neben('Gang', 5), ...store] },
    ];
  }
  const wet = z === 1 ? [neben('Bad/WC', 5)] : [...baths, neben('WC', 3)];
  return [
    {
      title: null,
      rooms: [living, ...kitchen, ...bedrooms, ...wet, neben(s.gruppe === 'haus' ? 'Diele' : 'Vorraum', 6), ...store],
    },
  ];
}

const ROOM_FILE: Record<RoomKind, string> = {
  living: 'wohnzimmer',
  kitchen: 'kueche',
  bedroom: 'schlafzimmer',
  bathroom: 'bad',
  office_room: 'bueroraum',
};

const shortHash = (s: string, n = 8) => createHash('sha1').update(s).digest('hex').slice(0, n);

/** The place a listing is found by, with its kind: no two listings of one place and kind share a picture. */
const placeOf = (s: Spec) => `${s.town.plz} ${s.town.ort}|${s.gruppe}`;

/**
 * How to draw a picture; run once, when all listings have theirs. Attempt 0 is the first drawing; a picture that
 * came out byte for byte like another of its place is drawn again with the next attempt (see renderDistinct).
 */
type DrawJob = (attempt: number) => Picture;

/** A seed label for a drawing's attempt: the first keeps the label it always had, so the sample stays as it was. */
const redrawn = (label: string, attempt: number) => (attempt ? `${label}-redraw-${attempt}` : label);

/** A project's building seen from one day: the project's pictures and its units' façades. */
const buildingPictureName = (slug: string, scene: number) => `${slug}-${scene + 1}.jpg`;

function buildingJob(root: Rng, slug: string, building: NonNullable<Spec['building']>, scene: number): DrawJob {
  const name = buildingPictureName(slug, scene);
  return (attempt) =>
    facadePicture(
      name,
      building.spec,
      new Rng(building.look),
      root.fork(redrawn(`building-${slug}-${scene}`, attempt)),
    );
}

/**
 * Hands out the pictures of one sort (a façade of one look, a room kind, a floor plan) so that no two listings of a
 * place get the same one, and across places one picture goes to about `share` listings: a sort that n listings need
 * has about n / share pictures, and the places needing it start at a different one in turn.
 */
class Stock {
  private readonly needed = new Map<string, number>();
  private readonly offsets = new Map<string, number>();
  private readonly placesSeen = new Map<string, number>();
  private readonly ranks = new Map<string, number>();

  constructor(private readonly share: number) {}

  need(key: string): void {
    this.needed.set(key, (this.needed.get(key) ?? 0) + 1);
  }

  /** The 0-based number of the picture of sort `key` for the next listing of `place`. */
  take(place: string, key: string): number {
    const pk = `${place}#${key}`;
    let offset = this.offsets.get(pk);
    if (offset === undefined) {
      const slots = Math.max(1, Math.ceil((this.needed.get(key) ?? 1) / this.share));
      const seen = this.placesSeen.get(key) ?? 0;
      this.placesSeen.set(key, seen + 1);
      offset = seen % slots;
      this.offsets.set(pk, offset);
    }
    const rank = this.ranks.get(pk) ?? 0;
    this.ranks.set(pk, rank + 1);
    return offset + rank;
  }
}

/** Listings up to which the pictures are shared as few times as the realism needs (see assignPictures). */
const PICTURES_FULL_UP_TO = 10_000;

const planSignature = (levels: PlanLevel[]) =>
  JSON.stringify(levels.map((l) => [l.title, l.rooms.map((x) => [x.label, x.zimmer])]));

/**
 * Gives every listing its pictures, drawn from seeds: façades by what they show (type, storeys, balconies, pool,
 * garden, region, age), rooms by kind, floor plans by their rooms. No two listings of a place and kind (what a search
 * shows together) get the same picture, nor do two agencies' listings (but a home a second agency sends too, which
 * shows its first offer's pictures); among one agency's listings in all of Austria a façade (what the result cards
 * show) is shared by about five listings, a floor plan by about sixteen and a room, seen only in galleries, by more
 * (up to 10,000 listings; beyond, proportionally more), so that the pictures stay few enough to render and import
 * quickly. A project's units show their building, each from another day.
 */
function assignPictures(
  root: Rng,
  specs: Spec[],
  jobs: Map<string, DrawJob>,
  copies: ReadonlyMap<Spec, Spec> = new Map(),
): void {
  // Beyond 10,000 listings a picture goes to proportionally more listings across Austria (still never two of one
  // place and kind), so a national catalogue renders about as many pictures as 10,000 listings do, not ten times
  // as many hours of drawing. Up to 10,000 the shares, and so the sample, stay as they were.
  const scale = Math.max(1, specs.length / PICTURES_FULL_UP_TO);
  const facades = new Stock(5 * scale);
  const rooms = new Stock(40 * scale);
  const floorplans = new Stock(16 * scale);
  const own = specs.filter((s) => !copies.has(s));
  const plans = new Map(own.filter((s) => s.floorplan).map((s) => [s, planOf(s)]));
  // Each agency has pictures of its own: a picture under two agencies' listings is what the warning sign
  // "pictures under another agency" looks for, and an agency's stock is never another's. A home a second agency
  // sends too has pictures of its own, shared with nothing but that second offer.
  const originals = new Set(copies.values());
  const ownerOf = (s: Spec) => (originals.has(s) ? s.externalId : s.agency.prefix).toLowerCase();
  const of = (s: Spec, key: string) => `${ownerOf(s)}|${key}`;
  for (const s of own) {
    if (!s.building) facades.need(of(s, JSON.stringify(facadeSpecOf(s))));
    for (const kind of s.interiors) rooms.need(of(s, kind));
    const plan = plans.get(s);
    if (plan) floorplans.need(of(s, planSignature(plan)));
  }
  const unitsSeen = new Map<string, number>();
  for (const s of own) {
    const place = placeOf(s);
    const who = ownerOf(s);
    if (s.building) {
      const scene = unitsSeen.get(s.building.slug) ?? 0;
      unitsSeen.set(s.building.slug, scene + 1);
      const name = buildingPictureName(s.building.slug, scene);
      if (!jobs.has(name)) jobs.set(name, buildingJob(root, s.building.slug, s.building, scene));
      s.images = [name];
    } else {
      const spec = facadeSpecOf(s);
      const key = JSON.stringify(spec);
      const v = facades.take(place, of(s, key));
      const name = `aussen-${shortHash(key)}-${who}-${v + 1}.jpg`;
      if (!jobs.has(name))
        jobs.set(name, (attempt) =>
          facadePicture(
            name,
            spec,
            root.fork(`look-${who}-${key}-${v}`),
            root.fork(redrawn(`scene-${who}-${key}-${v}`, attempt)),
          ),
        );
      s.images = [name];
    }
    for (const kind of s.interiors) {
      const v = rooms.take(place, of(s, kind));
      const name = `${ROOM_FILE[kind]}-${who}-${v + 1}.jpg`;
      if (!jobs.has(name))
        jobs.set(name, (attempt) =>
          roomPicture(name, kind, root.fork(redrawn(`room-${who}-${kind}-${v}`, attempt)), attempt),
        );
      s.images.push(name);
    }
    const levels = plans.get(s);
    if (levels) {
      const signature = planSignature(levels);
      const v = floorplans.take(place, of(s, signature));
      const name = `grundriss-${shortHash(signature)}-${who}-${v + 1}.png`;
      if (!jobs.has(name))
        jobs.set(name, (attempt) =>
          floorplanPicture(name, levels, root.fork(redrawn(`plan-${who}-${signature}-${v}`, attempt))),
        );
      s.images.push(name);
    }
  }
  // A home a second agency sends too comes with the owner's pictures: the same files under both offers.
  for (const [copy, original] of copies) copy.images = [...original.images];
}

interface Rendered {
  sha1: string;
  picture: Omit<Picture, 'svg'>;
  drawn: DrawnFacts;
}

async function renderOne(job: DrawJob, attempt: number, file: string): Promise<Rendered> {
  const picture = job(attempt);
  const bytes = await renderPicture(picture);
  await fs.promises.writeFile(file, bytes);
  return {
    sha1: createHash('sha1').update(bytes).digest('hex'),
    picture: { name: picture.name, group: picture.group, title: picture.title },
    drawn: drawnFacts(picture.svg),
  };
}

/**
 * Renders the named pictures, a few at a time (sharp works on its own threads): at 100,000 listings the pictures
 * are gigabytes, so they wait on disk, not in memory, until the feeds take them.
 */
async function renderMany<R>(names: readonly string[], render: (name: string) => Promise<R>): Promise<Map<string, R>> {
  const out = new Map<string, R>();
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++]!;
      out.set(name, await render(name));
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, Math.min(8, os.availableParallelism())) }, worker));
  return out;
}

/**
 * Puts a rendered picture into a feed or project folder: a hard link to the rendered file where both are on one
 * file system (the rendered folder is removed after the run, so the feeds' files stay), else a copy. Two links of a
 * picture hold the same bytes as two copies would; only writing into one in place would change the other.
 */
function placePicture(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK' && code !== 'ENOTSUP') throw e;
    fs.copyFileSync(from, to);
  }
}

/** The listings as the rule "no two homes of one place and kind show the same picture" sees them (see distinct.ts). */
function showingsOf(specs: Spec[], copies: ReadonlyMap<Spec, Spec>): Showing[] {
  // a home's second offer shows its first offer's pictures, by design
  return specs.map((s) => ({ place: placeOf(s), home: (copies.get(s) ?? s).externalId, images: s.images }));
}

/**
 * Renders every picture into `dir` and checks by hash that no two listings of one place and kind show the same
 * one: where two drawings came out byte for byte alike, the later is drawn again (renderDistinct); a picture that
 * still is, or that the assignment gave to two homes of a place, stops the run rather than be written.
 */
async function renderChecked(
  jobs: Map<string, DrawJob>,
  dir: string,
  specs: Spec[],
  copies: ReadonlyMap<Spec, Spec>,
): Promise<Map<string, Rendered>> {
  const showings = showingsOf(specs, copies);
  const { rendered, attempts } = await renderDistinct(
    [...jobs.keys()].sort(),
    (name, attempt) => renderOne(jobs.get(name)!, attempt, path.join(dir, name)),
    showings,
    renderMany,
  );
  if (attempts.size) console.error(`sample: ${attempts.size} pictures drawn again, alike another of their place`);
  ensureDistinct(showings, (name) => rendered.get(name)!.sha1);
  return rendered;
}

// ---------------------------------------------------------------------------------------------------------------

const NUMBER_WORDS = ['Ein', 'Zwei', 'Drei', 'Vier', 'Fünf', 'Sechs', 'Sieben', 'Acht', 'Neun'];
const FUEL_DE: Record<string, string> = { FERN: 'Fernwärme', LUFTWP: 'Luftwärmepumpe', ERDWAERME: 'Erdwärmepumpe' };

/** "Zwei-, Drei- und Vier-Zimmer-Wohnungen": the room counts a project's units have, and only those. */
function roomMix(counts: number[]): string {
  const words = counts.map((n) => NUMBER_WORDS[n - 1] ?? String(n));
  const head = words.slice(0, -1).map((w) => `${w}-`);
  const list = head.length ? `${head.join(', ')} und ${words[words.length - 1]}` : words[0]!;
  return `${list}-Zimmer-Wohnungen`;
}

/** Features a project's building gives every unit alike (a building has a lift or has none). */
const BUILDING_FEATURES = [
  'lift',
  'underground_parking',
  'barrier_free',
  'bicycle_room',
  'cellar',
  'floor_heating',
  'balcony',
];

export async function generateSample(opts: SampleOptions): Promise<SampleResult> {
  // The rendered pictures wait here until the feeds take them (see renderAll).
  const pictureDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-sample-pictures-'));
  try {
    return await generateWith(opts, pictureDir);
  } finally {
    fs.rmSync(pictureDir, { recursive: true, force: true });
  }
}

async function generateWith(opts: SampleOptions, pictureDir: string): Promise<SampleResult> {
  const today = opts.today ?? new Date();
  BASE_DATE = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const root = new Rng(opts.seed);
  // A national catalogue's agencies (./national.ts) beyond NATIONAL_FROM listings; the curated ones below it.
  const agencies: AgencyDef[] =
    opts.listings > NATIONAL_FROM ? nationalAgencies(root.fork('national'), opts.listings) : AGENCIES;

  fs.rmSync(opts.feedsOut, { recursive: true, force: true });
  fs.rmSync(opts.projectsOut, { recursive: true, force: true });
  fs.mkdirSync(opts.feedsOut, { recursive: true });
  fs.mkdirSync(path.join(opts.projectsOut, 'images'), { recursive: true });

  const agentsOf = new Map(agencies.map((a) => [a.id, makeAgents(root.fork(`agents-${a.id}`), a)]));
  const specsOf = new Map<string, Spec[]>(agencies.map((a) => [a.id, []]));
  const serials = new Map<string, number>(agencies.map((a) => [a.id, 0]));
  const next = (a: AgencyDef) => {
    const n = (serials.get(a.id) ?? 0) + 1;
    serials.set(a.id, n);
    return n;
  };

  // projects first: their units are listings of the residential agencies
  const pr = root.fork('projects');
  const residential = agencies.filter((a) => !a.types || (a.types.wohnung ?? 0) > 20);
  const projectFiles: Array<{ slug: string; json: Record<string, unknown> }> = [];
  // every picture to draw, by file name; the projects' buildings first
  const pictureRoot = root.fork('pictures');
  const jobs = new Map<string, DrawJob>();
  const projectPictures = new Map<string, string[]>();
  let unitCount = 0;
  for (let i = 0; i < opts.projects; i++) {
    const agency = residential[i % residential.length]!;
    const towns = townsFor(agency);
    const town = pr.weighted(towns);
    const status = pr.weighted(PROJECT_STATUS_WEIGHTS);
    const name = `${PROJECT_NAMES[i % PROJECT_NAMES.length]}${i >= PROJECT_NAMES.length ? ` ${Math.floor(i / PROJECT_NAMES.length) + 1}` : ''}`;
    const completion = monthFrom(BASE_DATE, completionMonths(pr, status));
    const year = Number(completion.slice(0, 4));
    const done = status === 'finished' || status === 'sold_out';
    // One building: its floors, its address, heating and fittings, and the units spread over the floors from
    // the ground floor to the top, numbered door by door up the house.
    const floors = town.bundesland === 'wien' ? pr.int(4, 7) : pr.int(3, 5);
    const street = pr.pick(streetsOf(town));
    const house = pr.int(1, town.bundesland === 'wien' ? 150 : 60);
    const lat = Math.round((town.lat + pr.float(-0.01, 0.01)) * 1e6) / 1e6;
    const lon = Math.round((town.lon + pr.float(-0.01, 0.01)) * 1e6) / 1e6;
    const fuel = pr.pick(['FERN', 'LUFTWP', 'ERDWAERME']);
    const buildingFeatures = new Set(['lift', 'underground_parking']);
    if (pr.chance(0.8)) buildingFeatures.add('balcony');
    if (pr.chance(0.85)) buildingFeatures.add('barrier_free');
    if (pr.chance(0.6)) buildingFeatures.add('bicycle_room');
    if (pr.chance(0.8)) buildingFeatures.add('cellar');
    if (pr.chance(0.75)) buildingFeatures.add('floor_heating');
    const energie = (() => {
      const hwb = Math.round(pr.float(14, 32) * 10) / 10;
      const fgee = Math.round(pr.float(0.55, 0.85) * 100) / 100;
      return { hwb, fgee };
    })();
    const slug = slugify(`${name}-${town.ort}`);
    const building: NonNullable<Spec['building']> = {
      slug,
      look: Math.floor(pr.next() * 2 ** 32),
      spec: {
        kind: 'block',
        storeys: floors,
        balconies: buildingFeatures.has('balcony'),
        pool: false,
        garden: false,
        roofTerrace: false,
        garage: false,
        mountains: ALPINE.has(town.bundesland),
        modern: true,
      },
    };
    const units: Spec[] = [];
    const nUnits = Math.min(pr.int(3, 9), Math.max(0, Math.floor((opts.listings * 0.25) / Math.max(1, opts.projects))));
    const perFloor = Math.max(2, Math.ceil(nUnits / floors));
    const onFloor = new Map<number, number>();
    const kauf = pr.chance(0.75);
    for (let u = 0; u < nUnits; u++) {
      const etage = nUnits > 1 ? Math.round((u * (floors - 1)) / (nUnits - 1)) : 0;
      const ustatus =
        status === 'sold_out'
          ? kauf
            ? 'sold'
            : 'rented'
          : status === 'finished'
            ? pr.weighted([
                [kauf ? 'sold' : 'rented', 3],
                ['available', 1],
              ] as const)
            : pr.weighted([
                ['available', 6],
                ['reserved', 2],
                [kauf ? 'sold' : 'rented', 1],
              ] as const);
      const spec = makeSpec(pr.fork(`unit-${i}-${u}`), agency, agentsOf.get(agency.id)!, next(agency), {
        town,
        gruppe: 'wohnung',
        subtype: etage === 0 ? 'ERDGESCHOSS' : etage === floors - 1 ? 'DACHGESCHOSS' : 'ETAGE',
        etage,
        etagen: floors,
        // Available when the building is: at once once finished, else from its completion month.
        verfuegbarAb: done ? 'sofort' : `${completion}-01`,
        kauf,
        newBuild: true,
        zustand:
          status === 'finished' || status === 'sold_out' || status === 'completion' ? 'ERSTBEZUG' : 'PROJEKTIERT',
        status: ustatus,
        projectName: name,
        street,
        lat,
        lon,
        building,
      });
      spec.baujahr = year;
      for (const f of BUILDING_FEATURES) spec.features.delete(f);
      for (const f of buildingFeatures) spec.features.add(f);
      spec.heizung = [buildingFeatures.has('floor_heating') ? 'FUSSBODEN' : 'ZENTRAL'];
      spec.befeuerung = [fuel];
      spec.energy = energie;
      const n = (onFloor.get(etage) ?? 0) + 1;
      onFloor.set(etage, n);
      spec.hausnummer = flatNumber(house, etage, perFloor, n, town.bundesland === 'wien' ? 1 : 0);
      specsOf.get(agency.id)!.push(spec);
      units.push(spec);
      unitCount++;
    }
    const developer = pr.pick(DEVELOPERS);
    // the building shows what its flats have: gardens before the ground floor, a roof terrace on top
    building.spec.garden = units.some((u) => u.etage === 0 && u.features.has('garden'));
    building.spec.roofTerrace = units.some((u) => u.etage === floors - 1 && u.features.has('terrace'));
    const rooms = [...new Set(units.map((u) => u.zimmer!))].sort((a, b) => a - b);
    const areas = units.map((u) => u.wohnflaeche!);
    // The text describes the units there are: their room counts and sizes, the building's heating and balconies.
    const what = units.length
      ? `${units.length} Wohnungen: ${roomMix(rooms)} ${areas.length > 1 ? `von ${fmtArea(Math.min(...areas))} bis ${fmtArea(Math.max(...areas))} m²` : `mit ${fmtArea(areas[0]!)} m²`} Wohnfläche${buildingFeatures.has('balcony') ? ', jede mit Balkon' : ''}`
      : `${pr.int(12, 60)} Wohnungen`;
    const outdoor = units.some((u) => u.features.has('garden'))
      ? 'Eigengärten für die Erdgeschoßwohnungen'
      : 'ein begrünter Innenhof';
    const description = [
      `Mit „${name}“ ${done ? 'ist' : 'entsteht'} in ${town.ort} ein Wohnprojekt mit ${what}${done ? ' entstanden' : ''}.`,
      `Bauträger ist die ${developer.name}. ${done ? `Das Projekt wurde ${completion.replace(/^(\d{4})-(\d{2})$/, '$2/$1')} fertiggestellt.` : `Die Fertigstellung ist für ${completion.replace(/^(\d{4})-(\d{2})$/, '$2/$1')} geplant.`}`,
      pr.pick([
        `Niedrigenergiebauweise, ${FUEL_DE[fuel]}, Tiefgarage und ${outdoor} gehören zum Konzept.`,
        `Geheizt wird mit ${FUEL_DE[fuel]}; Tiefgarage, ${outdoor} und Niedrigenergiebauweise gehören zum Konzept.`,
      ]),
    ].join('\n\n');
    const amenities = [
      ...[...buildingFeatures].sort(),
      ...(units.some((u) => u.features.has('garden')) ? ['garden'] : []),
      ...(units.some((u) => u.features.has('terrace')) ? ['terrace'] : []),
    ];
    // the building from the street, each picture from another day; the units show the same ones
    const pictureNames = Array.from({ length: pr.int(2, 3) }, (_, k) => buildingPictureName(slug, k));
    pictureNames.forEach((file, k) => jobs.set(file, buildingJob(pictureRoot, slug, building, k)));
    projectPictures.set(slug, pictureNames);
    projectFiles.push({
      slug,
      json: {
        slug,
        name,
        name_translations: pr.chance(0.5) ? { en: `${name} (${town.ort})` } : {},
        developer: { name: developer.name, website: developer.website, logo: null },
        location: {
          plz: town.plz,
          ort: town.ort,
          strasse: street,
          hausnummer: String(house),
          address_published: true,
          lat,
          lon,
        },
        status,
        completion_date: completion,
        description,
        description_translations: pr.chance(0.5)
          ? { en: `A new residential project in ${town.ort} by ${developer.name}, completion ${completion}.` }
          : {},
        images: pictureNames.map((file, k) => ({
          path: `images/${file}`,
          title: k === 0 ? 'Visualisierung' : 'Ansicht',
          kind: 'exterior',
        })),
        amenities,
        units: units.map((u) => u.externalId),
        energie: {
          hwb: energie.hwb,
          hwb_klasse: hwbClass(energie.hwb),
          fgee: energie.fgee,
          fgee_klasse: fgeeClass(energie.fgee),
        },
      },
    });
  }

  // the rest of the listings, spread over the agencies by share
  const remaining = Math.max(0, opts.listings - unitCount);
  const shareOf = (a: AgencyDef) => (a as Partial<NationalAgency>).listings ?? a.share;
  const shareTotal = agencies.reduce((s, a) => s + shareOf(a), 0);
  let assigned = 0;
  agencies.forEach((agency, idx) => {
    const n =
      idx === agencies.length - 1
        ? Math.max(0, remaining - assigned)
        : Math.round((remaining * shareOf(agency)) / shareTotal);
    assigned += n;
    const ar = root.fork(`listings-${agency.id}`);
    for (let k = 0; k < n; k++)
      specsOf.get(agency.id)!.push(makeSpec(ar, agency, agentsOf.get(agency.id)!, next(agency)));
  });

  // Homes a second agency sends too, as in the market: one in forty listings (not a project's unit, nor a
  // reference), sent by another agency that works in the region and with the type, with its own title and text,
  // the owner's pictures (the same files) and a price up to 2 % apart. Neither offer is changed or withdrawn by the TEIL feeds below.
  const sameHomes: Array<[Spec, Spec]> = [];
  {
    const tw = root.fork('same-homes');
    const candidates = agencies
      .flatMap((a) => specsOf.get(a.id)!)
      .filter((s) => !s.projectName && !s.referenz && s.status === 'available');
    for (const of of tw.sample(candidates, Math.round(candidates.length / 40))) {
      const others = agencies.filter(
        (a) =>
          a.id !== of.agency.id &&
          (a.regions[of.town.bundesland] ?? 0) > 0 &&
          (!a.types || (a.types[of.gruppe] ?? 0) > 0),
      );
      if (!others.length) continue;
      const agency = tw.pick(others);
      const serial = next(agency);
      const cut = 1 + tw.float(-0.02, 0.02);
      const twin: Spec = {
        ...of,
        agency,
        agent: tw.pick(agentsOf.get(agency.id)!),
        serial,
        externalId: `${agency.prefix}-${String(10000 + serial)}`,
        features: new Set(of.features),
        images: [],
        kaufpreis: of.kaufpreis ? Math.round((of.kaufpreis * cut) / 1000) * 1000 : null,
        miete: of.miete ? Math.round(of.miete * cut) : null,
      };
      specsOf.get(agency.id)!.push(twin);
      sameHomes.push([of, twin]);
    }
  }
  const twinned = new Set(sameHomes.flat());

  const allSpecs = agencies.flatMap((a) => specsOf.get(a.id)!);
  uniqueTitles(root.fork('titles'), allSpecs);

  // pictures: drawn, rendered, checked by hash
  const copies = new Map(sameHomes.map(([of, twin]) => [twin, of]));
  assignPictures(pictureRoot, allSpecs, jobs, copies);
  const rendered = await renderChecked(jobs, pictureDir, allSpecs, copies);
  const imageInfo = (name: string) => {
    const p = rendered.get(name)!.picture;
    return {
      gruppe: p.group === 'floorplan' ? 'GRUNDRISS' : p.group === 'interior' ? 'INNENANSICHTEN' : 'AUSSENANSICHTEN',
      title: p.title,
    };
  };
  const pictureFile = (name: string) => path.join(pictureDir, name);
  const bytesOf = (name: string) => fs.readFileSync(pictureFile(name));

  // write feeds
  const files: string[] = [];
  const logoOf = new Map<string, Buffer>();
  await Promise.all(agencies.map(async (a) => logoOf.set(a.id, await renderLogo(a.initials, a.color))));
  let total = 0;
  const stale: string[] = [];
  // the time the feeds are delivered (their files' time): the addendum of stale listings is dated before it
  const writtenAt = Date.now();
  for (const agency of agencies) {
    const specs = specsOf.get(agency.id)!;
    const xr = root.fork(`xml-${agency.id}`);
    const dir = path.join(opts.feedsOut, agency.slug);
    fs.mkdirSync(dir, { recursive: true });
    // a TEIL feed follows: some listings change price, some are withdrawn, some are new
    let teilBody: string[] = [];
    let vollSpecs = specs;
    // what the TEIL feed changes, withdraws or adds: never one of the listings the agency stopped confirming
    const touched = new Set<Spec>();
    if (agency.teil && specs.length > 20) {
      const tr = root.fork(`teil-${agency.id}`);
      const fresh = specs.filter((s) => !s.projectName && !twinned.has(s));
      const newOnes = tr.sample(fresh, Math.max(1, Math.round(fresh.length * 0.03)));
      vollSpecs = specs.filter((s) => !newOnes.includes(s));
      const candidates = vollSpecs.filter((s) => !s.projectName && !twinned.has(s));
      const changed = tr.sample(candidates, Math.max(1, Math.round(candidates.length * 0.06)));
      const deleted = tr.sample(
        candidates.filter((s) => !changed.includes(s)),
        Math.max(1, Math.round(candidates.length * 0.02)),
      );
      for (const s of changed) {
        const cut = 1 - tr.float(0.03, 0.08);
        const copy: Spec = {
          ...s,
          kaufpreis: s.kaufpreis ? Math.round((s.kaufpreis * cut) / 1000) * 1000 : null,
          miete: s.miete ? Math.round(s.miete * cut) : null,
          standVom: isoDay(BASE_DATE + 86_400_000),
        };
        teilBody.push(immobilieXml(xr, copy, 'CHANGE', imageInfo));
      }
      for (const s of deleted) {
        teilBody.push(
          `<immobilie><verwaltung_techn><objektnr_extern>${s.externalId}</objektnr_extern><aktion aktionart="DELETE"/><openimmo_obid>${s.agency.id}${String(s.serial).padStart(6, '0')}</openimmo_obid></verwaltung_techn></immobilie>`,
        );
      }
      for (const s of newOnes)
        teilBody.push(
          immobilieXml(
            xr,
            { ...s, aktivVon: isoDay(BASE_DATE + 86_400_000), standVom: isoDay(BASE_DATE + 86_400_000) },
            'NEW',
            imageInfo,
          ),
        );
      total -= deleted.length;
      for (const s of [...changed, ...deleted, ...newOnes]) touched.add(s);
    }
    total += specs.length;
    // About one listing in eighty (available, not a project's unit, a reference or a home another agency sends too)
    // the agency stopped confirming: it is not in its current full feed but in an addendum it sent once, long ago.
    // Drawn from a fork of their own, so every other listing's feed text stays as it was.
    const sr = root.fork(`stale-${agency.id}`);
    const staleSpecs = new Set(
      vollSpecs.filter(
        (s) =>
          !s.projectName &&
          !s.referenz &&
          s.status === 'available' &&
          !twinned.has(s) &&
          !touched.has(s) &&
          sr.chance(1 / 80),
      ),
    );
    const xmlOf = new Map(vollSpecs.map((s) => [s, immobilieXml(xr, s, s.referenz ? 'REFERENZ' : 'NEW', imageInfo)]));
    const body = vollSpecs.filter((s) => !staleSpecs.has(s)).map((s) => xmlOf.get(s)!);
    const used = [...new Set(specs.flatMap((s) => s.images))].sort();
    const encoding = agency.format === 'xml-latin1' ? 'ISO-8859-1' : 'UTF-8';
    const xml = feedXml(agency, body, 'VOLL', encoding, `${isoDay(BASE_DATE)}T06:00:00`);
    const bytes = encoding === 'ISO-8859-1' ? toLatin1(xml) : Buffer.from(xml, 'utf8');
    // The pictures beside the XML files, written once however many of the agency's files need them. Linked, not
    // copied, where the folders share a file system: the same bytes, without writing gigabytes twice.
    let beside = false;
    const writeImagesBeside = () => {
      if (beside) return;
      beside = true;
      fs.mkdirSync(path.join(dir, 'bilder'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'bilder', 'logo.png'), logoOf.get(agency.id)!);
      for (const name of used) placePicture(pictureFile(name), path.join(dir, 'bilder', name));
    };
    if (agency.format === 'zip') {
      const entries = [
        { name: 'openimmo.xml', data: bytes },
        { name: 'bilder/logo.png', data: logoOf.get(agency.id)! },
        ...used.map((name) => ({ name: `bilder/${name}`, data: () => bytesOf(name) })),
      ];
      const file = path.join(dir, '01-bestand.zip');
      writeZipFile(file, entries);
      files.push(file);
    } else {
      const file = path.join(dir, '01-bestand.xml');
      fs.writeFileSync(file, bytes);
      files.push(file);
      writeImagesBeside();
    }
    if (teilBody.length) {
      const teil = feedXml(agency, teilBody, 'TEIL', encoding, `${isoDay(BASE_DATE + 86_400_000)}T06:00:00`);
      const file = path.join(dir, '02-aenderungen.xml');
      fs.writeFileSync(file, encoding === 'ISO-8859-1' ? toLatin1(teil) : teil);
      files.push(file);
      // the TEIL XML sits beside the ZIP: its images are beside it too
      if (agency.format === 'zip') writeImagesBeside();
    }
    if (staleSpecs.size) {
      // Delivered STALE_SAMPLE_DAYS before the other feeds (the portal dates a feed file by its modification time).
      const at = new Date(writtenAt - STALE_SAMPLE_DAYS * 86_400_000);
      const nachtrag = feedXml(
        agency,
        [...staleSpecs].map((s) => xmlOf.get(s)!),
        'TEIL',
        encoding,
        `${isoDay(BASE_DATE - STALE_SAMPLE_DAYS * 86_400_000)}T06:00:00`,
      );
      const file = path.join(dir, '03-nachtrag.xml');
      fs.writeFileSync(file, encoding === 'ISO-8859-1' ? toLatin1(nachtrag) : nachtrag);
      fs.utimesSync(file, at, at);
      files.push(file);
      if (agency.format === 'zip') writeImagesBeside();
      for (const s of staleSpecs) stale.push(s.externalId);
    }
    teilBody = [];
  }

  // projects with their images
  for (const p of projectFiles) {
    fs.writeFileSync(path.join(opts.projectsOut, `${p.slug}.json`), `${JSON.stringify(p.json, null, 2)}\n`);
    for (const name of projectPictures.get(p.slug)!)
      placePicture(pictureFile(name), path.join(opts.projectsOut, 'images', name));
  }
  fs.writeFileSync(
    path.join(opts.feedsOut, 'README.md'),
    `Generated by \`npm run sample\` (seed ${opts.seed}, ${opts.listings} listings, ${opts.projects} projects). Do not edit: regenerate.\n`,
  );

  const pictureOf = (file: string): SamplePicture => {
    const r = rendered.get(file)!;
    return { file, sha1: r.sha1, group: r.picture.group, drawn: r.drawn };
  };
  return {
    listings: total,
    projects: projectFiles.length,
    files,
    pictures: {
      listings: Object.fromEntries(allSpecs.map((s) => [s.externalId, s.images.map(pictureOf)])),
      projects: Object.fromEntries([...projectPictures].map(([slug, names]) => [slug, names.map(pictureOf)])),
    },
    addresses: Object.fromEntries(
      allSpecs.map((s) => [
        s.externalId,
        {
          bundesland: s.town.bundesland,
          plz: s.town.plz,
          ort: s.town.ort,
          strasse: s.street,
          hausnummer: s.hausnummer,
        },
      ]),
    ),
    sameHomes: sameHomes.map(([a, b]) => [a.externalId, b.externalId]),
    stale,
  };
}
