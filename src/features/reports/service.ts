/**
 * Reports about listings ("Inserat melden") and what the editors do with them. Anyone may report, without an
 * account, within the limits of REPORT_LIMITS; an editor hides the listing (it leaves the site at the next build:
 * the hidden list in DATA_DIR/state/hidden.json is what the build skips, and a rebuild is requested at once), asks
 * the listing's agency by mail, or dismisses the reports. An action is about the listing: it closes all of the
 * listing's open reports, and every action is written to the admin audit log. A hidden listing can be restored:
 * it leaves the hidden list and is back on the site at the next build (its reports stay handled).
 */
import type { Kysely } from 'kysely';
import type { Context } from '../context';
import type { DB } from '../db';
import { ApiError } from '../../platform/errors';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit';
import { queueMail } from '../../platform/mail/outbox';
import { serverTranslator } from '../../platform/i18n';
import type { LangCode } from '../../i18n/languages';
import { listingPath } from '../../domain/listing-ref';
import { REPORT_LIMITS, type ReportInput } from '../../domain/reports/rules';
import { writeHiddenIds } from '../../snapshot/hidden';
import { requestSync } from '../listing-sync/sync';
import { audit } from '../admin/repository';
import { leadListingById } from '../properties/repository';
import { readLeadContact } from '../properties/lead-contact';
import { listingRecipient } from '../leads/recipient';
import {
  closeOpenReports,
  findReport,
  hiddenListingIds,
  hideListing,
  insertReport,
  openReasons,
  unhideListing,
} from './repository';

async function limit(ctx: Context, key: string, rule: { limit: number; windowMs: number }, at: number) {
  const result = await hitRateLimit(ctx.database.db, key, rule, at);
  if (!result.allowed)
    throw new ApiError(429, 'reports.errors.tooMany', {}, { 'Retry-After': String(result.retryAfterSeconds) });
}

/** Takes a visitor's report; 404 for a listing that is not (or no longer) on the site. */
export async function submitReport(ctx: Context, input: ReportInput, origin: { ip: string; lang: LangCode }) {
  const at = ctx.now();
  await limit(ctx, `report:ip:${origin.ip}`, REPORT_LIMITS.perIp, at);
  if (ctx.services.summaries.get(input.property_id) === undefined) throw new ApiError(404, 'errors.propertyNotFound');
  await limit(ctx, `report:listing:${input.property_id}`, REPORT_LIMITS.perListing, at);
  await limit(ctx, 'report:total', REPORT_LIMITS.total, at);
  return insertReport(ctx.database.db, {
    property_id: input.property_id,
    reason: input.reason,
    text: input.text ?? null,
    email: input.email ?? null,
    lang: origin.lang,
    at,
  });
}

export interface Actor {
  id: number;
  email: string;
}

async function openReportOf(db: Kysely<DB>, id: number) {
  const report = await findReport(db, id);
  if (!report) throw new ApiError(404, 'reports.errors.notFound');
  if (report.status !== 'open') throw new ApiError(409, 'reports.errors.alreadyHandled');
  return report;
}

/**
 * Hides the report's listing: recorded in hidden_listings, the hidden list written for the build (from the whole
 * table, so the file always equals it) and a rebuild requested, so the listing leaves the site at the next build.
 */
export async function hideReported(ctx: Context, reportId: number, actor: Actor): Promise<{ closed: number[] }> {
  const at = ctx.now();
  const db = ctx.database.db;
  const report = await openReportOf(db, reportId);
  const closed = await db.transaction().execute(async (trx) => {
    await hideListing(trx, { property_id: report.property_id, report_id: report.id, by: actor.id, at });
    const ids = await closeOpenReports(trx, report.property_id, 'hidden', actor.id, at);
    await audit(trx, {
      actor_id: actor.id,
      actor_email: actor.email,
      action: 'report.hide',
      target: `listing:${report.property_id}`,
      details: { report_id: report.id, reason: report.reason, reports: ids },
      at,
    });
    return ids;
  });
  writeHiddenIds(await hiddenListingIds(db), ctx.config.dataDir);
  requestSync({ sync: false, force: true, dataDir: ctx.config.dataDir, by: actor.email });
  return { closed };
}

/** Mails the listing's contact (its agent, else its agency) the reasons of its open reports, never their texts. */
export async function askAgency(
  ctx: Context,
  reportId: number,
  actor: Actor,
): Promise<{ closed: number[]; to: string }> {
  const at = ctx.now();
  const db = ctx.database.db;
  const report = await openReportOf(db, reportId);
  const listing = await leadListingById(db, report.property_id);
  if (!listing) throw new ApiError(404, 'errors.propertyNotFound');
  const office = { name: ctx.config.officeName, email: ctx.config.officeEmail };
  const recipient = listingRecipient(readLeadContact(listing.lead_contact), office);
  // Without an address of its own the listing's mail would go to the portal's office, which is asking itself.
  if (recipient.kind === 'office') throw new ApiError(409, 'reports.errors.noAgencyContact');
  const reasons = await openReasons(db, report.property_id);
  // Agencies in Austria are written to in German, as the lead mails do.
  const t = serverTranslator('de', ctx.config.localesDir);
  const url = `${ctx.config.siteUrl}${listingPath(listing.id, listing.title_slug)}`;
  const ref = listing.external_id ? ` (${listing.external_id})` : '';
  const text = [
    t('reports.agencyMail.greeting', { name: recipient.name }),
    '',
    t('reports.agencyMail.intro', { title: listing.objekttitel, ref }),
    '',
    ...reasons.map((r) => `- ${t(`reports.reasons.${r}`)}`),
    '',
    t('reports.agencyMail.ask'),
    '',
    url,
    '',
    t('reports.agencyMail.signature', { office: ctx.config.officeName }),
  ].join('\n');
  const closed = await db.transaction().execute(async (trx) => {
    const ids = await closeOpenReports(trx, report.property_id, 'asked', actor.id, at);
    await queueMail(
      ctx.queue,
      {
        to: recipient.email,
        subject: t('reports.agencyMail.subject', { title: listing.objekttitel }),
        text,
        replyTo: ctx.config.officeEmail,
      },
      { key: `mail:report-ask:${report.id}`, db: trx },
    );
    await audit(trx, {
      actor_id: actor.id,
      actor_email: actor.email,
      action: 'report.ask_agency',
      target: `listing:${report.property_id}`,
      details: { report_id: report.id, to: recipient.email, reasons, reports: ids },
      at,
    });
    return ids;
  });
  return { closed, to: recipient.email };
}

/** Closes the listing's open reports without doing anything to the listing. */
export async function dismissReports(ctx: Context, reportId: number, actor: Actor): Promise<{ closed: number[] }> {
  const at = ctx.now();
  const db = ctx.database.db;
  const report = await openReportOf(db, reportId);
  const closed = await db.transaction().execute(async (trx) => {
    const ids = await closeOpenReports(trx, report.property_id, 'dismissed', actor.id, at);
    await audit(trx, {
      actor_id: actor.id,
      actor_email: actor.email,
      action: 'report.dismiss',
      target: `listing:${report.property_id}`,
      details: { report_id: report.id, reports: ids },
      at,
    });
    return ids;
  });
  return { closed };
}

/**
 * Restores a hidden listing: off hidden_listings and the hidden list, a rebuild requested, so it is back at the next
 * build (while its feed still carries it). Audited.
 */
export async function restoreHidden(ctx: Context, propertyId: number, actor: Actor): Promise<void> {
  const at = ctx.now();
  const db = ctx.database.db;
  await db.transaction().execute(async (trx) => {
    if (!(await unhideListing(trx, propertyId))) throw new ApiError(404, 'reports.errors.notHidden');
    await audit(trx, {
      actor_id: actor.id,
      actor_email: actor.email,
      action: 'report.restore',
      target: `listing:${propertyId}`,
      details: {},
      at,
    });
  });
  writeHiddenIds(await hiddenListingIds(db), ctx.config.dataDir);
  requestSync({ sync: false, force: true, dataDir: ctx.config.dataDir, by: actor.email });
}
