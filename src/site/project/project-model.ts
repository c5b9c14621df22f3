/** Texts and small derived values of a development project, per language, and the project page's view model. */
import { translated, PROJECT_STATUSES, type Project } from '~/domain/listing';
import { listingPath } from '~/domain/listing-ref';
import { searchPrice } from '~/domain/search/index-format';
import { jsonLdString, plainText } from '~/domain/search/jsonld';
import { getLanguage, type LangCode } from '~/i18n/languages';
import { localizePath } from '~/i18n/paths';
import { useTranslations } from '~/i18n/t';
import { eurText, formatNumber } from '~/components/listing/format';
import type { Catalog } from '~/site/build-catalog';
import { vocab } from '~/site/listing/labels';
import { feedWords } from '~/site/listing/detail-model';
import { floorValue } from '~/domain/feed-values';

export function projectTexts(p: Project, lang: LangCode) {
  const name = (lang !== 'de' && p.name_translations[lang]) || p.name;
  const description = (lang !== 'de' && p.description_translations[lang]) || p.description;
  let completion = '';
  if (p.completion_date) {
    const [y, m, d] = p.completion_date.split('-').map(Number);
    const date = new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1));
    completion = new Intl.DateTimeFormat(
      getLanguage(lang).bcp47,
      d ? { dateStyle: 'medium', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' },
    ).format(date);
  }
  return { name, description, completion };
}

/** Status badge colours: planning stages amber, building blue, on sale green, done slate. */
export function projectStatusClass(status: Project['status']): string {
  switch (status) {
    case 'planning':
    case 'approval':
      return 'bg-amber-100 text-amber-950';
    case 'building':
    case 'construction':
      return 'bg-sky-100 text-sky-950';
    case 'marketing':
    case 'completion':
      return 'bg-emerald-100 text-emerald-950';
    default:
      return 'bg-slate-200 text-slate-900';
  }
}

/**
 * Everything the project page /projekte/{id} shows beyond the project's own fields, in one language: texts, the
 * JSON-LD, the progress stage, and the units as table rows (lowest floor first). `site` is the public address.
 */
export function projectPage(p: Project, lang: LangCode, catalog: Catalog, site: URL) {
  const t = useTranslations(lang);
  const v = vocab(lang);
  const texts = projectTexts(p, lang);
  const path = `/projekte/${p.id}`;
  const locale = getLanguage(lang).bcp47;
  const nf = (n: number, d = 1) => formatNumber(locale, n, d);
  const onRequest = t('price.onRequest');
  const units = (catalog.unitsOf.get(p.id) ?? [])
    .slice()
    .sort((a, b) => (a.etage ?? 0) - (b.etage ?? 0) || a.id - b.id);
  const place = [p.location.plz, p.location.ort].filter(Boolean).join(' ');
  const region = p.location.bundesland ? v.bundesland[p.location.bundesland] : null;
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: texts.name,
    url: new URL(localizePath(lang, path), site).href,
    description: plainText(texts.description, 300),
    address: {
      '@type': 'PostalAddress',
      addressLocality: p.location.ort,
      ...(p.location.plz ? { postalCode: p.location.plz } : {}),
      ...(region ? { addressRegion: region } : {}),
      addressCountry: p.location.land || 'AT',
    },
    ...(p.location.lat != null && p.location.lon != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: p.location.lat, longitude: p.location.lon } }
      : {}),
    ...(p.primary_image ? { image: new URL(p.primary_image.url, site).href } : {}),
  };
  return {
    texts,
    path,
    description: `${texts.name} · ${place} · ${v.projectStatus[p.status]}. ${plainText(texts.description, 150)}`,
    jsonLd: jsonLdString(ld),
    place,
    region,
    onRequest,
    /** Position of the project's status in PROJECT_STATUSES: earlier stages are done, later ones to come. */
    stage: PROJECT_STATUSES.indexOf(p.status),
    units: units.map((u) => ({
      id: u.id,
      href: localizePath(lang, listingPath(u.id, u.title_slug)),
      title: translated('objekttitel', u, lang),
      type:
        (u.objektart_untergruppe && v.subtype[`${u.objektart}:${u.objektart_untergruppe}`]) || v.objektart[u.objektart],
      floor: floorValue(u.etage_label, u.etage, feedWords(lang).floor)?.text ?? '–',
      rooms: u.zimmer != null ? nf(u.zimmer) : '–',
      area: u.flaeche != null ? `${nf(u.flaeche)} ${t('listing.unit.m2')}` : '–',
      price: searchPrice(u),
      priceText: eurText(searchPrice(u), onRequest),
      perMonth: u.vermarktungsart === 'MIETE_PACHT' && searchPrice(u) > 0,
      status: v.status[u.status],
    })),
    /** Units the project names whose listing is not (or no longer) in the snapshot. */
    unknownUnits: p.units.filter((u) => u.listing_id == null || !catalog.byId.has(u.listing_id)).length,
    unitsSearch: `${localizePath(lang, '/immobilien')}?projekt=${p.id}`,
  };
}

export type ProjectPage = ReturnType<typeof projectPage>;
