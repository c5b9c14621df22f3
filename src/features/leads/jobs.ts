/**
 * Delivering a lead: the agent's mail (with the Feedback XML and, for appointments, the calendar file) through
 * the job queue, which retries while the agent's mail server does not answer. Every try is recorded; the lead
 * is "delivered" once SMTP took the mail and "failed" when the last try failed.
 */
import { z } from 'zod';
import { DEFAULT_RETRY, type RetryPolicy } from '../../platform/queue/backoff';
import type { JobDefinition } from '../../platform/queue/queue';
import { mailHost } from '../../platform/context';
import type { Context } from '../context';
import { errorText } from '../../platform/queue/queue';
import { messageIdFor } from '../../platform/mail/outbox-job';
import { site } from '../../config/site';
import { serverTranslator } from '../../platform/i18n';
import { agentMail, type Slot } from './mails';
import { findLead, recordAttempt } from './repository';
import { readSubject } from './subject';

export const LEAD_DELIVERY = 'lead-delivery';

const payload = z.object({ leadId: z.int().positive() });

export function leadDeliveryJob(retry: RetryPolicy = DEFAULT_RETRY): JobDefinition<z.infer<typeof payload>, Context> {
  return {
    name: LEAD_DELIVERY,
    payload,
    retry,
    timeoutMs: 90_000,
    async run({ leadId }, context, job) {
      const row = await findLead(context.database.db, leadId);
      // Gone (erased with its account's data) or sent by an earlier run that died before it finished.
      if (!row || row.status === 'delivered') return;
      const subject = readSubject(row.subject);
      const slots = row.preferred_slots ? (JSON.parse(row.preferred_slots) as Slot[]) : [];
      const mail = agentMail(
        serverTranslator('de'),
        { row, subject, slots },
        {
          brand: site.brand,
          host: mailHost(context.config),
          officeForwarded: row.recipient_kind === 'office' && subject.type !== 'office',
        },
      );
      try {
        await context.mailer.send(mail, { messageId: messageIdFor(job.key, mailHost(context.config)) });
      } catch (err) {
        const last = job.attempt >= retry.attempts;
        await recordAttempt(
          context.database.db,
          row.id,
          { attempt: job.attempt, at: context.now(), outcome: 'failed', error: errorText(err) },
          last ? 'failed' : null,
        );
        throw err;
      }
      await recordAttempt(
        context.database.db,
        row.id,
        { attempt: job.attempt, at: context.now(), outcome: 'delivered', error: null },
        'delivered',
      );
    },
  };
}
