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
import { serverTranslator } from '../../platform/i18n';
import { loadedSnapshotDigest, listedTowns } from '../properties/repository';
import type { AppDeps } from '../../server/deps';
import { askModel } from './model';

export interface AiSearchAnswer {
  url: string;
  filters: NlFilters;
  summary: string;
  /** The understood parts as removable chips, labelled in the language asked for. */
  chips: NlChip[];
  unmatched: string[];
  refused: RefusedCriterion[];
  engine: 'parser' | 'model';
}

/** The gazetteer with the listings' towns, rebuilt when another snapshot was loaded. */
const gazetteers = new WeakMap<AppDeps, { digest: string | undefined; gazetteer: Promise<Gazetteer> }>();

function gazetteerOf(deps: AppDeps, digest: string | undefined): Promise<Gazetteer> {
  const cached = gazetteers.get(deps);
  if (cached && cached.digest === digest) return cached.gazetteer;
  const gazetteer = listedTowns(deps.database.db).then((towns) =>
    extendGazetteer(
      buildGazetteer(),
      towns.map((value) => ({ kind: 'ort' as const, value })),
    ),
  );
  gazetteers.set(deps, { digest, gazetteer });
  return gazetteer;
}

export async function aiSearch(deps: AppDeps, query: string, lang: Lang): Promise<AiSearchAnswer> {
  const gazetteer = await gazetteerOf(deps, await loadedSnapshotDigest(deps.database.db));
  const parsed = parseSearchText(query, lang, gazetteer);
  let filters = parsed.filters;
  let unmatched = parsed.unmatched;
  let engine: AiSearchAnswer['engine'] = 'parser';
  if (deps.config.llm) {
    const outcome = await askModel(deps.config.llm, deps.fetch, query, lang);
    if (outcome.ok) {
      filters = outcome.filters;
      unmatched = outcome.unmatched;
      engine = 'model';
    }
  }
  const strings = buildNlStrings(serverTranslator(lang, deps.config.localesDir));
  return {
    url: filtersToUrl(filters, lang, unmatched.join(' ')),
    filters,
    summary: summarize(filters, parsed.refused, strings),
    chips: describeFilters(filters, strings),
    unmatched,
    refused: parsed.refused,
    engine,
  };
}
