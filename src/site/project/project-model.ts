/** Texts and small derived values of a development project, per language, and the project page's view model. */
import { machineTranslated, translated, PROJECT_STATUSES, type Project } from '~/domain/listing';
import { isRtlLocale } from '~/domain/format/isolate';
import { listingPath } from '~/domain/listing-ref';
import { searchPrice } from '~/domain/search/index-format';
import { jsonLdString, plainText } from '~/domain/search/jsonld';
import { getLanguage, type LangCode } from '~/i18n/languages';
import { localizePath } from '~/i18n/paths';
import { useTranslations } from '~/i18n/t';
import { formatsForLang } from '~/i18n/formats';
import { eurText, formatNumber } from '~/components/listing/format';
import type { Catalog } from '~/site/build-catalog';
import { vocab } from '~/site/listing/labels';
import { feedWords, germanOn } from '~/site/listing/detail-model';
import { floorValue } from '~/domain/feed-values';
import {
  listingContactsOf,
  projectRecipient,
  projectUnitsAsked,
  type Office,
  type ProjectContacts,
  type Recipient,
} from '~/domain/leads/recipient';
import { site as siteConfig } from '~/config/site';
import { aroundValue, markNamesInHtml, type AroundValue } from '~/domain/format/german-names';

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
  // As a listing's texts (listingTexts): the German original on another language's page is marked lang="de" (left
  // to right on Arabic and Persian pages), a translation carries the page's language, an engine's translation keeps
  // the German original at hand.
  const has = (field: 'name' | 'description') => lang !== 'de' && !!p[`${field}_translations`][lang];
  const langOf = (field: 'name' | 'description') => (lang === 'de' ? undefined : has(field) ? lang : 'de');
  const rtl = isRtlLocale(lang);
  return {
    name,
    description,
    completion,
    lang: { name: langOf('name'), description: langOf('description') },
    dir: {
      name: rtl && !has('name') ? ('ltr' as const) : undefined,
      description: rtl && !has('description') ? ('ltr' as const) : undefined,
    },
    original: {
      name: has('name') && machineTranslated(p, 'name', lang) ? p.name : null,
      description: has('description') && machineTranslated(p, 'description', lang) ? p.description : null,
    },
  };
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
 * Who answers an inquiry about the project, by the rule the API sends it with (src/domain/leads/recipient.ts)
 * over the same snapshot: the developer, else the agency marketing the project, else the portal's office. The
 * form's heading names them, so the visitor knows before sending where the message goes.
 */
export function projectLead(
  p: { developer: ProjectContacts['developer']; units: readonly { listing_id: number | null }[] },
  listingById: (id: number) => Parameters<typeof listingContactsOf>[0] | undefined,
  lang: LangCode,
  office: Office = { name: siteConfig.brand, email: siteConfig.email },
): { recipient: Recipient; heading: string; headingParts: AroundValue & { name: string; nameLang?: string } } {
  const t = useTranslations(lang);
  const units = projectUnitsAsked(p.units.map((u) => u.listing_id)).map((id) => {
    const unit = listingById(id);
    return unit ? listingContactsOf(unit) : null;
  });
  const recipient = projectRecipient({ developer: p.developer }, units, office);
  const key =
    recipient.kind === 'developer'
      ? 'leads.form.headingProjectDeveloper'
      : recipient.kind === 'office'
        ? 'leads.form.headingProjectOffice'
        : 'leads.form.headingProjectAgency';
  const heading = t(key, { name: recipient.name });
  // The developer's or agency's name is the feed's German: the page marks it inside the sentence (the portal's
  // own name is not German).
  const headingParts = {
    ...aroundValue((name) => t(key, { name })),
    name: recipient.name,
    nameLang: lang !== 'de' && recipient.kind !== 'office' ? 'de' : undefined,
  };
  return { recipient, heading, headingParts };
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
  // The floor and the contact are not in the catalogue's summaries: the units are read in full.
  const units = (catalog.unitsOf.get(p.id) ?? [])
    .map((u) => catalog.listing(u.id)!)
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
    /** The description to show: a translation keeps the German names of the town and the developer, marked in it. */
    descriptionHtml:
      texts.lang.description === lang && lang !== 'de'
        ? markNamesInHtml(texts.description, [p.location.ort, p.developer.name])
        : texts.description,
    /** The units table's caption, cut where the project's name goes (marked there in its own language). */
    unitsCaption: aroundValue((name) => t('search.projects.unitsCaption', { name })),
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
      /** The title's language on another language's page: the page's for a translation, 'de' for the original. */
      titleLang: lang === 'de' ? undefined : u.objekttitel_translations[lang] ? lang : 'de',
      ort: u.location.ort,
      type:
        (u.objektart_untergruppe && v.subtype[`${u.objektart}:${u.objektart_untergruppe}`]) || v.objektart[u.objektart],
      floor: floorValue(u.etage_label, u.etage, feedWords(lang).floor)?.text ?? '–',
      floorLang: germanOn(lang, floorValue(u.etage_label, u.etage, feedWords(lang).floor)),
      rooms: u.zimmer != null ? nf(u.zimmer) : '–',
      area: u.flaeche != null ? `${nf(u.flaeche)} ${t('listing.unit.m2')}` : '–',
      price: searchPrice(u),
      priceText: eurText(searchPrice(u), onRequest, locale),
      // "/ Monat" after a rent's amount, as on the cards (rentSuffix); null for a purchase.
      perMonth: formatsForLang(lang).rentSuffix(searchPrice(u), u.vermarktungsart),
      status: v.status[u.status],
    })),
    /** Units the project names whose listing is not (or no longer) in the snapshot. */
    unknownUnits: p.units.filter((u) => u.listing_id == null || !catalog.byId.has(u.listing_id)).length,
    unitsSearch: `${localizePath(lang, '/immobilien')}?projekt=${p.id}`,
    /** The inquiry form's heading, naming whom the message goes to. */
    lead: projectLead(p, (id) => catalog.listing(id), lang),
  };
}

export type ProjectPage = ReturnType<typeof projectPage>;
