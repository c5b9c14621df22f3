/** The shapes the natural-language search reads and writes. Pure types, shared by server, islands and tests. */
import type { NearFilter } from '../places';
import type { Bundesland, EnergyClass, FeatureKey, Objektart, Vermarktungsart } from '../vocabulary';
import type { LangCode } from '../language-codes';

export type Lang = LangCode;

/** Sort orders a visitor can ask for in words; 'relevanz' ranks full-text matches first. */
export type NlSort =
  'neueste' | 'preis_aufsteigend' | 'preis_absteigend' | 'flaeche_absteigend' | 'preis_pro_qm' | 'relevanz';

/**
 * What was understood. Every field is optional: absent means "not said". Amounts are euros, areas square metres.
 * `bezirk` holds Bezirk names (Vienna's districts by their names, "Neubau"), several when the visitor named several.
 */
export interface NlFilters {
  vermarktungsart?: Vermarktungsart;
  objektart?: Objektart[];
  untergruppe?: string[];
  zimmerVon?: number;
  zimmerBis?: number;
  preisVon?: number;
  preisBis?: number;
  flaecheVon?: number;
  flaecheBis?: number;
  grundflaecheVon?: number;
  grundflaecheBis?: number;
  bundesland?: Bundesland;
  bezirk?: string[];
  ort?: string;
  plz?: string;
  /** A named area that is no administrative unit (key of ./regions: 'muehlviertel', 'woerthersee'). */
  region?: string;
  /** Within this many kilometres of `ort` (the centre). */
  radiusKm?: number;
  ausstattung?: FeatureKey[];
  /** Any outdoor space: balcony, terrace, loggia or garden. */
  aussenflaeche?: boolean;
  energieklasse?: EnergyClass;
  /** First occupancy or new build. */
  erstbezug?: boolean;
  provisionsfrei?: boolean;
  /** What must be near: public transport, a school or kindergarten, a supermarket (the list's near filters). */
  nahe?: NearFilter[];
  sort?: NlSort;
}

/** Criteria about people that the portal never filters by (equal treatment law). */
export type RefusedCriterion = 'religion' | 'origin' | 'family' | 'gender' | 'age' | 'disability';

export interface NlResult {
  filters: NlFilters;
  /** Words the parser did not understand, in the order typed (stop words left out). */
  unmatched: string[];
  /** Criteria about people that were asked for and are not applied. */
  refused: RefusedCriterion[];
  /**
   * Places named besides the one searched that cannot be searched together with it ("Wohnung in Wien oder Graz":
   * Graz), to be offered as a search of their own; their words are among `unmatched` too. Absent when none.
   */
  otherPlaces?: OtherPlace[];
}

/** A place of the text that was not applied, the place it would replace, both as typed (normalised, lower case). */
export interface OtherPlace {
  word: string;
  instead: string;
  entry: GazetteerEntry;
}

export type PlaceKind = 'bundesland' | 'region' | 'bezirk' | 'ort' | 'plz';

export interface GazetteerEntry {
  kind: PlaceKind;
  /** The filter value: Bundesland key, region key, Bezirk name, town name. */
  value: string;
  /** Known only from the gazetteer file (./gazetteer-data.json), not as a place with listings. */
  fromFile?: boolean;
  /** A part of a town named without its town ("Vill", "Igls"): as easily a word of the language as a village. */
  partAlone?: boolean;
}

/** Place names the parser recognises, keyed by folded spelling (see foldKey in ../text/fold). */
export interface Gazetteer {
  /** folded name → entry; names of up to `maxWords` words. */
  names: Map<string, GazetteerEntry>;
  /** Names in scripts without spaces or with inflection, matched as substrings/stems (lower case). */
  stems: Array<{ stem: string; entry: GazetteerEntry }>;
  /** Latin-script folded names by first letter, for forgiving typos. */
  byInitial: Map<string, string[]>;
  maxWords: number;
  /** The towns with listings were added (extendGazetteer): a place known only from the file has none. */
  withListings?: boolean;
}
