/**
 * The assistant with a language model: an OpenAI-compatible chat-completions endpoint (Ollama, vLLM, llama.cpp's
 * server or a hosted one), streamed, with four tools over the portal's own data: search listings, get a listing,
 * compute buying or renting costs, look up the Ratgeber. The model is told to answer only from tool results; the
 * answer carries the listings and articles those tools returned as its sources and cards. Tool results reach the
 * model as data, never as instructions (untrusted.ts), and what is read from it is bounded: the answer's length,
 * a tool call's arguments, one event; the text is read no faster than the caller's `onText` takes it.
 */
import { z } from 'zod';
import { purchaseCosts, rentCosts } from '../../domain/search/costs';
import { getLanguage, type LangCode } from '../../i18n/languages';
import { localizePath } from '../../i18n/paths';
import type { Translate } from '../../i18n/translations';
import {
  CARD_LIMIT,
  cardOf,
  listingFacts,
  type AssistantAnswer,
  type AssistantCard,
  type AssistantSource,
  type EngineDeps,
} from './engine';
import { LISTING_TOPICS, type ListingTopic } from './intents';
import { listingTitle, listingUrl } from './listings';
import { dataRule, dataMarkers, toolContent } from './untrusted';

export interface ModelConfig {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

type Message =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

const MAX_ROUNDS = 4;
/**
 * The longest answer read from the model (characters); the rest is not read. A chat answer is a few sentences,
 * and a model that writes on and on must not grow the server's memory with it.
 */
export const ANSWER_MAX_CHARS = 8_000;
/** The most one tool call's arguments may weigh, and one server-sent event; beyond, the answer fails. */
const TOOL_ARGS_MAX = 4_096;
const EVENT_MAX = 256 * 1024;

/** Takes a piece of the answer's text; while it returns a pending promise, the model is not read further. */
export type TextSink = (delta: string) => void | Promise<void>;

export const TOOLS = [
  {
    type: 'function',
    function: {
      name: 'search_listings',
      description:
        "Search the portal's listings. Pass the visitor's wishes as a short phrase (place, buy or rent, type, rooms, maximum price, features).",
      parameters: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'e.g. "3 rooms apartment to rent in Graz with balcony up to 1200"' },
        },
        required: ['query'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_listing',
      description:
        'The facts of one listing: price, costs, rooms, areas, energy values, availability and contact person.',
      parameters: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'compute_costs',
      description:
        'Austrian buying costs for a purchase price (transfer tax, land register, contract, commission) or the parts of a monthly rent.',
      parameters: {
        type: 'object',
        properties: {
          kind: { type: 'string', enum: ['buy', 'rent'] },
          amount: { type: 'number', description: 'purchase price, or the net monthly rent, in euros' },
          operating_costs: { type: 'number', description: 'monthly operating costs (rent only)' },
        },
        required: ['kind', 'amount'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'lookup_guide',
      description:
        "Look up the portal's guide articles on buying, renting, leases, energy certificate (HWB, fGEE), financing, viewings and moving in Austria.",
      parameters: { type: 'object', properties: { question: { type: 'string' } }, required: ['question'] },
    },
  },
] as const;

const SearchArgs = z.object({ query: z.string().min(1).max(500) });
const ListingArgs = z.object({ id: z.coerce.number().int().positive() });
const CostArgs = z.object({
  kind: z.enum(['buy', 'rent']),
  amount: z.coerce.number().positive().max(1e10),
  operating_costs: z.coerce.number().nonnegative().max(1e8).optional(),
});
const GuideArgs = z.object({ question: z.string().min(1).max(500) });

/** What the tools found, gathered over the conversation turn: the answer's sources and cards. */
interface Grounding {
  sources: Map<string, AssistantSource>;
  cards: AssistantCard[];
  resultsUrl: string | null;
}

export function runTool(
  deps: EngineDeps,
  lang: LangCode,
  t: Translate,
  name: string,
  rawArgs: string,
  grounding: Grounding,
): unknown {
  let args: unknown;
  try {
    args = JSON.parse(rawArgs || '{}');
  } catch {
    return { error: 'arguments are not JSON' };
  }
  const prefix = lang === 'de' ? '' : `/${lang}`;
  switch (name) {
    case 'search_listings': {
      const parsed = SearchArgs.safeParse(args);
      if (!parsed.success) return { error: 'query missing' };
      const intent = deps.interpret(parsed.data.query, lang);
      if (!intent) return { total: 0, note: 'no search criteria recognized' };
      const { href, total, items } = deps.listings().search(intent.query, CARD_LIMIT, lang);
      const url = localizePath(lang, href);
      grounding.resultsUrl = url;
      grounding.sources.set(url, { kind: 'search', title: t('assistant.answer.searchSource'), url });
      const cards = items.map((l) => cardOf(l, lang, t));
      for (const c of cards) if (!grounding.cards.some((x) => x.id === c.id)) grounding.cards.push(c);
      return { total, results_url: url, listings: cards.map(({ image: _image, ...c }) => c) };
    }
    case 'get_listing': {
      const parsed = ListingArgs.safeParse(args);
      const l = parsed.success ? deps.listings().get(parsed.data.id) : null;
      if (!l) return { error: 'no such listing' };
      const url = listingUrl(l, prefix);
      grounding.sources.set(url, { kind: 'listing', title: listingTitle(l, lang), url });
      const facts = (Object.keys(LISTING_TOPICS) as ListingTopic[]).flatMap((topic) => listingFacts(l, topic, lang, t));
      const contact = [l.contact?.vorname, l.contact?.name].filter(Boolean).join(' ') || l.agency?.name || null;
      return {
        id: l.id,
        title: listingTitle(l, lang),
        url,
        deal: l.vermarktungsart === 'KAUF' ? 'buy' : 'rent',
        facts,
        contact_person: contact,
        agency: l.agency?.name ?? null,
        inquiry_form: `${url}#lead`,
        viewing_form: `${url}#lead-intent-viewing`,
      };
    }
    case 'compute_costs': {
      const parsed = CostArgs.safeParse(args);
      if (!parsed.success) return { error: 'kind and amount needed' };
      const { kind, amount, operating_costs } = parsed.data;
      const lines =
        kind === 'buy'
          ? purchaseCosts(amount)
          : rentCosts({ kaltmiete: amount, betriebskosten: operating_costs ?? null });
      return {
        currency: 'EUR',
        lines: lines.map((l) => ({ item: l.key, amount: l.amount, max: l.max, rate: l.rate, estimate: l.estimate })),
      };
    }
    case 'lookup_guide': {
      const parsed = GuideArgs.safeParse(args);
      if (!parsed.success) return { error: 'question missing' };
      const hits = deps.knowledge.search(parsed.data.question, lang, 2);
      for (const h of hits) grounding.sources.set(h.url, { kind: 'guide', title: h.title, url: h.url });
      return {
        articles: hits.map((h) => ({ title: h.title, url: h.url, section: h.heading, text: h.excerpt.join('\n') })),
      };
    }
    default:
      return { error: `unknown tool ${name}` };
  }
}

function systemPrompt(
  lang: LangCode,
  listingId: number | null | undefined,
  markers: { open: string; close: string },
): string {
  const language = getLanguage(lang).name;
  return [
    'You are the assistant of an Austrian real-estate portal.',
    `Answer in ${language} (language code ${lang}), briefly and politely.`,
    'Use only facts from tool results: search listings, get a listing, compute costs, look up the guide.',
    dataRule(markers),
    'If the tools do not give the answer, say that you do not know. Never invent prices, laws or listings.',
    "For contacting an agent or booking a viewing, point to the listing's inquiry form (get_listing gives its address).",
    'Never filter or judge by religion, origin, nationality, gender or family status.',
    listingId ? `The visitor is looking at listing ${listingId}; "this flat" means that listing.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** One streamed completion: text deltas go to `onText`; tool calls are assembled from their fragments. */
async function streamCompletion(
  cfg: ModelConfig,
  doFetch: typeof fetch,
  messages: Message[],
  signal: AbortSignal,
  onText: TextSink,
): Promise<{ text: string; toolCalls: ToolCall[] }> {
  const res = await doFetch(`${cfg.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: cfg.model,
      messages,
      tools: TOOLS,
      tool_choice: 'auto',
      stream: true,
      temperature: 0.2,
    }),
    signal,
  });
  if (!res.ok || !res.body) throw new Error(`model answered ${res.status}`);
  const decoder = new TextDecoder();
  const reader = res.body.getReader();
  let buffer = '';
  let text = '';
  const calls: { id: string; name: string; args: string }[] = [];
  /** Handles one event; false once the answer reached ANSWER_MAX_CHARS and no more is read. */
  const handle = async (data: string): Promise<boolean> => {
    if (data === '[DONE]') return true;
    const chunk = JSON.parse(data) as {
      choices?: {
        delta?: {
          content?: string | null;
          tool_calls?: { index: number; id?: string; function?: { name?: string; arguments?: string } }[];
        };
      }[];
    };
    const delta = chunk.choices?.[0]?.delta;
    if (!delta) return true;
    for (const tc of delta.tool_calls ?? []) {
      if (!Number.isInteger(tc.index) || tc.index < 0 || tc.index > 7) throw new Error('model sent a bad tool call');
      const call = (calls[tc.index] ??= { id: '', name: '', args: '' });
      if (tc.id) call.id = tc.id.slice(0, 100);
      if (tc.function?.name) call.name += tc.function.name;
      if (tc.function?.arguments) call.args += tc.function.arguments;
      if (call.name.length > 100 || call.args.length > TOOL_ARGS_MAX)
        throw new Error('model sent a tool call too large');
    }
    if (delta.content) {
      const piece = delta.content.slice(0, ANSWER_MAX_CHARS - text.length);
      text += piece;
      if (piece) await onText(piece);
      if (text.length >= ANSWER_MAX_CHARS) return false;
    }
    return true;
  };
  reading: for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const event = buffer.slice(0, cut);
      buffer = buffer.slice(cut).replace(/^\r?\n\r?\n/, '');
      const data = event
        .split(/\r?\n/)
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      if (data && !(await handle(data))) {
        await reader.cancel().catch(() => undefined);
        break reading;
      }
    }
    if (buffer.length > EVENT_MAX) throw new Error('model sent an event too large');
    if (done) break;
  }
  return {
    text,
    toolCalls: calls.filter(Boolean).map((c, i) => ({
      id: c.id || `call_${i}`,
      type: 'function' as const,
      function: { name: c.name, arguments: c.args },
    })),
  };
}

/**
 * Runs the model with its tools until it answers in text (at most MAX_ROUNDS completions). Text deltas stream to
 * `onText`; the result is the whole answer with what the tools found. Throws when the endpoint fails or times
 * out, so the caller can answer with the offline engine instead.
 */
export async function modelAnswer(
  cfg: ModelConfig,
  deps: EngineDeps,
  doFetch: typeof fetch,
  req: { message: string; lang: LangCode; listingId?: number | null; history: ChatTurn[] },
  onText: TextSink,
  signal: AbortSignal,
): Promise<AssistantAnswer> {
  const t = deps.t(req.lang);
  const grounding: Grounding = { sources: new Map(), cards: [], resultsUrl: null };
  const markers = dataMarkers();
  const messages: Message[] = [
    { role: 'system', content: systemPrompt(req.lang, req.listingId, markers) },
    ...req.history.map((h) => ({ role: h.role, content: h.content }) as Message),
    { role: 'user', content: req.message },
  ];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const last = round === MAX_ROUNDS - 1;
    const { text, toolCalls } = await streamCompletion(cfg, doFetch, messages, signal, onText);
    if (!toolCalls.length || last) {
      return {
        intent: 'model',
        text,
        lines: [],
        cards: grounding.cards.slice(0, CARD_LIMIT),
        resultsUrl: grounding.resultsUrl,
        actions: [],
        sources: [...grounding.sources.values()],
        answered: text.trim().length > 0,
      };
    }
    messages.push({ role: 'assistant', content: text || null, tool_calls: toolCalls });
    for (const call of toolCalls) {
      const result = runTool(deps, req.lang, t, call.function.name, call.function.arguments, grounding);
      messages.push({ role: 'tool', tool_call_id: call.id, content: toolContent(markers, result) });
    }
  }
  throw new Error('model gave no answer');
}
