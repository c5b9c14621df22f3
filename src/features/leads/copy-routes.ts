/**
 * /api/lead-copy: the link a visitor's mailbox gets instead of the copy of a lead when the address was typed into
 * the form (not a signed-in visitor's own). It opens a page whose button sends the copy, so a mail scanner that
 * opens every link sends nothing; the copy goes once, in the language of the page the lead was sent from.
 */
import { Hono, type Context as HonoContext } from 'hono';
import type { AppEnv } from '../context';
import { actionPage } from '../../platform/action-tokens/page';
import { dropTokens, tokenSubject } from '../../platform/action-tokens/tokens';
import { COPY_PURPOSE, queueCopy } from './submit';
import { readSubject } from './subject';
import { findLead } from './repository';
import type { Slot } from './mails';
import type { LeadRow } from './tables';

/** The lead a link's token names, or the page saying the link is invalid or used up. */
async function leadOfLink(c: HonoContext<AppEnv>): Promise<LeadRow | Response> {
  const { database, now } = c.get('ctx');
  const id = await tokenSubject(database.db, COPY_PURPOSE, c.req.query('token'), now());
  // An erased lead keeps no address to send to.
  const lead = id == null ? undefined : await findLead(database.db, id);
  if (lead && !lead.email.endsWith('@invalid')) return lead;
  const t = c.get('t');
  return actionPage(c, { title: t('leads.copy.invalidTitle'), text: t('leads.copy.invalidText') }, 404);
}

export function leadCopyRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/', async (c) => {
    const lead = await leadOfLink(c);
    if (lead instanceof Response) return lead;
    const t = c.get('t');
    return actionPage(c, {
      title: t('leads.copy.title'),
      text: t('leads.copy.text'),
      buttons: [{ label: t('leads.copy.button'), fields: { action: 'send' } }],
    });
  });

  r.post('/', async (c) => {
    const lead = await leadOfLink(c);
    if (lead instanceof Response) return lead;
    const ctx = c.get('ctx');
    const t = c.get('t');
    await ctx.database.db.transaction().execute(async (trx) => {
      const slots = lead.preferred_slots ? (JSON.parse(lead.preferred_slots) as Slot[]) : [];
      await queueCopy(ctx, trx, lead, { subject: readSubject(lead.subject), slots });
      await dropTokens(trx, [COPY_PURPOSE], lead.id);
    });
    return actionPage(c, { title: t('leads.copy.sentTitle'), text: t('leads.copy.sentText') });
  });

  return r;
}
