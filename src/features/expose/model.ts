/**
 * What an exposé shows, prepared from one snapshot listing in one language: texts, facts, costs, energy data,
 * pictures (read from DATA_DIR/media and inlined, so printing needs no HTTP), QR codes. The templates only lay
 * this out. Labels come from locales/ through the server's translator; a missing key falls back to German.
 */
import { personName } from '../../domain/people/person-name';
import fs from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { Listing } from '../../domain/listing';
import { translated } from '../../domain/listing';
import {
  availableFromValue,
  floorValue,
  roleValue,
  termsValue,
  withoutListedFeatures,
  type FeedValue,
} from '../../domain/feed-values';
import { listingPath } from '../../domain/listing-ref';
import type { CurrencyCode } from '../../domain/currency';
import { formatsFor, numberFormat, unitWordsFrom } from '../../domain/format';
import { purchaseCosts, rentCosts, type CostLine } from '../../domain/search/costs';
import { searchPrice } from '../../domain/search/index-format';
import { fgeeClass, hwbClass, needsEnergyCertificate } from '../../domain/energy';
import { exposeAvailability, type ExposeOptions } from '../../domain/validation/expose';
import { getLanguage, type LangCode } from '../../i18n/languages';
import { localizePath } from '../../i18n/paths';
import type { Translate } from '../../i18n/translations';

export interface ExposeFact {
  label: string;
  value: string;
  /** 'de' when the value is the feed's own German in an exposé in another language (marked and isolated). */
  lang?: string;
}
export interface ExposeImage {
  src: string;
  caption: string;
}
export interface ExposeCost {
  label: string;
  value: string;
  strong: boolean;
  note: string | null;
  noteLang?: string;
}
export interface ExposeEnergy {
  hwb: { value: string; cls: string } | null;
  fgee: { value: string; cls: string } | null;
  extra: ExposeFact[];
}

export interface ExposeModel {
  lang: LangCode;
  dir: 'ltr' | 'rtl';
  t: Translate;
  brand: string;
  title: string;
  /**
   * The language of a feed text in an exposé in another language: 'de' for the German original (marked lang="de"
   * and isolated left to right), the exposé's language for a translation; undefined in a German exposé.
   */
  titleLang?: string;
  typeLine: string;
  address: string;
  /** The address's parts: the street and the place are the feed's German names, the Bundesland is translated. */
  addressParts: { text: string; lang?: string }[];
  addressHidden: boolean;
  priceLabel: string;
  price: string;
  /** The price in the visitor's currency (an estimate at the ECB's rate), when it is not EUR. */
  priceConverted: string | null;
  priceNote: string | null;
  priceNoteLang?: string;
  keyFacts: ExposeFact[];
  building: ExposeFact[];
  features: string[];
  /** Sanitized HTML from the snapshot (the importer allows p, br, lists, strong/em, h3/h4, a[href] only). */
  description: string | null;
  descriptionLang?: string;
  descriptionExtra: string | null;
  descriptionExtraLang?: string;
  location: string | null;
  locationLang?: string;
  cover: ExposeImage | null;
  images: ExposeImage[];
  floorplans: ExposeImage[];
  /** null when the energy block is switched off; `hwb`/`fgee` null each when the feed gives none. */
  energy: ExposeEnergy | null;
  energyRequired: boolean;
  tour: { url: string; qr: string } | null;
  listing: { url: string; qr: string } | null;
  agent: {
    name: string | null;
    position: string | null;
    positionLang?: string;
    /** 'de' in an exposé in another language: the agency's name is its German one. */
    agencyLang?: string;
    phone: string | null;
    email: string | null;
    agency: string;
    logo: string | null;
    website: string | null;
  } | null;
  costs: ExposeCost[];
  costsCaption: string;
  costsNote: string;
  commission: string | null;
  imprint: string | null;
  reference: string;
  createdDate: string;
}

const MIME: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

/** Pictures up to this size go in as they are; larger ones are scaled down (feeds may ship 20 MB originals). */
const INLINE_AS_IS_BYTES = 350 * 1024;
/** About 190 dpi across an A4 page's text width: sharp in print, small in the file. */
const MAX_PRINT_WIDTH = 1600;

/**
 * A `/media/…` picture as a data URL read from disk; null for external URLs or missing files. Large pictures are
 * scaled to MAX_PRINT_WIDTH and re-encoded (JPEG, or PNG for plans and logos, whose lines JPEG would blur), so a
 * PDF with 20 pictures stays a few megabytes.
 */
export async function mediaDataUrl(dataDir: string, url: string | null | undefined): Promise<string | null> {
  if (!url || !url.startsWith('/media/')) return null;
  const root = path.resolve(dataDir, 'media');
  const file = path.resolve(root, `.${decodeURIComponent(url.slice('/media'.length))}`);
  // Only files inside the media folder: a crafted URL in a feed must not read anything else.
  if (!file.startsWith(root + path.sep)) return null;
  const mime = MIME[path.extname(file).toLowerCase()];
  if (!mime) return null;
  let bytes: Buffer;
  try {
    bytes = await fs.promises.readFile(file);
  } catch {
    return null;
  }
  if (bytes.length > INLINE_AS_IS_BYTES && mime !== 'image/svg+xml') {
    try {
      const png = mime === 'image/png' || mime === 'image/gif';
      const img = sharp(bytes).rotate().resize({ width: MAX_PRINT_WIDTH, withoutEnlargement: true });
      const out = png ? await img.png({ compressionLevel: 9 }).toBuffer() : await img.jpeg({ quality: 78 }).toBuffer();
      if (out.length < bytes.length) return `data:${png ? 'image/png' : 'image/jpeg'};base64,${out.toString('base64')}`;
    } catch {
      // A picture sharp cannot read goes in as it is; Chromium decides.
    }
  }
  return `data:${mime};base64,${bytes.toString('base64')}`;
}

async function qrSvg(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The message for a key, or `fallback` when no language has it. */
function pick(t: Translate, key: string, fallback: string): string {
  const v = t(key);
  return v === key ? fallback : v;
}

function humanize(value: string): string {
  const s = value.replace(/[_-]+/g, ' ').toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export async function buildExposeModel(input: {
  listing: Listing;
  options: ExposeOptions<LangCode>;
  t: Translate;
  dataDir: string;
  siteUrl: string;
  brand: string;
  now: number;
  /** Per 1 EUR; needed when the options name another currency. */
  rates?: Partial<Record<CurrencyCode, number>>;
}): Promise<ExposeModel> {
  const { listing: l, options: o, t, dataDir } = input;
  const lang = o.lang;
  const language = getLanguage(lang);
  const locale = language.bcp47;
  const num = (n: number, d = 1) => numberFormat(locale, d).format(n);
  // The exposé writes figures as the portal's pages do (src/domain/format), in the exposé's language.
  const fx = formatsFor(
    locale,
    unitWordsFrom((key, options) => String(t(key, options ?? {}))),
  );
  const m2 = (n: number | null | undefined) => fx.area(n);
  const onRequest = t('price.onRequest');
  const eur = (n: number | null | undefined) => fx.money(n, onRequest);
  const rent = l.vermarktungsart === 'MIETE_PACHT';
  // The headline price is the amount the list's cards show: the purchase price, or a rental's total monthly rent.
  // The cost table below still names the base rent (Hauptmietzins) as its own row.
  const priceValue = searchPrice(l);
  const perMonth = fx.rentSuffix(priceValue, l.vermarktungsart);
  const withRentSuffix = (amount: string) => (perMonth ? `${amount} ${perMonth}` : amount);
  const available = exposeAvailability(l);

  const F = (key: string, value: string | number | null | undefined, lang?: string): ExposeFact | null =>
    value == null || value === ''
      ? null
      : { label: t(`search.facts.${key}`), value: String(value), ...(lang ? { lang } : {}) };
  // The feed's German in an exposé in another language is marked lang="de" (and isolated by the templates); the
  // feed's fixed words (floors, "sofort", "nach Vereinbarung", commission terms, roles) are read into the language.
  const german = lang === 'de' ? undefined : 'de';
  const feed = (v: FeedValue | null) => (v ? { text: v.text, lang: v.german ? german : undefined } : null);
  /** The language of a feed text shown: its translation's, the German original's, or none in German. */
  const textLang = (field: 'objekttitel' | 'objektbeschreibung' | 'lage' | 'ausstatt_beschr') =>
    lang === 'de' ? undefined : l[`${field}_translations`]?.[lang] ? lang : 'de';
  const words = {
    floor: {
      ground: t('listing.floor.ground'),
      raisedGround: t('listing.floor.raisedGround'),
      basement: t('listing.floor.basement'),
      lower: t('listing.floor.lower', { number: '{{number}}' }),
      upper: t('listing.floor.upper', { number: '{{number}}' }),
      attic: t('listing.floor.attic'),
      mezzanine: t('listing.floor.mezzanine'),
    },
    available: { now: t('listing.available.now'), byArrangement: t('listing.available.byArrangement') },
    terms: {
      free: t('listing.terms.free'),
      rateInclVat: t('listing.terms.rateInclVat', { rate: '{{rate}}' }),
      ratePlusVat: t('listing.terms.ratePlusVat', { rate: '{{rate}}', vat: '{{vat}}' }),
      monthsRent: (count: number) => t('listing.terms.monthsRent', { count: fx.number(count) }),
      monthsNetRent: (count: number) => t('listing.terms.monthsNetRent', { count: fx.number(count) }),
      plusVat: t('listing.terms.plusVat', { vat: '{{vat}}' }),
      percent: (n: number) => fx.percent(n / 100),
    },
    role: {
      agent: t('listing.role.agent'),
      broker: t('listing.role.broker'),
      managingDirector: t('listing.role.managingDirector'),
      sales: t('listing.role.sales'),
      letting: t('listing.role.letting'),
    },
  };
  const floor = feed(floorValue(l.etage_label, l.etage, words.floor));
  const availableFrom = feed(availableFromValue(l.verfuegbar_ab, words.available, (iso) => fx.date(iso, 'long')));
  /** A commission or deposit term: in German as the feed wrote it, else read into the language or marked German. */
  const terms = (raw: string | null | undefined) =>
    lang === 'de' ? (raw?.trim() ? { text: raw.trim(), lang: undefined } : null) : feed(termsValue(raw, words.terms));
  const typeLabel =
    (l.objektart_untergruppe && pick(t, `listing.subtype.${l.objektart_hauptgruppe}.${l.objektart_untergruppe}`, '')) ||
    pick(t, `listing.objektart.${l.objektart}`, humanize(l.objektart));
  const marketing = pick(
    t,
    `listing.vermarktungsartNoun.${l.vermarktungsart}`,
    pick(t, `listing.vermarktungsart.${l.vermarktungsart}`, humanize(l.vermarktungsart)),
  );
  const keyFacts = [
    F('area', l.objektart === 'GRUNDSTUECK' ? null : m2(l.flaechen.wohnflaeche ?? l.flaeche)),
    F('usableArea', l.flaechen.wohnflaeche ? m2(l.flaechen.nutzflaeche) : null),
    F('rooms', l.zimmer ? num(l.zimmer) : null),
    F('plot', m2(l.flaechen.grundstuecksflaeche)),
    F('pricePerSqm', l.preise.preis_pro_qm ? `${eur(l.preise.preis_pro_qm)}/${t('listing.unit.m2')}` : null),
    F('yearBuilt', l.baujahr),
  ].filter((f): f is ExposeFact => f !== null);
  const building = [
    F('type', typeLabel),
    F('marketing', marketing),
    F('bedrooms', l.schlafzimmer ? num(l.schlafzimmer) : null),
    F('bathrooms', l.badezimmer ? num(l.badezimmer) : null),
    F('floor', floor?.text, floor?.lang),
    F('floors', l.anzahl_etagen),
    F('modernized', l.letzte_modernisierung),
    F('condition', l.zustand ? pick(t, `listing.condition.${l.zustand}`, humanize(l.zustand)) : null),
    F('age', l.alter ? pick(t, `listing.alter.${l.alter}`, humanize(l.alter)) : null),
    F(
      'heating',
      l.heizungsart.length ? l.heizungsart.map((h) => pick(t, `listing.heating.${h}`, humanize(h))).join(', ') : null,
    ),
    F(
      'fuel',
      l.befeuerung.length ? l.befeuerung.map((f) => pick(t, `listing.fuel.${f}`, humanize(f))).join(', ') : null,
    ),
    F('parking', l.anzahl_stellplaetze),
    F('balconyArea', m2(l.flaechen.balkon_terrasse_flaeche)),
    F('gardenArea', m2(l.flaechen.gartenflaeche)),
    F('cellarArea', m2(l.flaechen.kellerflaeche)),
    F('totalArea', m2(l.flaechen.gesamtflaeche)),
    F('availableFrom', availableFrom?.text, availableFrom?.lang),
    F('reference', l.external_id),
  ].filter((f): f is ExposeFact => f !== null);

  const street =
    l.location.address_published && l.location.strasse
      ? [l.location.strasse, l.location.hausnummer].filter(Boolean).join(' ')
      : null;
  const place = [l.location.plz, l.location.ort].filter(Boolean).join(' ');
  const region = l.location.bundesland ? pick(t, `listing.bundesland.${l.location.bundesland}`, '') : '';

  // Pictures: the title picture on the cover, then up to N further photos; floor plans apart, on their own page.
  const photos = l.images.filter((i) => i.kind !== 'floorplan' && i.kind !== 'energy_scale');
  const coverUrl = l.primary_image?.url ?? photos[0]?.url ?? null;
  const caption = (title: string | undefined, kind: string) =>
    title && lang === 'de' ? title : pick(t, `listing.imageKind.${kind}`, title ?? '');
  // Read in order until N pictures are found (a missing file does not count).
  const images: ExposeImage[] = [];
  for (const img of photos) {
    if (images.length >= o.images) break;
    const src = await mediaDataUrl(dataDir, img.url);
    if (src) images.push({ src, caption: caption(img.title, img.kind) });
  }
  const coverSrc = await mediaDataUrl(dataDir, coverUrl);
  const floorplans: ExposeImage[] = [];
  if (o.floorplan) {
    for (const i of l.images.filter((x) => x.kind === 'floorplan')) {
      const src = await mediaDataUrl(dataDir, i.url);
      if (src) floorplans.push({ src, caption: caption(i.title, i.kind) });
    }
  }

  const e = l.energie;
  const energy: ExposeEnergy | null = o.energy
    ? {
        hwb:
          e.hwb != null || e.hwb_klasse
            ? {
                value: e.hwb != null ? `${num(e.hwb)} kWh/m²a` : t('search.detail.notStated'),
                cls: e.hwb_klasse ?? hwbClass(e.hwb!),
              }
            : null,
        fgee:
          e.fgee != null || e.fgee_klasse
            ? {
                value: e.fgee != null ? num(e.fgee, 2) : t('search.detail.notStated'),
                cls: e.fgee_klasse ?? fgeeClass(e.fgee!),
              }
            : null,
        extra: [
          e.epart
            ? { label: t('search.energy.type'), value: pick(t, `search.energy.epart.${e.epart}`, e.epart) }
            : null,
          e.gueltig_bis ? { label: t('search.energy.validUntil'), value: fx.date(e.gueltig_bis, 'long') } : null,
          e.primaerenergietraeger
            ? { label: t('search.energy.carrier'), value: e.primaerenergietraeger, ...(german ? { lang: german } : {}) }
            : null,
        ].filter((f): f is ExposeFact => f !== null),
      }
    : null;

  const listingUrl = new URL(localizePath(lang, listingPath(l.id, l.title_slug)), `${input.siteUrl}/`).href;
  const tourUrl = o.tour && available.tour ? l.virtual_tour_url! : null;

  const c = l.contact;
  const agent =
    o.agent && available.agent
      ? {
          name: c ? personName(c) || null : null,
          position: (lang === 'de' ? c?.position?.trim() : roleValue(c?.position, words.role)?.text) || null,
          positionLang: lang === 'de' ? undefined : feed(roleValue(c?.position, words.role))?.lang,
          agencyLang: german,
          phone: c?.telefon ?? c?.mobil ?? l.agency.telefon,
          email: c?.email ?? l.agency.email,
          agency: l.agency.name || c?.firma || '',
          logo: await mediaDataUrl(dataDir, l.agency.logo_url),
          website: l.agency.website,
        }
      : null;

  const lines: CostLine[] =
    l.price_on_request || !priceValue
      ? []
      : rent
        ? rentCosts({ ...l.preise, kaltmiete: l.kaltmiete })
        : purchaseCosts(priceValue, {
            provision_text: l.preise.provision_text,
            provision_brutto: l.preise.provision_brutto,
          });
  const pct = (r: number) => fx.percent(r);
  // A cost line's note is the feed's commission or deposit term ("3 % zzgl. 20 % USt."), read as the pages do.
  const costNote = (note: string | null | undefined): { note: string | null; noteLang?: string } => {
    const v = note && note !== 'included' ? terms(note) : null;
    return v ? { note: v.text, ...(v.lang ? { noteLang: v.lang } : {}) } : { note: null };
  };
  const costs: ExposeCost[] = lines.map((line) => {
    const approx = line.estimate && line.max == null ? `${t('search.costs.approx')} ` : '';
    const value =
      line.note === 'included' && line.amount == null
        ? t('search.costs.heatingIncluded')
        : line.amount == null
          ? line.key === 'commission'
            ? ''
            : t('search.detail.notStated')
          : `${approx}${eur(line.amount)}${line.max != null && line.max !== line.amount ? ` – ${eur(line.max)}` : ''}`;
    return {
      label: `${t(`search.costs.${line.key}`)}${line.rate != null ? ` (${pct(line.rate)})` : ''}`,
      value,
      strong: line.key === 'total' || line.key === 'monthly',
      ...costNote(line.note),
    };
  });

  const features = l.features.map((f) => pick(t, `listing.feature.${f}`, humanize(f)));
  return {
    lang,
    dir: language.dir,
    t,
    brand: input.brand,
    title: translated('objekttitel', l, lang),
    titleLang: textLang('objekttitel'),
    typeLine: `${typeLabel} · ${marketing}`,
    address: [street, place, region && region !== l.location.ort ? region : null].filter(Boolean).join(', '),
    addressParts: [
      ...(street ? [{ text: street, lang: german }] : []),
      ...(place ? [{ text: place, lang: german }] : []),
      ...(region && region !== l.location.ort ? [{ text: region }] : []),
    ],
    addressHidden: !street,
    priceLabel: rent
      ? priceValue
        ? t('search.detail.totalRent')
        : t('search.detail.rent')
      : t('search.detail.purchasePrice'),
    // As the cards write it: a rent "/ Monat", a purchase bare (Formats.listingPrice).
    price: fx.listingPrice(l.price_on_request ? null : priceValue, l.vermarktungsart, onRequest),
    priceConverted:
      o.currency !== 'EUR' && priceValue && !l.price_on_request && input.rates
        ? t('expose.pdf.converted', {
            amount: withRentSuffix(fx.price(priceValue, o.currency as CurrencyCode, input.rates, onRequest)),
          })
        : null,
    priceNote: l.preise.freitext_preis,
    priceNoteLang: german,
    keyFacts,
    building,
    features,
    description: translated('objektbeschreibung', l, lang),
    descriptionLang: textLang('objektbeschreibung'),
    // The features are listed on their own: the equipment text keeps only what it says beyond them.
    descriptionExtra: withoutListedFeatures(translated('ausstatt_beschr', l, lang), features),
    descriptionExtraLang: textLang('ausstatt_beschr'),
    location: translated('lage', l, lang),
    locationLang: textLang('lage'),
    cover: coverSrc ? { src: coverSrc, caption: '' } : null,
    images,
    floorplans,
    energy,
    energyRequired: needsEnergyCertificate(l.objektart_hauptgruppe),
    tour: tourUrl ? { url: tourUrl, qr: await qrSvg(tourUrl) } : null,
    listing: o.qr ? { url: listingUrl, qr: await qrSvg(listingUrl) } : null,
    agent,
    costs,
    costsCaption: rent ? t('search.costs.captionRent') : t('search.costs.captionBuy'),
    costsNote:
      lines.length === 0 ? t('search.costs.onRequest') : rent ? t('search.costs.noteRent') : t('search.costs.noteBuy'),
    commission: rent ? null : t('footer.commission'),
    imprint: l.agency.impressum,
    reference: l.external_id,
    createdDate: fx.date(input.now, 'long'),
  };
}
