/**
 * Austrian geography the listings rely on: postcode → Bundesland (feeds get the Bundesland wrong, the postcode
 * rarely), Vienna's 23 districts, and a curated table of real towns (postcode, name, Bezirk, Bundesland,
 * coordinates of the town centre) used to fill in Bezirk and coordinates and by the sample generator.
 *
 * Postcode areas follow the Post's routing regions, not the state borders: 4xxx is Upper Austria except a few
 * Lower-Austrian places along the Enns, 5xxx is Salzburg except the Innviertel and Mondsee, 99xx is East Tyrol,
 * 838x is the Burgenland's south. Those exceptions are listed below; a town in TOWNS wins over the ranges.
 */
import { BUNDESLAENDER, type Bundesland } from './vocabulary';

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

export { WIEN_BEZIRKE } from './wien-bezirke';
import { WIEN_BEZIRKE } from './wien-bezirke';

/**
 * A postcode as written in feeds ('A-1070', 'AT 1070', ' 1070 ', 1070.0) → '1070'; null when it is not
 * an Austrian postcode (4 digits, first digit 1–9).
 */
export function normalizePlz(raw: string | number | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const s = String(raw)
    .trim()
    .replace(/^(?:AT|A|Ö)\s*[-–]?\s*/i, '')
    .replace(/\.0+$/, '');
  return /^[1-9]\d{3}$/.test(s) ? s : null;
}

/** Postcodes whose Bundesland differs from their routing region. */
const PLZ_EXCEPTIONS: Readonly<Record<string, Bundesland>> = {
  // Lower Austria: Schwechat airport
  '1300': 'niederoesterreich',
  // Northern Burgenland inside the 2xxx region
  '2413': 'burgenland',
  '2421': 'burgenland',
  '2422': 'burgenland',
  '2423': 'burgenland',
  '2424': 'burgenland',
  '2425': 'burgenland',
  '2443': 'burgenland',
  '2473': 'burgenland',
  '2474': 'burgenland',
  '2475': 'burgenland',
  '2491': 'burgenland',
  // Upper Austria inside 3xxx
  '3334': 'oberoesterreich',
  '3335': 'oberoesterreich',
  // Lower Austria inside 4xxx (west bank of the Enns)
  '4300': 'niederoesterreich',
  '4303': 'niederoesterreich',
  '4392': 'niederoesterreich',
  '4431': 'niederoesterreich',
  '4432': 'niederoesterreich',
  '4441': 'niederoesterreich',
  '4482': 'niederoesterreich',
  // Upper Austria inside 5xxx (Mondsee, St. Wolfgang, Perwang)
  '5166': 'oberoesterreich',
  '5310': 'oberoesterreich',
  '5311': 'oberoesterreich',
  '5360': 'oberoesterreich',
  // Southern Burgenland inside 8xxx
  '8380': 'burgenland',
  '8382': 'burgenland',
  '8383': 'burgenland',
  '8384': 'burgenland',
  '8385': 'burgenland',
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
    [48.2085, 16.3721],
    [48.2167, 16.4001],
    [48.1981, 16.3948],
    [48.1925, 16.3695],
    [48.1873, 16.3553],
    [48.1955, 16.3479],
    [48.2022, 16.349],
    [48.2107, 16.347],
    [48.225, 16.358],
    [48.16, 16.38],
    [48.17, 16.43],
    [48.175, 16.33],
    [48.175, 16.27],
    [48.205, 16.27],
    [48.195, 16.33],
    [48.212, 16.31],
    [48.228, 16.3],
    [48.233, 16.325],
    [48.255, 16.335],
    [48.24, 16.375],
    [48.27, 16.4],
    [48.23, 16.48],
    [48.14, 16.29],
  ];
  const [lat, lon] = coords[i]!;
  return [`1${String(i + 1).padStart(2, '0')}0`, 'Wien', name, lat, lon];
});

const ROWS: Readonly<Record<Bundesland, Row[]>> = {
  wien,
  niederoesterreich: [
    ['3100', 'St. Pölten', 'St. Pölten (Stadt)', 48.2047, 15.6256],
    ['2500', 'Baden', 'Baden', 48.0069, 16.2308],
    ['2700', 'Wiener Neustadt', 'Wiener Neustadt (Stadt)', 47.813, 16.2434],
    ['3500', 'Krems an der Donau', 'Krems an der Donau (Stadt)', 48.4102, 15.6036],
    ['2340', 'Mödling', 'Mödling', 48.0856, 16.2831],
    ['2380', 'Perchtoldsdorf', 'Mödling', 48.119, 16.266],
    ['3400', 'Klosterneuburg', 'Tulln', 48.3053, 16.3253],
    ['3430', 'Tulln an der Donau', 'Tulln', 48.329, 16.052],
    ['2020', 'Hollabrunn', 'Hollabrunn', 48.56, 16.08],
    ['2070', 'Retz', 'Hollabrunn', 48.757, 15.948],
    ['2130', 'Mistelbach', 'Mistelbach', 48.57, 16.577],
    ['2170', 'Poysdorf', 'Mistelbach', 48.667, 16.63],
    ['3300', 'Amstetten', 'Amstetten', 48.1229, 14.8721],
    ['3390', 'Melk', 'Melk', 48.227, 15.331],
    ['3910', 'Zwettl', 'Zwettl', 48.603, 15.169],
    ['3950', 'Gmünd', 'Gmünd', 48.767, 14.98],
    ['2320', 'Schwechat', 'Bruck an der Leitha', 48.138, 16.47],
    ['2460', 'Bruck an der Leitha', 'Bruck an der Leitha', 48.025, 16.779],
    ['2100', 'Korneuburg', 'Korneuburg', 48.345, 16.333],
    ['2000', 'Stockerau', 'Korneuburg', 48.386, 16.211],
    ['2230', 'Gänserndorf', 'Gänserndorf', 48.339, 16.72],
    ['2620', 'Neunkirchen', 'Neunkirchen', 47.72, 16.08],
    ['2640', 'Gloggnitz', 'Neunkirchen', 47.676, 15.938],
    ['3250', 'Wieselburg', 'Scheibbs', 48.13, 15.14],
    ['3270', 'Scheibbs', 'Scheibbs', 48.004, 15.166],
    ['3580', 'Horn', 'Horn', 48.664, 15.656],
    ['3830', 'Waidhofen an der Thaya', 'Waidhofen an der Thaya', 48.816, 15.285],
    ['3340', 'Waidhofen an der Ybbs', 'Waidhofen an der Ybbs (Stadt)', 47.96, 14.774],
    ['2540', 'Bad Vöslau', 'Baden', 47.967, 16.214],
    ['2560', 'Berndorf', 'Baden', 47.943, 16.104],
    ['3180', 'Lilienfeld', 'Lilienfeld', 48.013, 15.596],
    ['3040', 'Neulengbach', 'St. Pölten (Land)', 48.196, 15.903],
    ['3021', 'Pressbaum', 'St. Pölten (Land)', 48.18, 16.08],
    ['3550', 'Langenlois', 'Krems (Land)', 48.472, 15.682],
    ['3601', 'Dürnstein', 'Krems (Land)', 48.395, 15.52],
    ['4300', 'St. Valentin', 'Amstetten', 48.175, 14.533],
  ],
  oberoesterreich: [
    ['4020', 'Linz', 'Linz (Stadt)', 48.3069, 14.2858],
    ['4600', 'Wels', 'Wels (Stadt)', 48.1575, 14.0289],
    ['4400', 'Steyr', 'Steyr (Stadt)', 48.0427, 14.4213],
    ['4810', 'Gmunden', 'Gmunden', 47.918, 13.799],
    ['4820', 'Bad Ischl', 'Gmunden', 47.711, 13.624],
    ['4830', 'Hallstatt', 'Gmunden', 47.562, 13.649],
    ['4802', 'Ebensee am Traunsee', 'Gmunden', 47.808, 13.772],
    ['5360', 'St. Wolfgang im Salzkammergut', 'Gmunden', 47.739, 13.447],
    ['4840', 'Vöcklabruck', 'Vöcklabruck', 48.004, 13.656],
    ['4863', 'Seewalchen am Attersee', 'Vöcklabruck', 47.955, 13.585],
    ['4690', 'Schwanenstadt', 'Vöcklabruck', 48.056, 13.775],
    ['5310', 'Mondsee', 'Vöcklabruck', 47.856, 13.35],
    ['4910', 'Ried im Innkreis', 'Ried im Innkreis', 48.21, 13.489],
    ['5280', 'Braunau am Inn', 'Braunau am Inn', 48.258, 13.034],
    ['5230', 'Mattighofen', 'Braunau am Inn', 48.105, 13.15],
    ['4780', 'Schärding', 'Schärding', 48.457, 13.432],
    ['4240', 'Freistadt', 'Freistadt', 48.511, 14.504],
    ['4070', 'Eferding', 'Eferding', 48.308, 14.022],
    ['4560', 'Kirchdorf an der Krems', 'Kirchdorf an der Krems', 47.906, 14.122],
    ['4580', 'Windischgarsten', 'Kirchdorf an der Krems', 47.722, 14.326],
    ['4470', 'Enns', 'Linz-Land', 48.213, 14.476],
    ['4050', 'Traun', 'Linz-Land', 48.222, 14.239],
    ['4060', 'Leonding', 'Linz-Land', 48.279, 14.253],
    ['4150', 'Rohrbach-Berg', 'Rohrbach', 48.573, 13.988],
    ['4320', 'Perg', 'Perg', 48.25, 14.633],
    ['4360', 'Grein', 'Perg', 48.226, 14.856],
    ['4710', 'Grieskirchen', 'Grieskirchen', 48.235, 13.83],
    ['4190', 'Bad Leonfelden', 'Urfahr-Umgebung', 48.52, 14.296],
    ['4540', 'Bad Hall', 'Steyr-Land', 48.035, 14.21],
  ],
  salzburg: [
    ['5020', 'Salzburg', 'Salzburg (Stadt)', 47.8095, 13.055],
    ['5400', 'Hallein', 'Hallein', 47.683, 13.097],
    ['5700', 'Zell am See', 'Zell am See', 47.323, 12.796],
    ['5760', 'Saalfelden am Steinernen Meer', 'Zell am See', 47.426, 12.848],
    ['5753', 'Saalbach-Hinterglemm', 'Zell am See', 47.391, 12.637],
    ['5730', 'Mittersill', 'Zell am See', 47.28, 12.48],
    ['5090', 'Lofer', 'Zell am See', 47.587, 12.693],
    ['5500', 'Bischofshofen', 'St. Johann im Pongau', 47.417, 13.219],
    ['5600', 'St. Johann im Pongau', 'St. Johann im Pongau', 47.35, 13.2],
    ['5630', 'Bad Hofgastein', 'St. Johann im Pongau', 47.171, 13.1],
    ['5640', 'Bad Gastein', 'St. Johann im Pongau', 47.115, 13.134],
    ['5550', 'Radstadt', 'St. Johann im Pongau', 47.383, 13.46],
    ['5541', 'Altenmarkt im Pongau', 'St. Johann im Pongau', 47.38, 13.42],
    ['5542', 'Flachau', 'St. Johann im Pongau', 47.345, 13.392],
    ['5580', 'Tamsweg', 'Tamsweg', 47.128, 13.811],
    ['5071', 'Wals-Siezenheim', 'Salzburg-Umgebung', 47.787, 12.976],
    ['5082', 'Grödig', 'Salzburg-Umgebung', 47.738, 13.038],
    ['5300', 'Hallwang', 'Salzburg-Umgebung', 47.85, 13.08],
    ['5201', 'Seekirchen am Wallersee', 'Salzburg-Umgebung', 47.9, 13.133],
    ['5110', 'Oberndorf bei Salzburg', 'Salzburg-Umgebung', 47.945, 12.943],
    ['5340', 'St. Gilgen', 'Salzburg-Umgebung', 47.767, 13.365],
  ],
  tirol: [
    ['6020', 'Innsbruck', 'Innsbruck (Stadt)', 47.2692, 11.4041],
    ['6060', 'Hall in Tirol', 'Innsbruck-Land', 47.283, 11.508],
    ['6100', 'Seefeld in Tirol', 'Innsbruck-Land', 47.33, 11.187],
    ['6410', 'Telfs', 'Innsbruck-Land', 47.307, 11.072],
    ['6112', 'Wattens', 'Innsbruck-Land', 47.294, 11.591],
    ['6176', 'Völs', 'Innsbruck-Land', 47.262, 11.331],
    ['6167', 'Neustift im Stubaital', 'Innsbruck-Land', 47.11, 11.308],
    ['6370', 'Kitzbühel', 'Kitzbühel', 47.446, 12.392],
    ['6380', 'St. Johann in Tirol', 'Kitzbühel', 47.523, 12.424],
    ['6365', 'Kirchberg in Tirol', 'Kitzbühel', 47.446, 12.318],
    ['6300', 'Wörgl', 'Kufstein', 47.489, 12.062],
    ['6330', 'Kufstein', 'Kufstein', 47.583, 12.17],
    ['6352', 'Ellmau', 'Kufstein', 47.513, 12.3],
    ['6240', 'Rattenberg', 'Kufstein', 47.44, 11.895],
    ['6130', 'Schwaz', 'Schwaz', 47.35, 11.71],
    ['6200', 'Jenbach', 'Schwaz', 47.389, 11.779],
    ['6280', 'Zell am Ziller', 'Schwaz', 47.233, 11.883],
    ['6290', 'Mayrhofen', 'Schwaz', 47.167, 11.867],
    ['6460', 'Imst', 'Imst', 47.245, 10.74],
    ['6450', 'Sölden', 'Imst', 46.965, 11.007],
    ['6500', 'Landeck', 'Landeck', 47.14, 10.567],
    ['6561', 'Ischgl', 'Landeck', 47.012, 10.293],
    ['6580', 'St. Anton am Arlberg', 'Landeck', 47.127, 10.268],
    ['6600', 'Reutte', 'Reutte', 47.485, 10.717],
    ['9900', 'Lienz', 'Lienz', 46.829, 12.769],
    ['9971', 'Matrei in Osttirol', 'Lienz', 47.0, 12.539],
  ],
  vorarlberg: [
    ['6900', 'Bregenz', 'Bregenz', 47.5031, 9.7471],
    ['6911', 'Lochau', 'Bregenz', 47.529, 9.753],
    ['6971', 'Hard', 'Bregenz', 47.489, 9.69],
    ['6973', 'Höchst', 'Bregenz', 47.458, 9.64],
    ['6870', 'Bezau', 'Bregenz', 47.383, 9.9],
    ['6881', 'Mellau', 'Bregenz', 47.35, 9.883],
    ['6991', 'Riezlern', 'Bregenz', 47.357, 10.19],
    ['6850', 'Dornbirn', 'Dornbirn', 47.4124, 9.7438],
    ['6890', 'Lustenau', 'Dornbirn', 47.427, 9.658],
    ['6845', 'Hohenems', 'Dornbirn', 47.363, 9.688],
    ['6800', 'Feldkirch', 'Feldkirch', 47.237, 9.598],
    ['6830', 'Rankweil', 'Feldkirch', 47.271, 9.643],
    ['6840', 'Götzis', 'Feldkirch', 47.333, 9.633],
    ['6700', 'Bludenz', 'Bludenz', 47.155, 9.822],
    ['6714', 'Nüziders', 'Bludenz', 47.168, 9.803],
    ['6764', 'Lech', 'Bludenz', 47.21, 10.142],
    ['6780', 'Schruns', 'Bludenz', 47.08, 9.92],
  ],
  kaernten: [
    ['9020', 'Klagenfurt am Wörthersee', 'Klagenfurt (Stadt)', 46.6249, 14.305],
    ['9500', 'Villach', 'Villach (Stadt)', 46.6111, 13.8558],
    ['9400', 'Wolfsberg', 'Wolfsberg', 46.84, 14.844],
    ['9800', 'Spittal an der Drau', 'Spittal an der Drau', 46.8, 13.495],
    ['9871', 'Seeboden am Millstätter See', 'Spittal an der Drau', 46.819, 13.517],
    ['9872', 'Millstatt am See', 'Spittal an der Drau', 46.804, 13.579],
    ['9545', 'Radenthein', 'Spittal an der Drau', 46.8, 13.71],
    ['9300', 'St. Veit an der Glan', 'St. Veit an der Glan', 46.768, 14.36],
    ['9330', 'Althofen', 'St. Veit an der Glan', 46.873, 14.473],
    ['9360', 'Friesach', 'St. Veit an der Glan', 46.952, 14.406],
    ['9100', 'Völkermarkt', 'Völkermarkt', 46.662, 14.637],
    ['9150', 'Bleiburg', 'Völkermarkt', 46.59, 14.799],
    ['9560', 'Feldkirchen in Kärnten', 'Feldkirchen', 46.724, 14.095],
    ['9620', 'Hermagor-Pressegger See', 'Hermagor', 46.627, 13.368],
    ['9220', 'Velden am Wörthersee', 'Villach-Land', 46.613, 14.041],
    ['9601', 'Arnoldstein', 'Villach-Land', 46.546, 13.708],
    ['9210', 'Pörtschach am Wörthersee', 'Klagenfurt-Land', 46.636, 14.14],
    ['9082', 'Maria Wörth', 'Klagenfurt-Land', 46.618, 14.164],
    ['9170', 'Ferlach', 'Klagenfurt-Land', 46.527, 14.298],
    ['9062', 'Moosburg', 'Klagenfurt-Land', 46.657, 14.17],
  ],
  steiermark: [
    ['8010', 'Graz', 'Graz (Stadt)', 47.0707, 15.4395],
    ['8020', 'Graz', 'Graz (Stadt)', 47.068, 15.42],
    ['8042', 'Graz', 'Graz (Stadt)', 47.05, 15.475],
    ['8045', 'Graz', 'Graz (Stadt)', 47.11, 15.42],
    ['8401', 'Kalsdorf bei Graz', 'Graz-Umgebung', 46.966, 15.48],
    ['8301', 'Laßnitzhöhe', 'Graz-Umgebung', 47.07, 15.583],
    ['8141', 'Premstätten', 'Graz-Umgebung', 46.97, 15.4],
    ['8074', 'Raaba-Grambach', 'Graz-Umgebung', 47.03, 15.49],
    ['8700', 'Leoben', 'Leoben', 47.3817, 15.0972],
    ['8600', 'Bruck an der Mur', 'Bruck-Mürzzuschlag', 47.41, 15.27],
    ['8605', 'Kapfenberg', 'Bruck-Mürzzuschlag', 47.444, 15.293],
    ['8680', 'Mürzzuschlag', 'Bruck-Mürzzuschlag', 47.607, 15.673],
    ['8530', 'Deutschlandsberg', 'Deutschlandsberg', 46.816, 15.215],
    ['8330', 'Feldbach', 'Südoststeiermark', 46.953, 15.889],
    ['8350', 'Fehring', 'Südoststeiermark', 46.938, 16.01],
    ['8490', 'Bad Radkersburg', 'Südoststeiermark', 46.688, 15.988],
    ['8230', 'Hartberg', 'Hartberg-Fürstenfeld', 47.281, 15.97],
    ['8280', 'Fürstenfeld', 'Hartberg-Fürstenfeld', 47.05, 16.08],
    ['8200', 'Gleisdorf', 'Weiz', 47.104, 15.708],
    ['8160', 'Weiz', 'Weiz', 47.218, 15.624],
    ['8430', 'Leibnitz', 'Leibnitz', 46.783, 15.545],
    ['8462', 'Gamlitz', 'Leibnitz', 46.722, 15.553],
    ['8570', 'Voitsberg', 'Voitsberg', 47.044, 15.16],
    ['8750', 'Judenburg', 'Murtal', 47.172, 14.66],
    ['8720', 'Knittelfeld', 'Murtal', 47.215, 14.829],
    ['8740', 'Zeltweg', 'Murtal', 47.19, 14.75],
    ['8850', 'Murau', 'Murau', 47.111, 14.172],
    ['8940', 'Liezen', 'Liezen', 47.567, 14.24],
    ['8970', 'Schladming', 'Liezen', 47.393, 13.687],
    ['8962', 'Gröbming', 'Liezen', 47.445, 13.902],
    ['8990', 'Bad Aussee', 'Liezen', 47.61, 13.782],
    ['8786', 'Rottenmann', 'Liezen', 47.525, 14.355],
  ],
  burgenland: [
    ['7000', 'Eisenstadt', 'Eisenstadt (Stadt)', 47.8456, 16.5233],
    ['7071', 'Rust', 'Rust (Stadt)', 47.801, 16.672],
    ['7082', 'Donnerskirchen', 'Eisenstadt-Umgebung', 47.896, 16.643],
    ['7062', 'St. Margarethen im Burgenland', 'Eisenstadt-Umgebung', 47.804, 16.607],
    ['7100', 'Neusiedl am See', 'Neusiedl am See', 47.948, 16.843],
    ['7141', 'Podersdorf am See', 'Neusiedl am See', 47.855, 16.838],
    ['7122', 'Gols', 'Neusiedl am See', 47.896, 16.911],
    ['7132', 'Frauenkirchen', 'Neusiedl am See', 47.837, 16.924],
    ['2425', 'Nickelsdorf', 'Neusiedl am See', 47.938, 17.069],
    ['2421', 'Kittsee', 'Neusiedl am See', 48.093, 17.064],
    ['7210', 'Mattersburg', 'Mattersburg', 47.737, 16.397],
    ['7202', 'Bad Sauerbrunn', 'Mattersburg', 47.774, 16.326],
    ['7350', 'Oberpullendorf', 'Oberpullendorf', 47.503, 16.504],
    ['7400', 'Oberwart', 'Oberwart', 47.288, 16.203],
    ['7423', 'Pinkafeld', 'Oberwart', 47.371, 16.122],
    ['7431', 'Bad Tatzmannsdorf', 'Oberwart', 47.337, 16.228],
    ['7540', 'Güssing', 'Güssing', 47.058, 16.324],
    ['7551', 'Stegersbach', 'Güssing', 47.162, 16.167],
    ['8380', 'Jennersdorf', 'Jennersdorf', 46.938, 16.139],
  ],
};

/** The curated towns, all nine Bundesländer, Vienna as its 23 districts. */
export const TOWNS: readonly Town[] = (Object.entries(ROWS) as Array<[Bundesland, Row[]]>).flatMap(
  ([bundesland, rows]) => rows.map(([plz, ort, bezirk, lat, lon]) => ({ plz, ort, bezirk, bundesland, lat, lon })),
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
