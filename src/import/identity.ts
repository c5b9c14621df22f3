/**
 * A stable identity for listings that carry no object number (no objektnr_extern, openimmo_obid or objektnr_intern).
 * Real exporters send such listings (10 of the 15 in the shared real feeds); skipping them would lose them, so their
 * key is derived from the agency plus the listing's most stable content, normalized and hashed:
 * `auto-<12 hex>` (and `auto-<12 hex>-<n>` for the n-th listing of a feed deriving the same hash). The key doubles
 * as `external_id`, so `/onr/{external_id}` works for them too.
 *
 * What goes in, and why only that:
 * - values as the feed DECLARES them (objektart element and subtype, vermarktungsart flags), not what the mapping
 *   assumes when they are missing: an assumption made from prices or areas would change the identity whenever a
 *   price changes;
 * - plz, ort, objekttitel, normalized (case, accents, umlauts, punctuation, whitespace), so a re-typed space or
 *   a "ß" written "ss" is still the same listing;
 * - strasse + hausnummer only when the feed allows publishing the address: the hash ends up in a public URL, and
 *   a hash over a hidden address could be reversed by trying the few streets of a postcode.
 * DELETE actions are derived by the same function from the same elements, so they meet the listing they name
 * when they carry the same content.
 */
import { createHash } from 'node:crypto';
import { OBJEKTART_HAUPTGRUPPEN } from '../domain/listing';
import { normalizePlz } from '../domain/austria';
import { foldToAscii } from '../domain/slug';
import { child, innerMarkup, text, type XNode } from './xml';
import { parseBool, plainText } from './values';
import { coded, type CodedWarning } from './warnings';

export interface IdentityPart {
  /** The OpenImmo element(s) the value comes from, as named in warnings. */
  field: 'objektart' | 'vermarktungsart' | 'plz' | 'ort' | 'strasse' | 'hausnummer' | 'objekttitel';
  /** Normalized value. */
  value: string;
}

/** How an agency is identified: the value hashed, and how warnings name it. */
export interface AgencyIdentity {
  id: string;
  /** e.g. `anbieternr "FIX-1"`, `firma "Muster Immobilien"`; null when the <anbieter> names itself nowhere. */
  label: string | null;
}

export const DERIVED_KEY_PREFIX = 'auto-';
const DERIVED_KEY = /^auto-([0-9a-f]{12})(?:-(\d+))?$/;
const VERMARKTUNGSARTEN = ['KAUF', 'MIETE_PACHT', 'ERBPACHT', 'LEASING'];

/** Lower case, German umlauts and accents folded, anything but letters and digits collapsed to one space. */
export function normalizeIdentityValue(raw: string): string {
  return foldToAscii(raw.normalize('NFKC'))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The identity-bearing content of one <immobilie>, in a fixed order; parts the feed leaves empty are left out. */
export function identityParts(im: XNode): IdentityPart[] {
  const parts: IdentityPart[] = [];
  const add = (field: IdentityPart['field'], raw: string | null | undefined, normalize = normalizeIdentityValue) => {
    const value = raw ? normalize(raw) : '';
    if (value) parts.push({ field, value });
  };
  // enumerations only vary in letter case; keeping their underscores keeps the warnings readable
  const enumValue = (raw: string) => raw.trim().toLowerCase();
  const kat = child(im, 'objektkategorie');
  const objektart = child(kat, 'objektart')?.children.find((c) =>
    (OBJEKTART_HAUPTGRUPPEN as readonly string[]).includes(c.name),
  );
  if (objektart) {
    const typ = Object.entries(objektart.attrs).find(([k, v]) => k.endsWith('typ') && v.trim())?.[1];
    add('objektart', typ ? `${objektart.name}/${typ}` : objektart.name, enumValue);
  }
  const vm = child(kat, 'vermarktungsart');
  if (vm) {
    const flags = Object.entries(vm.attrs)
      .filter(([k, v]) => VERMARKTUNGSARTEN.includes(k.toUpperCase()) && parseBool(v) === true)
      .map(([k]) => k.toUpperCase())
      .sort();
    add('vermarktungsart', flags.join('+'), enumValue);
  }
  const geo = child(im, 'geo');
  const plzRaw = plainText(text(child(geo, 'plz')));
  add('plz', normalizePlz(plzRaw) ?? plzRaw);
  add('ort', plainText(text(child(geo, 'ort'))));
  if (parseBool(text(child(child(im, 'verwaltung_objekt'), 'objektadresse_freigeben'))) === true) {
    add('strasse', plainText(text(child(geo, 'strasse'))));
    add('hausnummer', plainText(text(child(geo, 'hausnummer'))));
  }
  add('objekttitel', plainText(innerMarkup(child(child(im, 'freitexte'), 'objekttitel'))));
  return parts;
}

/**
 * The 12-hex hash of agency + content. The source is not part of it: a listing is the agency's, and the same
 * listing arriving through its folder, a URL or an upload in the admin area must keep one identity.
 */
export function derivedHash(agency: AgencyIdentity, parts: IdentityPart[]): string {
  const input = JSON.stringify([agency.id, parts.map((p) => [p.field, p.value])]);
  return createHash('sha256').update(input).digest('hex').slice(0, 12);
}

/**
 * The hash as it was made while identities were kept per source (source + agency + content): the key a listing
 * stored then has, so that its id and stored data are taken over under the hash above.
 */
export function legacyDerivedHash(sourceKey: string, agency: AgencyIdentity, parts: IdentityPart[]): string {
  const input = JSON.stringify([sourceKey, agency.id, parts.map((p) => [p.field, p.value])]);
  return createHash('sha256').update(input).digest('hex').slice(0, 12);
}

/** The n-th (1-based) listing of a feed with this hash: the first keeps the plain key, so appending a twin later leaves it alone. */
export function derivedKey(hash: string, ordinal: number): string {
  return `${DERIVED_KEY_PREFIX}${hash}${ordinal > 1 ? `-${ordinal}` : ''}`;
}

/** The hash of a derived key (`auto-<hash>` or `auto-<hash>-<n>`); null for object numbers from the feed. */
export function hashOfDerivedKey(key: string): string | null {
  return DERIVED_KEY.exec(key)?.[1] ?? null;
}

const short = (s: string, max = 60) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * The per-listing warnings: what the key was derived from, and what will make the listing look new (and, when the
 * anbieter cannot be told, that the identity rests on the feed alone).
 */
export function describeDerivation(key: string, agency: AgencyIdentity, parts: IdentityPart[]): CodedWarning[] {
  const from = [
    ...(agency.label ? [`anbieter ${agency.label}`] : []),
    ...parts.map((p) => `${p.field} "${short(p.value)}"`),
  ].join(' + ');
  const fields = parts.map((p) => p.field).filter((f) => f !== 'objekttitel');
  const byTitle = parts.some((p) => p.field === 'objekttitel');
  const main = byTitle
    ? fields.length
      ? coded('identityByTitleAnd', { key, from, fields: fields.join(', ') })
      : coded('identityByTitle', { key, from })
    : fields.length
      ? coded('identityByFields', { key, from, fields: fields.join(', ') })
      : coded('identityByPosition', { key, from: from || '–' });
  return agency.label ? [main] : [main, coded('identityNoAnbieter')];
}
