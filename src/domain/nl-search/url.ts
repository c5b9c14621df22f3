/**
 * Understood filters → the list page's address. The parameter names are the list page's (src/domain/search/query.ts
 * PARAM) plus the ones for rooms up to, several Vienna districts, commission-free, first occupancy and outdoor space;
 * the free text that was not understood goes to `q`, the full-text index.
 */
import { localizePath } from '../../i18n/paths';
import { PARAM } from '../search/query';
import { LIST_PATH } from '../search/urls';
import type { Lang, NlFilters } from './types';

/** Parameters the list page reads beyond the original set. */
export const EXTRA_PARAM = {
  zimmerBis: 'zimmer_bis',
  provisionsfrei: 'provisionsfrei',
  erstbezug: 'erstbezug',
  aussenflaeche: 'aussenflaeche',
} as const;

const num = (n: number) => String(Math.round(n * 100) / 100);

/** The query string (without '?') for understood filters and optional left-over free text. */
export function filtersToQueryString(f: NlFilters, freeText = ''): string {
  const p = new URLSearchParams();
  if (f.vermarktungsart) p.set(PARAM.vermarktungsart, f.vermarktungsart);
  if (f.objektart?.length) p.set(PARAM.objektart, f.objektart.join(','));
  if (f.untergruppe?.length) p.set(PARAM.untergruppe, f.untergruppe.join(','));
  if (f.preisVon != null) p.set(PARAM.preisVon, num(f.preisVon));
  if (f.preisBis != null) p.set(PARAM.preisBis, num(f.preisBis));
  if (f.flaecheVon != null) p.set(PARAM.flaecheVon, num(f.flaecheVon));
  if (f.flaecheBis != null) p.set(PARAM.flaecheBis, num(f.flaecheBis));
  if (f.zimmerVon != null) p.set(PARAM.zimmerVon, num(f.zimmerVon));
  if (f.zimmerBis != null) p.set(EXTRA_PARAM.zimmerBis, num(f.zimmerBis));
  if (f.grundflaecheVon != null) p.set(PARAM.grundflaecheVon, num(f.grundflaecheVon));
  if (f.grundflaecheBis != null) p.set(PARAM.grundflaecheBis, num(f.grundflaecheBis));
  if (f.bundesland) p.set(PARAM.bundesland, f.bundesland);
  for (const b of f.bezirk ?? []) p.append(PARAM.bezirk, b);
  if (f.ort) p.set(PARAM.ort, f.ort);
  if (f.plz) p.set(PARAM.plz, f.plz);
  if (f.ausstattung?.length) p.set(PARAM.ausstattung, f.ausstattung.join(','));
  if (f.aussenflaeche) p.set(EXTRA_PARAM.aussenflaeche, '1');
  if (f.energieklasse) p.set(PARAM.energieklasse, f.energieklasse);
  if (f.erstbezug) p.set(EXTRA_PARAM.erstbezug, '1');
  if (f.provisionsfrei) p.set(EXTRA_PARAM.provisionsfrei, '1');
  const q = freeText.trim().replace(/\s+/g, ' ').slice(0, 120);
  if (q) p.set(PARAM.q, q);
  if (f.sort && f.sort !== 'neueste') p.set(PARAM.sort, f.sort);
  return p.toString().replace(/%2C/gi, ',');
}

/** The language's results address for understood filters ("/en/immobilien?vermarktungsart=KAUF&…"). */
export function filtersToUrl(f: NlFilters, lang: Lang, freeText = ''): string {
  const qs = filtersToQueryString(f, freeText);
  const path = localizePath(lang, LIST_PATH);
  return qs ? `${path}?${qs}` : path;
}
