/**
 * The optional language model behind the natural-language search: any OpenAI-compatible chat-completions endpoint
 * (Ollama, vLLM, llama.cpp's server, a hosted one), asked for structured output with a JSON schema made from the
 * zod schema below. Its answer is used only when it arrives within the timeout and passes that same schema;
 * otherwise the caller keeps the parser's answer. The schema has no field for anything about people, so a model
 * cannot turn religion, origin or family status into a filter either.
 */
import { z } from 'zod';
import { BUNDESLAENDER, ENERGY_CLASSES, FEATURE_KEYS, OBJEKTARTEN, VERMARKTUNGSARTEN } from '../../domain/vocabulary';
import { SORT_KEYS } from '../../domain/search/query';
import type { NlFilters } from '../../domain/nl-search';
import type { Config } from '../../platform/config';
import { readCappedJson } from '../../platform/net/capped';

/** The most of the model's answer that is read: filters fit in a few kilobytes, a larger answer is refused. */
const ANSWER_MAX_BYTES = 64 * 1024;

const amount = z.number().min(0).max(1e10);
const rooms = z.number().min(0).max(50);
const area = z.number().min(0).max(1e7);

/** What the model must answer: the list page's filters (euros, square metres) and the words it could not place. */
export const modelAnswerSchema = z
  .object({
    vermarktungsart: z.enum(VERMARKTUNGSARTEN).nullable().optional(),
    objektart: z.array(z.enum(OBJEKTARTEN)).max(5).optional(),
    untergruppe: z
      .array(z.string().regex(/^[A-Z0-9_-]{2,40}$/))
      .max(5)
      .optional(),
    zimmerVon: rooms.nullable().optional(),
    zimmerBis: rooms.nullable().optional(),
    preisVon: amount.nullable().optional(),
    preisBis: amount.nullable().optional(),
    flaecheVon: area.nullable().optional(),
    flaecheBis: area.nullable().optional(),
    grundflaecheVon: area.nullable().optional(),
    grundflaecheBis: area.nullable().optional(),
    bundesland: z.enum(BUNDESLAENDER).nullable().optional(),
    bezirk: z.array(z.string().min(1).max(80)).max(23).optional(),
    ort: z.string().min(1).max(80).nullable().optional(),
    plz: z
      .string()
      .regex(/^[1-9]\d{3}$/)
      .nullable()
      .optional(),
    ausstattung: z.array(z.enum(FEATURE_KEYS)).max(20).optional(),
    aussenflaeche: z.boolean().nullable().optional(),
    energieklasse: z.enum(ENERGY_CLASSES).nullable().optional(),
    erstbezug: z.boolean().nullable().optional(),
    provisionsfrei: z.boolean().nullable().optional(),
    sort: z.enum(SORT_KEYS).nullable().optional(),
    unmatched: z.array(z.string().max(80)).max(50).optional(),
  })
  .strict();
export type ModelAnswer = z.infer<typeof modelAnswerSchema>;

/** The JSON schema sent as `response_format`; built once. */
export const MODEL_JSON_SCHEMA = z.toJSONSchema(modelAnswerSchema);

/** The part of an OpenAI chat-completions answer that is read. */
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

const SYSTEM_PROMPT = [
  'You turn a property search typed by a visitor of an Austrian real-estate portal into search filters.',
  'Answer with JSON matching the schema only. Amounts are euros (convert other currencies), areas square metres.',
  'vermarktungsart: KAUF (buy) or MIETE_PACHT (rent). objektart: OpenImmo main groups such as WOHNUNG, HAUS,',
  'GRUNDSTUECK. bundesland: lower-case keys (wien, niederoesterreich, oberoesterreich, salzburg, steiermark, tirol,',
  'vorarlberg, kaernten, burgenland). bezirk: Vienna districts by German name (Neubau, Josefstadt) or other',
  'Austrian political districts. ort: the town as Austrians write it. Leave out anything not asked for.',
  'Never express criteria about people (religion, origin, nationality, family status, gender, age, disability) as filters.',
  'Put words you could not map into unmatched.',
].join(' ');

export type ModelOutcome =
  | { ok: true; filters: NlFilters; unmatched: string[] }
  | { ok: false; reason: 'timeout' | 'http' | 'invalid' | 'network' };

/** Drops nulls and empty lists, so an answer reads like the parser's. */
function toFilters(a: ModelAnswer): NlFilters {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(a)) {
    if (k === 'unmatched' || v === null || v === undefined || v === false) continue;
    if (Array.isArray(v) && v.length === 0) continue;
    out[k] = v;
  }
  return out as NlFilters;
}

/** Asks the model; never throws, the outcome says why it was not used. */
export async function askModel(
  llm: NonNullable<Config['llm']>,
  doFetch: typeof fetch,
  query: string,
  lang: string,
): Promise<ModelOutcome> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (llm.apiKey) headers.Authorization = `Bearer ${llm.apiKey}`;
  const body = {
    model: llm.model,
    temperature: 0,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: `Language: ${lang}\nSearch: ${query}` },
    ],
    response_format: {
      type: 'json_schema',
      json_schema: { name: 'property_search', strict: false, schema: MODEL_JSON_SCHEMA },
    },
  };
  let res: Response;
  try {
    res = await doFetch(`${llm.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(llm.timeoutMs),
    });
  } catch (err) {
    const name = (err as Error).name;
    return { ok: false, reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network' };
  }
  if (!res.ok) return { ok: false, reason: 'http' };
  let content: string;
  try {
    const completion = completionSchema.safeParse(await readCappedJson(res, ANSWER_MAX_BYTES));
    if (!completion.success) return { ok: false, reason: 'invalid' };
    content = completion.data.choices[0]!.message.content ?? '';
  } catch (err) {
    const name = (err as Error).name;
    return { ok: false, reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'invalid' };
  }
  let json: unknown;
  try {
    // Some servers wrap the JSON in a Markdown fence despite the schema.
    json = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const answer = modelAnswerSchema.safeParse(json);
  if (!answer.success) return { ok: false, reason: 'invalid' };
  return { ok: true, filters: toFilters(answer.data), unmatched: answer.data.unmatched ?? [] };
}
