/**
 * Street names of the sample, per town, the way Austrian addresses look: Vienna's districts and the larger cities
 * have their own (real) streets; a small town has a few of the names every Austrian town has (Hauptplatz,
 * Kirchengasse, Bahnhofstraße …), a few its Bundesland is known for (Andreas-Hofer-Straße in Tirol, Kellergasse in
 * Lower Austria) and the roads named after its neighbouring towns ("Leobener Straße" in Bruck an der Mur). Apart
 * from the generic ones, no street name appears in two Bundesländer, so a name never reads as copied across the
 * country.
 */
import { TOWNS, type Bundesland, type Town } from '../domain/austria';

/** The names every Austrian town may have; the only ones allowed in more than one Bundesland. */
export const GENERIC_STREETS = [
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
] as const;

/** Real streets per Vienna district (index = district − 1). */
export const WIEN_STREETS: readonly (readonly string[])[] = [
  ['Rotenturmstraße', 'Wollzeile', 'Naglergasse', 'Singerstraße', 'Annagasse', 'Schottengasse', 'Bognergasse'],
  ['Praterstraße', 'Taborstraße', 'Große Mohrengasse', 'Obere Donaustraße', 'Lassallestraße', 'Vorgartenstraße'],
  ['Landstraßer Hauptstraße', 'Ungargasse', 'Rennweg', 'Rasumofskygasse', 'Kolonitzgasse', 'Erdbergstraße'],
  ['Wiedner Hauptstraße', 'Favoritenstraße', 'Mühlgasse', 'Schleifmühlgasse', 'Argentinierstraße', 'Rainergasse'],
  ['Margaretenstraße', 'Schönbrunner Straße', 'Pilgramgasse', 'Reinprechtsdorfer Straße', 'Siebenbrunnengasse'],
  ['Gumpendorfer Straße', 'Mariahilfer Straße', 'Otto-Bauer-Gasse', 'Linke Wienzeile', 'Esterházygasse', 'Webgasse'],
  ['Neubaugasse', 'Kaiserstraße', 'Zieglergasse', 'Burggasse', 'Westbahnstraße', 'Lindengasse', 'Kirchengasse'],
  ['Josefstädter Straße', 'Lange Gasse', 'Piaristengasse', 'Laudongasse', 'Florianigasse', 'Albertgasse'],
  ['Alser Straße', 'Porzellangasse', 'Liechtensteinstraße', 'Nußdorfer Straße', 'Berggasse', 'Lazarettgasse'],
  ['Favoritenstraße', 'Quellenstraße', 'Laxenburger Straße', 'Gudrunstraße', 'Sonnwendgasse', 'Hardtmuthgasse'],
  ['Simmeringer Hauptstraße', 'Geiselbergstraße', 'Enkplatz', 'Leberstraße', 'Kaiserebersdorfer Straße'],
  ['Meidlinger Hauptstraße', 'Schönbrunner Schloßstraße', 'Wilhelmstraße', 'Tivoligasse', 'Arndtstraße'],
  ['Hietzinger Hauptstraße', 'Lainzer Straße', 'Auhofstraße', 'Speisinger Straße', 'Fasangartengasse'],
  ['Linzer Straße', 'Hütteldorfer Straße', 'Penzinger Straße', 'Hadikgasse', 'Baumgartenstraße'],
  ['Äußere Mariahilfer Straße', 'Sechshauser Straße', 'Goldschlagstraße', 'Märzstraße', 'Felberstraße'],
  ['Ottakringer Straße', 'Thaliastraße', 'Koppstraße', 'Brunnengasse', 'Hasnerstraße', 'Wattgasse'],
  ['Hernalser Hauptstraße', 'Jörgerstraße', 'Dornbacher Straße', 'Rosensteingasse', 'Kalvarienberggasse'],
  ['Währinger Straße', 'Gersthofer Straße', 'Kutschkergasse', 'Gentzgasse', 'Schopenhauerstraße'],
  ['Grinzinger Straße', 'Billrothstraße', 'Sieveringer Straße', 'Heiligenstädter Straße', 'Krottenbachstraße'],
  ['Brigittenauer Lände', 'Jägerstraße', 'Wallensteinstraße', 'Klosterneuburger Straße', 'Dresdner Straße'],
  ['Brünner Straße', 'Prager Straße', 'Schloßhofer Straße', 'Floridsdorfer Hauptstraße', 'Leopoldauer Straße'],
  ['Wagramer Straße', 'Donaufelder Straße', 'Erzherzog-Karl-Straße', 'Hirschstettner Straße', 'Langobardenstraße'],
  ['Breitenfurter Straße', 'Perchtoldsdorfer Straße', 'Ketzergasse', 'Liesinger Platz', 'Rodauner Straße'],
];

/** Real streets of the larger towns, by postcode (Graz by its four postcodes). */
export const CITY_STREETS: Readonly<Record<string, readonly string[]>> = {
  // Lower Austria
  '3100': [
    'Rathausplatz',
    'Kremser Gasse',
    'Schießstattring',
    'Herzogenburger Straße',
    'Mariazeller Straße',
    'Domgasse',
  ],
  '2700': ['Neunkirchner Straße', 'Bahngasse', 'Herzog-Leopold-Straße', 'Neugasse', 'Pottendorfer Straße'],
  '3500': ['Obere Landstraße', 'Untere Landstraße', 'Ringstraße', 'Utzstraße', 'Steiner Landstraße', 'Hafnerplatz'],
  '2500': ['Theresiengasse', 'Wassergasse', 'Vöslauer Straße', 'Helenenstraße', 'Antonsgasse', 'Weilburgstraße'],
  // Upper Austria
  '4020': ['Landstraße', 'Herrenstraße', 'Harrachstraße', 'Dametzstraße', 'Bethlehemstraße', 'Khevenhüllerstraße'],
  '4600': ['Stadtplatz', 'Kaiser-Josef-Platz', 'Pollheimerstraße', 'Dragonerstraße', 'Eisenhowerstraße'],
  '4400': ['Grünmarkt', 'Enge Gasse', 'Pachergasse', 'Sierninger Straße', 'Haratzmüllerstraße', 'Wolfernstraße'],
  // Salzburg
  '5020': ['Linzer Gasse', 'Griesgasse', 'Rainerstraße', 'Schwarzstraße', 'Ignaz-Harrer-Straße', 'Alpenstraße'],
  // Tyrol
  '6020': ['Museumstraße', 'Anichstraße', 'Leopoldstraße', 'Innrain', 'Amraser Straße', 'Pradler Straße'],
  '6370': ['Vorderstadt', 'Hinterstadt', 'Josef-Pirchl-Straße', 'Bichlstraße', 'Jochberger Straße'],
  // Vorarlberg
  '6900': ['Rathausstraße', 'Römerstraße', 'Belruptstraße', 'Anton-Schneider-Straße', 'Kornmarktstraße'],
  '6850': ['Marktstraße', 'Hatlerstraße', 'Riedgasse', 'Eisengasse', 'Moosmahdstraße'],
  '6800': ['Neustadt', 'Marktgasse', 'Schmiedgasse', 'Montfortgasse'],
  // Carinthia
  '9020': ['Neuer Platz', 'Kramergasse', '8.-Mai-Straße', 'Villacher Straße', 'Paradeisergasse', 'Pernhartgasse'],
  '9500': ['Widmanngasse', 'Italiener Straße', 'Peraustraße', 'Moritschstraße', 'Ossiacher Zeile'],
  // Styria
  '8010': ['Sporgasse', 'Sackstraße', 'Elisabethstraße', 'Leonhardstraße', 'Heinrichstraße', 'Münzgrabenstraße'],
  '8020': ['Annenstraße', 'Eggenberger Allee', 'Keplerstraße', 'Lendplatz', 'Georgigasse', 'Alte Poststraße'],
  '8042': ['St.-Peter-Hauptstraße', 'Petersgasse', 'Plüddemanngasse', 'Eisteichgasse', 'Peterstalstraße'],
  '8045': ['Andritzer Reichsstraße', 'Radegunder Straße', 'Weinitzenstraße', 'Stattegger Straße'],
  '8700': ['Franz-Josef-Straße', 'Peter-Tunner-Straße', 'Homanngasse', 'Waasenstraße', 'Timmersdorfergasse'],
  // Burgenland
  '7000': ['Esterházyplatz', 'Pfarrgasse', 'Ruster Straße', 'Joseph-Haydn-Gasse', 'Glorietteallee'],
};

/** Names a Bundesland's small towns share: its own figures, landscapes and habits. */
export const REGIONAL_STREETS: Readonly<Record<Exclude<Bundesland, 'wien'>, readonly string[]>> = {
  niederoesterreich: ['Wiener Straße', 'Kellergasse', 'Leopold-Figl-Straße', 'Julius-Raab-Straße', 'Weingartenweg'],
  burgenland: ['Obere Hauptstraße', 'Untere Hauptstraße', 'Haydngasse', 'Lisztgasse', 'Theodor-Kery-Straße'],
  steiermark: ['Erzherzog-Johann-Straße', 'Peter-Rosegger-Straße', 'Kernstockgasse', 'Hans-Kloepfer-Straße'],
  kaernten: ['10.-Oktober-Straße', 'Thomas-Koschat-Straße', 'Hans-Gasser-Straße', 'Kärntner Straße'],
  oberoesterreich: ['Stelzhamerstraße', 'Adalbert-Stifter-Straße', 'Anton-Bruckner-Straße'],
  salzburg: ['Mozartstraße', 'Paracelsusstraße', 'Wolf-Dietrich-Straße', 'Franz-Gruber-Straße'],
  tirol: ['Andreas-Hofer-Straße', 'Speckbacherstraße', 'Haspingerstraße'],
  vorarlberg: ['Montfortstraße', 'Rheinstraße', 'Achstraße', 'Kirchstraße'],
};

/** Towns whose "…er Straße" does not follow the rule (townAdjective); null where no road is named after them. */
const ADJECTIVE: Readonly<Record<string, string | null>> = {
  'St. Pölten': 'St. Pöltner',
  'Wiener Neustadt': 'Neustädter',
  'Waidhofen an der Thaya': 'Waidhofner',
  'Waidhofen an der Ybbs': 'Waidhofner',
  'Bad Ischl': 'Ischler',
  'Bad Aussee': 'Ausseer',
  'Bad Vöslau': 'Vöslauer',
  'Bad Radkersburg': 'Radkersburger',
  Hallstatt: 'Hallstätter',
  Leoben: 'Leobener',
  Reutte: 'Reuttener',
  Götzis: 'Götzner',
  Sölden: null,
  Nüziders: null,
  Riezlern: null,
  Telfs: null,
  Wattens: null,
  'Raaba-Grambach': null,
  Laßnitzhöhe: null,
};

/**
 * The adjective a road to this town is named with ("Leoben" → "Leobener", "Gmunden" → "Gmundner", "Freistadt" →
 * "Freistädter", "Krems an der Donau" → "Kremser"); null where the name does not make one cleanly (two-word names,
 * "St. …", "Bad …" without a known form).
 */
export function townAdjective(ort: string): string | null {
  if (ort in ADJECTIVE) return ADJECTIVE[ort]!;
  const base = ort.split(/ (?:am|an|im|in|bei|ob) /)[0]!.split('-')[0]!;
  if (/\s|\./.test(base)) return null;
  if (base.endsWith('stadt')) return `${base.slice(0, -5)}städter`;
  // -en after a consonant drops its e: Gmunden → Gmundner, Amstetten → Amstettner, Neunkirchen → Neunkirchner
  if (/[^aeiouäöü]en$/.test(base)) return `${base.slice(0, -2)}ner`;
  return base.endsWith('e') ? `${base}r` : `${base}er`;
}

const GENERIC = new Set<string>(GENERIC_STREETS);

const distance = (a: Town, b: Town) => Math.hypot(a.lat - b.lat, (a.lon - b.lon) * Math.cos((a.lat * Math.PI) / 180));

/** A small, stable hash of a string (the town's choices must not depend on the sample's seed or draw order). */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** `n` items of `items`, chosen by `seed`, in the list's order. */
function choose<T>(items: readonly T[], n: number, seed: number): T[] {
  const ranked = items.map((item, i) => ({ item, key: hash(`${seed}:${i}`) }));
  const keep = new Set(ranked.sort((a, b) => a.key - b.key).slice(0, n));
  return ranked.filter((x) => keep.has(x)).map((x) => x.item);
}

/** The Bundesland each explicitly listed (non-generic) name belongs to. */
function explicitOwners(): Map<string, Bundesland> {
  const owners = new Map<string, Bundesland>();
  const own = (name: string, land: Bundesland) => {
    if (!GENERIC.has(name)) owners.set(name, land);
  };
  for (const streets of WIEN_STREETS) for (const s of streets) own(s, 'wien');
  for (const [plz, streets] of Object.entries(CITY_STREETS)) {
    const land = TOWNS.find((t) => t.plz === plz)!.bundesland;
    for (const s of streets) own(s, land);
  }
  for (const [land, streets] of Object.entries(REGIONAL_STREETS)) for (const s of streets) own(s, land as Bundesland);
  return owners;
}

/** The roads to the two nearest other towns of the same Bundesland that make an adjective. */
function neighbourStreets(town: Town): string[] {
  return TOWNS.filter((t) => t.bundesland === town.bundesland && t.ort !== town.ort && townAdjective(t.ort))
    .sort((a, b) => distance(town, a) - distance(town, b))
    .slice(0, 2)
    .map((t) => `${townAdjective(t.ort)} Straße`);
}

let cache: Map<Town, readonly string[]> | null = null;

function build(): Map<Town, readonly string[]> {
  const owners = explicitOwners();
  // A neighbour road is kept only where its name is not another Bundesland's ("Brucker Straße" would be both
  // Lower Austria's and Styria's): the name must belong to no other Bundesland, explicitly or as a neighbour road.
  const neighbourLands = new Map<string, Set<Bundesland>>();
  const neighbours = new Map<Town, string[]>();
  for (const town of TOWNS) {
    if (town.bundesland === 'wien' || CITY_STREETS[town.plz]) continue;
    const names = neighbourStreets(town);
    neighbours.set(town, names);
    for (const n of names) neighbourLands.set(n, (neighbourLands.get(n) ?? new Set()).add(town.bundesland));
  }
  const out = new Map<Town, readonly string[]>();
  for (const town of TOWNS) {
    if (town.bundesland === 'wien') {
      out.set(town, WIEN_STREETS[Number(town.plz.slice(1, 3)) - 1]!);
      continue;
    }
    const city = CITY_STREETS[town.plz];
    if (city) {
      out.set(town, [...city, 'Bahnhofstraße']);
      continue;
    }
    const seed = hash(town.plz + town.ort);
    const own = (neighbours.get(town) ?? []).filter(
      (n) => (owners.get(n) ?? town.bundesland) === town.bundesland && neighbourLands.get(n)!.size === 1,
    );
    out.set(town, [
      ...choose(GENERIC_STREETS, 5, seed),
      ...choose(REGIONAL_STREETS[town.bundesland as Exclude<Bundesland, 'wien'>], 2, seed + 1),
      ...own,
    ]);
  }
  return out;
}

/** The streets of a town (Vienna: of its district), stable for the town whatever the sample's seed. */
export function streetsOf(town: Town): readonly string[] {
  cache ??= build();
  const streets =
    cache.get(town) ?? cache.get(TOWNS.find((t) => t.plz === town.plz && t.ort === town.ort)!) ?? villageStreets(town);
  if (!streets) throw new Error(`sample: no streets for ${town.plz} ${town.ort}`);
  return streets;
}

const villages = new Map<string, readonly string[]>();

/**
 * The streets of a place the curated towns do not name (a national sample's village, ./national.ts): the generic
 * and regional names every town of its Bundesland may have, stable for the place.
 */
function villageStreets(town: Town): readonly string[] | undefined {
  if (town.bundesland === 'wien') return undefined;
  const key = `${town.plz}|${town.ort}`;
  let streets = villages.get(key);
  if (!streets) {
    const seed = hash(town.plz + town.ort);
    streets = [
      ...choose(GENERIC_STREETS, 5, seed),
      ...choose(REGIONAL_STREETS[town.bundesland as Exclude<Bundesland, 'wien'>], 2, seed + 1),
    ];
    villages.set(key, streets);
  }
  return streets;
}

/** Whether a street name may stand in several Bundesländer (the generic names every town has). */
export const isGenericStreet = (name: string) => GENERIC.has(name);
