/**
 * The search island's strings for one language, as plain data (the island gets only what it shows).
 */
import { pickPlural, useTranslations } from '~/i18n/t';
import { getLanguage, type LangCode } from '~/i18n/languages';
import { cardText, vocab, type CardText, type Vocab } from './labels';

export const SEARCH_KEYS = [
  'form.heading',
  'form.toggle',
  'form.marketing',
  'form.any',
  'form.buy',
  'form.rent',
  'form.type',
  'form.typeAny',
  'form.typeSeveral',
  'form.subtype',
  'form.subtypeAny',
  'form.price',
  'form.priceRent',
  'form.from',
  'form.to',
  'form.area',
  'form.roomsAny',
  'form.plot',
  'form.location',
  'form.locationPlaceholder',
  'form.locationHint',
  'form.suggestions',
  'form.postcodes',
  'form.kind.bundesland',
  'form.kind.bezirk',
  'form.kind.ort',
  'form.kind.plz',
  'form.features',
  'form.energy',
  'form.energyAny',
  'form.status',
  'form.text',
  'form.textPlaceholder',
  'form.notUnderstood',
  'form.addAsTerm',
  'form.submit',
  'form.reset',
  'form.moreFilters',
  'form.clearLocation',
  'form.roomsRange',
  'form.wienDistricts',
  'form.wienDistrictsChosen',
  'form.highlights',
  'form.outdoor',
  'form.commissionFree',
  'form.newBuild',
  'form.near.heading',
  'form.near.transit',
  'form.near.school',
  'form.near.supermarket',
  'form.near.note',
  'form.availableFrom',
  'form.availableFromHint',
  'sort.label',
  'view.label',
  'view.grid',
  'view.list',
  'view.map',
  'results.heading',
  'results.none',
  'results.noneHint',
  'results.loading',
  'results.failed',
  'results.retry',
  'results.dropped',
  'results.pagination',
  'results.prev',
  'results.next',
  'results.page',
  'results.pageOf',
  'results.textFallback',
  'map.label',
  'map.loading',
  'map.failed',
  'form.radius',
  'form.radiusNone',
  'form.radiusKm',
  'waysOut.heading',
  'waysOut.spelling',
  'waysOut.drop.price',
  'waysOut.drop.rooms',
  'waysOut.drop.area',
  'waysOut.drop.plot',
  'waysOut.drop.feature',
  'waysOut.drop.subtype',
  'waysOut.drop.energy',
  'waysOut.drop.newBuild',
  'waysOut.drop.commissionFree',
  'waysOut.drop.outdoor',
  'waysOut.drop.availableFrom',
  'waysOut.drop.text',
  'waysOut.drop.polygon',
  'waysOut.drop.region',
  'waysOut.town',
  'waysOut.bezirk',
  'waysOut.bundesland',
  'waysOut.austria',
  'waysOut.radius',
  'waysOut.rent',
  'waysOut.buy',
  'waysOut.notify',
  'waysOut.save',
] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];

export const SEARCH_PLURAL_KEYS = ['results.count', 'map.cluster', 'map.withoutCoordinates'] as const;

export interface SearchText {
  lang: LangCode;
  locale: string;
  s: Record<string, string>;
  resultsCap: string;
  card: CardText;
  vocab: Vocab;
}

export function searchText(lang: LangCode): SearchText {
  const t = useTranslations(lang);
  const s: Record<string, string> = {};
  // Raw strings: {{placeholders}} are filled in the browser.
  const raw = (key: string) => t(key, { skipInterpolation: true, defaultValue: '' }) as string;
  for (const key of SEARCH_KEYS) s[key] = raw(`search.${key}`) || key;
  for (const key of SEARCH_PLURAL_KEYS) Object.assign(s, pickPlural(lang, `search.${key}`, key));
  return {
    lang,
    locale: getLanguage(lang).bcp47,
    s,
    resultsCap: t('common.resultsCap'),
    card: cardText(lang),
    vocab: vocab(lang),
  };
}

export { fill, plural } from '~/domain/search/text';
