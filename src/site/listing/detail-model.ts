/**
 * Everything a detail page shows, prepared once per listing and language: facts with labels, texts in the
 * page's language. Keeps the page template free of data plumbing. What it shows of other listings (similar
 * listings, the price in context) comes from ./detail-parts.ts.
 */
import type { Listing, Project } from '~/domain/listing';
import type { ListingSummary } from '~/snapshot/summary';
import type { LangCode } from '~/i18n/languages';
import { getLanguage } from '~/i18n/languages';
import { localizePath } from '~/i18n/paths';

import { machineTranslated, translated } from '~/domain/listing';
import { isRtlLocale } from '~/domain/format/isolate';
import { dealLabel } from '~/domain/vocabulary';
import {
  availableFromValue,
  floorValue,
  roleValue,
  termsValue,
  withoutListedFeatures,
  type AvailabilityWords,
  type FeedValue,
  type FloorWords,
  type RoleWords,
  type TermsWords,
} from '~/domain/feed-values';
import { listingPath } from '~/domain/listing-ref';
import { cardFromListing, type CardData } from '~/domain/search/cards';
import { jsonLdString, listingJsonLd, plainText } from '~/domain/search/jsonld';
import { similarBuckets, similarRows } from '~/domain/search/similar';
import { landingFor, landingPath } from '~/domain/search/landing';
import { labelPicker, vocab } from './labels';
import { priceBox } from './detail-price';
import type { Fact } from './fact';
import { infrastructureView, placesView } from './infrastructure-model';
import { eurText, formatNumber, formatPercent } from '~/components/listing/format';
import { useTranslations } from '~/i18n/t';
import type { Catalog } from '~/site/build-catalog';
import { confirmedAt } from '~/domain/listing-freshness';
import { formatsForLang } from '~/i18n/formats';

export type { Fact };

/** A link the description tab lists: the virtual tour, the video, the provider's documents. */
export interface MediaLink {
  label: string;
  href: string;
  /** Another site's page (tour, video): opened in a new tab and not followed by search engines. */
  external: boolean;
}

const feedWordsOf = new Map<LangCode, ReturnType<typeof makeFeedWords>>();

/** The floor and availability words of the feed, read into `lang` (see domain/feed-values); once per language. */
export function feedWords(lang: LangCode) {
  let words = feedWordsOf.get(lang);
  if (!words) feedWordsOf.set(lang, (words = makeFeedWords(lang)));
  return words;
}

function makeFeedWords(lang: LangCode) {
  const t = useTranslations(lang);
  const floor: FloorWords = {
    ground: t('listing.floor.ground'),
    raisedGround: t('listing.floor.raisedGround'),
    basement: t('listing.floor.basement'),
    lower: t('listing.floor.lower', { skipInterpolation: true }),
    upper: t('listing.floor.upper', { skipInterpolation: true }),
    attic: t('listing.floor.attic'),
    mezzanine: t('listing.floor.mezzanine'),
  };
  const available: AvailabilityWords = {
    now: t('listing.available.now'),
    byArrangement: t('listing.available.byArrangement'),
  };
  const locale = getLanguage(lang).bcp47;
  const months = (key: string) => (count: number) =>
    t(key, { skipInterpolation: true }).replace('{{count}}', formatNumber(locale, count, 0));
  const terms: TermsWords = {
    free: t('listing.terms.free'),
    rateInclVat: t('listing.terms.rateInclVat', { skipInterpolation: true }),
    ratePlusVat: t('listing.terms.ratePlusVat', { skipInterpolation: true }),
    monthsRent: months('listing.terms.monthsRent'),
    monthsNetRent: months('listing.terms.monthsNetRent'),
    plusVat: t('listing.terms.plusVat', { skipInterpolation: true }),
    percent: (n) => formatPercent(locale, n / 100),
  };
  const role: RoleWords = {
    agent: t('listing.role.agent'),
    broker: t('listing.role.broker'),
    managingDirector: t('listing.role.managingDirector'),
    sales: t('listing.role.sales'),
    letting: t('listing.role.letting'),
  };
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const formatDay = (iso: string) => {
    const d = new Date(`${iso}T00:00:00Z`);
    return Number.isNaN(d.getTime()) ? iso : days.format(d);
  };
  return { floor, available, formatDay, terms, role };
}

/**
 * A commission or deposit term of the feed as a page in `lang` shows it: the German page the feed's own words; other
 * pages the usual forms translated (see domain/feed-values), anything else the German marked as such.
 */
export function termsOn(lang: LangCode, raw: string | null | undefined): FeedValue | null {
  if (!raw?.trim()) return null;
  return lang === 'de' ? { text: raw.trim(), german: false } : termsValue(raw, feedWords(lang).terms);
}

/** The contact person's role as a page in `lang` shows it (as termsOn: the German page keeps the feed's words). */
export function roleOn(lang: LangCode, raw: string | null | undefined): FeedValue | null {
  if (!raw?.trim()) return null;
  return lang === 'de' ? { text: raw.trim(), german: false } : roleValue(raw, feedWords(lang).role);
}

/** The lang attribute a feed value needs on this page: 'de' for the feed's German elsewhere, else none. */
export function germanOn(lang: LangCode, value: FeedValue | null): string | undefined {
  return value?.german && lang !== 'de' ? 'de' : undefined;
}

// Derived data is cached per catalog (a build has one): the similar-listing buckets and results are computed once
// and shared by every page in every language. The results are kept as rows of the search table, SIMILAR_COUNT a
// listing in one typed array (-1 where a listing has fewer, -2 where not yet worked out): every render process holds
// them for every listing, and a Map of arrays cost about 120 bytes a listing (12 MB at 100,000) against 16.
const SIMILAR_COUNT = 4;
const similarState = new WeakMap<Catalog, { buckets: Map<number, number[]>; rows: Int32Array }>();

/** A listing sold or let: its page says so, and it is no longer compared. */
export function leftTheMarket(l: Pick<ListingSummary, 'status'>): boolean {
  return l.status === 'sold' || l.status === 'rented';
}

/** The search for more listings like `l`, below its similar listings: same deal and type, in its Bundesland. */
export function similarSearchPath(
  l: Pick<ListingSummary, 'vermarktungsart' | 'objektart' | 'location'>,
  lang: LangCode,
): string {
  const bundesland = l.location.bundesland ? `&bundesland=${l.location.bundesland}` : '';
  return `${localizePath(lang, '/immobilien')}?vermarktungsart=${l.vermarktungsart}&objektart=${l.objektart}${bundesland}`;
}

/** Ids of up to 4 similar listings; computed once per listing for all 15 languages. */
export function similarIds(c: Catalog, id: number): number[] {
  const row = c.table.rowOf.get(id);
  if (row == null) return [];
  let state = similarState.get(c);
  if (!state) {
    state = { buckets: similarBuckets(c.table), rows: new Int32Array(c.table.n * SIMILAR_COUNT).fill(-2) };
    similarState.set(c, state);
  }
  const at = row * SIMILAR_COUNT;
  if (state.rows[at] === -2) {
    const found = similarRows(c.table, row, SIMILAR_COUNT, state.buckets);
    for (let i = 0; i < SIMILAR_COUNT; i++) state.rows[at + i] = found[i] ?? -1;
  }
  const ids: number[] = [];
  for (let i = 0; i < SIMILAR_COUNT && state.rows[at + i]! >= 0; i++) ids.push(c.table.id[state.rows[at + i]!]!);
  return ids;
}

export function similarCards(c: Catalog, id: number, lang: LangCode): CardData[] {
  return similarIds(c, id).map((sid) => cardFromListing(c.byId.get(sid)!, lang, c.freshness.now));
}

/** The labels of a listing's features, in German (the feed's language) and in the page's language. */
function featureLabels(l: Listing, lang: LangCode): string[] {
  const de = vocab('de');
  const here = vocab(lang);
  return l.features.flatMap((f) => [de.feature[f], here.feature[f]].filter((x): x is string => !!x));
}

type TextField = 'objekttitel' | 'objektbeschreibung' | 'lage' | 'ausstatt_beschr' | 'sonstige_angaben' | 'dreizeiler';

export function listingTexts(l: Listing, lang: LangCode) {
  // A text the feed gives only in German is shown as it is on other languages' pages, marked lang="de" so that
  // screen readers and translation tools treat it as German (and laid out left to right on Arabic and Persian
  // pages); a translation carries the page's language, and one made by a translation engine says so and keeps
  // the German original at hand.
  const has = (field: TextField) =>
    lang !== 'de' && !!(l[`${field}_translations`] as Record<string, string> | undefined)?.[lang];
  const german = (field: TextField) => (lang === 'de' ? undefined : has(field) ? lang : 'de');
  const each = <T>(f: (field: TextField) => T) => ({
    title: f('objekttitel'),
    description: f('objektbeschreibung'),
    lage: f('lage'),
    ausstattung: f('ausstatt_beschr'),
    sonstige: f('sonstige_angaben'),
    dreizeiler: f('dreizeiler'),
  });
  const rtl = isRtlLocale(lang);
  return {
    title: translated('objekttitel', l, lang),
    description: translated('objektbeschreibung', l, lang),
    lage: translated('lage', l, lang),
    // The features are shown as checkmarks: the text keeps only what it says beyond them.
    ausstattung: withoutListedFeatures(translated('ausstatt_beschr', l, lang), featureLabels(l, lang)),
    sonstige: translated('sonstige_angaben', l, lang),
    dreizeiler: translated('dreizeiler', l, lang),
    /** The lang attribute of each text: 'de' where it is the German original on another language's page. */
    lang: each(german),
    /** 'ltr' where the text is the German original on a right-to-left page. */
    dir: each((field) => (rtl && lang !== 'de' && !has(field) ? ('ltr' as const) : undefined)),
    /** The German original of a text an engine translated (shown on request); null for the feed's own texts. */
    original: each((field) => (has(field) && machineTranslated(l, field, lang) ? l[field] : null)),
  };
}

/** Where a listing is, as its pages write it: postcode and town, the federal state, the street only if published. */
export function listingPlace(l: Listing, lang: LangCode) {
  const v = vocab(lang);
  return {
    place: [l.location.plz, l.location.ort].filter(Boolean).join(' '),
    region: l.location.bundesland ? (v.bundesland[l.location.bundesland] ?? null) : null,
    street:
      l.location.address_published && l.location.strasse
        ? [l.location.strasse, l.location.hausnummer].filter(Boolean).join(' ')
        : null,
  };
}

/**
 * The facts of a detail page, each group as the page lists it: `key` in the price box, `building` and `location`
 * in their tabs (a fact without a value is left out), `features` as checkmarks.
 */
export function detailFacts(l: Listing, lang: LangCode) {
  const t = useTranslations(lang);
  const pick = labelPicker(t);
  const v = vocab(lang);
  const locale = getLanguage(lang).bcp47;
  const num = (n: number, d = 1) => formatNumber(locale, n, d);
  // The unit as the language writes it (Arabic م²), the same everywhere on the page.
  const sqm = t('listing.unit.m2');
  const m2 = (n: number | null) => (n != null && n > 0 ? `${num(n)} ${sqm}` : null);
  const F = (key: string, value: string | number | null | undefined): Fact | null =>
    value == null || value === '' ? null : { key, label: t(`search.facts.${key}`), value: String(value) };
  const typeLabel =
    (l.objektart_untergruppe && v.subtype[`${l.objektart}:${l.objektart_untergruppe}`]) ||
    v.objektart[l.objektart] ||
    l.objektart;
  const words = feedWords(lang);
  const floorV = floorValue(l.etage_label, l.etage, words.floor);
  const floor = floorV?.text ?? null;
  const availableV = availableFromValue(l.verfuegbar_ab, words.available, words.formatDay);
  const withLang = (f: Fact | null, value: FeedValue | null) => (f && germanOn(lang, value) ? { ...f, lang: 'de' } : f);
  const withPrice = (f: Fact | null, eur: number | null | undefined, per: string): Fact | null =>
    f && eur ? { ...f, price: { eur, onRequest: '', per } } : f;
  const key: Fact[] = [
    F('area', l.objektart === 'GRUNDSTUECK' ? null : m2(l.flaechen.wohnflaeche ?? l.flaeche)),
    F('usableArea', l.flaechen.wohnflaeche ? m2(l.flaechen.nutzflaeche) : null),
    F('rooms', l.zimmer ? num(l.zimmer) : null),
    F('plot', m2(l.flaechen.grundstuecksflaeche)),
    // Like every price: 0 decimals, 2 when fractional ("8,01 €/m²").
    // It converts with the display currency like the price it derives from (the shell keeps the "/m²").
    withPrice(
      F('pricePerSqm', l.preise.preis_pro_qm ? `${eurText(l.preise.preis_pro_qm, '', locale)}/${sqm}` : null),
      l.preise.preis_pro_qm,
      `/${sqm}`,
    ),
  ].filter((f): f is Fact => f !== null);
  const building: Fact[] = [
    F('type', typeLabel),
    F('marketing', dealLabel(v, l.objektart, l.vermarktungsart)),
    F('status', v.status[l.status]),
    F('bedrooms', l.schlafzimmer ? num(l.schlafzimmer) : null),
    F('bathrooms', l.badezimmer ? num(l.badezimmer) : null),
    withLang(
      F(
        'floor',
        floor != null && l.anzahl_etagen ? t('search.facts.floorOf', { floor, count: l.anzahl_etagen }) : floor,
      ),
      floorV,
    ),
    F('floors', floor == null && l.anzahl_etagen ? String(l.anzahl_etagen) : null),
    F('yearBuilt', l.baujahr),
    F('modernized', l.letzte_modernisierung),
    F(
      'condition',
      l.zustand ? pick([`listing.condition.${l.zustand}`], l.zustand.replace(/_/g, ' ').toLowerCase()) : null,
    ),
    F('age', l.alter ? pick([`listing.alter.${l.alter}`], l.alter.toLowerCase()) : null),
    F(
      'category',
      l.ausstatt_kategorie
        ? pick([`listing.ausstattKategorie.${l.ausstatt_kategorie}`], l.ausstatt_kategorie.toLowerCase())
        : null,
    ),
    F(
      'heating',
      l.heizungsart.length
        ? l.heizungsart.map((h) => pick([`listing.heating.${h}`], h.toLowerCase())).join(', ')
        : null,
    ),
    F(
      'fuel',
      l.befeuerung.length ? l.befeuerung.map((f) => pick([`listing.fuel.${f}`], f.toLowerCase())).join(', ') : null,
    ),
    F('parking', l.anzahl_stellplaetze),
    F('balconyArea', m2(l.flaechen.balkon_terrasse_flaeche)),
    F('gardenArea', m2(l.flaechen.gartenflaeche)),
    F('cellarArea', m2(l.flaechen.kellerflaeche)),
    F('officeArea', m2(l.flaechen.bueroflaeche)),
    F('salesArea', m2(l.flaechen.verkaufsflaeche)),
    F('storageArea', m2(l.flaechen.lagerflaeche)),
    F('totalArea', m2(l.flaechen.gesamtflaeche)),
    withLang(F('availableFrom', availableV?.text), availableV),
    F('reference', l.external_id),
  ].filter((f): f is Fact => f !== null);
  const { place, region, street } = listingPlace(l, lang);
  // Street, town, quarter and district are the feed's German names: marked so on other languages' pages.
  const de = lang === 'de' ? {} : { lang: 'de' };
  const at = (key: string, value: string | null, german = false): Fact | null =>
    value ? { key, label: t(`search.location.${key}`), value, ...(german ? de : {}) } : null;
  const location: Fact[] = [
    // The address is always named: the town alone when the street is not published.
    at('address', street ? `${street}, ${place}` : place, true),
    at('area', l.location.regionaler_zusatz, true),
    at('bezirk', l.location.bezirk, true),
    at('bundesland', region),
  ].filter((f): f is Fact => f !== null);
  const features = l.features.map((f) => v.feature[f] ?? f);
  return { key, building, location, features, typeLabel };
}

export function breadcrumbTrail(l: Listing, lang: LangCode, title: string, path: string, titleLang?: string) {
  const t = useTranslations(lang);
  const v = vocab(lang);
  const items: { name: string; path: string; lang?: string; names?: (string | null)[] }[] = [
    { name: t('pages.properties.title'), path: '/immobilien' },
  ];
  const landing = landingFor(l.objektart, l.vermarktungsart, l.location.bundesland);
  if (landing && landing.region.kind === 'bundesland') {
    items.push({
      name: landingTitle(
        lang,
        landing.type.slug,
        landing.deal.vermarktungsart,
        v.bundesland[landing.region.bundesland]!,
      ),
      path: landingPath(landing),
    });
  }
  // a translated title keeps the German names of the place: marked in it
  items.push({ name: title, path, lang: titleLang, names: [l.location.ort, l.location.bezirk, l.location.strasse] });
  return items;
}

/** "Wohnungen kaufen in Wien" */
export function landingTitle(lang: LangCode, typeSlug: string, vermarktungsart: string, region: string): string {
  const t = useTranslations(lang);
  return t(`search.landing.title.${vermarktungsart}`, { types: t(`search.landing.types.${typeSlug}`), region });
}

/** The tabs of a detail page, in order; each id is the #fragment that opens it. */
const TABS = [
  ['beschreibung', 'search.tabs.description'],
  ['ausstattung', 'search.tabs.features'],
  ['gebaeude', 'search.tabs.building'],
  ['lage', 'search.tabs.location'],
  ['infrastruktur', 'search.tabs.infrastructure'],
  ['kosten', 'search.tabs.costs'],
] as const;

/** Amenities the infrastructure tab links to, each an OpenStreetMap search around the listing. */
const INFRASTRUCTURE = ['schools', 'kindergartens', 'supermarkets', 'transport', 'doctors', 'pharmacies'] as const;

/** The virtual tour and the video (web addresses only: a feed may give a file name), then the documents. */
function mediaLinks(l: Listing, t: ReturnType<typeof useTranslations>): MediaLink[] {
  const web = (url: string | null): url is string => !!url && /^https?:/i.test(url);
  return [
    ...(web(l.virtual_tour_url)
      ? [{ label: t('search.detail.virtualTour'), href: l.virtual_tour_url, external: true }]
      : []),
    ...(web(l.video_url) ? [{ label: t('search.detail.video'), href: l.video_url, external: true }] : []),
    ...l.documents.map((d) => {
      const name = d.title || (d.energy_certificate ? t('search.energy.heading') : t('search.detail.document'));
      return { label: d.format ? `${name} (${d.format})` : name, href: d.url, external: false };
    }),
  ];
}

/**
 * The number a visitor calls about the listing: the contact person's landline, else their mobile, else the
 * agency's; `href` the tel: link (digits and a leading +). Null where the listing gives none.
 */
export function contactPhone(l: Pick<Listing, 'contact' | 'agency'>): { text: string; href: string } | null {
  const text = l.contact?.telefon || l.contact?.mobil || l.agency.telefon;
  if (!text) return null;
  const digits = text.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace(/\D/g, '') ? { text, href: `tel:${digits}` } : null;
}

/**
 * Everything the detail page /immobilien/{id}/{slug} shows for one listing in one language, so the template only
 * lays it out. `site` is the public address (canonical URL, absolute image URLs in the JSON-LD).
 */
export function detailPage(l: Listing, lang: LangCode, catalog: Catalog, site: URL) {
  const t = useTranslations(lang);
  const v = vocab(lang);
  const locale = getLanguage(lang).bcp47;
  const texts = listingTexts(l, lang);
  const facts = detailFacts(l, lang);
  const path = listingPath(l.id, l.title_slug);
  const url = new URL(localizePath(lang, path), site).href;
  const priced = priceBox(l, lang);
  const { rent, amount: price, onRequest } = priced;
  const { place, region, street } = listingPlace(l, lang);
  const unavailable = leftTheMarket(l);
  const summary = [
    facts.typeLabel,
    formatsForLang(lang).listingPrice(price, l.vermarktungsart, onRequest),
    l.flaeche ? `${formatNumber(locale, l.flaeche)} ${t('listing.unit.m2')}` : null,
    l.zimmer ? t('search.card.rooms', { value: formatNumber(locale, l.zimmer), count: l.zimmer }) : null,
    place,
  ]
    .filter(Boolean)
    .join(' · ');
  const description = `${summary}. ${plainText(texts.dreizeiler || texts.description, 160)}`.slice(0, 300);
  const images = [l.primary_image?.url, ...l.images.map((i) => i.url)].filter((u): u is string => !!u);
  const absImages = [...new Set(images)].slice(0, 8).map((u) => new URL(u, site).href);
  const ld = listingJsonLd({
    listing: l,
    url,
    title: texts.title,
    description: plainText(texts.description, 500) || summary,
    images: absImages,
    regionName: region,
  });
  const project: Project | undefined = l.project_id != null ? catalog.projectById.get(l.project_id) : undefined;
  const lat = l.location.lat;
  const lon = l.location.lon;
  const osmAround = (amenity: string) =>
    lat != null && lon != null
      ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(amenity)}#map=15/${lat.toFixed(5)}/${lon.toFixed(5)}`
      : null;
  const listPath = localizePath(lang, '/immobilien');
  const confirmed = confirmedAt(l);
  return {
    /**
     * When the agency last confirmed the listing, as a date: a page says the same whenever it is built (a page
     * taken over by a later build reads as one built anew); the page's script tells the age against the visit's
     * time. And whether it is stale: out of the search, its page marked. Null when the snapshot does not know (made
     * before confirmations were kept).
     */
    freshness: confirmed
      ? {
          confirmedAt: confirmed,
          text: t('listing.freshness.confirmedOn', { date: formatsForLang(lang).date(confirmed, 'long') }),
          stale: catalog.stale.has(l.id)
            ? {
                title: t('listing.freshness.stale'),
                text: t('listing.freshness.staleHint', { days: catalog.freshness.staleAfterDays }),
              }
            : null,
        }
      : null,
    texts,
    facts,
    path,
    pageTitle: `${texts.title} – ${place}`,
    description,
    /** The page's social preview picture. */
    image: l.primary_image?.url ?? images[0],
    jsonLd: jsonLdString(ld),
    breadcrumbs: breadcrumbTrail(l, lang, texts.title, path, texts.lang.title),
    listPath,
    rent,
    price,
    priceBox: priced,
    place,
    region,
    street,
    /** The line above the title (type · deal), the status badge after it, and the address line below it. */
    heading: {
      typeAndDeal: `${facts.typeLabel} · ${dealLabel(v, l.objektart, l.vermarktungsart)}`,
      status: l.status !== 'available' ? v.status[l.status] : null,
      // The federal state follows the town unless it bears the town's name (Wien, Salzburg).
      address: `${street ? `${street}, ` : ''}${place}${region && region !== l.location.ort ? `, ${region}` : ''}`,
      /** The same address in its parts: the feed's German (street, town) and the federal state in the page's language. */
      addressParts: {
        german: `${street ? `${street}, ` : ''}${place}`,
        region: region && region !== l.location.ort ? region : null,
      },
    },
    /** Sold or rented: the status banner is muted (other statuses are a warning); viewings and price alerts end. */
    unavailable,
    /** The contact's telephone, for the contact card and the phone's contact bar. */
    contactPhone: contactPhone(l),
    /** The banner of a listing that is not available (reserved, sold, rented); null when it is. */
    statusBanner:
      l.status !== 'available'
        ? { status: l.status, text: t(`search.detail.statusBanner.${l.status}`), muted: unavailable }
        : null,
    /** The street is not published: the location tab says the provider gives it. */
    addressHidden: street == null,
    media: mediaLinks(l, t),
    project: project ? { name: project.name, href: localizePath(lang, `/projekte/${project.id}`) } : null,
    tabs: TABS.map(([id, key]) => ({ id, label: t(key) })),
    /** The location map; null without coordinates. Approximate: a circle instead of a pin. */
    map:
      lat != null && lon != null
        ? {
            lat,
            lon,
            approximate: l.location.coordinates_approximate || !l.location.address_published,
            label: texts.title,
          }
        : null,
    /** Links to amenities around the listing; empty without coordinates. */
    infrastructure:
      lat != null && lon != null
        ? INFRASTRUCTURE.map((k) => ({
            key: k,
            label: t(`search.infrastructure.${k}`),
            href: osmAround(t(`search.infrastructure.query.${k}`))!,
          }))
        : [],
    /** The distances the agency's feed gives, grouped; null when it gives none. */
    distances: infrastructureView(l.infrastructure, lang),
    /** What lies within walking distance by OpenStreetMap; null when the listing carries none. */
    places: placesView(l.places, lang),
    /** Where the detail map loads the places' markers from, when asked (not part of the page). */
    placesUrl: `/api/properties/${l.id}/places`,
    moreOnMapLabel: t('search.infrastructure.moreOnMap'),
    infrastructureIntro: t('search.infrastructure.intro', { place: l.location.ort }),
    /** Other available listings in the same town (this one not counted). */
    townSearch: `${listPath}?ort=${encodeURIComponent(l.location.ort)}`,
    townSearchLabel: t('search.infrastructure.allInTown', { place: l.location.ort }),
    similarSearch: similarSearchPath(l, lang),
  };
}

export type DetailPage = ReturnType<typeof detailPage>;
