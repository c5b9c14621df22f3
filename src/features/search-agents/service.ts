/**
 * The search agents at work. A match run reads the listing snapshot, records when each listing was first seen,
 * tests every reporting agent against the listings that appeared since its last run, and stores the matches
 * (each pair once); the jobs (./jobs.ts) queue the reports that are due then. A report takes an agent's waiting matches under the name of its run (`period`) and queues
 * the mail (and SMS) under that same name: a report that is run again, after a crash midway, finds the same
 * matches and the same keys, so nothing is sent twice.
 */
import { createElement } from 'react';
import type { Context } from '../context';
import type { ListingSnapshot } from '../../snapshot/reader';
import {
  buildMatchIndex,
  digestOrder,
  indexedListing,
  matchAgent,
  rowsSeenAfter,
} from '../../domain/search-agents/matching';
import { resultsPath } from '../../domain/search-agents/rules';
import { searchPrice } from '../../domain/search/index-format';
import { listingPath } from '../../domain/listing-ref';
import { localizePath } from '../../i18n/paths';
import { isLangCode, type LangCode } from '../../i18n/languages';
import { mailContext, queueRenderedMail, unsubscribeHeaders } from '../../platform/mail/react-mail';
import {
  claimMatches,
  findAgent,
  firstSightings,
  insertMatches,
  listingSummaries,
  saveListingSummaries,
  reportingAgents,
  setMatchedThrough,
  type NewMatch,
} from './repository';
import { issueToken } from '../../platform/action-tokens/tokens';
import { SMS_SEND } from '../../platform/sms/send-job';
import { servedMobile } from '../../domain/sms/mobile';
import { DigestMail, digestSms, digestSubject, type DigestEntry } from './mails';
import type { SearchAgentRow } from './tables';

interface MatchSummary {
  title: string;
  place: string | null;
  price: number | null;
  rent: boolean;
  rooms: number | null;
  area: number | null;
  slug: string | null;
  published: string | null;
}

function summaryOf(l: { id: number } & Record<string, unknown>): MatchSummary {
  const loc = (l.location ?? {}) as Record<string, unknown>;
  const rent = l.vermarktungsart === 'MIETE_PACHT';
  // The amount the list's cards show: the purchase price, or a rental's total monthly rent.
  const price = searchPrice(indexedListing(l));
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);
  return {
    title: String(l.objekttitel ?? ''),
    place: [loc.plz, loc.ort].filter((v) => typeof v === 'string' && v).join(' ') || null,
    price: n(price),
    rent,
    rooms: n(l.zimmer),
    area: n(l.flaeche),
    slug: typeof l.title_slug === 'string' ? l.title_slug : null,
    published: typeof l.created_at === 'string' ? l.created_at : null,
  };
}

export interface MatchRunResult {
  listings: number;
  agents: number;
  matches: number;
}

/**
 * Each listing's status in a snapshot (absent: gone from the data). Reports judge by the snapshot as it is when
 * they run (a report run right after a sync by the new data), so they have the reader look first.
 */
function statusesOf(snapshot: ListingSnapshot): Map<number, string | null> {
  return new Map(snapshot.listings.map((l) => [l.id, typeof l.status === 'string' ? l.status : null]));
}

/** Matches every reporting agent against the listings new to it. */
export async function runMatching(ctx: Pick<Context, 'database' | 'listings' | 'now'>): Promise<MatchRunResult> {
  const at = ctx.now();
  // The run after a sync matches the snapshot that sync wrote: the reader looks now.
  const listings = ctx.listings.latest().listings as unknown as (Record<string, unknown> & { id: number })[];
  const byId = new Map(listings.map((l) => [l.id, l]));
  const seen = await firstSightings(
    ctx.database.db,
    listings.map((l) => l.id),
    at,
  );
  const agents = await reportingAgents(ctx.database.db);
  const index = buildMatchIndex(listings);
  // Agents saved or run together share their cut-off, and so their candidates.
  const masks = new Map<number, Uint8Array | null>();
  const summaries = new Map<number, string>();
  let batch: NewMatch[] = [];
  let matches = 0;
  for (const agent of agents) {
    if (!masks.has(agent.matched_through))
      masks.set(agent.matched_through, rowsSeenAfter(index, seen, agent.matched_through));
    const mask = masks.get(agent.matched_through);
    if (!mask) continue;
    for (const id of matchAgent(index, agent, mask)) {
      if (!summaries.has(id)) summaries.set(id, JSON.stringify(summaryOf(byId.get(id)!)));
      batch.push({ agent_id: agent.id, listing_id: id, matched_at: seen.get(id) ?? at });
    }
    // Stored in batches, each in one transaction: memory stays flat and the database is never held for long.
    if (batch.length >= 5000) {
      matches += batch.length;
      await insertMatches(ctx.database.db, batch);
      batch = [];
    }
  }
  matches += batch.length;
  await insertMatches(ctx.database.db, batch);
  await saveListingSummaries(ctx.database.db, summaries, at);
  await setMatchedThrough(
    ctx.database.db,
    agents.map((a) => a.id),
    at,
  );
  return { listings: listings.length, agents: agents.length, matches };
}

function agentLang(agent: SearchAgentRow): LangCode {
  return isLangCode(agent.lang) ? agent.lang : 'de';
}

/** Sends one agent's report for one period (see the module comment for why it can run twice safely). */
export async function sendReport(ctx: Context, agentId: number, period: string): Promise<number> {
  const agent = await findAgent(ctx.database.db, agentId);
  if (!agent || !agent.active) return 0;
  const lang = agentLang(agent);
  const mail = mailContext(lang, { localesDir: ctx.config.localesDir });
  const channels = JSON.parse(agent.channels) as string[];
  return ctx.database.db.transaction().execute(async (trx) => {
    const claimed = await claimMatches(trx, agent.id, period);
    if (claimed.length === 0) return 0;
    const ids = claimed.map((m) => m.listing_id);
    // Gone: no longer in the data, or sold or rented since it was matched.
    ctx.listings.latest();
    const statuses = ctx.listings.derived(statusesOf);
    const gone = new Set(ids.filter((id) => !statuses.has(id) || ['sold', 'rented'].includes(statuses.get(id) ?? '')));
    const summaries = await listingSummaries(trx, ids);
    const items = digestOrder(
      claimed.map((m) => {
        const s = JSON.parse(summaries.get(m.listing_id) ?? '{}') as MatchSummary;
        return { ...s, listing_id: m.listing_id, matched_at: m.matched_at, gone: gone.has(m.listing_id) };
      }),
    );
    const entries: DigestEntry[] = items.map((i) => ({
      listing_id: i.listing_id,
      title: i.title,
      place: i.place,
      price: i.price,
      rent: i.rent,
      rooms: i.rooms,
      area: i.area,
      gone: i.gone,
      url: `${ctx.config.siteUrl}${localizePath(lang, listingPath(i.listing_id, i.slug))}`,
    }));
    const at = ctx.now();
    const resultsUrl = `${ctx.config.siteUrl}${resultsPath(agent.search, agent.rooms_min, agent.rooms_max, lang === 'de' ? '' : `/${lang}`)}`;
    if (channels.includes('email') && agent.email_confirmed) {
      const pauseToken = await issueToken(trx, 'agent-unsubscribe', agent.id, at);
      const pauseUrl = `${ctx.config.siteUrl}/api/search-agents/unsubscribe?token=${pauseToken}`;
      await queueRenderedMail(ctx.queue, {
        key: `mail:search-agent:${agent.id}:${period}`,
        db: trx,
        to: agent.email,
        subject: digestSubject(mail, agent.name, entries.length),
        headers: unsubscribeHeaders(pauseUrl),
        element: createElement(DigestMail, {
          mail,
          agentName: agent.name,
          entries,
          resultsUrl,
          pauseUrl,
          siteUrl: ctx.config.siteUrl,
        }),
      });
    }
    // Reports go by SMS only to a served mobile number, also one confirmed before the ranges were enforced.
    if (
      channels.includes('sms') &&
      agent.phone &&
      agent.phone_confirmed &&
      ctx.sms &&
      servedMobile(agent.phone, ctx.config.smsCountries)
    ) {
      const linkToken = await issueToken(trx, 'agent-results', agent.id, at);
      const link = `${ctx.config.siteUrl}/api/search-agents/r/${linkToken}`;
      await ctx.queue.enqueue(
        SMS_SEND,
        { to: agent.phone, text: digestSms(mail, agent.name, entries.length, link) },
        { key: `sms:search-agent:${agent.id}:${period}`, db: trx },
      );
    }
    return entries.length;
  });
}
