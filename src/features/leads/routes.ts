/**
 * /api/inquiries and /api/appointments: anyone may send (guests get everything by e-mail); a signed-in visitor's
 * leads are linked to the account and listed back to that account only.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { parseWith, readJson } from '../../platform/validate';
import { currentUser, requireUser } from '../auth/session';
import { appointmentSchema, inquirySchema, viennaToday } from '../../domain/validation/lead';
import { z } from 'zod';
import { listUserLeads } from './repository';
import { submitLead, type CopyMode, type LeadRequest } from './submit';
import { leadJson } from './lead-json';
import type { LeadKind } from './tables';

function origin(c: Context<AppEnv>) {
  const user = c.get('user');
  return { ip: c.get('ip'), lang: c.get('lang'), userId: user?.id ?? null, userEmail: user?.email ?? null };
}

/** The sentence after "sent": who answers, and whether the copy or a link asking for it is on its way. */
const FROM_KEYS: Record<CopyMode, { office: string; agent: string }> = {
  sent: { office: 'leads.sent.fromOffice', agent: 'leads.sent.fromAgent' },
  link: { office: 'leads.sent.fromOfficeLink', agent: 'leads.sent.fromAgentLink' },
  none: { office: 'leads.sent.fromOfficeOnly', agent: 'leads.sent.fromAgentOnly' },
};

/** Success texts name who answers: the agent, the developer or the office. */
function sentMessage(
  c: Context<AppEnv>,
  kind: LeadKind,
  recipientKind: string,
  recipient: string,
  copy: CopyMode,
): string {
  const key = kind === 'appointment' ? 'leads.sent.appointment' : 'leads.sent.inquiry';
  const keys = FROM_KEYS[copy];
  const from = c.get('t')(recipientKind === 'office' ? keys.office : keys.agent, { recipient });
  return `${c.get('t')(key)} ${from}`;
}

function leadRoutes(kind: LeadKind) {
  const r = new Hono<AppEnv>();

  r.post('/', async (c) => {
    const ctx = c.get('ctx');
    const body = await readJson(c, z.unknown());
    const req: LeadRequest =
      kind === 'inquiry'
        ? { kind, input: parseWith(inquirySchema, body) }
        : { kind, input: parseWith(appointmentSchema(viennaToday(ctx.now())), body) };
    const { lead, repeated, copy } = await submitLead(ctx, req, origin(c));
    const json = leadJson(lead);
    return c.json(
      {
        success: true,
        message: sentMessage(c, kind, lead.recipient_kind, lead.recipient_name, copy),
        [kind]: { id: json.id, status: json.status },
        repeated,
      },
      repeated ? 200 : 201,
    );
  });

  r.get('/', requireUser, async (c) => {
    const rows = await listUserLeads(c.get('ctx').database.db, currentUser(c).id, kind);
    return c.json({ success: true, data: rows.map(leadJson) });
  });

  return r;
}

export const inquiryRoutes = () => leadRoutes('inquiry');
export const appointmentRoutes = () => leadRoutes('appointment');
