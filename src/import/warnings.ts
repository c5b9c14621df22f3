/**
 * What the import says about a listing's values, as message codes with parameters: the import report keeps the
 * English sentence (command line, logs) and beside it the code and its parameters, so the admin area writes the
 * same warning in the editor's language (locale key `admin.importWarning.<code>`, the same placeholders).
 * The English sentences here are the ones in locales/en.json under that key (a unit test holds them equal).
 */

export const WARNING_TEXT = {
  notNumber: '{{field}}: "{{value}}" is not a number; ignored',
  readAs: '{{field}}: "{{value}}" read as {{result}}',
  notDate: '{{field}}: "{{value}}" is not a date; ignored',
  notYear: '{{field}}: "{{value}}" is not a year; ignored',
  floorUnclear: 'etage: "{{value}}" not understood; kept as label only',
  floorReadAs: 'etage: "{{value}}" read as {{result}} ({{label}})',
  conditionUnknown: 'zustand "{{value}}" unknown; ignored',
  energyClass: '{{field}}: "{{value}}" is not an energy class (A++ … G); ignored',
  plzNotAustrian: 'plz "{{value}}" is not an Austrian postcode; ignored',
  plzReadAs: 'plz "{{value}}" read as {{result}}',
  countryAssumed: 'land missing; DE assumed from the 5-digit postcode {{plz}}',
  outsideAustria: 'listing is outside Austria ({{country}})',
  townFromPostcode: 'ort missing; "{{ort}}" taken from the postcode',
  stateCorrected: 'bundesland "{{value}}" corrected to {{result}} (from postcode {{plz}})',
  viennaPostcode: 'ort "{{ort}}" has a Vienna postcode {{plz}}',
  coordinatesSwapped: 'geokoordinaten: latitude and longitude were swapped; corrected',
  coordinatesOutside: 'geokoordinaten {{lat}}, {{lon}} are outside Austria; ignored',
  textCut: '{{field}} longer than {{limit}} characters; cut',
  titleShortened: 'objekttitel longer than 200 characters; shortened',
  rentMissing: 'kaltmiete missing; the total rent is shown instead',
  priceHidden: 'kaufpreis marked auf_anfrage: the number is not published',
  currencyNotConverted: 'waehrung {{currency}}: amounts are shown as EUR without conversion',
  dealBoth: 'vermarktungsart: both KAUF and MIETE_PACHT set; listed as KAUF',
  dealAsRent: 'vermarktungsart: {{flags}} listed as MIETE_PACHT',
  dealAssumed: 'vermarktungsart missing; {{value}} assumed from the prices',
  subtypeUnknown: 'objektart: subtype "{{value}}" of {{group}} is not an OpenImmo 1.2.7 value; kept',
  typeAssumed: 'objektart missing; "{{value}}" assumed from the areas',
  distanceInvalid: '{{field}}: "{{value}}" is not a distance between 0 and {{max}} km; ignored',
  kindUnknown: '{{element}} {{attr}}="{{value}}" is not an OpenImmo kind; ignored',
  viewUnknown: 'ausblick blick="{{value}}" is not an OpenImmo view; ignored',
  actionUnknown: 'aktion "{{value}}" unknown; treated as CHANGE',
  titleGenerated: 'objekttitel missing; a title was generated from type, place and object number',
  titleGeneratedNoKey: 'objekttitel missing; a title was generated from type and place',
} as const;

export type WarningCode = keyof typeof WARNING_TEXT;
export type WarningParams = Record<string, string | number>;

export interface ImportWarning {
  code: WarningCode;
  params: WarningParams;
}

export const WARNING_CODES = Object.keys(WARNING_TEXT) as WarningCode[];

export function isWarningCode(value: unknown): value is WarningCode {
  return typeof value === 'string' && Object.hasOwn(WARNING_TEXT, value);
}

/** `{{name}}` placeholders filled as i18next fills them (a missing parameter stays visible). */
export function fillTemplate(template: string, params: WarningParams): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** The warning's English sentence. */
export function warningText(w: ImportWarning): string {
  return fillTemplate(WARNING_TEXT[w.code], w.params);
}

/** Reports a coded warning through a `warn` callback: the English sentence first, the code and parameters beside it. */
export function warnCoded(
  warn: (message: string, coded?: ImportWarning) => void,
  code: WarningCode,
  params: WarningParams = {},
): void {
  const coded = { code, params };
  warn(warningText(coded), coded);
}
