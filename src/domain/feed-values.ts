/**
 * The few fixed German words OpenImmo feeds write into value fields (the floor "EG", "2. OG", "DG", the
 * availability "sofort", "nach Vereinbarung"), read into the page's language. A value that is not one of them stays
 * as the feed wrote it and is marked German, so pages can give it lang="de" (screen readers then pronounce it as
 * German inside an English or Arabic page). Pure: the caller passes the translated words.
 */

/** A value for a page: its text, and whether it is the feed's own German. */
export interface FeedValue {
  text: string;
  german: boolean;
}

/** The translated floor words; `upper` and `lower` hold {{number}}. */
export interface FloorWords {
  ground: string;
  raisedGround: string;
  basement: string;
  lower: string;
  upper: string;
  attic: string;
  mezzanine: string;
}

const number = (template: string, n: number) => template.replace('{{number}}', String(n));

/**
 * The floor in the page's language, from the normalized label the importer keeps ('EG', 'HP', 'UG', '2. UG',
 * '3. OG', 'DG', 'Mezzanin', or the feed's own text) or, without a label, the floor number (0 = ground floor).
 */
export function floorValue(label: string | null | undefined, etage: number | null | undefined, w: FloorWords) {
  const own = label?.trim();
  if (own) {
    const upper = /^(\d+)\s*\.?\s*(?:OG)?$/i.exec(own);
    if (upper) return plain(Number(upper[1]) === 0 ? w.ground : number(w.upper, Number(upper[1])));
    const lower = /^(\d+)\s*\.\s*UG$/i.exec(own);
    if (lower) return plain(Number(lower[1]) === 1 ? w.basement : number(w.lower, Number(lower[1])));
    const word = { EG: w.ground, HP: w.raisedGround, UG: w.basement, DG: w.attic, MEZZANIN: w.mezzanine }[
      own.toUpperCase()
    ];
    return word ? plain(word) : { text: own, german: true };
  }
  if (etage == null || !Number.isFinite(etage)) return null;
  if (etage === 0) return plain(w.ground);
  if (etage < 0) return plain(etage === -1 ? w.basement : number(w.lower, -etage));
  return plain(number(w.upper, etage));
}

export interface AvailabilityWords {
  now: string;
  byArrangement: string;
}

/**
 * "Verfügbar ab" in the page's language: an ISO day or an Austrian "1.3.2027" becomes a date in the page's
 * format; "sofort"/"ab sofort" and "nach Vereinbarung" their translation; anything else stays the feed's German.
 */
export function availableFromValue(
  raw: string | null | undefined,
  w: AvailabilityWords,
  formatDay: (isoDay: string) => string,
): FeedValue | null {
  const s = raw?.trim();
  if (!s) return null;
  const lower = s.toLowerCase().replace(/\s+/g, ' ').replace(/[.!]$/, '');
  if (/^(ab )?sofort$/.test(lower) || lower === 'per sofort') return plain(w.now);
  if (/^(nach|lt\.?|laut) vereinbarung$/.test(lower) || lower === 'nach absprache') return plain(w.byArrangement);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(s);
  if (iso) return plain(formatDay(`${iso[1]}-${iso[2]}-${iso[3]}`));
  const at = /^(?:ab )?(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/.exec(lower);
  if (at) return plain(formatDay(`${at[3]}-${at[2]!.padStart(2, '0')}-${at[1]!.padStart(2, '0')}`));
  return { text: s, german: true };
}

function plain(text: string): FeedValue {
  return { text, german: false };
}

const plainItem = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|\s+/g, ' ')
    .trim()
    .replace(/[.,;:]$/, '')
    .toLowerCase();

/**
 * The feed's equipment text without the items that only name a feature the page already shows as a checkmark
 * (feeds often repeat their feature list there): list items and "- item" lines that are exactly a feature's label
 * are dropped, and an empty remainder is ''. Prose that merely mentions a feature stays.
 */
export function withoutListedFeatures(html: string | null, labels: readonly string[]): string | null {
  if (!html || labels.length === 0) return html;
  const known = new Set(labels.map(plainItem));
  let out: string = html.replace(/<li>([\s\S]*?)<\/li>/gi, (item, inner: string) =>
    known.has(plainItem(inner)) ? '' : item,
  );
  out = out.replace(/<(ul|ol)>\s*<\/\1>/gi, '');
  out = out.replace(
    /(^|<br\s*\/?>|<p>|\n)[ \t]*[-–•*][ \t]*([^<\n]+?)[ \t]*(?=<br\s*\/?>|<\/p>|\n|$)/gi,
    (line, before: string, item: string) => (known.has(plainItem(item)) ? before : line),
  );
  out = out
    .replace(/(<br\s*\/?>\s*){2,}/gi, '<br>')
    .replace(/<p>\s*<br\s*\/?>/gi, '<p>')
    .replace(/<br\s*\/?>\s*<\/p>/gi, '</p>')
    .replace(/<p>\s*<\/p>/gi, '');
  return plainItem(out) ? out : '';
}

/** The translated words for the commission and deposit terms feeds write; {{rate}}, {{vat}} and {{count}} are filled. */
export interface TermsWords {
  /** "provisionsfrei", "provisionsfrei für Mieter/Käufer". */
  free: string;
  /** "3 % inkl. USt." */
  rateInclVat: string;
  /** "3 % zzgl. 20 % USt.", "3 % des Kaufpreises zzgl. 20 % USt." */
  ratePlusVat: string;
  /** "3 Bruttomonatsmieten" (and "Monatsmieten"): {{count}} with the language's plural, done by the caller. */
  monthsRent: (count: number) => string;
  /** "3 Nettomonatsmieten": rent without VAT. */
  monthsNetRent: (count: number) => string;
  /** "zzgl. 20 % USt." after a number of months' rent. */
  plusVat: string;
  /** Writes a percentage the page's way from the German text's number ("3,6" → 3.6). */
  percent: (n: number) => string;
}

const germanNumber = (s: string) => Number(s.replace(',', '.'));

const VAT = String.raw`(?:ust|mwst)\.?`;
// The forms termsValue reads, made once rather than on each call: detail pages read their listing's terms with them.
const TERMS_FREE = /^provisionsfrei(?: für (?:den |die )?(?:mieter|käufer|mieterin|käuferin)(?:in)?)?\.?$/i;
const TERMS_INCL_VAT = new RegExp(String.raw`^(\d+(?:[.,]\d+)?) ?%(?: des (?:kauf)?preises)? inkl\.? ${VAT}$`, 'i');
const TERMS_PLUS_VAT = new RegExp(
  String.raw`^(\d+(?:[.,]\d+)?) ?%(?: des (?:kauf)?preises)? (?:zzgl\.?|zuzüglich|plus) (\d+(?:[.,]\d+)?) ?% ${VAT}$`,
  'i',
);
const TERMS_MONTHS = new RegExp(
  String.raw`^(\d+) ?(brutto|netto)?[- ]?monatsmieten?(?: (?:zzgl\.?|zuzüglich|plus) (\d+(?:[.,]\d+)?) ?% ${VAT})?$`,
  'i',
);

/**
 * A commission or deposit term as the feed wrote it (aussen_courtage, kaution_text), read into the page's language
 * when it is one of the usual forms: "provisionsfrei (für Mieter)", "3 % (des Kaufpreises) inkl./zzgl. 20 % USt.",
 * "3 (Brutto-/Netto-)Monatsmieten (zzgl. 20 % USt.)". Any other text stays the feed's German.
 */
export function termsValue(raw: string | null | undefined, w: TermsWords): FeedValue | null {
  const s = raw?.trim().replace(/\s+/g, ' ');
  if (!s) return null;
  if (TERMS_FREE.test(s)) return plain(w.free);
  const incl = TERMS_INCL_VAT.exec(s);
  if (incl) return plain(w.rateInclVat.replace('{{rate}}', w.percent(germanNumber(incl[1]!))));
  const plus = TERMS_PLUS_VAT.exec(s);
  if (plus)
    return plain(
      w.ratePlusVat
        .replace('{{rate}}', w.percent(germanNumber(plus[1]!)))
        .replace('{{vat}}', w.percent(germanNumber(plus[2]!))),
    );
  const months = TERMS_MONTHS.exec(s);
  if (months) {
    const count = Number(months[1]);
    const text = months[2]?.toLowerCase() === 'netto' ? w.monthsNetRent(count) : w.monthsRent(count);
    return plain(months[3] ? `${text} ${w.plusVat.replace('{{vat}}', w.percent(germanNumber(months[3])))}` : text);
  }
  return { text: s, german: true };
}

/** The translated words for the contact person's role. */
export interface RoleWords {
  agent: string;
  broker: string;
  managingDirector: string;
  sales: string;
  letting: string;
}

/**
 * The contact person's role (kontaktperson/position) in the page's language when it is one of the usual German
 * titles (Immobilienberater/in, (Immobilien)makler/in, Geschäftsführer/in, Verkauf/Vertrieb, Vermietung); any other
 * text stays the feed's German.
 */
export function roleValue(raw: string | null | undefined, w: RoleWords): FeedValue | null {
  const s = raw?.trim().replace(/\s+/g, ' ');
  if (!s) return null;
  const lower = s.toLowerCase();
  if (/^(?:immobilien|kunden)?berater(?:in)?$/.test(lower)) return plain(w.agent);
  if (/^(?:immobilien)?makler(?:in)?$/.test(lower)) return plain(w.broker);
  if (/^geschäftsführer(?:in)?$/.test(lower)) return plain(w.managingDirector);
  if (/^(?:verkauf|vertrieb)$/.test(lower)) return plain(w.sales);
  if (/^vermietung$/.test(lower)) return plain(w.letting);
  return { text: s, german: true };
}
