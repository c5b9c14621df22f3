/**
 * A place corrected while it is said or typed ("in Graz, nein sorry, in Leoben", "in Villach sorry I mean in Spittal",
 * "en Linz, no perdón, en Wels", "a Bregenz anzi a Feldkirch"): the place before the correction marker is dropped, so
 * the one said last is read. Only where the marker is followed by the same word for "in" or "near" as the place
 * before it, as a correction repeats its frame; a bare "no" or "not" is left alone, because "en Graz, no en Linz"
 * excludes the second place instead of correcting the first. An amount or a count said twice needs no rule: the
 * readers keep the last one.
 */
import type { Lang } from './types';

/** The words that take back what was just said, as the text is normalised (lower case). */
const MARKERS: Partial<Record<Lang, string>> = {
  de: 'nein|sorry|ich meine|ich meinte|äh|besser gesagt|korrigiere',
  en: 'sorry|i mean|i meant|no wait|no sorry|or rather|scratch that',
  fr: 'pardon|non pardon|je veux dire|plutôt|enfin|euh',
  it: 'anzi|cioè|scusa|no scusa|volevo dire|o meglio',
  es: 'perdón|perdon|no perdón|no perdon|perdona|o sea|digo|quiero decir|mejor dicho',
  pt: 'quer dizer|desculpa|digo|ou melhor|perdão|perdao|aliás|alias',
  nl: 'nee|sorry|ik bedoel|of eigenlijk|beter gezegd|pardon',
  sv: 'nej|förlåt|jag menar|eller snarare|alltså|ursäkta',
  pl: 'znaczy|to znaczy|przepraszam|a właściwie|właściwie|a raczej|sorry',
};

/** The words for "in" and "near" before a place. */
const PLACE_WORDS: Partial<Record<Lang, string>> = {
  de: 'in|bei|nahe|um',
  en: 'in|near|around',
  fr: 'à|a|près de|autour de|en',
  it: 'a|in|vicino a|nei pressi di',
  es: 'en|cerca de',
  pt: 'em|no|na|perto de',
  nl: 'in|bij|rond|nabij',
  sv: 'i|nära|runt',
  pl: 'w|we|koło|pod|niedaleko|blisko',
};

const compiled = new Map<Lang, RegExp | null>();

/** The text with each corrected place left out ("in graz nein sorry in leoben" → "in leoben"). */
export function selfCorrected(text: string, lang: Lang): string {
  let re = compiled.get(lang);
  if (re === undefined) {
    const markers = MARKERS[lang];
    const places = PLACE_WORDS[lang];
    // The place: one to four words after the word for "in" (none of them that word again: "à louer à Steyr" keeps
    // its "louer"), then the marker (one or more, with commas or dashes), then the same word for "in" again.
    re =
      markers && places
        ? new RegExp(
            `(?<![\\p{L}])(${places})\\s+(?:(?!\\1\\s)[^\\s,.;:!?]+\\s+){0,3}?(?!\\1\\s)[^\\s,.;:!?]+\\s*[,.;:!-]*\\s*(?:(?:${markers})(?![\\p{L}])\\s*[,.;:!-]*\\s*)+\\1\\s+`,
            'gu',
          )
        : null;
    compiled.set(lang, re);
  }
  return re ? text.replace(re, '$1 ') : text;
}
