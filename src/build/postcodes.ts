/**
 * Builds src/domain/search/data/postcodes-at.json, the committed table of Austria's postcodes, from the regulator
 * RTR's open data table (https://data.rtr.at/api/v1/tables/plz.json: every postcode of the Austrian Post with its
 * postal place and Bundesland) or from the copy Debian ships in python3-stdnum (stdnum/at/postleitzahl.dat,
 * generated from that table; its header names the table's version). Only addressable postcodes are kept (the
 * table's `adressierbar`; the .dat file holds only those): PO-box and internal codes are no place to live.
 *
 * The file is compact: one row per postal place and Bundesland with its postcodes as ranges ("5020,5023-5026"),
 * and, where the place is a place of the gazetteer (src/domain/nl-search/gazetteer-data.json: a municipality, else
 * a village) in the same Bundesland, its political district's code. A source with far fewer postcodes than the committed file is refused:
 * a cut-off download must not replace the last good table.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { z } from 'zod';
import { austrianPlaces, townKey } from '../domain/nl-search/austria-places';
import type { Bundesland } from '../domain/vocabulary';

export const POSTCODES_URL = 'https://data.rtr.at/api/v1/tables/plz.json';
export const POSTCODES_FILE = fileURLToPath(new URL('../domain/search/data/postcodes-at.json', import.meta.url));
/** A new table must hold at least this share of the committed one's postcodes. */
export const MIN_SHARE = 0.9;

/** RTR's Bundesland codes (the .dat file writes the full names). */
const LAND_BY_CODE: Readonly<Record<string, Bundesland>> = {
  B: 'burgenland',
  K: 'kaernten',
  N: 'niederoesterreich',
  O: 'oberoesterreich',
  Sa: 'salzburg',
  St: 'steiermark',
  T: 'tirol',
  V: 'vorarlberg',
  W: 'wien',
};
const LAND_BY_NAME: Readonly<Record<string, Bundesland>> = {
  Burgenland: 'burgenland',
  Kärnten: 'kaernten',
  Niederösterreich: 'niederoesterreich',
  Oberösterreich: 'oberoesterreich',
  Salzburg: 'salzburg',
  Steiermark: 'steiermark',
  Tirol: 'tirol',
  Vorarlberg: 'vorarlberg',
  Wien: 'wien',
};

export interface PostcodeRow {
  plz: string;
  ort: string;
  bundesland: Bundesland;
}

export interface PostcodeSource {
  rows: PostcodeRow[];
  /** The table's version and publication date, as the source states them. */
  version: string;
  published: string;
  via: string;
}

const Plz = z.string().regex(/^[1-9]\d{3}$/);
const Ort = z.string().trim().min(1).max(80);

const RtrTable = z.object({
  version: z.object({ id: z.union([z.number(), z.string()]), published: z.string() }),
  data: z
    .array(
      z.object({
        plz: z.union([z.number(), z.string()]).transform(String).pipe(Plz),
        ort: Ort,
        bundesland: z.enum(Object.keys(LAND_BY_CODE) as [string, ...string[]]),
        adressierbar: z.string().optional(),
      }),
    )
    .max(20_000),
});

/** RTR's plz.json, as the API serves it. */
export function parseRtrJson(text: string): PostcodeSource {
  const table = RtrTable.parse(JSON.parse(text));
  return {
    rows: table.data
      .filter((r) => (r.adressierbar ?? 'Ja') === 'Ja')
      .map((r) => ({ plz: r.plz, ort: r.ort, bundesland: LAND_BY_CODE[r.bundesland]! })),
    version: String(table.version.id),
    published: table.version.published,
    via: POSTCODES_URL,
  };
}

const DatLine = z.object({
  plz: Plz,
  ort: Ort,
  region: z.enum(Object.keys(LAND_BY_NAME) as [string, ...string[]]),
});

/** python3-stdnum's postleitzahl.dat: `1010 location="Wien" region="Wien"` lines under a `# version` header. */
export function parseStdnumDat(text: string, via: string): PostcodeSource {
  const header = /^# version (\S+) published (\S+)/m.exec(text);
  const rows: PostcodeRow[] = [];
  for (const [i, line] of text.split('\n').entries()) {
    if (!line.trim() || line.startsWith('#')) continue;
    const m = /^(\S+) location="([^"]*)" region="([^"]*)"\s*$/.exec(line);
    if (!m) throw new Error(`${via}:${i + 1}: not a postcode line: ${line.slice(0, 80)}`);
    const r = DatLine.parse({ plz: m[1], ort: m[2], region: m[3] });
    rows.push({ plz: r.plz, ort: r.ort, bundesland: LAND_BY_NAME[r.region]! });
  }
  return { rows, version: header?.[1] ?? 'unknown', published: header?.[2] ?? 'unknown', via };
}

/** "5020,5023-5026": sorted postcodes as ranges of consecutive numbers. */
export function toRanges(codes: readonly string[]): string {
  const ns = [...new Set(codes.map(Number))].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < ns.length;) {
    let j = i;
    while (j + 1 < ns.length && ns[j + 1] === ns[j]! + 1) j++;
    parts.push(j > i ? `${ns[i]}-${ns[j]}` : String(ns[i]));
    i = j + 1;
  }
  return parts.join(',');
}

/** How many postcodes a written file holds (0 when there is none or it cannot be read). */
export function countInFile(file: string): number {
  if (!existsSync(file)) return 0;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { postcodes?: number }).postcodes ?? 0;
  } catch {
    return 0;
  }
}

/** The file's content for a source; throws when the source holds far fewer postcodes than `previous`. */
export function postcodeData(src: PostcodeSource, previous: number): Record<string, unknown> {
  const distinct = new Set(src.rows.map((r) => r.plz)).size;
  if (distinct < previous * MIN_SHARE)
    throw new Error(
      `the source holds ${distinct} postcodes, the committed file ${previous}: fewer than ${MIN_SHARE * 100} %, so the file is kept`,
    );
  // The gazetteer's places by name and Bundesland: a postal place of the same name is that town. Municipalities
  // come first in the gazetteer, so a name both a municipality and a village has is the municipality; a village
  // named after the municipality's seat ("Ulrichskirchen" of Ulrichskirchen-Schleinbach) names its district too.
  const district = new Map<string, string>();
  for (const p of austrianPlaces()) {
    const key = `${p.bundesland} ${townKey(p.name)}`;
    if (!district.has(key)) district.set(key, p.districtCode);
  }
  const byPlace = new Map<string, { ort: string; land: Bundesland; codes: string[] }>();
  for (const r of src.rows) {
    const key = `${r.bundesland} ${r.ort}`;
    const place = byPlace.get(key) ?? { ort: r.ort, land: r.bundesland, codes: [] };
    place.codes.push(r.plz);
    byPlace.set(key, place);
  }
  const places = [...byPlace.values()]
    .sort((a, b) => Number(a.codes[0]) - Number(b.codes[0]) || a.ort.localeCompare(b.ort, 'de'))
    .map((p) => [p.ort, p.land, district.get(`${p.land} ${townKey(p.ort)}`) ?? 0, toRanges(p.codes)]);
  return {
    source: `RTR (Rundfunk und Telekom Regulierungs-GmbH) open data, table plz (${POSTCODES_URL}): the Austrian Post's addressable postcodes; read from ${src.via}`,
    licence: 'CC BY 4.0 (attribution: RTR-GmbH, data.rtr.at)',
    version: src.version,
    published: src.published,
    generated: new Date().toISOString().slice(0, 10),
    refresh: 'npx tsx scripts/refresh-postcodes.ts [path to plz.json or postleitzahl.dat]',
    format:
      'places: [postal place, Bundesland, political district code of the gazetteer municipality of that name or 0, postcodes as ranges]',
    postcodes: distinct,
    places,
  };
}

/** Reads a source (a file path, else RTR's URL), validates it and writes the file; returns the postcode count. */
export async function refreshPostcodes(from: string | undefined, out = POSTCODES_FILE): Promise<number> {
  let src: PostcodeSource;
  if (from) {
    const text = readFileSync(from, 'utf8');
    // The file's name, not the machine's path: "python3-stdnum's stdnum/at/postleitzahl.dat", "plz.json".
    const via = from.endsWith('stdnum/at/postleitzahl.dat')
      ? "python3-stdnum's stdnum/at/postleitzahl.dat"
      : basename(from);
    src = text.trimStart().startsWith('{') ? { ...parseRtrJson(text), via } : parseStdnumDat(text, via);
  } else {
    const res = await fetch(POSTCODES_URL, { signal: AbortSignal.timeout(60_000) });
    if (!res.ok) throw new Error(`${POSTCODES_URL}: HTTP ${res.status}`);
    src = parseRtrJson(await res.text());
  }
  const data = postcodeData(src, countInFile(out));
  writeFileSync(out, await format(JSON.stringify(data), { parser: 'json', printWidth: 120 }));
  return data.postcodes as number;
}
