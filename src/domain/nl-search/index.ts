/** Natural-language search: parse a sentence into search filters and turn them into the results address. */
import './hanzi-table-static';

export { parseSearchText, type ParseOptions } from './parse';
export { filtersToQuery, filtersToQueryString, filtersToUrl } from './url';
export { buildGazetteer, defaultGazetteer, extendGazetteer } from './gazetteer';
export type { Gazetteer, Lang, NlFilters, NlResult, NlSort, RefusedCriterion } from './types';
export {
  buildNlStrings,
  describeFilters,
  nlStringKeys,
  removeChip,
  summarize,
  type NlChip,
  type NlStrings,
} from './describe';
