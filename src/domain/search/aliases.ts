/**
 * Alias addresses of a listing and where they lead: /immobilien/{id}, /immobilie/{slug} and
 * /onr/{external_id} all go to /immobilien/{id}/{slug}; so does a detail URL with an outdated slug. Each in
 * every language (/en/onr/…). Pure: the build writes the map (/search/aliases.json), a server answers with a
 * permanent redirect from it; static hosts get pre-rendered pages with a meta refresh instead.
 */
import type { Listing } from '../listing';

export interface AliasMap {
  v: 1;
  /** id → title_slug */
  ids: Record<string, string>;
  /** slug → ids (newest first; more than one when titles repeat) */
  slugs: Record<string, number[]>;
  /** external_id → id */
  onr: Record<string, number>;
}

export function buildAliasMap(listings: readonly Pick<Listing, 'id' | 'title_slug' | 'external_id'>[]): AliasMap {
  const map: AliasMap = { v: 1, ids: {}, slugs: {}, onr: {} };
  for (const l of listings) {
    map.ids[l.id] = l.title_slug;
    (map.slugs[l.title_slug] ??= []).push(l.id);
    if (!(l.external_id in map.onr)) map.onr[l.external_id] = l.id;
  }
  return map;
}

export type AliasResult =
  | { kind: 'redirect'; location: string }
  /** /immobilie/{slug} shared by several listings: the chooser page answers (no redirect). */
  | { kind: 'ambiguous'; ids: number[] }
  | null;

const LANG_PREFIX = /^\/([a-z]{2})(?=\/)/;

/**
 * The canonical target of an alias path, or null when the path is no alias (or unknown: the 404 page answers).
 * `isLang` says which two-letter prefixes are languages (German has none).
 */
export function resolveAlias(pathname: string, map: AliasMap, isLang: (code: string) => boolean): AliasResult {
  let path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  let prefix = '';
  const m = LANG_PREFIX.exec(path);
  if (m && isLang(m[1]!) && m[1] !== 'de') {
    prefix = `/${m[1]}`;
    path = path.slice(prefix.length);
  }
  let seg: string[];
  try {
    seg = path.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
  const detail = (id: number | string) => {
    const slug = map.ids[String(id)];
    return slug ? `${prefix}/immobilien/${id}/${slug}` : null;
  };
  let target: string | null = null;
  if (seg[0] === 'immobilien' && /^\d{1,10}$/.test(seg[1] ?? '') && seg.length <= 3) {
    target = detail(seg[1]!);
    // The canonical address itself is no alias.
    if (target && seg.length === 3 && seg[2] === map.ids[seg[1]!]) return null;
  } else if (seg[0] === 'immobilie' && seg.length === 2) {
    const ids = map.slugs[seg[1]!];
    if (ids && ids.length > 1) return { kind: 'ambiguous', ids };
    if (ids) target = detail(ids[0]!);
  } else if (seg[0] === 'onr' && seg.length === 2) {
    const id = map.onr[seg[1]!];
    if (id != null) target = detail(id);
  }
  return target ? { kind: 'redirect', location: target } : null;
}
