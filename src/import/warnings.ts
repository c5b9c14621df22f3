/**
 * What the import says about a listing's values, its attachments, its identity, a document and the projects, as
 * message codes with parameters: the import report keeps the
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
  // a listing's attachments (media.ts)
  attachmentNotFile: 'attachment "{{ref}}" is not a file or http(s) URL; left out',
  attachmentNoFiles: 'attachment "{{ref}}" is a relative path but the feed has no files beside it; left out',
  attachmentMissing: 'attachment "{{ref}}" is not in the feed; left out',
  attachmentTooLarge: 'attachment "{{ref}}" is larger than {{limit}}; left out',
  attachmentZipTooLarge: 'attachment "{{ref}}": the ZIP expands to more than {{limit}}; left out',
  attachmentUnreadable: 'attachment "{{ref}}" could not be read; left out',
  attachmentEmpty: 'attachment "{{ref}}" is empty; left out',
  attachmentNotDocument: 'attachment "{{ref}}" is neither a PDF nor an image by its content; left out',
  attachmentNotImage: 'attachment "{{ref}}" is not a readable image; left out',
  // a listing without object number (identity.ts, importer.ts)
  identityByTitle:
    'no object number (objektnr_extern, openimmo_obid, objektnr_intern); identity {{key}} derived from {{from}}: a changed title will appear as a new listing',
  identityByTitleAnd:
    'no object number (objektnr_extern, openimmo_obid, objektnr_intern); identity {{key}} derived from {{from}}: a changed title (or {{fields}}) will appear as a new listing',
  identityByFields:
    'no object number (objektnr_extern, openimmo_obid, objektnr_intern); identity {{key}} derived from {{from}}: a changed {{fields}}, or a title added later, will appear as a new listing',
  identityByPosition:
    'no object number (objektnr_extern, openimmo_obid, objektnr_intern); identity {{key}} derived from {{from}}: the listing has no objektart, vermarktungsart, plz, ort or objekttitel, so only its position among such listings tells it apart',
  identityNoAnbieter:
    'the anbieter has no anbieternr, openimmo_anid or firma: the identity of a listing without object number rests on the feed alone',
  identityTwins:
    'listings {{positions}} of this feed derive the same identity; told apart by their order (this is {{n}} of {{total}}): reordering them in the feed swaps their ids',
  identityFewerTwins:
    "{{before}} listings of this anbieter had this derived identity and the feed now sends {{n}}: matched by position, so this listing may have taken over another one's id",
  deleteUnknown: 'aktion DELETE for "{{key}}", which is not (or no longer) listed',
  validationFailed: 'listing {{key}} failed validation and was left out: {{issues}}',
  // a document as a whole (xml.ts, importer.ts, compose-snapshot.ts)
  encodingDeclaredUtf8: 'declared {{declared}} but the bytes are UTF-8; read as UTF-8',
  encodingUnsupported: 'unsupported declared encoding "{{declared}}"; read as UTF-8 with Latin-1 fallback',
  bytesRepaired: '{{count}} byte(s) were not valid UTF-8 and were read as ISO-8859-1',
  documentTextCut: 'a text longer than {{limit}} characters was cut there',
  xmlError: 'XML: {{error}}',
  xmlBroken:
    'XML error {{error}}: the {{read}} listing(s) before it were read, the {{dropped}} from there on were not; nothing was withdrawn',
  umfangAssumedVoll:
    'no uebertragung umfang; treated as VOLL (the file is the agency’s full stock) because no listing carries an aktion',
  umfangAssumedTeil: 'no uebertragung umfang; treated as TEIL because listings carry aktion CHANGE/DELETE',
  shownFromOther:
    'listing {{key}} (id {{id}}) of anbieter {{anbieter}} also arrived from {{other}}, delivered later: that one is shown',
  shownFromHere:
    "listing {{key}} (id {{id}}) of anbieter {{anbieter}} also arrived from {{others}}: this source's, delivered later, is shown",
  // why a listing was skipped (importer.ts)
  skipMappingError: 'internal error while mapping: {{error}}',
  skipFeedIncomplete: 'feed is incomplete; nothing from it was applied',
  skipAfterXmlError: 'not read: at or after the XML error {{error}}',
  skipDeleteAmbiguous:
    'aktion DELETE without object number: {{before}} listings of this anbieter derive this identity and the feed names only {{n}}, so which one is meant cannot be told; none was deleted',
  skipNoKey: 'internal error: no key was derived for a listing without object number',
  // projects (projects.ts)
  projectPlz: '{{file}}: plz "{{value}}" is not an Austrian postcode',
  projectImageMissing: '{{file}}: image "{{image}}" not found inside {{dir}}/; left out',
  projectImageUnreadable: '{{file}}: image "{{image}}" is not a readable image; left out',
  projectLogo: '{{file}}: developer logo "{{logo}}" not found or not an image',
  projectUnitAmbiguous: '{{file}}: unit {{unit}} matches {{count}} listings; add "source" to choose; the first is used',
  projectUnitTaken: '{{file}}: unit {{unit}} already belongs to project {{project}}',
  projectUnitsMissing: '{{file}}: {{missing}} of {{total}} unit(s) are not in the feeds (yet)',
} as const;

export type WarningCode = keyof typeof WARNING_TEXT;
export type WarningParams = Record<string, string | number>;

export interface ImportWarning {
  code: WarningCode;
  params: WarningParams;
}

/** A warning as the report keeps it: its code and parameters, and its English sentence made from them. */
export interface CodedWarning extends ImportWarning {
  message: string;
}

/** The report's form of a warning: the only way a warning gets into an import report (no plain sentences). */
export function coded(code: WarningCode, params: WarningParams = {}): CodedWarning {
  return { message: fillTemplate(WARNING_TEXT[code], params), code, params };
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
  warn: (message: string, coded: ImportWarning) => void,
  code: WarningCode,
  params: WarningParams = {},
): void {
  const coded = { code, params };
  warn(warningText(coded), coded);
}
