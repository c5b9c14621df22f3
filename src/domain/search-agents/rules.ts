/**
 * Search agents: a saved search that reports new matching listings by e-mail (and SMS). The form and the API
 * validate with these schemas, so both say the same thing; messages are locale keys, translated on output.
 * A search agent needs at least a name and an e-mail address; everything else has a sensible default.
 */
import { z } from 'zod';
import { emailSchema, isCleanText, phoneSchema } from '../validation/account';
import { parseQuery } from '../search/query';
import { AGENT_NAME_MAX } from './limits';

export { AGENT_NAME_MAX };

export const AGENT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AgentFrequency = (typeof AGENT_FREQUENCIES)[number];

export const AGENT_CHANNELS = ['email', 'sms'] as const;
export type AgentChannel = (typeof AGENT_CHANNELS)[number];

/** A query string of /immobilien; a drawn polygon of 200 points fits with room to spare. */
export const AGENT_SEARCH_MAX = 8000;
export const ROOMS_MAX = 50;
/** Agents one account may keep: enough for every district of Vienna, few enough that mails stay readable. */
export const AGENTS_PER_USER = 50;

const agentName = z
  .string({ error: 'searchAgents.validation.nameRequired' })
  .trim()
  .min(1, { error: 'searchAgents.validation.nameRequired', abort: true })
  .max(AGENT_NAME_MAX, { error: 'searchAgents.validation.nameMax' })
  .refine((v) => isCleanText(v), { error: 'validation.textInvalidChars' });

const rooms = z
  .number({ error: 'searchAgents.validation.roomsInvalid' })
  .min(0, { error: 'searchAgents.validation.roomsInvalid' })
  .max(ROOMS_MAX, { error: 'searchAgents.validation.roomsInvalid' })
  .refine((v) => Number.isInteger(v * 2), { error: 'searchAgents.validation.roomsInvalid' })
  .nullable()
  .optional();

/** The search as the address bar has it; a leading '?' and the page number are dropped (an agent has no page). */
export const agentSearchSchema = z
  .string({ error: 'searchAgents.validation.searchInvalid' })
  .trim()
  .max(AGENT_SEARCH_MAX, { error: 'searchAgents.validation.searchInvalid' })
  .transform((v) => normalizeSearch(v));

export function normalizeSearch(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const name of ['seite', 'zimmer_bis', 'lang']) params.delete(name);
  return params.toString().replace(/%2C/gi, ',').replace(/%3B/gi, ';');
}

const frequency = z.enum(AGENT_FREQUENCIES, { error: 'searchAgents.validation.frequencyInvalid' });
const channels = z
  .array(z.enum(AGENT_CHANNELS, { error: 'searchAgents.validation.channelsInvalid' }), {
    error: 'searchAgents.validation.channelsRequired',
  })
  .min(1, { error: 'searchAgents.validation.channelsRequired' })
  .max(2)
  .transform((list) => [...new Set(list)]);

function roomsInOrder(d: { rooms_min?: number | null; rooms_max?: number | null }): boolean {
  return d.rooms_min == null || d.rooms_max == null || d.rooms_min <= d.rooms_max;
}

export const agentCreateSchema = z
  .object({
    name: agentName,
    email: emailSchema,
    frequency: frequency.optional().default('daily'),
    search: agentSearchSchema.optional().default(''),
    rooms_min: rooms,
    rooms_max: rooms,
    channels: channels.optional().default(['email']),
    phone: phoneSchema.optional().nullable(),
  })
  .refine(roomsInOrder, { path: ['rooms_max'], error: 'searchAgents.validation.roomsOrder' })
  .refine((d) => !d.channels.includes('sms') || !!d.phone, {
    path: ['phone'],
    error: 'searchAgents.validation.phoneRequired',
  });
export type AgentCreateInput = z.output<typeof agentCreateSchema>;

export const agentUpdateSchema = z
  .object({
    name: agentName.optional(),
    email: emailSchema.optional(),
    frequency: frequency.optional(),
    search: agentSearchSchema.optional(),
    rooms_min: rooms,
    rooms_max: rooms,
    channels: channels.optional(),
    phone: phoneSchema.optional().nullable(),
    active: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .refine(roomsInOrder, { path: ['rooms_max'], error: 'searchAgents.validation.roomsOrder' })
  .refine((d) => Object.values(d).some((v) => v !== undefined), { error: 'validation.nothingToChange' });
export type AgentUpdateInput = z.output<typeof agentUpdateSchema>;

export const phoneCodeSchema = z.object({
  code: z
    .string({ error: 'searchAgents.validation.codeInvalid' })
    .trim()
    .regex(/^\d{6}$/, { error: 'searchAgents.validation.codeInvalid' }),
});

/**
 * The agent's results page: its search with the room range written as the search's own room filters, so the
 * link opens exactly what the agent reports.
 */
export function resultsQuery(search: string, roomsMin: number | null, roomsMax: number | null): string {
  const params = new URLSearchParams(normalizeSearch(search));
  if (roomsMin != null) params.set('zimmer_von', String(roomsMin));
  if (roomsMax != null) params.set('zimmer_bis', String(roomsMax));
  return params.toString().replace(/%2C/gi, ',').replace(/%3B/gi, ';');
}

/** Map searches (a drawn polygon) open on the map page, every other search on the list. */
export function resultsPath(search: string, roomsMin: number | null, roomsMax: number | null, prefix = ''): string {
  const query = resultsQuery(search, roomsMin, roomsMax);
  const page = parseQuery(query).query.polygon ? 'kartensuche' : 'immobilien';
  return `${prefix}/${page}${query ? `?${query}` : ''}`;
}
