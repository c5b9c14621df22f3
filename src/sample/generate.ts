/**
 * The sample portal data: OpenImmo feeds of several agencies (ZIPs with images, plain XML in UTF-8 and
 * ISO-8859-1, VOLL and TEIL) plus development projects, all from one seed. Generated, then imported like any
 * real feed, so the sample exercises the same path as production data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TOWNS, WIEN_BEZIRKE, type Town } from '../domain/austria';
import { fgeeClass, hwbClass, needsEnergyCertificate } from '../domain/energy';
import type { Bundesland, ObjektartHauptgruppe, ProjectStatus } from '../domain/listing';
import { slugify } from '../domain/slug';
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
  PROJECT_NAMES,
  RENT_PER_M2,
  ROOMS_TEXT,
  STREETS,
  SUBTYPE_DE,
  TITLES,
  TOWN_FACTOR,
  TOWN_WEIGHT,
  TRANSPORT,
  TRANSPORT_WIEN,
  WIEN_STREETS,
  type AgencyDef,
} from './data';
import { buildPool, renderImage, renderLogo, type FacadeKind, type PoolImage } from './images';
import { Rng } from './random';
import { writeZip } from './zip-writer';

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

export interface SampleResult {
  listings: number;
  projects: number;
  files: string[];
}

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
  images: string[];
  english: boolean;
  newBuild: boolean;
  aktivVon: string;
  standVom: string;
  verfuegbarAb: string | null;
  projectName?: string;
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

const FACADE_FOR: Record<ObjektartHauptgruppe, FacadeKind[]> = {
  wohnung: ['apartment', 'apartment', 'altbau'],
  haus: ['house', 'house', 'villa', 'chalet'],
  grundstueck: ['plot'],
  buero_praxen: ['office'],
  einzelhandel: ['shop'],
  gastgewerbe: ['gastro'],
  hallen_lager_prod: ['hall'],
  land_und_forstwirtschaft: ['farm', 'plot'],
  zinshaus_renditeobjekt: ['altbau', 'apartment'],
  freizeitimmobilie_gewerblich: ['plot', 'gastro'],
  parken: ['parking'],
  zimmer: ['apartment', 'altbau'],
  sonstige: ['hall', 'shop'],
};

// The generation day (generateSample sets it): every date of the sample is relative to it.
let BASE_DATE = Date.UTC(2026, 0, 15);
const baseYear = () => new Date(BASE_DATE).getUTCFullYear();
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fmt = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const fmtDe = (n: number) => new Intl.NumberFormat('de-AT', { maximumFractionDigits: 0 }).format(n);
// Areas in texts are written as the listing's fact box shows them (one decimal at most), so text and facts agree.
const fmtArea = (n: number) => new Intl.NumberFormat('de-AT', { maximumFractionDigits: 1 }).format(n);
const fmtAreaEn = (n: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(n);

/** Vienna's district number (1–23), 0 outside Vienna. */
const districtOf = (town: Town) => (town.bundesland === 'wien' ? Number(town.plz.slice(1, 3)) : 0);
/** The inner districts (1–9 and 20): dense blocks of flats, no detached houses, no farmland, only small plots. */
export const isInnerVienna = (town: Town) => {
  const d = districtOf(town);
  return (d >= 1 && d <= 9) || d === 20;
};
/** House types that do not stand in Vienna. */
const RURAL_HOUSES = new Set(['BAUERNHAUS', 'LANDHAUS', 'CHALET']);

// ---------------------------------------------------------------------------------------------------------------

function makeAgents(r: Rng, agency: AgencyDef): Agent[] {
  return Array.from({ length: r.int(2, 4) }, () => {
    const vorname = r.pick(FIRST_NAMES);
    const name = r.pick(LAST_NAMES);
    const local = slugify(`${vorname[0]}.${name}`).replace(/-/g, '.');
    const area = agency.phone.split(' ').slice(0, 3).join(' ');
    return {
      anrede: FEMALE.has(vorname) ? 'Frau' : 'Herr',
      titel: r.pick(TITLES),
      vorname,
      name,
      email: `${local}@${agency.domain}`,
      tel: `${area} ${r.int(10, 99)}`,
      mobil: `+43 ${r.pick(['664', '676', '699', '650', '660'])} ${r.int(100, 999)} ${r.int(1000, 9999)}`,
    };
  });
}

function townsFor(agency: AgencyDef): Array<[Town, number]> {
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

function makeSpec(
  r: Rng,
  agency: AgencyDef,
  agents: Agent[],
  serial: number,
  pool: PoolImage[],
  forced?: Partial<Spec>,
): Spec {
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
  const etagen =
    gruppe === 'wohnung' || gruppe === 'buero_praxen'
      ? land === 'wien'
        ? r.int(4, 7)
        : r.int(2, 5)
      : gruppe === 'haus'
        ? r.int(1, 3)
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
      if (r.chance(0.4)) f.add('balcony');
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

  // images: façade first, rooms, floor plan last
  const facades = pool.filter((p) => FACADE_FOR[gruppe].includes(p.kind as FacadeKind));
  const images = [r.pick(facades).name];
  if (residential) {
    for (const kind of r.sample(['living', 'kitchen', 'bedroom', 'bathroom'], r.int(2, 4))) {
      images.push(r.pick(pool.filter((p) => p.kind === kind)).name);
    }
  } else if (gruppe === 'buero_praxen') images.push(r.pick(pool.filter((p) => p.kind === 'office_room')).name);
  if (r.chance(0.3)) images.push(r.pick(facades).name);
  if ((residential || gruppe === 'buero_praxen') && r.chance(0.8))
    images.push(r.pick(pool.filter((p) => p.kind === 'floorplan')).name);

  const wienDistrict = town.bundesland === 'wien' ? Number(town.plz.slice(1, 3)) : 0;
  const street = wienDistrict ? r.pick(WIEN_STREETS[wienDistrict - 1]!) : r.pick(STREETS);
  const hausnummer = gruppe === 'wohnung' ? `${r.int(1, 120)}/${r.int(1, 4)}/${r.int(1, 30)}` : String(r.int(1, 140));
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
    images,
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
        { de: `${adj(sub ?? 'Wohnung')} nahe ${s.street}`, en: `${adjEn} apartment near ${s.street}` },
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
    case 'gastgewerbe':
      return {
        de: `${s.subtype === 'HOTELS' ? 'Hotel' : s.subtype === 'PENSIONEN' ? 'Pension' : s.subtype === 'CAFE' ? 'Café' : 'Restaurant'} mit Gastgarten in ${ort}`,
        en: `${s.subtype === 'HOTELS' ? 'Hotel' : s.subtype === 'PENSIONEN' ? 'Guesthouse' : s.subtype === 'CAFE' ? 'Café' : 'Restaurant'} with beer garden in ${ort}`,
      };
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
      .replace('{zimmer}', String(s.zimmer ?? 3))
      .replace('{bezirkPart}', bezirk)
      .replace('{transport}', s.town.bundesland === 'wien' ? r.pick(TRANSPORT_WIEN) : r.pick(TRANSPORT));
  const html = s.agency.textStyle === 'html';
  // "sofort bezugsfertig" only where the listing is available at once, not for a later date or a project.
  const readyNow = (s.verfuegbarAb === null || s.verfuegbarAb === 'sofort') && !s.projectName;
  const intros = INTRO.filter((t) => readyNow || !t.includes('sofort'));
  const paras: string[] = [fill(r.pick(intros))];
  const facts: string[] = [];
  if (s.wohnflaeche) facts.push(`${fmtArea(s.wohnflaeche)} m² Wohnfläche`);
  if (s.nutzflaeche) facts.push(`${fmtArea(s.nutzflaeche)} m² Nutzfläche`);
  if (s.grundflaeche) facts.push(`${fmtArea(s.grundflaeche)} m² Grundfläche`);
  if (s.baujahr) facts.push(`Baujahr ${s.baujahr}`);
  if (facts.length) paras.push(`Eckdaten: ${facts.join(', ')}.`);
  if (s.gruppe === 'wohnung' || s.gruppe === 'haus')
    paras.push(fill(r.pick(ROOMS_TEXT.filter((t) => (s.zimmer ?? 3) > 1 || !t.includes('{zimmer}')))));
  if (s.projectName)
    paras.push(
      `Die Wohnung ist Teil des Neubauprojekts „${s.projectName}“ – hochwertige Ausstattung, Niedrigenergiebauweise und Erstbezug.`,
    );
  paras.push(r.pick(CLOSING));
  // The equipment text names fittings beyond the feature list: the features are shown as checkmarks already.
  const residentialText = s.gruppe === 'wohnung' || s.gruppe === 'haus' || s.gruppe === 'zimmer';
  const featureNames =
    residentialText || s.gruppe === 'buero_praxen'
      ? r.sample(residentialText ? FITTINGS_HOME : FITTINGS_BUSINESS, r.int(2, 4))
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
  imageGroup: (name: string) => string,
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
    const group = i === 0 ? 'TITELBILD' : imageGroup(name);
    a.push(
      `<anhang location="INTERN" gruppe="${group}"><anhangtitel>${esc(IMAGE_TITLE(name))}</anhangtitel><format>${name.endsWith('.png') ? 'png' : 'jpg'}</format><daten><pfad>bilder/${name}</pfad></daten></anhang>`,
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

let IMAGE_TITLE: (name: string) => string = () => '';

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

export async function generateSample(opts: SampleOptions): Promise<SampleResult> {
  const today = opts.today ?? new Date();
  BASE_DATE = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const root = new Rng(opts.seed);
  const pool = buildPool(root.fork('pool'));
  IMAGE_TITLE = (name) => pool.find((p) => p.name === name)?.title ?? 'Bild';
  const groupOf = (name: string) => {
    const g = pool.find((p) => p.name === name)?.group;
    return g === 'floorplan' ? 'GRUNDRISS' : g === 'interior' ? 'INNENANSICHTEN' : 'AUSSENANSICHTEN';
  };
  const rendered = new Map<string, Buffer>();
  await Promise.all(pool.map(async (p) => rendered.set(p.name, await renderImage(p))));

  fs.rmSync(opts.feedsOut, { recursive: true, force: true });
  fs.rmSync(opts.projectsOut, { recursive: true, force: true });
  fs.mkdirSync(opts.feedsOut, { recursive: true });
  fs.mkdirSync(path.join(opts.projectsOut, 'images'), { recursive: true });

  const agentsOf = new Map(AGENCIES.map((a) => [a.id, makeAgents(root.fork(`agents-${a.id}`), a)]));
  const specsOf = new Map<string, Spec[]>(AGENCIES.map((a) => [a.id, []]));
  const serials = new Map<string, number>(AGENCIES.map((a) => [a.id, 0]));
  const next = (a: AgencyDef) => {
    const n = (serials.get(a.id) ?? 0) + 1;
    serials.set(a.id, n);
    return n;
  };

  // projects first: their units are listings of the residential agencies
  const pr = root.fork('projects');
  const residential = AGENCIES.filter((a) => !a.types || (a.types.wohnung ?? 0) > 20);
  const projectFiles: Array<{ slug: string; json: unknown }> = [];
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
    // One building: its floors, and the units spread over them from the ground floor to the top.
    const floors = town.bundesland === 'wien' ? pr.int(4, 7) : pr.int(3, 5);
    const units: string[] = [];
    const nUnits = Math.min(pr.int(3, 9), Math.max(0, Math.floor((opts.listings * 0.25) / Math.max(1, opts.projects))));
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
      const spec = makeSpec(pr.fork(`unit-${i}-${u}`), agency, agentsOf.get(agency.id)!, next(agency), pool, {
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
      });
      spec.baujahr = year;
      specsOf.get(agency.id)!.push(spec);
      units.push(spec.externalId);
      unitCount++;
    }
    const developer = pr.pick(DEVELOPERS);
    const facades = pool.filter((p) => p.kind === 'apartment' || p.kind === 'villa' || p.kind === 'house');
    const imgs = pr.sample(facades, pr.int(2, 3));
    const slug = slugify(`${name}-${town.ort}`);
    const description = [
      `Mit „${name}“ entsteht in ${town.ort} ein Wohnprojekt mit ${units.length || pr.int(12, 60)} Einheiten – von kompakten Zwei-Zimmer-Wohnungen bis zu großzügigen Familienwohnungen mit Freiflächen.`,
      `Bauträger ist die ${developer.name}. ${done ? `Das Projekt wurde ${completion.replace(/^(\d{4})-(\d{2})$/, '$2/$1')} fertiggestellt.` : `Die Fertigstellung ist für ${completion.replace(/^(\d{4})-(\d{2})$/, '$2/$1')} geplant.`}`,
      'Niedrigenergiebauweise, Fernwärme oder Wärmepumpe, Tiefgarage und begrünte Innenhöfe gehören zum Konzept.',
    ].join('\n\n');
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
          strasse: pr.pick(STREETS),
          hausnummer: String(pr.int(1, 60)),
          address_published: true,
          lat: Math.round((town.lat + pr.float(-0.01, 0.01)) * 1e6) / 1e6,
          lon: Math.round((town.lon + pr.float(-0.01, 0.01)) * 1e6) / 1e6,
        },
        status,
        completion_date: completion,
        description,
        description_translations: pr.chance(0.5)
          ? { en: `A new residential project in ${town.ort} by ${developer.name}, completion ${completion}.` }
          : {},
        images: imgs.map((p, k) => ({
          path: `images/${p.name}`,
          title: k === 0 ? 'Visualisierung' : 'Ansicht',
          kind: 'exterior',
        })),
        amenities: pr.sample(
          [
            'lift',
            'underground_parking',
            'barrier_free',
            'bicycle_room',
            'cellar',
            'floor_heating',
            'garden',
            'terrace',
            'balcony',
          ],
          pr.int(3, 6),
        ),
        units,
        energie: (() => {
          const hwb = Math.round(pr.float(14, 32) * 10) / 10;
          const fgee = Math.round(pr.float(0.55, 0.85) * 100) / 100;
          return { hwb, hwb_klasse: hwbClass(hwb), fgee, fgee_klasse: fgeeClass(fgee) };
        })(),
      },
    });
  }

  // the rest of the listings, spread over the agencies by share
  const remaining = Math.max(0, opts.listings - unitCount);
  const shareTotal = AGENCIES.reduce((s, a) => s + a.share, 0);
  let assigned = 0;
  AGENCIES.forEach((agency, idx) => {
    const n = idx === AGENCIES.length - 1 ? remaining - assigned : Math.round((remaining * agency.share) / shareTotal);
    assigned += n;
    const ar = root.fork(`listings-${agency.id}`);
    for (let k = 0; k < n; k++)
      specsOf.get(agency.id)!.push(makeSpec(ar, agency, agentsOf.get(agency.id)!, next(agency), pool));
  });

  uniqueTitles(
    root.fork('titles'),
    AGENCIES.flatMap((a) => specsOf.get(a.id)!),
  );

  // write feeds
  const files: string[] = [];
  const logoOf = new Map<string, Buffer>();
  await Promise.all(AGENCIES.map(async (a) => logoOf.set(a.id, await renderLogo(a.initials, a.color))));
  let total = 0;
  for (const agency of AGENCIES) {
    const specs = specsOf.get(agency.id)!;
    const xr = root.fork(`xml-${agency.id}`);
    const dir = path.join(opts.feedsOut, agency.slug);
    fs.mkdirSync(dir, { recursive: true });
    // a TEIL feed follows: some listings change price, some are withdrawn, some are new
    let teilBody: string[] = [];
    let vollSpecs = specs;
    if (agency.teil && specs.length > 20) {
      const tr = root.fork(`teil-${agency.id}`);
      const fresh = specs.filter((s) => !s.projectName);
      const newOnes = tr.sample(fresh, Math.max(1, Math.round(fresh.length * 0.03)));
      vollSpecs = specs.filter((s) => !newOnes.includes(s));
      const candidates = vollSpecs.filter((s) => !s.projectName);
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
        teilBody.push(immobilieXml(xr, copy, 'CHANGE', groupOf));
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
            groupOf,
          ),
        );
      total -= deleted.length;
    }
    total += specs.length;
    const body = vollSpecs.map((s) => immobilieXml(xr, s, s.referenz ? 'REFERENZ' : 'NEW', groupOf));
    const used = new Set(specs.flatMap((s) => s.images));
    const encoding = agency.format === 'xml-latin1' ? 'ISO-8859-1' : 'UTF-8';
    const xml = feedXml(agency, body, 'VOLL', encoding, `${isoDay(BASE_DATE)}T06:00:00`);
    const bytes = encoding === 'ISO-8859-1' ? toLatin1(xml) : Buffer.from(xml, 'utf8');
    if (agency.format === 'zip') {
      const entries = [
        { name: 'openimmo.xml', data: bytes },
        { name: 'bilder/logo.png', data: logoOf.get(agency.id)! },
        ...[...used].sort().map((name) => ({ name: `bilder/${name}`, data: rendered.get(name)! })),
      ];
      const file = path.join(dir, '01-bestand.zip');
      fs.writeFileSync(file, writeZip(entries));
      files.push(file);
    } else {
      const file = path.join(dir, '01-bestand.xml');
      fs.writeFileSync(file, bytes);
      files.push(file);
      fs.mkdirSync(path.join(dir, 'bilder'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'bilder', 'logo.png'), logoOf.get(agency.id)!);
      for (const name of used) fs.writeFileSync(path.join(dir, 'bilder', name), rendered.get(name)!);
    }
    if (teilBody.length) {
      const teil = feedXml(agency, teilBody, 'TEIL', encoding, `${isoDay(BASE_DATE + 86_400_000)}T06:00:00`);
      const file = path.join(dir, '02-aenderungen.xml');
      fs.writeFileSync(file, encoding === 'ISO-8859-1' ? toLatin1(teil) : teil);
      files.push(file);
      if (agency.format === 'zip') {
        // the TEIL XML sits beside the ZIP: its images are beside it too
        fs.mkdirSync(path.join(dir, 'bilder'), { recursive: true });
        fs.writeFileSync(path.join(dir, 'bilder', 'logo.png'), logoOf.get(agency.id)!);
        for (const name of used) fs.writeFileSync(path.join(dir, 'bilder', name), rendered.get(name)!);
      }
    }
    teilBody = [];
  }

  // projects with their images
  const projectImages = new Set<string>();
  for (const p of projectFiles) {
    for (const img of (p.json as { images: Array<{ path: string }> }).images)
      projectImages.add(img.path.replace('images/', ''));
    fs.writeFileSync(path.join(opts.projectsOut, `${p.slug}.json`), `${JSON.stringify(p.json, null, 2)}\n`);
  }
  for (const name of projectImages) fs.writeFileSync(path.join(opts.projectsOut, 'images', name), rendered.get(name)!);
  fs.writeFileSync(
    path.join(opts.feedsOut, 'README.md'),
    `Generated by \`npm run sample\` (seed ${opts.seed}, ${opts.listings} listings, ${opts.projects} projects). Do not edit: regenerate.\n`,
  );
  return { listings: total, projects: projectFiles.length, files };
}
