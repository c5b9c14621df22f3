/**
 * The language an API answer, error page or mail link is in: an explicit `lang` parameter, else the request's
 * Accept-Language (RFC 9110 §12.5.4), else German. Pure, so the API middleware and the plain HTTP server share it.
 */
import { DEFAULT_LANG, LANG_CODES, isLangCode, langFromCode, type LangCode } from './languages';

/**
 * One element of Accept-Language: a language range (`de`, `de-AT`, `zh-Hant-TW`, or `*`), optionally followed by
 * a weight `;q=` with at most three decimals between 0 and 1. Anything else in an element makes it malformed.
 */
const RANGE = /^(\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)(?:[ \t]*;[ \t]*q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?))?$/i;

/**
 * The best language of ours for an Accept-Language header, or null when it accepts none of them.
 *
 * A range names the language of its first subtag, whatever its region or script: `de-AT` and `de-CH` are German,
 * `pt-BR` is Portuguese, `zh-Hant` and `zh-TW` are Chinese (each language has one translation). A language's
 * weight is the highest of the ranges naming it; `*` weighs every language no range names; weight 0 refuses.
 * Between equal weights a named language comes before the wildcard's, and the one named first before the others;
 * among the wildcard's the portal's order holds, German first. Malformed elements are skipped, as if not sent.
 */
export function langFromAcceptLanguage(header: string | null | undefined): LangCode | null {
  if (!header) return null;
  const named = new Map<LangCode, number>(); // in the order first named
  let wildcard = 0;
  for (const element of header.split(',')) {
    const m = RANGE.exec(element.trim());
    if (!m) continue;
    const range = m[1]!.toLowerCase();
    const q = m[2] === undefined ? 1 : Number(m[2]);
    if (range === '*') {
      wildcard = Math.max(wildcard, q);
      continue;
    }
    const lang = range.split('-')[0]!;
    if (isLangCode(lang)) named.set(lang, Math.max(named.get(lang) ?? 0, q));
  }
  let best: LangCode | null = null;
  let bestQ = 0;
  for (const [lang, q] of named) {
    if (q > bestQ) [best, bestQ] = [lang, q];
  }
  if (wildcard > bestQ) {
    const unnamed = LANG_CODES.find((lang) => !named.has(lang));
    if (unnamed) best = unnamed;
  }
  return best;
}

/**
 * The answer language: an explicit `lang` parameter wins when it names one of ours, as a URL code (`en`) or a
 * storage code (`gb`), in any case; then the request's Accept-Language; then German.
 */
export function negotiateLang(
  langParam: string | null | undefined,
  acceptLanguage: string | null | undefined,
): LangCode {
  return (langParam && langFromCode(langParam.toLowerCase())) || langFromAcceptLanguage(acceptLanguage) || DEFAULT_LANG;
}
