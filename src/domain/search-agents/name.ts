/**
 * A search agent's default name, said in words from the search it saves: "Wohnungen kaufen in Wien, ab 3 Zimmer,
 * bis 350 000 €". The head ("Wohnungen kaufen in Wien") is the landing pages' title where the search has a type, a
 * deal and a place; the criteria after it are the natural-language search's chips (describeFilters), so a search
 * reads the same in the agent's name as in the chips. Pure; the texts come in as `AgentNameStrings`.
 */
import { describeFilters, type NlStrings } from '../nl-search/describe';
import type { NlFilters } from '../nl-search/types';
import { LANDING_DEALS, LANDING_TYPES } from '../search/landing';
import { parseQuery, wienBezirkNumber, type SearchQuery } from '../search/query';
import { WIEN_BEZIRKE } from '../wien-bezirke';
import { AGENT_NAME_MAX } from './limits';

export interface AgentNameStrings {
  nl: NlStrings;
  /** Plural type words by landing slug ("wohnung" → "Wohnungen"). */
  types: Record<string, string>;
  /** "Immobilien": the type word when the search names none. */
  anyType: string;
  /** "{{types}} kaufen in {{region}}" by deal (the landing pages' titles). */
  dealIn: Record<string, string>;
  /** "{{types}} kaufen" by deal, for a search without a place. */
  deal: Record<string, string>;
  /** "{{types}} in {{region}}", for a search without a deal. */
  typesIn: string;
  /** „{{text}}“: the free text, quoted. */
  text: string;
  /** "Meine Suche": the name of a search without any criterion. */
  fallback: string;
}

/** The keys of this module's own words (the chips' come from the natural-language search: ./name-keys.ts). */
export const AGENT_NAME_OWN_KEYS = [
  ...LANDING_TYPES.map((t) => `search.landing.types.${t.slug}`),
  ...LANDING_DEALS.map((d) => `search.landing.title.${d.vermarktungsart}`),
  ...LANDING_DEALS.map((d) => `searchAgents.name.deal.${d.vermarktungsart}`),
  'searchAgents.name.anyType',
  'searchAgents.name.typesIn',
  'searchAgents.name.text',
  'searchAgents.ui.namePlaceholder',
];

/**
 * The texts from translated strings by locale key (those of agentNameKeys, as an island is handed them). The
 * chips' labels are read by their keys' prefixes, so the browser needs no list of them.
 */
export function buildAgentNameStrings(strings: Readonly<Record<string, string>>): AgentNameStrings {
  const t = (key: string) => strings[key] ?? key;
  const under = (prefix: string) =>
    Object.fromEntries(
      Object.entries(strings)
        .filter(([k]) => k.startsWith(prefix))
        .map(([k, v]) => [k.slice(prefix.length), v]),
    );
  // listing.subtype.<group>.<VALUE> → VALUE
  const subtype = Object.fromEntries(
    Object.entries(under('listing.subtype.')).map(([k, v]) => [k.slice(k.indexOf('.') + 1), v]),
  );
  const byDeal = (prefix: string) =>
    Object.fromEntries(LANDING_DEALS.map((d) => [d.vermarktungsart, t(`${prefix}.${d.vermarktungsart}`)]));
  return {
    nl: {
      chip: under('nlSearch.chip.') as NlStrings['chip'],
      near: under('search.form.near.') as NlStrings['near'],
      objektart: under('listing.objektart.'),
      subtype,
      feature: under('listing.feature.'),
      bundesland: under('listing.bundesland.'),
      // the name says no order and no sentence
      sort: {},
      summary: '',
      summaryEmpty: '',
      summaryRefused: '',
      summaryEmptyRefused: '',
    },
    types: Object.fromEntries(LANDING_TYPES.map((l) => [l.slug, t(`search.landing.types.${l.slug}`)])),
    anyType: t('searchAgents.name.anyType'),
    dealIn: byDeal('search.landing.title'),
    deal: byDeal('searchAgents.name.deal'),
    typesIn: t('searchAgents.name.typesIn'),
    text: t('searchAgents.name.text'),
    fallback: t('searchAgents.ui.namePlaceholder'),
  };
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');
}

/** The type words: one subtype by its name ("Penthouse"), else the groups' plurals ("Wohnungen"), else "Immobilien". */
function typeWords(q: SearchQuery, s: AgentNameStrings): string {
  const subtypes = q.untergruppe.map((u) => s.nl.subtype[u]);
  if (subtypes.length === 1 && subtypes[0]) return subtypes[0];
  const groups = q.objektart.map((o) => {
    const landing = LANDING_TYPES.find((l) => l.objektart === o);
    return (landing && s.types[landing.slug]) || s.nl.objektart[o] || o;
  });
  return groups.length ? groups.join(', ') : s.anyType;
}

/** The place: a town, else the districts (Vienna's by name), else the Bundesland; null without one. */
function regionWords(q: SearchQuery, s: AgentNameStrings): string | null {
  if (q.ort) return q.ort;
  if (q.bezirk.length) {
    return q.bezirk
      .map((b) => {
        const n = wienBezirkNumber(b);
        return n ? WIEN_BEZIRKE[n - 1]! : b;
      })
      .join(', ');
  }
  if (q.bundesland) return s.nl.bundesland[q.bundesland] ?? q.bundesland;
  return null;
}

/** The criteria the head does not say, in the chips' shape (the postcode stays a criterion: "PLZ 1070"). */
function otherCriteria(q: SearchQuery): NlFilters {
  const f: NlFilters = {};
  const set = <K extends keyof NlFilters>(key: K, value: NlFilters[K] | null | false) => {
    if (value != null && value !== false) f[key] = value;
  };
  set('zimmerVon', q.zimmerVon);
  set('zimmerBis', q.zimmerBis);
  set('preisVon', q.preisVon);
  set('preisBis', q.preisBis);
  set('flaecheVon', q.flaecheVon);
  set('flaecheBis', q.flaecheBis);
  set('grundflaecheVon', q.grundflaecheVon);
  set('grundflaecheBis', q.grundflaecheBis);
  set('plz', q.plz);
  if (q.ausstattung.length) f.ausstattung = [...q.ausstattung];
  set('aussenflaeche', q.aussenflaeche);
  set('energieklasse', q.energieklasse);
  set('erstbezug', q.erstbezug);
  set('provisionsfrei', q.provisionsfrei);
  if (q.nahe.length) f.nahe = [...q.nahe];
  return f;
}

/** Shortens to `max` characters at a word, with an ellipsis. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/u, '')}…`;
}

/**
 * The name for a search: "{{types}} kaufen in {{region}}" (or without deal, without place), then the other
 * criteria joined by commas as long as the name stays within AGENT_NAME_MAX; "Meine Suche" when the search has
 * no criterion at all.
 */
export function searchAgentName(q: SearchQuery, s: AgentNameStrings): string {
  const hasType = q.objektart.length > 0 || q.untergruppe.length > 0;
  const deal = q.vermarktungsart;
  const region = regionWords(q, s);
  const types = typeWords(q, s);
  const head =
    deal && region
      ? fill(s.dealIn[deal] ?? '', { types, region })
      : deal
        ? fill(s.deal[deal] ?? '', { types })
        : region
          ? fill(s.typesIn, { types, region })
          : hasType
            ? types
            : '';
  const criteria = describeFilters(otherCriteria(q), s.nl).map((c) => c.label);
  const text = q.q.trim();
  if (text) criteria.push(fill(s.text, { text }));
  if (!head && !criteria.length) return s.fallback;
  let name = clip(head || criteria.shift()!, AGENT_NAME_MAX);
  for (const c of criteria) {
    const next = `${name}, ${c}`;
    if (next.length > AGENT_NAME_MAX) break;
    name = next;
  }
  return name;
}

/** The name for a search as the address bar has it ("?vermarktungsart=KAUF&bundesland=wien"). */
export function nameForSearch(search: string | URLSearchParams, s: AgentNameStrings): string {
  return searchAgentName(parseQuery(search).query, s);
}
