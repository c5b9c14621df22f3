/**
 * The assistant's offline engine: no model and no network. It decides what a message is about (handing over to
 * the agent, a question about the listing being viewed, a guide question, a search, a greeting) and answers from
 * the listing data and the Ratgeber only. Every answer names its sources; when nothing fits it says that it does
 * not know, and the caller records the question.
 */
import { personName } from '../../domain/people/person-name';
import type {
  AssistantAction,
  AssistantAnswer,
  AssistantCard,
  AssistantIntent,
  AssistantSource,
} from '../../domain/assistant';
import { formatMoney, numberFormat } from '../../domain/format';
import { purchaseCosts } from '../../domain/search/costs';
import { getLanguage, type LangCode } from '../../i18n/languages';
import { localizePath } from '../../i18n/paths';
import type { Translate } from '../../i18n/translations';
import { AGENT, CONTACT, GREETING, LISTING_TOPICS, THIS_LISTING, VIEWING, type ListingTopic } from './intents';
import { MIN_COVERAGE, MIN_SCORE, STRONG_SCORE, type KnowledgeBase, type KnowledgeHit } from './knowledge';
import { listingTitle, listingUrl, type AssistantListing, type ListingStore } from './listings';
import type { SearchIntent, SearchInterpreter } from './search-intent';
import { containsAny, normalizeText, words } from './text';
import { ownMediaPath } from './untrusted';

export type { AssistantAction, AssistantAnswer, AssistantCard, AssistantIntent, AssistantSource };

export interface AssistantRequest {
  message: string;
  lang: LangCode;
  /** The listing whose page the visitor is on, if any. */
  listingId?: number | null;
}

export interface EngineDeps {
  listings: () => ListingStore;
  knowledge: KnowledgeBase;
  interpret: SearchInterpreter;
  t: (lang: LangCode) => Translate;
}

export const CARD_LIMIT = 3;
/** A guide match this strong makes a question a general one even on a listing's page. */
const GENERAL_SCORE = 25;

const prefixOf = (lang: LangCode) => (lang === 'de' ? '' : `/${lang}`);

function answer(intent: AssistantIntent, text: string, extra: Partial<AssistantAnswer> = {}): AssistantAnswer {
  return {
    intent,
    text,
    lines: [],
    cards: [],
    resultsUrl: null,
    actions: [],
    sources: [],
    answered: intent !== 'unknown',
    ...extra,
  };
}

function area(lang: LangCode, t: Translate, value: number | null | undefined): string | null {
  return value ? t('listing.unit.m2Value', { value: numberFormat(getLanguage(lang).bcp47).format(value) }) : null;
}

function priceText(l: AssistantListing, t: Translate): string | null {
  if (l.price_on_request) return null;
  const value = l.vermarktungsart === 'KAUF' ? l.kaufpreis : (l.preise?.gesamtmiete ?? l.kaltmiete);
  const money = formatMoney(value, 'EUR');
  if (!money) return null;
  return l.vermarktungsart === 'KAUF' ? money : `${money} ${t('listing.unit.perMonthShort')}`;
}

export function cardOf(l: AssistantListing, lang: LangCode, t: Translate): AssistantCard {
  const facts = [
    l.zimmer ? `${numberFormat(getLanguage(lang).bcp47).format(l.zimmer)} ${t('listing.field.rooms')}` : null,
    area(lang, t, l.flaeche),
    l.location?.ort ?? null,
  ].filter(Boolean);
  return {
    id: l.id,
    title: listingTitle(l, lang),
    url: listingUrl(l, prefixOf(lang)),
    price: priceText(l, t),
    facts: facts.join(' · '),
    // Only the portal's own copies: a feed's remote picture would make the visitor's browser call its server.
    image: ownMediaPath(l.primary_image?.thumbnail_url) ?? ownMediaPath(l.primary_image?.url),
  };
}

function contactName(l: AssistantListing): string | null {
  const c = l.contact;
  const person = c ? personName(c) : '';
  return person || c?.firma || l.agency?.name || null;
}

/** The facts one topic asks for, as "label: value" lines; empty when the listing does not state them. */
export function listingFacts(l: AssistantListing, topic: ListingTopic, lang: LangCode, t: Translate): string[] {
  const line = (label: string, value: string | null | undefined) => (value ? `${t(label)}: ${value}` : null);
  const money = (v: number | null | undefined) => formatMoney(v, 'EUR');
  const out: (string | null)[] = [];
  const buy = l.vermarktungsart === 'KAUF';
  switch (topic) {
    case 'price':
      out.push(
        buy ? line('listing.field.kaufpreis', money(l.kaufpreis)) : line('listing.field.kaltmiete', money(l.kaltmiete)),
      );
      if (!buy) out.push(line('listing.field.gesamtmiete', money(l.preise?.gesamtmiete)));
      out.push(line('listing.field.pricePerM2', money(l.preise?.preis_pro_qm)));
      break;
    case 'costs':
      if (buy) {
        out.push(line('listing.field.kaufpreis', money(l.kaufpreis)));
        out.push(line('listing.field.provision', l.preise?.provision_text ?? money(l.preise?.provision_brutto)));
        out.push(line('listing.field.betriebskosten', money(l.preise?.betriebskosten)));
        if (l.kaufpreis) {
          const total = purchaseCosts(l.kaufpreis, l.preise ?? {}).find((c) => c.key === 'total');
          const side = total
            ? `${money((total.amount ?? 0) - l.kaufpreis)} – ${money((total.max ?? 0) - l.kaufpreis)}`
            : null;
          if (side) out.push(t('assistant.answer.buyCosts', { total: side }));
        }
      } else {
        out.push(line('listing.field.kaltmiete', money(l.kaltmiete)));
        out.push(line('listing.field.betriebskosten', money(l.preise?.betriebskosten)));
        out.push(line('listing.field.heizkosten', money(l.preise?.heizkosten)));
        out.push(line('listing.field.gesamtmiete', money(l.preise?.gesamtmiete)));
        out.push(line('listing.field.kaution', money(l.preise?.kaution) ?? l.preise?.kaution_text));
        out.push(line('listing.field.provision', l.preise?.provision_text));
      }
      break;
    case 'rooms':
      out.push(line('listing.field.rooms', l.zimmer ? numberFormat(getLanguage(lang).bcp47).format(l.zimmer) : null));
      out.push(line('listing.field.livingArea', area(lang, t, l.flaechen?.wohnflaeche ?? l.flaeche)));
      break;
    case 'area':
      out.push(line('listing.field.livingArea', area(lang, t, l.flaechen?.wohnflaeche ?? l.flaeche)));
      out.push(line('listing.field.usableArea', area(lang, t, l.flaechen?.nutzflaeche)));
      out.push(line('listing.field.plotArea', area(lang, t, l.flaechen?.grundstuecksflaeche)));
      out.push(line('listing.field.balconyTerraceArea', area(lang, t, l.flaechen?.balkon_terrasse_flaeche)));
      out.push(line('listing.field.gardenArea', area(lang, t, l.flaechen?.gartenflaeche)));
      break;
    case 'energy': {
      const e = l.energie;
      const nf = numberFormat(getLanguage(lang).bcp47, 2);
      if (e?.hwb != null)
        out.push(`${t('listing.field.hwbLong')}: ${t('listing.unit.hwbValue', { value: nf.format(e.hwb) })}`);
      out.push(line('listing.field.hwbClass', e?.hwb_klasse));
      if (e?.fgee != null) out.push(`${t('listing.field.fgeeLong')}: ${nf.format(e.fgee)}`);
      out.push(line('listing.field.fgeeClass', e?.fgee_klasse));
      break;
    }
    case 'availability': {
      const raw = l.verfuegbar_ab;
      let value: string | null = null;
      if (raw && /^\d{4}-\d{2}-\d{2}/.test(raw)) {
        const date = new Date(`${raw.slice(0, 10)}T12:00:00Z`);
        value =
          date.getTime() <= Date.now()
            ? t('listing.available.now')
            : new Intl.DateTimeFormat(getLanguage(lang).bcp47, { dateStyle: 'long', timeZone: 'Europe/Vienna' }).format(
                date,
              );
      } else if (raw) value = raw;
      out.push(line('listing.field.availableFrom', value));
      break;
    }
  }
  return out.filter((x): x is string => Boolean(x));
}

function topicsOf(norm: string): ListingTopic[] {
  return (Object.keys(LISTING_TOPICS) as ListingTopic[]).filter((k) => containsAny(norm, LISTING_TOPICS[k]));
}

export function createEngine(deps: EngineDeps) {
  return function respond(req: AssistantRequest): AssistantAnswer {
    const { lang } = req;
    const t = deps.t(lang);
    const norm = normalizeText(req.message);
    const listing = req.listingId ? deps.listings().get(req.listingId) : null;
    const listingSource = (l: AssistantListing): AssistantSource => ({
      kind: 'listing',
      title: listingTitle(l, lang),
      url: listingUrl(l, prefixOf(lang)),
    });

    const knowledge = deps.knowledge.search(req.message, lang)[0] ?? null;
    const fits = (k: KnowledgeHit | null): k is KnowledgeHit =>
      k !== null && ((k.score >= MIN_SCORE && k.coverage >= MIN_COVERAGE) || k.score >= STRONG_SCORE);
    const general = knowledge !== null && knowledge.score >= GENERAL_SCORE;

    // 1. Hand over to the people who can act: the listing's inquiry form (or the contact page). Asking who the
    // agent is counts on a listing's page, unless it is a general question ("who pays the agent's commission?").
    const wantsViewing = containsAny(norm, VIEWING) && (listing !== null || !general);
    const wantsContact =
      (containsAny(norm, CONTACT) && !general) || (listing !== null && containsAny(norm, AGENT) && !general);
    if (wantsViewing || wantsContact) {
      if (listing) {
        const url = listingUrl(listing, prefixOf(lang));
        const name = contactName(listing) ?? listingTitle(listing, lang);
        return answer(
          wantsViewing ? 'viewing' : 'contact',
          wantsViewing ? t('assistant.answer.viewing') : t('assistant.answer.contact', { name }),
          {
            lines: [
              `${t('listing.field.contactPerson')}: ${name}`,
              ...(listing.agency?.name && listing.agency.name !== name
                ? [`${t('listing.field.agency')}: ${listing.agency.name}`]
                : []),
            ],
            actions: [
              wantsViewing
                ? { kind: 'viewing', label: t('assistant.answer.toViewing'), url: `${url}#lead-intent-viewing` }
                : { kind: 'inquiry', label: t('assistant.answer.toForm'), url: `${url}#lead` },
            ],
            sources: [listingSource(listing)],
          },
        );
      }
      const contactUrl = localizePath(lang, '/kontakt');
      return answer(wantsViewing ? 'viewing' : 'contact', t('assistant.answer.contactGeneral'), {
        actions: [{ kind: 'contact', label: t('assistant.answer.contactPage'), url: contactUrl }],
        sources: [{ kind: 'page', title: t('assistant.answer.contactPage'), url: contactUrl }],
      });
    }

    const search = deps.interpret(req.message, lang);
    // The list page's results for the search: its count, its first listings and the address it shows them at.
    const searchAnswer = (intent: SearchIntent): AssistantAnswer => {
      const { href, total, items } = deps.listings().search(intent.query, CARD_LIMIT, lang);
      const resultsUrl = localizePath(lang, href);
      return answer(
        'search',
        total ? t('assistant.answer.searchFound', { count: total }) : t('assistant.answer.searchNone'),
        {
          lines: [intent.summary],
          cards: items.map((l) => cardOf(l, lang, t)),
          resultsUrl,
          sources: [{ kind: 'search', title: t('assistant.answer.searchSource'), url: resultsUrl }],
        },
      );
    };

    // 2. The listing on screen: its own figures, when the question names a topic and is not a new search.
    if (listing) {
      const topics = topicsOf(norm);
      // On a listing's page its own figures win, unless the question is plainly a general one (it matches a
      // guide passage very well and does not point at "this" listing).
      const aboutThis = containsAny(norm, THIS_LISTING) || !general;
      if (topics.length && aboutThis && !(search && search.criteria >= 2)) {
        const lines = topics.flatMap((topic) => listingFacts(listing, topic, lang, t));
        const title = listingTitle(listing, lang);
        return answer(
          'listing',
          lines.length ? t('assistant.answer.listingFacts', { title }) : t('assistant.answer.listingMissing'),
          {
            lines,
            sources: [listingSource(listing)],
            actions: lines.length
              ? []
              : [
                  {
                    kind: 'inquiry',
                    label: t('assistant.answer.toForm'),
                    url: `${listingUrl(listing, prefixOf(lang))}#lead`,
                  },
                ],
          },
        );
      }
    }

    // A bare greeting ("Hallo!") is answered as one, even where a town's name resembles it (Hall in Tirol).
    if (containsAny(norm, GREETING) && words(norm).length <= 2)
      return answer('greeting', t('assistant.answer.greeting'));

    // 3. A search, when the message names criteria and is no stronger a guide question.
    const searchWins =
      search && (search.criteria >= 2 || (search.criteria >= 1 && (!knowledge || knowledge.score < MIN_SCORE * 2)));
    if (search && searchWins) {
      return searchAnswer(search);
    }

    // 4. The guide.
    if (fits(knowledge)) {
      return answer('knowledge', t('assistant.answer.guide'), {
        lines: knowledge.excerpt,
        sources: [{ kind: 'guide', title: knowledge.title, url: knowledge.url }],
      });
    }

    // 5. A greeting, when that is all the message is.
    if (containsAny(norm, GREETING) && words(norm).length <= 4)
      return answer('greeting', t('assistant.answer.greeting'));

    // 6. A bare "rent" or "buy": still a search, over all listings of that kind.
    if (search) {
      return searchAnswer(search);
    }

    const guideUrl = localizePath(lang, '/ratgeber');
    return answer('unknown', t('assistant.answer.unknown'), {
      sources: [{ kind: 'page', title: t('guide.title'), url: guideUrl }],
    });
  };
}
