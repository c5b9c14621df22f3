/**
 * Understood filters → the list page's search (SearchQuery) and its address. The list page reads exactly these
 * parameters (src/domain/search/query.ts). Free text (`q`, the full-text index) is only what the caller passes: words
 * the parser did not understand never become it unless the visitor added them as a search term.
 */
import { NEAR_FILTER_KEYS } from '../places';
import { localizePath } from '../language-codes';
import { emptyQuery, normalizeBezirk, serializeQuery, type SearchQuery } from '../search/query';
import { LIST_PATH } from '../search/urls';
import type { Lang, NlFilters } from './types';

/** The search for understood filters; `base` keeps what the visitor had set already (the list page's box). */
export function filtersToQuery(f: NlFilters, freeText = '', base: SearchQuery = emptyQuery()): SearchQuery {
  const q: SearchQuery = { ...base, page: 1 };
  if (f.vermarktungsart) q.vermarktungsart = f.vermarktungsart;
  if (f.objektart?.length) q.objektart = [...new Set([...base.objektart, ...f.objektart])];
  if (f.untergruppe?.length) q.untergruppe = [...new Set([...base.untergruppe, ...f.untergruppe])];
  for (const key of [
    'zimmerVon',
    'zimmerBis',
    'preisVon',
    'preisBis',
    'flaecheVon',
    'flaecheBis',
    'grundflaecheVon',
    'grundflaecheBis',
  ] as const) {
    const v = f[key];
    if (v != null) q[key] = v;
  }
  if (f.bundesland) q.bundesland = f.bundesland;
  if (f.bezirk?.length) {
    const values = f.bezirk.map(normalizeBezirk).filter((v): v is string => v != null);
    q.bezirk = [...new Set([...base.bezirk, ...values])];
  }
  if (f.ort) q.ort = f.ort;
  if (f.plz) q.plz = f.plz;
  if (f.region) q.region = f.region;
  if (f.radiusKm != null && f.ort) q.umkreis = f.radiusKm;
  if (f.ausstattung?.length) q.ausstattung = [...new Set([...base.ausstattung, ...f.ausstattung])];
  if (f.energieklasse) q.energieklasse = f.energieklasse;
  if (f.provisionsfrei) q.provisionsfrei = true;
  if (f.erstbezug) q.erstbezug = true;
  if (f.aussenflaeche) q.aussenflaeche = true;
  if (f.nahe?.length) q.nahe = NEAR_FILTER_KEYS.filter((k) => f.nahe!.includes(k) || base.nahe.includes(k));
  q.q = freeText.trim().replace(/\s+/g, ' ').slice(0, 120);
  if (f.sort) q.sort = f.sort;
  else if (base.sort === 'relevanz' && !q.q) q.sort = 'neueste';
  return q;
}

/** The query string (without '?') for understood filters and optional left-over free text. */
export function filtersToQueryString(f: NlFilters, freeText = ''): string {
  return serializeQuery(filtersToQuery(f, freeText));
}

/** The language's results address for understood filters ("/en/immobilien?vermarktungsart=KAUF&…"). */
export function filtersToUrl(f: NlFilters, lang: Lang, freeText = '', listPath = LIST_PATH): string {
  const qs = filtersToQueryString(f, freeText);
  const path = localizePath(lang, listPath);
  return qs ? `${path}?${qs}` : path;
}
