/**
 * Warning signs for editors: what the listings themselves show that scams tend to show. They are hints for the
 * moderation queue, never verdicts: a visitor never sees them, an editor decides. The signs:
 * - `cheap`: the price per m² is below WARNING_SIGNS.cheapShare of the median of its comparable listings, as the
 *   price box of the detail page compares (src/domain/prices/median.ts: district, type group, deal, size band, the
 *   shown price per m²), where at least WARNING_SIGNS.minComparable other listings back the median;
 * - `pictures_elsewhere`: at least WARNING_SIGNS.minSharedPictures of its pictures (the same file, or a perceptual hash
 *   within WARNING_SIGNS.maxHashBits; a picture under more than WARNING_SIGNS.maxSharing listings does not count) are
 *   also under another agency's listing that is not the same home (offers of one home share pictures honestly);
 * - `contact_mismatch`: the contact's e-mail is at a free-mail provider or at a domain that is neither the agency's
 *   e-mail nor its website;
 * - `money_first`: the texts ask for money before a viewing (deposit in advance, money transfer services, keys by
 *   post), in German or English.
 */
import { priceContext, priceFigures, type PricedInput } from './prices/median';
import type { Listing } from './listing';
import { popcount32 as bitsApart, type HomeGroup } from './same-home';

export const WARNING_SIGNS = {
  /** A price per m² below this share of the district's median is far below it. */
  cheapShare: 0.5,
  /** Comparable listings (see src/domain/prices/median.ts; the listing itself not counted) a median needs. */
  minComparable: 5,
  /**
   * Two pictures of different agencies' listings whose difference hashes differ in at most this many bits are one
   * picture: stricter than for one home (SAME_HOME.maxHashBits), as this sign points at an agency.
   */
  maxHashBits: 3,
  /**
   * A picture under more listings than this is a placeholder or a stock photo (an agency's logo card, a town's
   * view), not one flat's picture: it says nothing (and comparing all its listings would cost pairs by the million).
   */
  maxSharing: 5,
  /** Pictures two listings must share to be flagged (a copied listing copies its set of pictures). */
  minSharedPictures: 2,
} as const;

export const WARNING_SIGN_KINDS = ['cheap', 'pictures_elsewhere', 'contact_mismatch', 'money_first'] as const;
export type WarningSignKind = (typeof WARNING_SIGN_KINDS)[number];

export interface WarningSign {
  kind: WarningSignKind;
  /** What the editor checks: the median and the listing's price per m², the other listing, the address, the phrase. */
  detail: Record<string, string | number>;
}

export interface SignFacts extends PricedInput {
  preise: Listing['preise'];
  agency: { id: string; email: string | null; website: string | null };
  contact: { email: string | null } | null;
  images: ReadonlyArray<{ url: string; dhash?: string }>;
  objektbeschreibung?: string | null;
  sonstige_angaben?: string | null;
  dreizeiler?: string | null;
}

/**
 * Phrases that ask for money before anyone has seen the flat. Lower case; matched in the texts with tags removed
 * and spaces folded. Plain "Kaution" is no sign (every rental names one), paying it in advance or by transfer
 * service is.
 */
export const MONEY_FIRST_PHRASES = [
  'kaution vorab',
  'kaution im voraus',
  'kaution vor der besichtigung',
  'vorauszahlung',
  'vorab überweisen',
  'vorab überweisung',
  'anzahlung vor der besichtigung',
  'western union',
  'moneygram',
  'schlüssel per post',
  'schlüsselübergabe per post',
  'schlüssel zugeschickt',
  'schlüssel mit der post',
  'airbnb zahlung',
  'treuhand über airbnb',
  'deposit in advance',
  'deposit before the viewing',
  'deposit before viewing',
  'pay before viewing',
  'payment before viewing',
  'keys by post',
  'keys by mail',
  'send you the keys',
  'wire transfer',
] as const;

const FREE_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'gmx.at',
  'gmx.net',
  'gmx.de',
  'yahoo.com',
  'yahoo.de',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'aon.at',
  'icloud.com',
  'web.de',
  'proton.me',
  'protonmail.com',
  'mail.ru',
  'yandex.ru',
]);

function domainOf(address: string | null): string | null {
  if (!address) return null;
  const at = address.lastIndexOf('@');
  return at >= 0
    ? address
        .slice(at + 1)
        .toLowerCase()
        .trim()
    : null;
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** a.b.example.at and example.at are one organisation's. */
const sameOrg = (a: string, b: string) => a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);

export function contactMismatch(l: Pick<SignFacts, 'agency' | 'contact'>): string | null {
  const contact = domainOf(l.contact?.email ?? null);
  if (!contact) return null;
  if (FREE_MAIL.has(contact)) return contact;
  const own = [domainOf(l.agency.email), hostOf(l.agency.website)].filter((d): d is string => !!d);
  // Without an address or website of the agency there is nothing to compare with.
  if (!own.length) return null;
  return own.some((d) => sameOrg(d, contact)) ? null : contact;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** The first phrase of MONEY_FIRST_PHRASES in the listing's texts, or null. */
export function moneyFirstPhrase(l: SignFacts): string | null {
  const text = plain(
    [l.objektbeschreibung, l.sonstige_angaben, l.dreizeiler, l.preise?.kaution_text].filter(Boolean).join(' \n '),
  );
  return MONEY_FIRST_PHRASES.find((p) => text.includes(p)) ?? null;
}

/**
 * The signs of every listing that shows any, by id. `homes` are the same-home groups (their members' shared
 * pictures are no sign).
 */
export function findWarningSigns(
  listings: readonly SignFacts[],
  homes: readonly HomeGroup[] = [],
): Map<number, WarningSign[]> {
  const out = new Map<number, WarningSign[]>();
  const add = (id: number, sign: WarningSign) => {
    const list = out.get(id);
    if (list) list.push(sign);
    else out.set(id, [sign]);
  };

  // The comparable listings' medians, with the listing itself among them (a home several agencies offer counts
  // once, by its first listing). One very cheap listing barely moves the median of six or more.
  const figures = priceFigures(listings, WARNING_SIGNS.minComparable + 1);
  for (const l of listings) {
    const price = priceContext(figures, l);
    if (!price?.median || !(price.perSqm < WARNING_SIGNS.cheapShare * price.median)) continue;
    add(l.id, {
      kind: 'cheap',
      detail: {
        per_sqm: Math.round(price.perSqm),
        median_per_sqm: Math.round(price.median),
        comparable: price.count - (l.duplicate_of == null ? 1 : 0),
      },
    });
  }

  // Pictures under another agency's listing that is not the same home.
  const homeOf = new Map<number, number>();
  for (const h of homes) for (const id of [h.survivor, ...h.merged]) homeOf.set(id, h.survivor);
  const oneHome = (a: number, b: number) => (homeOf.get(a) ?? a) === (homeOf.get(b) ?? b);
  const byUrl = new Map<string, SignFacts[]>();
  const pictureKey = new Map<string, string>();
  // Each hash once as two 32-bit halves; buckets keyed by quarter number and value (a number, not a string).
  const hashed: Array<{ hi: number; lo: number; l: SignFacts; key: string }> = [];
  for (const l of listings) {
    for (const img of l.images) {
      const list = byUrl.get(img.url);
      if (list) {
        if (!list.includes(l)) list.push(l);
      } else byUrl.set(img.url, [l]);
      pictureKey.set(img.url, img.dhash ?? img.url);
      if (img.dhash)
        hashed.push({
          hi: parseInt(img.dhash.slice(0, 8), 16),
          lo: parseInt(img.dhash.slice(8, 16), 16),
          l,
          key: img.dhash,
        });
    }
  }
  // Pairs of listings of different agencies (not one home) with the pictures they share; a pair is flagged when it
  // shares WARNING_SIGNS.minSharedPictures (one alike picture is a stock interior or a plan drawn alike).
  // A picture counts once per pair, however it was found (its file, each quarter of its hash): by its hash, else file.
  const shared = new Map<number, { a: SignFacts; b: SignFacts; pictures: Set<string> }>();
  const flagPair = (a: SignFacts, b: SignFacts, picture: string) => {
    if (a.agency.id === b.agency.id || oneHome(a.id, b.id)) return;
    const key = a.id < b.id ? a.id * 4_294_967_296 + b.id : b.id * 4_294_967_296 + a.id;
    const pair = shared.get(key);
    if (pair) pair.pictures.add(picture);
    else shared.set(key, { a, b, pictures: new Set([picture]) });
  };
  for (const [url, list] of byUrl) {
    if (list.length < 2 || list.length > WARNING_SIGNS.maxSharing) continue;
    const picture = pictureKey.get(url)!;
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) flagPair(list[i]!, list[j]!, picture);
  }
  // Perceptual hashes: buckets by each 16-bit quarter find every pair within WARNING_SIGNS.maxHashBits (3 bits touch
  // at most 3 quarters, so one quarter is equal, by the pigeonhole principle) without comparing all pairs.
  const buckets = new Map<number, typeof hashed>();
  for (const h of hashed) {
    const quarters = [h.hi >>> 16, h.hi & 0xffff, h.lo >>> 16, h.lo & 0xffff];
    for (let q = 0; q < 4; q++) {
      const key = q * 65_536 + quarters[q]!;
      const b = buckets.get(key);
      if (b) b.push(h);
      else buckets.set(key, [h]);
    }
  }
  for (const b of buckets.values()) {
    if (b.length < 2 || b.length > 4 * WARNING_SIGNS.maxSharing) continue;
    for (let i = 0; i < b.length; i++)
      for (let j = i + 1; j < b.length; j++) {
        const x = b[i]!;
        const y = b[j]!;
        if (x.l !== y.l && bitsApart(x.hi ^ y.hi) + bitsApart(x.lo ^ y.lo) <= WARNING_SIGNS.maxHashBits)
          flagPair(x.l, y.l, x.key < y.key ? x.key : y.key);
      }
  }

  for (const { a, b, pictures } of shared.values()) {
    if (pictures.size < WARNING_SIGNS.minSharedPictures) continue;
    add(a.id, { kind: 'pictures_elsewhere', detail: { listing: b.id, agency: b.agency.id } });
    add(b.id, { kind: 'pictures_elsewhere', detail: { listing: a.id, agency: a.agency.id } });
  }

  for (const l of listings) {
    const domain = contactMismatch(l);
    if (domain) add(l.id, { kind: 'contact_mismatch', detail: { contact_domain: domain } });
    const phrase = moneyFirstPhrase(l);
    if (phrase) add(l.id, { kind: 'money_first', detail: { phrase } });
  }
  return out;
}
