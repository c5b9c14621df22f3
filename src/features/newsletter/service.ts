/**
 * The newsletter: double opt-in sign-up and the issues. A sign-up answers the same whether or not the address
 * was subscribed (nobody learns who reads it); only a new or still unconfirmed address gets the confirmation
 * mail. An issue lists the listings first seen in its period and the projects they belong to, in each
 * subscriber's language; each subscriber's mail is keyed by subscriber and period, so a rerun sends none twice.
 */
import { createElement } from 'react';
import type { Context } from '../context';
import { ApiError } from '../../platform/errors';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit';
import { mailContext, queueRenderedMail, unsubscribeHeaders } from '../../platform/mail/react-mail';
import type { LangCode } from '../../i18n/languages';
import { isLangCode } from '../../i18n/languages';
import { localizePath } from '../../i18n/paths';
import { listingPath } from '../../domain/listing-ref';
import type { NewsletterSignup } from '../../domain/newsletter/rules';
import { issueToken } from '../../platform/action-tokens/tokens';
import { admitConfirmationMail } from '../../platform/mail/confirmation-limits';
import { confirmedSubscribers, listingsSeenBetween, upsertSignup } from './repository';
import { NewsletterConfirmMail, NewsletterIssueMail, type IssueItem } from './mails';
import { searchPrice } from '../../domain/search/index-format';

const CONFIRM_TTL_MS = 7 * 24 * 3_600_000;

async function limit(ctx: Context, key: string, rule: { limit: number; windowMs: number }, at: number) {
  const result = await hitRateLimit(ctx.database.db, key, rule, at);
  if (!result.allowed)
    throw new ApiError(429, 'newsletter.errors.tooMany', {}, { 'Retry-After': String(result.retryAfterSeconds) });
}

export async function signUp(ctx: Context, input: NewsletterSignup, origin: { ip: string; lang: LangCode }) {
  const at = ctx.now();
  await limit(ctx, `newsletter:ip:${origin.ip}`, ctx.config.rateLimits.newsletterPerIp, at);
  await limit(ctx, `newsletter:email:${input.email}`, ctx.config.rateLimits.newsletterPerEmail, at);
  await ctx.database.db.transaction().execute(async (trx) => {
    const { row, confirmationDue } = await upsertSignup(
      trx,
      { email: input.email, name: input.name ?? null, frequency: input.frequency, lang: origin.lang },
      at,
    );
    // Held back beyond the day's confirmation mails to this mailbox (or in all), with the same answer: the form
    // cannot be used to flood a mailbox, and tells nobody whether it was.
    if (!confirmationDue) return;
    if (!(await admitConfirmationMail(trx, ctx.config.rateLimits, row.email, null, at))) return;
    const token = await issueToken(trx, 'newsletter-confirm', row.id, at, CONFIRM_TTL_MS);
    const mail = mailContext(origin.lang, { localesDir: ctx.config.localesDir });
    await queueRenderedMail(ctx.queue, {
      key: `mail:newsletter-confirm:${row.id}:${token.slice(0, 12)}`,
      db: trx,
      to: row.email,
      subject: mail.t('newsletter.mail.confirmSubject'),
      element: createElement(NewsletterConfirmMail, {
        mail,
        confirmUrl: `${ctx.config.siteUrl}/api/newsletter/confirm?token=${token}&lang=${origin.lang}`,
        siteUrl: ctx.config.siteUrl,
      }),
    });
  });
}

const DAY = 24 * 3_600_000;

/** Queues one issue: every confirmed subscriber of the frequency gets the listings first seen in the period. */
export async function sendIssue(ctx: Context, frequency: 'weekly' | 'monthly', period: string): Promise<number> {
  const to = ctx.now();
  const from = frequency === 'weekly' ? to - 7 * DAY : to - 30 * DAY;
  const ids = new Set(await listingsSeenBetween(ctx.database.db, from, to));
  const snapshot = ctx.listings.latest();
  const fresh = snapshot.listings
    .filter((l) => ids.has(l.id) && l.status !== 'sold' && l.status !== 'rented')
    .sort((a, b) => b.id - a.id);
  // A project without a list of units (a loose entry) has none that could be new.
  const projects = snapshot.projects.filter(
    (p) => Array.isArray(p.units) && p.units.some((u) => u.listing_id != null && ids.has(u.listing_id)),
  );
  let queued = 0;
  for (const sub of await confirmedSubscribers(ctx.database.db, frequency)) {
    const lang: LangCode = isLangCode(sub.lang) ? sub.lang : 'de';
    const mail = mailContext(lang, { localesDir: ctx.config.localesDir });
    const listingItems: IssueItem[] = fresh.map((l) => {
      // The amount the list's cards show: the purchase price, or a rental's total monthly rent (0 = on request).
      const price = searchPrice(l);
      return {
        title: (lang !== 'de' && l.objekttitel_translations?.[lang]) || l.objekttitel,
        facts: [
          [l.location?.plz, l.location?.ort].filter(Boolean).join(' '),
          price ? mail.listingPrice(price, l.vermarktungsart) : mail.t('newsletter.mail.priceOnRequest'),
        ]
          .filter(Boolean)
          .join(' · '),
        url: `${ctx.config.siteUrl}${localizePath(lang, listingPath(l.id, l.title_slug))}`,
      };
    });
    const projectItems: IssueItem[] = projects.map((p) => ({
      title: (lang !== 'de' && p.name_translations?.[lang]) || p.name,
      facts: [p.location?.ort].filter(Boolean).join(' '),
      url: `${ctx.config.siteUrl}${localizePath(lang, `/projekte/${p.id}`)}`,
    }));
    const done = await ctx.database.db.transaction().execute(async (trx) => {
      const token = await issueToken(trx, 'newsletter-unsubscribe', sub.id, to);
      const unsubscribeUrl = `${ctx.config.siteUrl}/api/newsletter/unsubscribe?token=${token}&lang=${lang}`;
      return queueRenderedMail(ctx.queue, {
        key: `mail:newsletter:${sub.id}:${period}`,
        db: trx,
        to: sub.email,
        subject: mail.t('newsletter.mail.issueSubject', { count: listingItems.length }),
        headers: unsubscribeHeaders(unsubscribeUrl),
        element: createElement(NewsletterIssueMail, {
          mail,
          name: sub.name,
          listings: listingItems,
          projects: projectItems,
          unsubscribeUrl,
          siteUrl: ctx.config.siteUrl,
        }),
      });
    });
    if (done) queued++;
  }
  return queued;
}
