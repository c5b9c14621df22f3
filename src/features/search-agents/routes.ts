/**
 * /api/search-agents: a signed-in user's saved searches. Every route that names an agent looks it up together
 * with the user's id, so another user's agent answers 404 as if it did not exist. The links from mails (confirm
 * an address, pause, the SMS's short link) need no sign-in: they carry a token whose hash is stored.
 */
import { createHash, randomInt } from 'node:crypto';
import { createElement } from 'react';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { ApiError, notFound } from '../../platform/errors';
import { pathId, readJson } from '../../platform/validate';
import { enforceRateLimit } from '../../platform/rate-limit/rate-limit';
import { mailContext, queueRenderedMail } from '../../platform/mail/react-mail';
import { currentUser, requireUser } from '../auth/session';
import {
  agentCreateSchema,
  agentUpdateSchema,
  AGENTS_PER_USER,
  phoneCodeSchema,
  resultsPath,
} from '../../domain/search-agents/rules';
import { localizePath } from '../../i18n/paths';
import {
  countUserAgents,
  deleteAgent,
  findAgent,
  findUserAgent,
  insertAgent,
  listUserAgents,
  recordKnownListings,
  updateAgent,
} from './repository';
import { dropTokens, issueToken, tokenSubject } from '../../platform/action-tokens/tokens';
import { ConfirmEmailMail } from './mails';
import { SMS_SEND } from '../../platform/sms/send-job';
import { actionPage } from '../../platform/action-tokens/page';
import type { SearchAgentRow } from './tables';
import { admitSmsCode, requireServedMobile } from './sms-codes';
import { admitConfirmationMail } from '../../platform/mail/confirmation-limits';

const CONFIRM_TTL_MS = 7 * 24 * 3_600_000;
const CODE_TTL_MS = 15 * 60_000;
const CODE_TRIES = 5;

function langPrefix(lang: string): string {
  return lang === 'de' ? '' : `/${lang}`;
}

function agentJson(row: SearchAgentRow, lang: string) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_confirmed: row.email_confirmed === 1,
    frequency: row.frequency,
    search: row.search,
    rooms_min: row.rooms_min,
    rooms_max: row.rooms_max,
    channels: JSON.parse(row.channels) as string[],
    phone: row.phone,
    phone_confirmed: row.phone_confirmed === 1,
    active: row.active === 1,
    results_url: resultsPath(row.search, row.rooms_min, row.rooms_max, langPrefix(lang)),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function codeHash(agentId: number, code: string): string {
  return createHash('sha256').update(`${agentId}:${code}`).digest('hex');
}

async function agentOf(c: Context<AppEnv>): Promise<SearchAgentRow> {
  const id = pathId(c);
  const row = await findUserAgent(c.get('ctx').database.db, currentUser(c).id, id);
  if (!row) throw notFound('searchAgents.errors.notFound');
  return row;
}

/**
 * Sends a six-digit code to the agent's phone (by SMS, through the queue) and keeps its hash for 15 minutes; only
 * to a served mobile number and within the SMS limits (sms-codes.ts).
 */
async function sendPhoneCode(c: Context<AppEnv>, agent: SearchAgentRow): Promise<void> {
  const { database, queue, now } = c.get('ctx');
  if (!agent.phone) throw new ApiError(422, 'errors.validation', { phone: ['searchAgents.validation.phoneRequired'] });
  await admitSmsCode(c.get('ctx'), agent.user_id, agent.phone);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const at = now();
  await database.db.transaction().execute(async (trx) => {
    await updateAgent(trx, agent.id, {
      phone_code_hash: codeHash(agent.id, code),
      phone_code_expires: at + CODE_TTL_MS,
      phone_code_tries: 0,
    });
    const text = c.get('t')('searchAgents.sms.code', { code });
    await queue.enqueue(
      SMS_SEND,
      { to: agent.phone, text },
      { key: `sms:agent-code:${agent.id}:${at}:${code.slice(0, 2)}`, db: trx },
    );
  });
}

/**
 * Mails the agent's address a link to confirm it, within the limits on confirmation mails (per mailbox whoever asks,
 * per account, in all); returns false when the mail was held back. The mail names neither the agent nor anything else
 * the account wrote: the address's owner has not agreed to anything yet (the name shows once confirmed).
 */
async function sendEmailConfirmation(c: Context<AppEnv>, agent: SearchAgentRow): Promise<boolean> {
  const { database, queue, config, now } = c.get('ctx');
  const lang = c.get('lang');
  if (!(await admitConfirmationMail(database.db, config.rateLimits, agent.email, agent.user_id, now()))) return false;
  await database.db.transaction().execute(async (trx) => {
    const token = await issueToken(trx, 'agent-email', agent.id, now(), CONFIRM_TTL_MS);
    const mail = mailContext(lang, { localesDir: config.localesDir });
    await queueRenderedMail(queue, {
      key: `mail:search-agent-email:${agent.id}:${token.slice(0, 12)}`,
      db: trx,
      to: agent.email,
      subject: mail.t('searchAgents.mail.confirmSubject'),
      element: createElement(ConfirmEmailMail, {
        mail,
        confirmUrl: `${config.siteUrl}/api/search-agents/confirm-email?token=${token}&lang=${lang}`,
        siteUrl: config.siteUrl,
      }),
    });
  });
  return true;
}

/** What the answer says about the address's confirmation mail: sent, or held back for today. */
function confirmNote(c: Context<AppEnv>, email: string, sent: boolean): string {
  return c.get('t')(sent ? 'searchAgents.confirmEmailSent' : 'searchAgents.confirmEmailHeld', { email });
}

/** The search agent a mail link's token names, or the page saying the link is invalid or used up. */
async function agentOfLink(
  c: Context<AppEnv>,
  purpose: 'agent-email' | 'agent-unsubscribe',
): Promise<SearchAgentRow | Response> {
  const { database, now } = c.get('ctx');
  const id = await tokenSubject(database.db, purpose, c.req.query('token'), now());
  const agent = id == null ? undefined : await findAgent(database.db, id);
  if (agent) return agent;
  const t = c.get('t');
  return actionPage(c, { title: t('searchAgents.page.invalidTitle'), text: t('searchAgents.page.invalidText') }, 404);
}

export function searchAgentRoutes() {
  const r = new Hono<AppEnv>();

  // --- links from mails and text messages: no sign-in, a token instead ---

  // The link opens a page whose button confirms: a mail scanner opening the link confirms nothing.
  r.get('/confirm-email', async (c) => {
    const agent = await agentOfLink(c, 'agent-email');
    if (agent instanceof Response) return agent;
    const t = c.get('t');
    return actionPage(c, {
      title: t('searchAgents.page.confirmTitle'),
      text: t('searchAgents.page.confirmText'),
      buttons: [{ label: t('searchAgents.page.confirmButton'), fields: { action: 'confirm' } }],
    });
  });

  r.post('/confirm-email', async (c) => {
    const agent = await agentOfLink(c, 'agent-email');
    if (agent instanceof Response) return agent;
    const { database, now } = c.get('ctx');
    const t = c.get('t');
    await updateAgent(database.db, agent.id, { email_confirmed: 1, updated_at: now() });
    await dropTokens(database.db, ['agent-email'], agent.id);
    return actionPage(c, {
      title: t('searchAgents.page.confirmedTitle'),
      text: t('searchAgents.page.confirmedText', { name: agent.name }),
      link: { href: localizePath(c.get('lang'), '/dashboard'), label: t('searchAgents.page.toDashboard') },
    });
  });

  r.get('/unsubscribe', async (c) => {
    const agent = await agentOfLink(c, 'agent-unsubscribe');
    if (agent instanceof Response) return agent;
    const t = c.get('t');
    return actionPage(c, {
      title: t('searchAgents.page.pauseTitle'),
      text: t('searchAgents.page.pauseText', { name: agent.name }),
      buttons: [
        { label: t('searchAgents.page.pauseButton'), fields: { action: 'pause' } },
        { label: t('searchAgents.page.deleteButton'), fields: { action: 'delete' } },
      ],
    });
  });

  // RFC 8058: the mail client posts "List-Unsubscribe=One-Click"; the page's buttons post action=pause|delete.
  r.post('/unsubscribe', async (c) => {
    const agent = await agentOfLink(c, 'agent-unsubscribe');
    if (agent instanceof Response) return agent;
    const { database, now } = c.get('ctx');
    const t = c.get('t');
    const type = c.req.header('content-type') ?? '';
    const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)
      ? await c.req.parseBody()
      : {};
    if (form.action === 'delete') {
      await deleteAgent(database.db, agent.id);
      return actionPage(c, { title: t('searchAgents.page.deletedTitle'), text: t('searchAgents.page.deletedText') });
    }
    await updateAgent(database.db, agent.id, { active: 0, updated_at: now() });
    return actionPage(c, {
      title: t('searchAgents.page.pausedTitle'),
      text: t('searchAgents.page.pausedText', { name: agent.name }),
      link: { href: localizePath(c.get('lang'), '/dashboard'), label: t('searchAgents.page.toDashboard') },
    });
  });

  // The SMS's short link: the agent's results page.
  r.get('/r/:token', async (c) => {
    const { database, config, now } = c.get('ctx');
    const id = await tokenSubject(database.db, 'agent-results', c.req.param('token'), now());
    const agent = id == null ? undefined : await findAgent(database.db, id);
    if (!agent) return c.redirect(`${config.siteUrl}/immobilien`, 302);
    const prefix = langPrefix(agent.lang);
    return c.redirect(`${config.siteUrl}${resultsPath(agent.search, agent.rooms_min, agent.rooms_max, prefix)}`, 302);
  });

  // --- the signed-in user's own agents ---

  r.get('/', requireUser, async (c) => {
    const { database, config } = c.get('ctx');
    const rows = await listUserAgents(database.db, currentUser(c).id);
    return c.json({
      success: true,
      data: rows.map((row) => agentJson(row, c.get('lang'))),
      sms_available: config.sms != null,
    });
  });

  r.post('/', requireUser, async (c) => {
    const user = currentUser(c);
    const { database, config, now } = c.get('ctx');
    const input = await readJson(c, agentCreateSchema);
    if (input.channels.includes('sms') && !config.sms)
      throw new ApiError(422, 'errors.validation', { channels: ['searchAgents.validation.smsUnavailable'] });
    // Text messages go to served mobile numbers only: said before the agent is saved, not after.
    if (input.channels.includes('sms') && input.phone) await requireServedMobile(c.get('ctx'), input.phone);
    await enforceRateLimit(database.db, `search-agent:user:${user.id}`, config.rateLimits.searchAgentsPerUser, now());
    if ((await countUserAgents(database.db, user.id)) >= AGENTS_PER_USER)
      throw new ApiError(409, 'searchAgents.errors.tooMany');
    const at = now();
    // Listings on offer now are not news to this agent: their first sighting is recorded before it exists.
    await recordKnownListings(database.db, at);
    const ownAddress = input.email === user.email.toLowerCase();
    const agent = await insertAgent(database.db, {
      user_id: user.id,
      name: input.name,
      email: input.email,
      email_confirmed: ownAddress ? 1 : 0,
      frequency: input.frequency,
      search: input.search,
      rooms_min: input.rooms_min ?? null,
      rooms_max: input.rooms_max ?? null,
      channels: JSON.stringify(input.channels),
      phone: input.phone ?? null,
      phone_confirmed: 0,
      phone_code_hash: null,
      phone_code_expires: null,
      phone_code_tries: 0,
      active: 1,
      lang: c.get('lang'),
      matched_through: at,
      created_at: at,
      updated_at: at,
    });
    const confirmSent = !ownAddress && (await sendEmailConfirmation(c, agent));
    if (input.channels.includes('sms')) await sendPhoneCode(c, agent);
    const t = c.get('t');
    const message = [
      t('searchAgents.saved'),
      ...(ownAddress ? [] : [confirmNote(c, agent.email, confirmSent)]),
      ...(input.channels.includes('sms') ? [t('searchAgents.codeSent')] : []),
    ].join(' ');
    const fresh = (await findAgent(database.db, agent.id)) ?? agent;
    return c.json({ success: true, message, agent: agentJson(fresh, c.get('lang')) }, 201);
  });

  r.get('/:id', requireUser, async (c) => {
    return c.json({ success: true, agent: agentJson(await agentOf(c), c.get('lang')) });
  });

  r.patch('/:id', requireUser, async (c) => {
    const agent = await agentOf(c);
    const user = currentUser(c);
    const { database, config, now } = c.get('ctx');
    const input = await readJson(c, agentUpdateSchema);
    const at = now();
    const roomsMin = input.rooms_min !== undefined ? input.rooms_min : agent.rooms_min;
    const roomsMax = input.rooms_max !== undefined ? input.rooms_max : agent.rooms_max;
    if (roomsMin != null && roomsMax != null && roomsMin > roomsMax)
      throw new ApiError(422, 'errors.validation', { rooms_max: ['searchAgents.validation.roomsOrder'] });
    const channels = input.channels ?? (JSON.parse(agent.channels) as string[]);
    const phone = input.phone !== undefined ? input.phone : agent.phone;
    if (channels.includes('sms') && !config.sms)
      throw new ApiError(422, 'errors.validation', { channels: ['searchAgents.validation.smsUnavailable'] });
    if (channels.includes('sms') && !phone)
      throw new ApiError(422, 'errors.validation', { phone: ['searchAgents.validation.phoneRequired'] });
    if (channels.includes('sms') && phone && (phone !== agent.phone || input.channels))
      await requireServedMobile(c.get('ctx'), phone);
    const emailChanged = input.email !== undefined && input.email !== agent.email;
    const phoneChanged = phone !== agent.phone;
    const resumed = input.active === true && agent.active === 0;
    const updated = await updateAgent(database.db, agent.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
      ...(input.search !== undefined ? { search: input.search } : {}),
      ...(input.active !== undefined ? { active: input.active ? 1 : 0 } : {}),
      ...(emailChanged
        ? { email: input.email!, email_confirmed: input.email === user.email.toLowerCase() ? 1 : 0 }
        : {}),
      ...(phoneChanged ? { phone, phone_confirmed: 0, phone_code_hash: null } : {}),
      // A paused agent that comes back reports what appears from now on, not what it missed while paused.
      ...(resumed ? { matched_through: at } : {}),
      rooms_min: roomsMin,
      rooms_max: roomsMax,
      channels: JSON.stringify([...new Set(channels)]),
      updated_at: at,
    });
    if (resumed) await recordKnownListings(database.db, at);
    const t = c.get('t');
    const notes: string[] = [t('searchAgents.updated')];
    if (updated && emailChanged && !updated.email_confirmed) {
      notes.push(confirmNote(c, updated.email, await sendEmailConfirmation(c, updated)));
    }
    if (updated && channels.includes('sms') && (phoneChanged || !updated.phone_confirmed) && !updated.phone_confirmed) {
      if (phoneChanged || input.channels) {
        await sendPhoneCode(c, updated);
        notes.push(t('searchAgents.codeSent'));
      }
    }
    const fresh = (await findAgent(database.db, agent.id))!;
    return c.json({ success: true, message: notes.join(' '), agent: agentJson(fresh, c.get('lang')) });
  });

  r.delete('/:id', requireUser, async (c) => {
    const agent = await agentOf(c);
    await deleteAgent(c.get('ctx').database.db, agent.id);
    return c.json({ success: true, message: c.get('t')('searchAgents.deleted') });
  });

  r.post('/:id/phone-code', requireUser, async (c) => {
    const agent = await agentOf(c);
    if (!c.get('ctx').config.sms)
      throw new ApiError(422, 'errors.validation', { channels: ['searchAgents.validation.smsUnavailable'] });
    await sendPhoneCode(c, agent);
    return c.json({ success: true, message: c.get('t')('searchAgents.codeSent') });
  });

  r.post('/:id/phone-confirm', requireUser, async (c) => {
    const agent = await agentOf(c);
    const { database, now } = c.get('ctx');
    const { code } = await readJson(c, phoneCodeSchema);
    const at = now();
    const usable =
      agent.phone_code_hash != null && (agent.phone_code_expires ?? 0) >= at && agent.phone_code_tries < CODE_TRIES;
    if (!usable || codeHash(agent.id, code) !== agent.phone_code_hash) {
      if (usable)
        await updateAgent(database.db, agent.id, { phone_code_tries: agent.phone_code_tries + 1, updated_at: at });
      throw new ApiError(422, 'errors.validation', { code: ['searchAgents.validation.codeInvalid'] });
    }
    const updated = await updateAgent(database.db, agent.id, {
      phone_confirmed: 1,
      phone_code_hash: null,
      phone_code_expires: null,
      updated_at: at,
    });
    return c.json({
      success: true,
      message: c.get('t')('searchAgents.phoneConfirmed'),
      agent: agentJson(updated!, c.get('lang')),
    });
  });

  return r;
}
