/**
 * The mail outbox: every e-mail is a job. A request enqueues its mail in its own transaction and answers at once;
 * the worker hands it to SMTP and, while SMTP does not answer, tries again with backoff. The Message-ID comes from
 * the job's key, so a mail that is delivered twice after a crash is still recognisable as one.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_RETRY } from '../backoff';
import type { JobDefinition } from '../queue';
import type { JobContext } from '../context';

export const SEND_MAIL = 'mail-send';

const mailPayload = z.object({
  to: z.string().min(3).max(320),
  subject: z.string().min(1).max(500),
  text: z.string().max(200_000),
  html: z.string().max(500_000).optional(),
  replyTo: z.string().min(3).max(320).optional(),
  attachments: z
    .array(
      z.object({ filename: z.string().min(1).max(200), content: z.string().max(1_000_000), contentType: z.string() }),
    )
    .max(5)
    .optional(),
});
export type MailPayload = z.infer<typeof mailPayload>;

export function messageIdFor(key: string, host: string): string {
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${host}>`;
}

export const sendMailJob: JobDefinition<MailPayload, JobContext> = {
  name: SEND_MAIL,
  payload: mailPayload,
  retry: DEFAULT_RETRY,
  timeoutMs: 90_000,
  async run(message, context, job) {
    await context.mailer.send(message, { messageId: messageIdFor(job.key, context.mailHost) });
  },
};
