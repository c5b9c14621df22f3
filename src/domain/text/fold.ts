/**
 * The one folding rule for matching names and words: place names in the search index, in the location field,
 * in the list's free text and in the natural-language search are compared by their folded spelling, so the
 * index's keys (folded in the browser when it loads the index) and what a visitor types fold alike.
 */

/**
 * Lower case; German umlauts spelt out (ä → ae, ö → oe, ü → ue, ß → ss) because that is how they are typed
 * without them ("Poelten"); Turkish dotless ı as i; accents dropped (é → e, č → c, ё → е); Arabic vowel marks,
 * hamza signs and tatweel dropped (أ → ا), which people leave out as freely as accents; full-width and other
 * compatibility forms as their plain ones (Ｗｉｅｎ → wien, ² → 2). Letters of every script are kept (Вена, فيينا,
 * 维也纳, グラーツ stay words); anything but letters and digits separates words, one space each, none at the ends.
 */
export function foldKey(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss')
      .replace(/ı/g, 'i')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
      .trim()
      // Marks that are part of a letter (Japanese voicing, Hangul syllables) were split off above: put back.
      .normalize('NFC')
  );
}

/**
 * The folded key with German umlauts also read without their e ("Dobling" as "Döbling"): for short lists of names
 * (Vienna's districts) where a visitor who types a plain vowel must still be understood. Built on foldKey so that
 * both read the same text the same way otherwise.
 */
export function foldKeyLoose(text: string): string {
  return foldKey(text).replace(/([aou])e/g, '$1');
}
