/**
 * Taking a lead in: the robot traps, the rate limits, whom it goes to, and storing it with its mails queued in
 * the same transaction. The JSON routes and the form posted without JavaScript both end here.
 */
import { createHash } from 'node:crypto';
import type { Context } from '../context';
import { ApiError } from '../../platform/errors';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit';
import { serverTranslator } from '../../platform/i18n';
import { queueMail } from '../../platform/mail/outbox';
import { getLanguage, isLangCode, type LangCode } from '../../i18n/languages';
import { listingPath } from '../../domain/listing-ref';
import { MIN_FILL_MS, type Appointment, type Inquiry } from '../../domain/validation/lead';
import { leadListingById, leadProjectById } from '../properties/repository';
import { sharedHiddenIds } from '../../snapshot/hidden';
import { readLeadContact, readProjectLeadContact, type LeadContact } from '../properties/lead-contact';
import { listingRecipient, projectRecipient, projectUnitsAsked, type Recipient } from './recipient';
import type { LeadSubject } from './subject';
import { insertLead } from './repository';
import { confirmationMail, copyLinkMail, type Slot } from './mails';
import { issueToken } from '../../platform/action-tokens/tokens';
import { mailboxKey } from '../../domain/mailbox';
import { LEAD_DELIVERY } from './jobs';
import type { LeadRow } from './tables';

export type LeadRequest = { kind: 'inquiry'; input: Inquiry } | { kind: 'appointment'; input: Appointment };

export interface LeadOrigin {
  ip: string;
  lang: LangCode;
  userId: number | null;
  /** The signed-in visitor's own address: a copy sent there relays nothing to a stranger. */
  userEmail?: string | null;
}

/**
 * What the visitor hears about their copy: it was sent (to the signed-in visitor's own address), a link asking for
 * it was sent (any other address: the portal does not relay a stranger's text to an address nobody confirmed), or
 * neither (that mailbox had its day's mails about leads).
 */
export type CopyMode = 'sent' | 'link' | 'none';

/** The purpose of the link that sends a lead's copy, and how long it works. */
export const COPY_PURPOSE = 'lead-copy';
const COPY_LINK_TTL_MS = 7 * 24 * 3_600_000;

/** Statuses of a listing that can no longer be viewed. */
const GONE = new Set(['sold', 'rented']);

function numberOr(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

async function listingSubject(
  ctx: Context,
  id: number,
): Promise<{ subject: LeadSubject; contact: LeadContact | null; status: string | null }> {
  // A listing the editors hid takes no inquiries from the moment they hid it, not only after the next build.
  if (sharedHiddenIds(ctx.config.dataDir).get().has(id)) throw new ApiError(404, 'errors.propertyNotFound');
  const row = await leadListingById(ctx.database.db, id);
  if (!row) throw new ApiError(404, 'errors.propertyNotFound');
  const summary = JSON.parse(row.summary) as Record<string, unknown>;
  const contact = readLeadContact(row.lead_contact);
  const location = (summary.location ?? {}) as Record<string, unknown>;
  const deal = summary.vermarktungsart === 'MIETE_PACHT' ? 'miete' : summary.vermarktungsart === 'KAUF' ? 'kauf' : null;
  return {
    status: row.status,
    contact,
    subject: {
      type: 'listing',
      id: row.id,
      title: row.objekttitel,
      ref: row.external_id,
      openimmo_obid: contact?.openimmo_obid ?? null,
      objektnr_intern: contact?.objektnr_intern ?? null,
      agency_id: contact?.agency?.id ?? null,
      url: `${ctx.config.siteUrl}${listingPath(row.id, row.title_slug)}`,
      deal,
      place: [location.plz, location.ort].filter((v) => typeof v === 'string' && v).join(' ') || null,
      // The amount the list's cards show (a rental's total monthly rent), as the summary carries it.
      price: numberOr(summary.price),
      area: numberOr(summary.flaeche),
      rooms: numberOr(summary.zimmer),
    },
  };
}

async function resolve(
  ctx: Context,
  input: Inquiry | Appointment,
  kind: LeadRequest['kind'],
): Promise<{ subject: LeadSubject; recipient: Recipient }> {
  const office = { name: ctx.config.officeName, email: ctx.config.officeEmail };
  if (input.property_id !== undefined) {
    const { subject, contact, status } = await listingSubject(ctx, input.property_id);
    if (kind === 'appointment' && status && GONE.has(status)) throw new ApiError(409, 'errors.appointmentUnavailable');
    return { subject, recipient: listingRecipient(contact, office) };
  }
  if (input.project_id !== undefined) {
    const row = await leadProjectById(ctx.database.db, input.project_id);
    if (!row) throw new ApiError(404, 'errors.projectNotFound');
    const project = readProjectLeadContact(row.lead_contact);
    const units = await Promise.all(
      projectUnitsAsked(project?.unit_listing_ids ?? []).map(async (id) => {
        const unit = await leadListingById(ctx.database.db, id);
        return unit ? readLeadContact(unit.lead_contact) : null;
      }),
    );
    return {
      recipient: projectRecipient(project, units, office),
      subject: {
        type: 'project',
        id: row.id,
        title: row.name,
        ref: null,
        openimmo_obid: null,
        objektnr_intern: null,
        agency_id: null,
        url: `${ctx.config.siteUrl}/projekte/${row.id}`,
        deal: null,
        place: null,
        price: null,
        area: null,
        rooms: null,
      },
    };
  }
  if (!('topic' in input) || !input.topic)
    throw new ApiError(422, 'errors.validation', { topic: ['validation.topicRequired'] });
  return {
    recipient: { kind: 'office', ...office },
    subject: {
      type: 'office',
      id: null,
      title: ctx.config.officeName,
      ref: null,
      openimmo_obid: null,
      objektnr_intern: null,
      agency_id: null,
      url: null,
      deal: null,
      place: null,
      price: null,
      area: null,
      rooms: null,
    },
  };
}

/** Same sender, same object, same words (and slots): the same lead, whatever the spacing or letter case. */
export function leadFingerprint(req: LeadRequest): string {
  const i = req.input;
  const parts = [
    req.kind,
    i.email,
    i.property_id ?? '',
    i.project_id ?? '',
    'topic' in i ? (i.topic ?? '') : '',
    'type' in i ? i.type : '',
    'preferred_slots' in i ? JSON.stringify(i.preferred_slots) : '',
    (i.message ?? '').replace(/\s+/g, ' ').toLowerCase(),
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

async function limit(ctx: Context, key: string, rule: { limit: number; windowMs: number }, at: number) {
  const result = await hitRateLimit(ctx.database.db, key, rule, at);
  if (!result.allowed)
    throw new ApiError(429, 'errors.leadTooMany', {}, { 'Retry-After': String(result.retryAfterSeconds) });
}

export async function submitLead(
  ctx: Context,
  req: LeadRequest,
  origin: LeadOrigin,
): Promise<{ lead: LeadRow; repeated: boolean; copy: CopyMode }> {
  const { input, kind } = req;
  const at = ctx.now();
  // The traps answer like a failed send: a robot learns nothing, a person (who never sees the field) never hits it.
  if (input.website) throw new ApiError(422, 'errors.leadRejected');
  if (input.form_started_at !== undefined && at - input.form_started_at < MIN_FILL_MS)
    throw new ApiError(422, 'errors.leadTooFast');

  await limit(ctx, `lead:ip:${origin.ip}`, ctx.config.rateLimits.leadsPerIp, at);
  await limit(ctx, `lead:email:${input.email}`, ctx.config.rateLimits.leadsPerEmail, at);

  const { subject, recipient } = await resolve(ctx, input, kind);
  const slots = kind === 'appointment' ? req.input.preferred_slots : [];
  const values = {
    kind,
    status: 'received' as const,
    user_id: origin.userId,
    lang: origin.lang,
    property_id: input.property_id ?? null,
    project_id: input.project_id ?? null,
    topic: kind === 'inquiry' ? (req.input.topic ?? null) : null,
    appointment_type: kind === 'appointment' ? req.input.type : null,
    preferred_slots: kind === 'appointment' ? JSON.stringify(slots) : null,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message ?? null,
    subject: JSON.stringify(subject),
    recipient_kind: recipient.kind,
    recipient_name: recipient.name,
    recipient_email: recipient.email,
    created_at: at,
    updated_at: at,
    delivered_at: null,
  };
  const t = serverTranslator(origin.lang, ctx.config.localesDir);
  const own = origin.userEmail != null && origin.userEmail.toLowerCase() === input.email.toLowerCase();
  // A repeat sends nothing again; it hears what the first send would have said.
  let copy: CopyMode = own ? 'sent' : 'link';
  const result = await insertLead(ctx.database.db, values, leadFingerprint(req), async (trx, lead) => {
    await ctx.queue.enqueue(LEAD_DELIVERY, { leadId: lead.id }, { key: `lead-delivery:${lead.id}`, db: trx });
    // Whatever goes to the visitor's address counts against that mailbox's day, however the address is spelled.
    const mailbox = await hitRateLimit(
      trx,
      `lead-copy:mailbox:${mailboxKey(input.email)}`,
      ctx.config.rateLimits.leadCopiesPerMailbox,
      at,
    );
    if (!mailbox.allowed) {
      copy = 'none';
      return;
    }
    if (own) {
      await queueCopy(ctx, trx, lead, { subject, slots });
      return;
    }
    const token = await issueToken(trx, COPY_PURPOSE, lead.id, at, COPY_LINK_TTL_MS);
    const link = `${ctx.config.siteUrl}/api/lead-copy?token=${token}&lang=${origin.lang}`;
    const mail = copyLinkMail(t, {
      to: lead.email,
      link,
      brand: ctx.config.officeName,
      dir: getLanguage(origin.lang).dir,
      lang: origin.lang,
    });
    await queueMail(ctx.queue, mail, { key: `mail:lead-copy-link:${lead.id}`, db: trx });
  });
  return { ...result, copy };
}

/** Queues the visitor's copy of a lead in the lead's language; one per lead, however often it is asked for. */
export async function queueCopy(
  ctx: Context,
  db: Context['database']['db'],
  lead: LeadRow,
  view: { subject: LeadSubject; slots: Slot[] },
): Promise<void> {
  const lang: LangCode = isLangCode(lead.lang) ? lead.lang : 'de';
  const t = serverTranslator(lang, ctx.config.localesDir);
  const mail = confirmationMail(
    t,
    { row: lead, subject: view.subject, slots: view.slots },
    { brand: ctx.config.officeName, dir: getLanguage(lang).dir, lang },
  );
  await queueMail(ctx.queue, mail, { key: `mail:lead-confirmation:${lead.id}`, db });
}
