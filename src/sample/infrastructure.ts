/**
 * The sample agencies' <infrastruktur>: the distances an agent fills in, plausible for the kind of place (Vienna:
 * U-/S-Bahn 0.1–0.8 km; a town: bus nearby, the station a few km; a village: bus 0.2–2 km, the train 2–15 km;
 * lakes and ski areas where Austria has them). Agents fill it in for about 60 % of listings and then not every
 * kind; some write km with a decimal comma, as older agency software does.
 */
import type { Town } from '../domain/austria';
import type { Rng } from './random';

type Place = 'vienna' | 'town' | 'village';

/** Towns with a town's bus network and station that their bezirk does not mark as "(Stadt)". */
const TOWNS = new Set([
  'Baden',
  'Mödling',
  'Klosterneuburg',
  'Schwechat',
  'Amstetten',
  'Tulln an der Donau',
  'Stockerau',
  'Bregenz',
  'Dornbirn',
  'Feldkirch',
  'Bludenz',
  'Leoben',
  'Kapfenberg',
  'Bruck an der Mur',
  'Kufstein',
  'Schwaz',
  'Hall in Tirol',
  'Lienz',
  'Hallein',
  'Spittal an der Drau',
  'Vöcklabruck',
  'Gmunden',
  'Braunau am Inn',
]);

const ALPINE = new Set(['tirol', 'salzburg', 'vorarlberg', 'kaernten', 'steiermark']);

/** A lakeside town: its name says so, or it lies in the Salzkammergut's Gmunden district. */
const nearLake = (town: Town) => /see\b|See/.test(town.ort) || town.bezirk === 'Gmunden';

function placeOf(town: Town): Place {
  if (town.bundesland === 'wien') return 'vienna';
  if (/Stadt/.test(town.bezirk) || TOWNS.has(town.ort)) return 'town';
  return 'village';
}

/** [kind, chance the agent fills it in, min km, max km] */
type Range = readonly [kind: string, chance: number, min: number, max: number];

const DISTANCES: Record<Place, readonly Range[]> = {
  vienna: [
    ['US_BAHN', 0.95, 0.1, 0.8],
    ['BUS', 0.7, 0.05, 0.4],
    ['FERNBAHNHOF', 0.5, 1, 7],
    ['AUTOBAHNANSCHLUSS', 0.3, 2, 10],
    ['FLUGHAFEN', 0.4, 12, 28],
    ['KINDERGAERTEN', 0.8, 0.1, 0.6],
    ['GRUNDSCHULE', 0.8, 0.2, 0.9],
    ['HAUPTSCHULE', 0.5, 0.3, 1.5],
    ['GYMNASIUM', 0.6, 0.4, 2.5],
    ['EINKAUFSMOEGLICHKEITEN', 0.9, 0.05, 0.5],
    ['ZENTRUM', 0.4, 0.5, 9],
    ['GASTSTAETTEN', 0.6, 0.05, 0.4],
  ],
  town: [
    ['US_BAHN', 0.35, 0.4, 3],
    ['BUS', 0.95, 0.1, 0.6],
    ['FERNBAHNHOF', 0.7, 0.5, 5],
    ['AUTOBAHNANSCHLUSS', 0.6, 1, 12],
    ['FLUGHAFEN', 0.4, 5, 80],
    ['KINDERGAERTEN', 0.8, 0.2, 1.2],
    ['GRUNDSCHULE', 0.8, 0.3, 1.5],
    ['HAUPTSCHULE', 0.6, 0.4, 2.5],
    ['GYMNASIUM', 0.5, 0.5, 4],
    ['EINKAUFSMOEGLICHKEITEN', 0.9, 0.1, 1.5],
    ['ZENTRUM', 0.7, 0.2, 3],
    ['GASTSTAETTEN', 0.5, 0.1, 1],
  ],
  village: [
    ['BUS', 0.95, 0.2, 2],
    ['FERNBAHNHOF', 0.8, 2, 15],
    ['AUTOBAHNANSCHLUSS', 0.6, 2, 30],
    ['FLUGHAFEN', 0.3, 30, 150],
    ['KINDERGAERTEN', 0.7, 0.3, 3],
    ['GRUNDSCHULE', 0.7, 0.3, 4],
    ['HAUPTSCHULE', 0.5, 1, 12],
    ['GYMNASIUM', 0.4, 5, 25],
    ['EINKAUFSMOEGLICHKEITEN', 0.8, 0.3, 5],
    ['ZENTRUM', 0.6, 0.2, 3],
    ['GASTSTAETTEN', 0.5, 0.1, 2],
  ],
};

function sportRanges(town: Town, place: Place): Range[] {
  const lake = nearLake(town);
  const out: Range[] = [
    ['NAHERHOLUNG', 0.6, place === 'vienna' ? 0.3 : 0.2, place === 'vienna' ? 3 : 2],
    ['SPORTANLAGEN', 0.5, 0.3, place === 'village' ? 6 : 2.5],
    ['WANDERGEBIETE', 0.5, place === 'vienna' ? 3 : 0.3, place === 'vienna' ? 15 : 5],
  ];
  if (lake) out.push(['SEE', 0.9, 0.1, 2]);
  else if (town.bundesland === 'kaernten' || town.bundesland === 'salzburg') out.push(['SEE', 0.6, 2, 25]);
  if (ALPINE.has(town.bundesland) && place !== 'vienna') out.push(['SKIGEBIET', 0.7, 1, 35]);
  return out;
}

/** A distance as the agent types it: two decimals below 1 km, one above; a decimal comma when `comma`. */
function written(km: number, comma: boolean): string {
  const s = km < 1 ? km.toFixed(2) : km < 10 ? km.toFixed(1) : String(Math.round(km));
  return comma ? s.replace('.', ',') : s;
}

/** The listing's <infrastruktur> element, or '' when the agent left it empty. */
export function infrastrukturXml(r: Rng, town: Town, opts: { comma: boolean }): string {
  if (!r.chance(0.6)) return '';
  const place = placeOf(town);
  const parts: string[] = [];
  if (nearLake(town) && r.chance(0.5)) parts.push('<ausblick blick="SEE"/>');
  else if (ALPINE.has(town.bundesland) && place !== 'vienna' && r.chance(0.4)) parts.push('<ausblick blick="BERGE"/>');
  for (const [kind, chance, min, max] of DISTANCES[place])
    if (r.chance(chance))
      parts.push(`<distanzen distanz_zu="${kind}">${written(r.float(min, max), opts.comma)}</distanzen>`);
  for (const [kind, chance, min, max] of sportRanges(town, place))
    if (r.chance(chance))
      parts.push(
        `<distanzen_sport distanz_zu_sport="${kind}">${written(r.float(min, max), opts.comma)}</distanzen_sport>`,
      );
  return parts.length ? `<infrastruktur>${parts.join('')}</infrastruktur>` : '';
}
