/**
 * The words of the natural-language search, per language: regular-expression fragments (lower case, matched
 * against normalised text) for deal type, property types, features, comparisons, units and the criteria about
 * people that are never filters. The parser joins them into one expression per rule and language. One module a
 * language; what all languages share lives in ./shared.
 */
import type { Lang } from '../types';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fa } from './fa';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import type { Lex } from './shared';
import { ru } from './ru';
import { sv } from './sv';
import { tr } from './tr';
import { zh } from './zh';

export { AREA_UNITS, CURRENCY_WORDS, ENGLISH_LOANS, MULTIPLIERS, RADIUS_CUES, RADIUS_KM, type Lex } from './shared';

export const LEXICON: Readonly<Record<Lang, Lex>> = { de, en, fr, it, es, pt, nl, sv, pl, ru, tr, ar, fa, zh, ja };
