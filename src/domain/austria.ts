/**
 * Austrian geography the listings rely on: postcode → Bundesland (feeds get the Bundesland wrong, the postcode
 * rarely), Vienna's 23 districts, and a curated table of real towns (postcode, name, Bezirk, Bundesland,
 * coordinates of the town centre) used to fill in Bezirk and coordinates and by the sample generator.
 *
 * Postcode areas follow the Post's routing regions, not the state borders: 4xxx is Upper Austria except a few
 * Lower-Austrian places along the Enns, 5xxx is Salzburg except the Innviertel and Mondsee, 99xx is East Tyrol,
 * 838x is the Burgenland's south. Those exceptions are listed below; a town in TOWNS wins over the ranges.
 */
import { BUNDESLAENDER, type Bundesland } from './listing';

export { BUNDESLAENDER, type Bundesland };

/** German names, for schema.org addressRegion and for matching what feeds write. UI labels come from locales. */
export const BUNDESLAND_NAMES_DE: Readonly<Record<Bundesland, string>> = {
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

/** ISO 3166-2:AT codes (AT-1 … AT-9). */
export const BUNDESLAND_ISO: Readonly<Record<Bundesland, string>> = {
  burgenland: 'AT-1',
  kaernten: 'AT-2',
  niederoesterreich: 'AT-3',
  oberoesterreich: 'AT-4',
  salzburg: 'AT-5',
  steiermark: 'AT-6',
  tirol: 'AT-7',
  vorarlberg: 'AT-8',
  wien: 'AT-9',
};

/** Vienna's districts, index + 1 = district number = postcode digits 2–3 (1070 → 7, Neubau). */
export const WIEN_BEZIRKE = [
  'Innere Stadt', 'Leopoldstadt', 'Landstraße', 'Wieden', 'Margareten', 'Mariahilf', 'Neubau', 'Josefstadt',
  'Alsergrund', 'Favoriten', 'Simmering', 'Meidling', 'Hietzing', 'Penzing', 'Rudolfsheim-Fünfhaus', 'Ottakring',
  'Hernals', 'Währing', 'Döbling', 'Brigittenau', 'Floridsdorf', 'Donaustadt', 'Liesing',
] as const;

/**
 * A postcode as written in feeds ('A-1070', 'AT 1070', ' 1070 ', 1070.0) → '1070'; null when it is not
 * an Austrian postcode (4 digits, first digit 1–9).
 */
export function normalizePlz(raw: string | number | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const s = String(raw).trim().replace(/^(?:AT|A|Ö)\s*[-–]?\s*/i, '').replace(/\.0+$/, '');
  return /^[1-9]\d{3}$/.test(s) ? s : null;
}

/** Postcodes whose Bundesland differs from their routing region. */
const PLZ_EXCEPTIONS: Readonly<Record<string, Bundesland>> = {
  // Lower Austria: Schwechat airport
  '1300': 'niederoesterreich',
  // Northern Burgenland inside the 2xxx region
  '2413': 'burgenland', '2421': 'burgenland', '2422': 'burgenland', '2423': 'burgenland', '2424': 'burgenland',
  '2425': 'burgenland', '2443': 'burgenland', '2473': 'burgenland', '2474': 'burgenland', '2475': 'burgenland',
  '2491': 'burgenland',
  // Upper Austria inside 3xxx
  '3334': 'oberoesterreich', '3335': 'oberoesterreich',
  // Lower Austria inside 4xxx (west bank of the Enns)
  '4300': 'niederoesterreich', '4303': 'niederoesterreich', '4392': 'niederoesterreich', '4431': 'niederoesterreich',
  '4432': 'niederoesterreich', '4441': 'niederoesterreich', '4482': 'niederoesterreich',
  // Upper Austria inside 5xxx (Mondsee, St. Wolfgang, Perwang)
  '5166': 'oberoesterreich', '5310': 'oberoesterreich', '5311': 'oberoesterreich', '5360': 'oberoesterreich',
  // Southern Burgenland inside 8xxx
  '8380': 'burgenland', '8382': 'burgenland', '8383': 'burgenland', '8384': 'burgenland', '8385': 'burgenland',
};

/** The Bundesland of an Austrian postcode, or null when the value is not one. */
export function bundeslandFromPlz(raw: string | number | null | undefined): Bundesland | null {
  const plz = normalizePlz(raw);
  if (!plz) return null;
  const town = TOWNS_BY_PLZ.get(plz);
  if (town) return town[0]!.bundesland;
  return bundeslandFromPlzRanges(plz);
}

/** The routing-region rule alone (without the town table); exported so tests can check the table against it. */
export function bundeslandFromPlzRanges(plz: string): Bundesland {
  const exception = PLZ_EXCEPTIONS[plz];
  if (exception) return exception;
  const n = Number(plz);
  if (n < 2000) return 'wien';
  if (n < 4000) return 'niederoesterreich';
  if (n < 5000) return 'oberoesterreich';
  if (n < 6000) {
    // Innviertel (Braunau, Mattighofen) is routed through Salzburg
    if ((n >= 5120 && n <= 5149) || (n >= 5211 && n <= 5299)) return 'oberoesterreich';
    return 'salzburg';
  }
  if (n < 6700) return 'tirol';
  if (n < 7000) return 'vorarlberg';
  if (n < 8000) return 'burgenland';
  if (n < 9000) return 'steiermark';
  if (n >= 9900) return 'tirol'; // East Tyrol
  return 'kaernten';
}

/** 1010 → 1 … 1230 → 23; null for other postcodes (incl. Vienna PO boxes like 1011, and 1300). */
export function wienBezirkFromPlz(raw: string | number | null | undefined): number | null {
  const plz = normalizePlz(raw);
  if (!plz || plz[0] !== '1' || plz[3] !== '0') return null;
  const n = Number(plz.slice(1, 3));
  return n >= 1 && n <= 23 ? n : null;
}

const BUNDESLAND_ALIASES: ReadonlyArray<[RegExp, Bundesland]> = [
  [/^(wien|vienna|vienne|w)$/, 'wien'],
  [/^(nieder ?oesterreich|noe|n|lower austria)$/, 'niederoesterreich'],
  [/^(ober ?oesterreich|ooe|o|upper austria)$/, 'oberoesterreich'],
  [/^(salzburg|sbg|s)$/, 'salzburg'],
  [/^(tirol|tyrol|t)$/, 'tirol'],
  [/^(vorarlberg|vbg|v)$/, 'vorarlberg'],
  [/^(kaernten|carinthia|ktn|k)$/, 'kaernten'],
  [/^(steiermark|styria|stmk|st)$/, 'steiermark'],
  [/^(burgenland|bgld|b)$/, 'burgenland'],
];

/** What a feed wrote into <bundesland> ('Niederösterreich', 'NÖ', 'Vienna') → key; null when unrecognised. */
export function bundeslandFromName(text: string | null | undefined): Bundesland | null {
  if (!text) return null;
  const key = text
    .trim()
    .toLowerCase()
    .replace(/ö/g, 'oe')
    .replace(/ä/g, 'ae')
    .replace(/ü/g, 'ue')
    .replace(/[.\-_]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [re, land] of BUNDESLAND_ALIASES) if (re.test(key) || re.test(key.replace(/ /g, ''))) return land;
  return null;
}

export interface Town {
  plz: string;
  ort: string;
  bezirk: string;
  bundesland: Bundesland;
  lat: number;
  lon: number;
}

type Row = [plz: string, ort: string, bezirk: string, lat: number, lon: number];

const wien: Row[] = WIEN_BEZIRKE.map((name, i) => {
  const coords: Array<[number, number]> = [
    [48.2085, 16.3721], [48.2167, 16.4001], [48.1981, 16.3948], [48.1925, 16.3695], [48.1873, 16.3553],
    [48.1955, 16.3479], [48.2022, 16.3490], [48.2107, 16.3470], [48.2250, 16.3580], [48.1600, 16.3800],
    [48.1700, 16.4300], [48.1750, 16.3300], [48.1750, 16.2700], [48.2050, 16.2700], [48.1950, 16.3300],
    [48.2120, 16.3100], [48.2280, 16.3000], [48.2330, 16.3250], [48.2550, 16.3350], [48.2400, 16.3750],
    [48.2700, 16.4000], [48.2300, 16.4800], [48.1400, 16.2900],
  ];
  const [lat, lon] = coords[i]!;
  return [`1${String(i + 1).padStart(2, '0')}0`, 'Wien', name, lat, lon];
});

const ROWS: Readonly<Record<Bundesland, Row[]>> = {
  wien,
  niederoesterreich: [
    ['3100', 'St. Pölten', 'St. Pölten (Stadt)', 48.2047, 15.6256],
    ['2500', 'Baden', 'Baden', 48.0069, 16.2308],
    ['2700', 'Wiener Neustadt', 'Wiener Neustadt (Stadt)', 47.8130, 16.2434],
    ['3500', 'Krems an der Donau', 'Krems an der Donau (Stadt)', 48.4102, 15.6036],
    ['2340', 'Mödling', 'Mödling', 48.0856, 16.2831],
    ['2380', 'Perchtoldsdorf', 'Mödling', 48.1190, 16.2660],
    ['3400', 'Klosterneuburg', 'Tulln', 48.3053, 16.3253],
    ['3430', 'Tulln an der Donau', 'Tulln', 48.3290, 16.0520],
    ['2020', 'Hollabrunn', 'Hollabrunn', 48.5600, 16.0800],
    ['2070', 'Retz', 'Hollabrunn', 48.7570, 15.9480],
    ['2130', 'Mistelbach', 'Mistelbach', 48.5700, 16.5770],
    ['2170', 'Poysdorf', 'Mistelbach', 48.6670, 16.6300],
    ['3300', 'Amstetten', 'Amstetten', 48.1229, 14.8721],
    ['3390', 'Melk', 'Melk', 48.2270, 15.3310],
    ['3910', 'Zwettl', 'Zwettl', 48.6030, 15.1690],
    ['3950', 'Gmünd', 'Gmünd', 48.7670, 14.9800],
    ['2320', 'Schwechat', 'Bruck an der Leitha', 48.1380, 16.4700],
    ['2460', 'Bruck an der Leitha', 'Bruck an der Leitha', 48.0250, 16.7790],
    ['2100', 'Korneuburg', 'Korneuburg', 48.3450, 16.3330],
    ['2000', 'Stockerau', 'Korneuburg', 48.3860, 16.2110],
    ['2230', 'Gänserndorf', 'Gänserndorf', 48.3390, 16.7200],
    ['2620', 'Neunkirchen', 'Neunkirchen', 47.7200, 16.0800],
    ['2640', 'Gloggnitz', 'Neunkirchen', 47.6760, 15.9380],
    ['3250', 'Wieselburg', 'Scheibbs', 48.1300, 15.1400],
    ['3270', 'Scheibbs', 'Scheibbs', 48.0040, 15.1660],
    ['3580', 'Horn', 'Horn', 48.6640, 15.6560],
    ['3830', 'Waidhofen an der Thaya', 'Waidhofen an der Thaya', 48.8160, 15.2850],
    ['3340', 'Waidhofen an der Ybbs', 'Waidhofen an der Ybbs (Stadt)', 47.9600, 14.7740],
    ['2540', 'Bad Vöslau', 'Baden', 47.9670, 16.2140],
    ['2560', 'Berndorf', 'Baden', 47.9430, 16.1040],
    ['3180', 'Lilienfeld', 'Lilienfeld', 48.0130, 15.5960],
    ['3040', 'Neulengbach', 'St. Pölten (Land)', 48.1960, 15.9030],
    ['3021', 'Pressbaum', 'St. Pölten (Land)', 48.1800, 16.0800],
    ['3550', 'Langenlois', 'Krems (Land)', 48.4720, 15.6820],
    ['3601', 'Dürnstein', 'Krems (Land)', 48.3950, 15.5200],
    ['4300', 'St. Valentin', 'Amstetten', 48.1750, 14.5330],
  ],
  oberoesterreich: [
    ['4020', 'Linz', 'Linz (Stadt)', 48.3069, 14.2858],
    ['4600', 'Wels', 'Wels (Stadt)', 48.1575, 14.0289],
    ['4400', 'Steyr', 'Steyr (Stadt)', 48.0427, 14.4213],
    ['4810', 'Gmunden', 'Gmunden', 47.9180, 13.7990],
    ['4820', 'Bad Ischl', 'Gmunden', 47.7110, 13.6240],
    ['4830', 'Hallstatt', 'Gmunden', 47.5620, 13.6490],
    ['4802', 'Ebensee am Traunsee', 'Gmunden', 47.8080, 13.7720],
    ['5360', 'St. Wolfgang im Salzkammergut', 'Gmunden', 47.7390, 13.4470],
    ['4840', 'Vöcklabruck', 'Vöcklabruck', 48.0040, 13.6560],
    ['4863', 'Seewalchen am Attersee', 'Vöcklabruck', 47.9550, 13.5850],
    ['4690', 'Schwanenstadt', 'Vöcklabruck', 48.0560, 13.7750],
    ['5310', 'Mondsee', 'Vöcklabruck', 47.8560, 13.3500],
    ['4910', 'Ried im Innkreis', 'Ried im Innkreis', 48.2100, 13.4890],
    ['5280', 'Braunau am Inn', 'Braunau am Inn', 48.2580, 13.0340],
    ['5230', 'Mattighofen', 'Braunau am Inn', 48.1050, 13.1500],
    ['4780', 'Schärding', 'Schärding', 48.4570, 13.4320],
    ['4240', 'Freistadt', 'Freistadt', 48.5110, 14.5040],
    ['4070', 'Eferding', 'Eferding', 48.3080, 14.0220],
    ['4560', 'Kirchdorf an der Krems', 'Kirchdorf an der Krems', 47.9060, 14.1220],
    ['4580', 'Windischgarsten', 'Kirchdorf an der Krems', 47.7220, 14.3260],
    ['4470', 'Enns', 'Linz-Land', 48.2130, 14.4760],
    ['4050', 'Traun', 'Linz-Land', 48.2220, 14.2390],
    ['4060', 'Leonding', 'Linz-Land', 48.2790, 14.2530],
    ['4150', 'Rohrbach-Berg', 'Rohrbach', 48.5730, 13.9880],
    ['4320', 'Perg', 'Perg', 48.2500, 14.6330],
    ['4360', 'Grein', 'Perg', 48.2260, 14.8560],
    ['4710', 'Grieskirchen', 'Grieskirchen', 48.2350, 13.8300],
    ['4190', 'Bad Leonfelden', 'Urfahr-Umgebung', 48.5200, 14.2960],
    ['4540', 'Bad Hall', 'Steyr-Land', 48.0350, 14.2100],
  ],
  salzburg: [
    ['5020', 'Salzburg', 'Salzburg (Stadt)', 47.8095, 13.0550],
    ['5400', 'Hallein', 'Hallein', 47.6830, 13.0970],
    ['5700', 'Zell am See', 'Zell am See', 47.3230, 12.7960],
    ['5760', 'Saalfelden am Steinernen Meer', 'Zell am See', 47.4260, 12.8480],
    ['5753', 'Saalbach-Hinterglemm', 'Zell am See', 47.3910, 12.6370],
    ['5730', 'Mittersill', 'Zell am See', 47.2800, 12.4800],
    ['5090', 'Lofer', 'Zell am See', 47.5870, 12.6930],
    ['5500', 'Bischofshofen', 'St. Johann im Pongau', 47.4170, 13.2190],
    ['5600', 'St. Johann im Pongau', 'St. Johann im Pongau', 47.3500, 13.2000],
    ['5630', 'Bad Hofgastein', 'St. Johann im Pongau', 47.1710, 13.1000],
    ['5640', 'Bad Gastein', 'St. Johann im Pongau', 47.1150, 13.1340],
    ['5550', 'Radstadt', 'St. Johann im Pongau', 47.3830, 13.4600],
    ['5541', 'Altenmarkt im Pongau', 'St. Johann im Pongau', 47.3800, 13.4200],
    ['5542', 'Flachau', 'St. Johann im Pongau', 47.3450, 13.3920],
    ['5580', 'Tamsweg', 'Tamsweg', 47.1280, 13.8110],
    ['5071', 'Wals-Siezenheim', 'Salzburg-Umgebung', 47.7870, 12.9760],
    ['5082', 'Grödig', 'Salzburg-Umgebung', 47.7380, 13.0380],
    ['5300', 'Hallwang', 'Salzburg-Umgebung', 47.8500, 13.0800],
    ['5201', 'Seekirchen am Wallersee', 'Salzburg-Umgebung', 47.9000, 13.1330],
    ['5110', 'Oberndorf bei Salzburg', 'Salzburg-Umgebung', 47.9450, 12.9430],
    ['5340', 'St. Gilgen', 'Salzburg-Umgebung', 47.7670, 13.3650],
  ],
  tirol: [
    ['6020', 'Innsbruck', 'Innsbruck (Stadt)', 47.2692, 11.4041],
    ['6060', 'Hall in Tirol', 'Innsbruck-Land', 47.2830, 11.5080],
    ['6100', 'Seefeld in Tirol', 'Innsbruck-Land', 47.3300, 11.1870],
    ['6410', 'Telfs', 'Innsbruck-Land', 47.3070, 11.0720],
    ['6112', 'Wattens', 'Innsbruck-Land', 47.2940, 11.5910],
    ['6176', 'Völs', 'Innsbruck-Land', 47.2620, 11.3310],
    ['6167', 'Neustift im Stubaital', 'Innsbruck-Land', 47.1100, 11.3080],
    ['6370', 'Kitzbühel', 'Kitzbühel', 47.4460, 12.3920],
    ['6380', 'St. Johann in Tirol', 'Kitzbühel', 47.5230, 12.4240],
    ['6365', 'Kirchberg in Tirol', 'Kitzbühel', 47.4460, 12.3180],
    ['6300', 'Wörgl', 'Kufstein', 47.4890, 12.0620],
    ['6330', 'Kufstein', 'Kufstein', 47.5830, 12.1700],
    ['6352', 'Ellmau', 'Kufstein', 47.5130, 12.3000],
    ['6240', 'Rattenberg', 'Kufstein', 47.4400, 11.8950],
    ['6130', 'Schwaz', 'Schwaz', 47.3500, 11.7100],
    ['6200', 'Jenbach', 'Schwaz', 47.3890, 11.7790],
    ['6280', 'Zell am Ziller', 'Schwaz', 47.2330, 11.8830],
    ['6290', 'Mayrhofen', 'Schwaz', 47.1670, 11.8670],
    ['6460', 'Imst', 'Imst', 47.2450, 10.7400],
    ['6450', 'Sölden', 'Imst', 46.9650, 11.0070],
    ['6500', 'Landeck', 'Landeck', 47.1400, 10.5670],
    ['6561', 'Ischgl', 'Landeck', 47.0120, 10.2930],
    ['6580', 'St. Anton am Arlberg', 'Landeck', 47.1270, 10.2680],
    ['6600', 'Reutte', 'Reutte', 47.4850, 10.7170],
    ['9900', 'Lienz', 'Lienz', 46.8290, 12.7690],
    ['9971', 'Matrei in Osttirol', 'Lienz', 47.0000, 12.5390],
  ],
  vorarlberg: [
    ['6900', 'Bregenz', 'Bregenz', 47.5031, 9.7471],
    ['6911', 'Lochau', 'Bregenz', 47.5290, 9.7530],
    ['6971', 'Hard', 'Bregenz', 47.4890, 9.6900],
    ['6973', 'Höchst', 'Bregenz', 47.4580, 9.6400],
    ['6870', 'Bezau', 'Bregenz', 47.3830, 9.9000],
    ['6881', 'Mellau', 'Bregenz', 47.3500, 9.8830],
    ['6991', 'Riezlern', 'Bregenz', 47.3570, 10.1900],
    ['6850', 'Dornbirn', 'Dornbirn', 47.4124, 9.7438],
    ['6890', 'Lustenau', 'Dornbirn', 47.4270, 9.6580],
    ['6845', 'Hohenems', 'Dornbirn', 47.3630, 9.6880],
    ['6800', 'Feldkirch', 'Feldkirch', 47.2370, 9.5980],
    ['6830', 'Rankweil', 'Feldkirch', 47.2710, 9.6430],
    ['6840', 'Götzis', 'Feldkirch', 47.3330, 9.6330],
    ['6700', 'Bludenz', 'Bludenz', 47.1550, 9.8220],
    ['6714', 'Nüziders', 'Bludenz', 47.1680, 9.8030],
    ['6764', 'Lech', 'Bludenz', 47.2100, 10.1420],
    ['6780', 'Schruns', 'Bludenz', 47.0800, 9.9200],
  ],
  kaernten: [
    ['9020', 'Klagenfurt am Wörthersee', 'Klagenfurt (Stadt)', 46.6249, 14.3050],
    ['9500', 'Villach', 'Villach (Stadt)', 46.6111, 13.8558],
    ['9400', 'Wolfsberg', 'Wolfsberg', 46.8400, 14.8440],
    ['9800', 'Spittal an der Drau', 'Spittal an der Drau', 46.8000, 13.4950],
    ['9871', 'Seeboden am Millstätter See', 'Spittal an der Drau', 46.8190, 13.5170],
    ['9872', 'Millstatt am See', 'Spittal an der Drau', 46.8040, 13.5790],
    ['9545', 'Radenthein', 'Spittal an der Drau', 46.8000, 13.7100],
    ['9300', 'St. Veit an der Glan', 'St. Veit an der Glan', 46.7680, 14.3600],
    ['9330', 'Althofen', 'St. Veit an der Glan', 46.8730, 14.4730],
    ['9360', 'Friesach', 'St. Veit an der Glan', 46.9520, 14.4060],
    ['9100', 'Völkermarkt', 'Völkermarkt', 46.6620, 14.6370],
    ['9150', 'Bleiburg', 'Völkermarkt', 46.5900, 14.7990],
    ['9560', 'Feldkirchen in Kärnten', 'Feldkirchen', 46.7240, 14.0950],
    ['9620', 'Hermagor-Pressegger See', 'Hermagor', 46.6270, 13.3680],
    ['9220', 'Velden am Wörthersee', 'Villach-Land', 46.6130, 14.0410],
    ['9601', 'Arnoldstein', 'Villach-Land', 46.5460, 13.7080],
    ['9210', 'Pörtschach am Wörthersee', 'Klagenfurt-Land', 46.6360, 14.1400],
    ['9082', 'Maria Wörth', 'Klagenfurt-Land', 46.6180, 14.1640],
    ['9170', 'Ferlach', 'Klagenfurt-Land', 46.5270, 14.2980],
    ['9062', 'Moosburg', 'Klagenfurt-Land', 46.6570, 14.1700],
  ],
  steiermark: [
    ['8010', 'Graz', 'Graz (Stadt)', 47.0707, 15.4395],
    ['8020', 'Graz', 'Graz (Stadt)', 47.0680, 15.4200],
    ['8042', 'Graz', 'Graz (Stadt)', 47.0500, 15.4750],
    ['8045', 'Graz', 'Graz (Stadt)', 47.1100, 15.4200],
    ['8401', 'Kalsdorf bei Graz', 'Graz-Umgebung', 46.9660, 15.4800],
    ['8301', 'Laßnitzhöhe', 'Graz-Umgebung', 47.0700, 15.5830],
    ['8141', 'Premstätten', 'Graz-Umgebung', 46.9700, 15.4000],
    ['8074', 'Raaba-Grambach', 'Graz-Umgebung', 47.0300, 15.4900],
    ['8700', 'Leoben', 'Leoben', 47.3817, 15.0972],
    ['8600', 'Bruck an der Mur', 'Bruck-Mürzzuschlag', 47.4100, 15.2700],
    ['8605', 'Kapfenberg', 'Bruck-Mürzzuschlag', 47.4440, 15.2930],
    ['8680', 'Mürzzuschlag', 'Bruck-Mürzzuschlag', 47.6070, 15.6730],
    ['8530', 'Deutschlandsberg', 'Deutschlandsberg', 46.8160, 15.2150],
    ['8330', 'Feldbach', 'Südoststeiermark', 46.9530, 15.8890],
    ['8350', 'Fehring', 'Südoststeiermark', 46.9380, 16.0100],
    ['8490', 'Bad Radkersburg', 'Südoststeiermark', 46.6880, 15.9880],
    ['8230', 'Hartberg', 'Hartberg-Fürstenfeld', 47.2810, 15.9700],
    ['8280', 'Fürstenfeld', 'Hartberg-Fürstenfeld', 47.0500, 16.0800],
    ['8200', 'Gleisdorf', 'Weiz', 47.1040, 15.7080],
    ['8160', 'Weiz', 'Weiz', 47.2180, 15.6240],
    ['8430', 'Leibnitz', 'Leibnitz', 46.7830, 15.5450],
    ['8462', 'Gamlitz', 'Leibnitz', 46.7220, 15.5530],
    ['8570', 'Voitsberg', 'Voitsberg', 47.0440, 15.1600],
    ['8750', 'Judenburg', 'Murtal', 47.1720, 14.6600],
    ['8720', 'Knittelfeld', 'Murtal', 47.2150, 14.8290],
    ['8740', 'Zeltweg', 'Murtal', 47.1900, 14.7500],
    ['8850', 'Murau', 'Murau', 47.1110, 14.1720],
    ['8940', 'Liezen', 'Liezen', 47.5670, 14.2400],
    ['8970', 'Schladming', 'Liezen', 47.3930, 13.6870],
    ['8962', 'Gröbming', 'Liezen', 47.4450, 13.9020],
    ['8990', 'Bad Aussee', 'Liezen', 47.6100, 13.7820],
    ['8786', 'Rottenmann', 'Liezen', 47.5250, 14.3550],
  ],
  burgenland: [
    ['7000', 'Eisenstadt', 'Eisenstadt (Stadt)', 47.8456, 16.5233],
    ['7071', 'Rust', 'Rust (Stadt)', 47.8010, 16.6720],
    ['7082', 'Donnerskirchen', 'Eisenstadt-Umgebung', 47.8960, 16.6430],
    ['7062', 'St. Margarethen im Burgenland', 'Eisenstadt-Umgebung', 47.8040, 16.6070],
    ['7100', 'Neusiedl am See', 'Neusiedl am See', 47.9480, 16.8430],
    ['7141', 'Podersdorf am See', 'Neusiedl am See', 47.8550, 16.8380],
    ['7122', 'Gols', 'Neusiedl am See', 47.8960, 16.9110],
    ['7132', 'Frauenkirchen', 'Neusiedl am See', 47.8370, 16.9240],
    ['2425', 'Nickelsdorf', 'Neusiedl am See', 47.9380, 17.0690],
    ['2421', 'Kittsee', 'Neusiedl am See', 48.0930, 17.0640],
    ['7210', 'Mattersburg', 'Mattersburg', 47.7370, 16.3970],
    ['7202', 'Bad Sauerbrunn', 'Mattersburg', 47.7740, 16.3260],
    ['7350', 'Oberpullendorf', 'Oberpullendorf', 47.5030, 16.5040],
    ['7400', 'Oberwart', 'Oberwart', 47.2880, 16.2030],
    ['7423', 'Pinkafeld', 'Oberwart', 47.3710, 16.1220],
    ['7431', 'Bad Tatzmannsdorf', 'Oberwart', 47.3370, 16.2280],
    ['7540', 'Güssing', 'Güssing', 47.0580, 16.3240],
    ['7551', 'Stegersbach', 'Güssing', 47.1620, 16.1670],
    ['8380', 'Jennersdorf', 'Jennersdorf', 46.9380, 16.1390],
  ],
};

/** The curated towns, all nine Bundesländer, Vienna as its 23 districts. */
export const TOWNS: readonly Town[] = (Object.entries(ROWS) as Array<[Bundesland, Row[]]>).flatMap(([bundesland, rows]) =>
  rows.map(([plz, ort, bezirk, lat, lon]) => ({ plz, ort, bezirk, bundesland, lat, lon })),
);

const TOWNS_BY_PLZ: ReadonlyMap<string, Town[]> = (() => {
  const map = new Map<string, Town[]>();
  for (const t of TOWNS) map.set(t.plz, [...(map.get(t.plz) ?? []), t]);
  return map;
})();

/** The curated town for a postcode (and, where one postcode has several, the one whose name matches `ort`). */
export function findTown(plzRaw: string | number | null | undefined, ort?: string | null): Town | null {
  const plz = normalizePlz(plzRaw);
  if (!plz) return null;
  const towns = TOWNS_BY_PLZ.get(plz);
  if (!towns) return null;
  if (ort && towns.length > 1) {
    const wanted = ort.trim().toLowerCase();
    return towns.find((t) => t.ort.toLowerCase() === wanted) ?? towns[0]!;
  }
  return towns[0]!;
}

/** The Bezirk for an Austrian postcode: Vienna's district name, else the curated town's; null when unknown. */
export function bezirkFromPlz(plzRaw: string | number | null | undefined, ort?: string | null): string | null {
  const n = wienBezirkFromPlz(plzRaw);
  if (n) return WIEN_BEZIRKE[n - 1]!;
  return findTown(plzRaw, ort)?.bezirk ?? null;
}

/** Rough bounding box of Austria, to catch swapped or foreign coordinates in feeds. */
export function isInAustria(lat: number, lon: number): boolean {
  return lat >= 46.35 && lat <= 49.05 && lon >= 9.5 && lon <= 17.2;
}
