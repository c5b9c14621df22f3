/**
 * A listing card. One component for every place cards appear: rendered to static HTML by Astro pages (home,
 * landing pages, similar listings; no JavaScript shipped) and rendered live by the search island.
 * Prices are written in EUR with data-price-eur; the shell converts them to the visitor's currency.
 * Its fixed class lists are component classes (card-…, src/styles/global.css): a page repeats the card up to twenty
 * times, and every copy carried the whole lists; what varies with the card (list or grid, status) stays utilities.
 */
import { memo } from 'react';
import type { CardData } from '~/domain/search/cards';
import { eurText, formatNumber } from './format';
import { plural } from '~/domain/search/text';
import { compareItemOf } from '~/domain/comparison';
import { listingPath } from '~/domain/listing-ref';
import { dealLabel } from '~/domain/vocabulary';
import { formatDistance } from '~/domain/infrastructure';
import { localizePath } from '~/i18n/paths';
import type { CardText } from '~/site/listing/labels';
import { energyClassStyle } from './energy';
import { nameRuns } from '~/domain/format/german-names';
import { rentSuffix } from '~/domain/format/rent';

export interface ListingCardProps {
  card: CardData;
  text: CardText;
  /** BCP 47 locale for areas and rooms ("72,5 m²" in German, "72.5 m²" in English). */
  locale: string;
  layout?: 'grid' | 'list';
  /** The first cards of a page load eagerly (they are the largest contentful paint). */
  eager?: boolean;
  headingLevel?: 2 | 3;
  /**
   * false: the picture element stays, without a picture yet. The search island shows a changed card's text in the
   * change's own frame and its picture in the next (drawing pictures is the larger part of that frame).
   */
  picture?: boolean;
}

const num = (locale: string, n: number, digits = 1) => formatNumber(locale, n, digits);

/** The detail address; a partial card (no slug yet) links to /immobilien/{id}, which redirects. */
export function listingHref(lang: CardText['lang'], card: Pick<CardData, 'id' | 'slug'>): string {
  return localizePath(lang, listingPath(card.id, card.slug || null));
}

function typeOf(card: CardData, text: CardText): string {
  const sub = card.untergruppe ? text.subtype[`${card.objektart}:${card.untergruppe}`] : undefined;
  return sub ?? text.objektart[card.objektart] ?? card.objektart;
}

export const ListingCard = memo(function ListingCard({
  card,
  text,
  locale,
  layout = 'grid',
  eager = false,
  headingLevel = 3,
  picture = true,
}: ListingCardProps) {
  const href = listingHref(text.lang, card);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const rent = card.vermarktungsart === 'MIETE_PACHT';
  const perMonth = rentSuffix(card.vermarktungsart, card.price, text.perMonth);
  const place = [card.plz, card.ort].filter(Boolean).join(' ');
  // Until the listing's own card arrives, its type and place stand in for the title.
  const title = card.title || `${text.objektart[card.objektart] ?? card.objektart} · ${place}`;
  const compare = compareItemOf(
    {
      id: card.id,
      objekttitel: title,
      title_slug: card.slug,
      kaufpreis: rent ? null : card.price || null,
      kaltmiete: rent ? card.price || null : null,
      location: { ort: card.ort },
      primary_image: card.image ? { thumbnail_url: card.image, url: card.image } : null,
      objektart: card.objektart,
      vermarktungsart: card.vermarktungsart,
    },
    text.lang,
  );
  const list = layout === 'list';
  // No hover transitions (shadow, picture zoom): results change under a resting pointer, and every animated frame
  // of a card is repainted and rastered on the main thread's cores, delaying the visitor's next input.
  return (
    <article
      className={`listing-card group ${list ? 'flex-col sm:flex-row' : 'flex-col'}`}
      data-listing-id={card.id}
      data-objektart={card.objektart}
      data-vermarktungsart={card.vermarktungsart}
      data-status={card.status}
    >
      <div className={`card-media ${list ? 'aspect-[4/3] sm:aspect-auto sm:w-64' : 'aspect-[4/3]'}`}>
        {/* A partial card keeps an empty picture element: the next result page in the same place updates its
            src instead of removing and re-creating it. */}
        {card.partial || card.image ? (
          <img
            src={card.partial || !picture ? undefined : (card.image ?? undefined)}
            alt=""
            width={480}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            {...(eager ? { fetchPriority: 'high' as const } : {})}
            className="card-img"
          />
        ) : (
          <div className="card-no-img">{text.noImage}</div>
        )}
        {card.status !== 'available' && (
          <span
            className={`card-flag top-2 uppercase tracking-wide ${card.status === 'reserved' ? 'bg-amber-700' : 'bg-slate-800'}`}
          >
            {text.status[card.status]}
          </span>
        )}
        {card.badge && card.status !== 'sold' && card.status !== 'rented' && (
          // data-badge-until: pre-rendered pages hide the badge from then on, even before the next build
          <span
            data-badge-until={card.badge.until}
            className={`card-flag bottom-2 ${card.badge.kind === 'reduced' ? 'bg-rose-700' : 'bg-brand-700'}`}
          >
            {text.badge[card.badge.kind]}
          </span>
        )}
        <div className="card-actions">
          <button
            type="button"
            data-favorite-toggle={String(card.id)}
            aria-pressed="false"
            suppressHydrationWarning
            aria-label={`${text.favorite}: ${title}`}
            title={text.favorite}
            className="group/fav card-favorite"
          >
            <svg
              className="card-favorite-icon"
              viewBox="0 0 24 24"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M12 21s-7-4.35-9.5-8.5C.5 8.5 3 4 7 4c2 0 3.5 1 5 3 1.5-2 3-3 5-3 4 0 6.5 4.5 4.5 8.5C19 16.65 12 21 12 21z" />
            </svg>
          </button>
          <button
            type="button"
            data-compare-toggle={JSON.stringify(compare)}
            aria-pressed="false"
            suppressHydrationWarning
            aria-label={`${text.compare}: ${title}`}
            title={text.compare}
            className="card-compare"
          >
            <svg
              className="h-5 w-5"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M12 3v18M5 7h14M5 7l-3 7a3.5 3.5 0 006 0L5 7zm14 0l-3 7a3.5 3.5 0 006 0l-3-7zM8 21h8" />
            </svg>
          </button>
        </div>
      </div>
      <div className="card-body">
        {/* One line for the type, two for the title, one for the place: every card of a grid row has the same
            height whatever its listing, so new results replace cards in place instead of moving those below. */}
        {/* The deal never shrinks: a long type is cut ("Dachgeschossw…"), the deal stays whole. */}
        <p className="card-kind">
          <span className="truncate">{typeOf(card, text)}</span>
          <span className="shrink-0 whitespace-nowrap">· {dealLabel(text, card.objektart, card.vermarktungsart)}</span>
        </p>
        <H className={list ? 'card-title' : 'card-title min-h-[2lh]'}>
          <a
            href={href}
            lang={card.partial ? undefined : card.titleLang}
            className={card.partial ? 'card-link text-slate-500 dark:text-slate-400' : 'card-link'}
          >
            <TitleText card={card} title={title} lang={text.lang} />
          </a>
        </H>
        {/* The town is the feed's German name: marked and isolated on other languages' pages. */}
        <p className="card-place">
          <bdi lang={text.lang === 'de' ? undefined : 'de'}>{place}</bdi>
        </p>
        <p className="card-price">
          <span data-price-eur={card.price} data-on-request={text.onRequest} suppressHydrationWarning>
            {eurText(card.price, text.onRequest, locale)}
          </span>
          {perMonth && <span className="card-per"> {perMonth}</span>}
        </p>
        <ul className="card-facts">
          {card.area != null && card.objektart !== 'GRUNDSTUECK' && (
            <li>{text.area.replace('{{value}}', num(locale, card.area))}</li>
          )}
          {card.rooms != null && (
            <li>{plural(text.rooms, 'rooms', card.rooms, locale, { value: num(locale, card.rooms) })}</li>
          )}
          {card.plot != null && <li>{text.plot.replace('{{value}}', num(locale, card.plot, 0))}</li>}
          {card.transit && (
            <li data-transit={card.transit.kind}>
              {text.transit[card.transit.kind]} {formatDistance(card.transit.km, locale, text.distanceUnits)}
            </li>
          )}
        </ul>
        <EnergyLine card={card} text={text} locale={locale} />
      </div>
    </article>
  );
});

/**
 * A translated title keeps the feed's German town ("Building plot in Neustift im Stubaital"): marked German inside
 * it. The German original (marked as a whole) and a German page need no marks.
 */
function TitleText({ card, title, lang }: { card: CardData; title: string; lang: string }) {
  if (lang === 'de' || card.titleLang !== lang) return <>{title}</>;
  return (
    <>
      {nameRuns(title, [card.ort, card.bezirk]).map((r, i) =>
        r.name ? (
          <bdi key={i} lang="de">
            {r.text}
          </bdi>
        ) : (
          r.text
        ),
      )}
    </>
  );
}

function EnergyLine({ card, text, locale }: { card: CardData; text: CardText; locale: string }) {
  if (card.objektart === 'GRUNDSTUECK' && card.hwb == null && card.fgee == null) return null;
  if (card.energyMissing && card.hwb == null && card.fgee == null) {
    return <p className="card-energy-missing mt-auto pt-1 text-xs">{text.energyMissing}</p>;
  }
  return (
    <p className="card-energy">
      {card.hwb != null && (
        <span>
          {text.hwb} {num(locale, card.hwb, 0)} {text.hwbUnit}
          {card.hwbKlasse && (
            <>
              {' '}
              <Badge cls={card.hwbKlasse} label={text.energyClass} />
            </>
          )}
        </span>
      )}
      {card.fgee != null && (
        <span>
          {text.fgee} {num(locale, card.fgee, 2)}
          {card.fgeeKlasse && (
            <>
              {' '}
              <Badge cls={card.fgeeKlasse} label={text.energyClass} />
            </>
          )}
        </span>
      )}
      {card.energyMissing && <span className="card-energy-missing">{text.energyMissing}</span>}
    </p>
  );
}

function Badge({ cls, label }: { cls: string; label: string }) {
  const s = energyClassStyle(cls);
  return (
    <span className="card-energy-class" style={{ backgroundColor: s.bg, color: s.fg }} title={`${label} ${cls}`}>
      {cls}
    </span>
  );
}
