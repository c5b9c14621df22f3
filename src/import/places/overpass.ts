/**
 * The Overpass API (OpenStreetMap's query service): one POST a position, form field `data` with an Overpass QL
 * query, answered as JSON (`[out:json]`). The query asks for the stops, schools, shops, health and leisure places
 * within PLACES_RADIUS_M and, in a second set, the route relations that name those stops (for their line names).
 * The request goes through the outbound guard, with a time limit and a cap on the answer.
 */
import { z } from 'zod';
import { PLACES_RADIUS_M, type OsmElement } from '../../domain/places';
import { fetchPublic } from '../../platform/net/outbound';

/** The Overpass QL the portal sends for a position (coordinates as given: the caller rounds them). */
export function overpassQuery(lat: number, lon: number, radiusM = PLACES_RADIUS_M): string {
  const around = `(around:${radiusM},${lat},${lon})`;
  return [
    '[out:json][timeout:25];',
    '(',
    `  nwr${around}[public_transport~"^(platform|stop_position|station)$"];`,
    `  node${around}[highway=bus_stop];`,
    `  node${around}[railway~"^(station|halt|tram_stop)$"];`,
    `  nwr${around}[amenity~"^(kindergarten|school|pharmacy|doctors|clinic)$"];`,
    `  nwr${around}[shop=supermarket];`,
    `  nwr${around}[leisure~"^(park|playground)$"];`,
    ')->.places;',
    '.places out center tags;',
    'rel(bn.places)[type=route][route~"^(subway|light_rail|train|tram|bus|trolleybus)$"];',
    'out body;',
  ].join('\n');
}

const elementSchema = z.object({
  type: z.enum(['node', 'way', 'relation']),
  id: z.number(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: z.object({ lat: z.number(), lon: z.number() }).optional(),
  tags: z.record(z.string(), z.string()).optional(),
  members: z.array(z.object({ type: z.string(), ref: z.number(), role: z.string().optional() })).optional(),
});
const answerSchema = z.object({ elements: z.array(z.unknown()), remark: z.string().optional() });

export class OverpassError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OverpassError';
  }
}

export interface OverpassOptions {
  url: string;
  timeoutMs: number;
  maxBytes: number;
  /** Hosts the operator allows in their own network (OUTBOUND_ALLOW_HOSTS: a self-hosted Overpass). */
  allowHosts?: readonly string[];
  signal?: AbortSignal;
}

/** The elements Overpass answers for the query; throws an OverpassError for any failure (the caller asks later). */
export async function askOverpass(query: string, options: OverpassOptions): Promise<OsmElement[]> {
  let answer;
  try {
    answer = await fetchPublic(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
        accept: 'application/json',
        'user-agent': 'immobilienportal-import (OpenStreetMap places around listings)',
      },
      body: new URLSearchParams({ data: query }).toString(),
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes,
      allowHosts: options.allowHosts,
      signal: options.signal,
    });
  } catch (err) {
    throw new OverpassError((err as Error).message);
  }
  // 429 (too many requests) and 504 (server busy) are Overpass's ways of saying "later"
  if (answer.status !== 200) throw new OverpassError(`Overpass answered ${answer.status}`);
  let json: unknown;
  try {
    json = JSON.parse(answer.body.toString('utf8'));
  } catch {
    throw new OverpassError('Overpass answered no JSON');
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) throw new OverpassError('Overpass answered no element list');
  // A query that ran out of time or memory answers 200 with a remark and partial elements: not an answer to keep.
  if (parsed.data.remark && /runtime error|timed out|out of memory/i.test(parsed.data.remark))
    throw new OverpassError(`Overpass: ${parsed.data.remark.slice(0, 200)}`);
  const elements: OsmElement[] = [];
  for (const raw of parsed.data.elements) {
    const e = elementSchema.safeParse(raw);
    if (e.success) elements.push(e.data);
  }
  return elements;
}
