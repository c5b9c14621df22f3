/**
 * One natural-language search: the offline parser always runs (and is the answer whenever no model is configured,
 * the model is slow or its answer is invalid); with a model configured, a valid model answer replaces the
 * parser's filters. Criteria about people come from the parser either way and are never filters.
 */
import {
  buildNlStrings,
  describeFilters,
  filtersToUrl,
  parseSearchText,
  summarize,
  type Lang,
  type NlChip,
  type NlFilters,
  type RefusedCriterion,
} from '../../domain/nl-search';
import { buildGazetteer, extendGazetteer, type Gazetteer } from '../../domain/nl-search';
import { applySuggestion, otherPlaceOffers, suggestCorrections, type Suggestion } from '../../domain/nl-search/suggest';
import { placeByPostcode } from '../../domain/nl-search/austria-places';
import { foldKey } from '../../domain/text/fold';
import { serverTranslator } from '../../platform/i18n';
import { getLanguage } from '../../i18n/languages';
import type { ListingSnapshot } from '../../snapshot/reader';
import type { Context } from '../context';
import { askModel } from './model';

export interface AiSearchAnswer {
  url: string;
  filters: NlFilters;
  summary: string;
  /** The understood parts as removable chips, labelled in the language asked for. */
  chips: NlChip[];
  unmatched: string[];
  /**
   * "Meinten Sie …?": a known place or term for a word not understood, with the whole query as it reads with the
   * correction (the form sends that when the visitor picks it).
   */
  suggestions: Array<Suggestion & { text: string }>;
  refused: RefusedCriterion[];
  engine: 'parser' | 'model';
}

/**
 * The gazetteer with the towns the snapshot's listings lie in (each once), so a place with listings is found:
 * built once per snapshot through the process's reader (`ctx.listings.derived(listingGazetteer)`).
 */
export function listingGazetteer(snapshot: ListingSnapshot): Gazetteer {
  const towns = new Set<string>();
  for (const l of snapshot.listings) {
    const ort = (l.location as { ort?: unknown } | null | undefined)?.ort;
    if (typeof ort === 'string' && ort.trim()) towns.add(ort.trim());
  }
  return extendGazetteer(
    buildGazetteer(),
    [...towns].map((value) => ({ kind: 'ort' as const, value })),
  );
}

export async function aiSearch(ctx: Context, query: string, lang: Lang): Promise<AiSearchAnswer> {
  const gazetteer = ctx.listings.derived(listingGazetteer);
  const parsed = parseSearchText(query, lang, gazetteer);
  let filters = parsed.filters;
  let unmatched = parsed.unmatched;
  let engine: AiSearchAnswer['engine'] = 'parser';
  if (ctx.config.llm) {
    const outcome = await askModel(ctx.config.llm, ctx.fetch, query, lang);
    if (outcome.ok) {
      filters = outcome.filters;
      unmatched = outcome.unmatched;
      engine = 'model';
    }
  }
  const strings = {
    ...buildNlStrings(serverTranslator(lang, ctx.config.localesDir), getLanguage(lang).bcp47),
    postalPlace: (plz: string) => placeByPostcode(plz)?.name,
  };
  return {
    // What was not understood is shown and offered as a search term, never searched for unasked.
    url: filtersToUrl(filters, lang),
    filters,
    summary: summarize(filters, parsed.refused, strings),
    chips: describeFilters(filters, strings),
    unmatched,
    // A place that could not be searched with the first one ("Wien oder Graz") is offered as a search of its own.
    suggestions: [
      ...(engine === 'parser' ? otherPlaceOffers(query, parsed.otherPlaces ?? []) : []),
      ...suggestCorrections(unmatched, lang, gazetteer)
        .filter((x) => !parsed.otherPlaces?.some((o) => foldKey(o.word) === foldKey(x.word)))
        .map((x) => ({ ...x, text: applySuggestion(query, x) })),
    ],
    refused: parsed.refused,
    engine,
  };
}
