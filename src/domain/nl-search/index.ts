/** Natural-language search: parse a sentence into search filters and turn them into the results address. */
export { parseSearchText, type ParseOptions } from './parse';
export { filtersToUrl, filtersToQueryString, EXTRA_PARAM } from './url';
export { buildGazetteer, defaultGazetteer, extendGazetteer } from './gazetteer';
export type { Gazetteer, Lang, NlFilters, NlResult, NlSort, RefusedCriterion } from './types';
