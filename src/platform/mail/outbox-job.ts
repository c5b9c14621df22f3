/**
 * The mail outbox: every e-mail is a job. A request enqueues its mail in its own transaction and answers at once;
 * the worker hands it to SMTP and, while SMTP does not answer, tries again with backoff. The Message-ID comes from
 * the job's key, so a mail that is delivered twice after a crash is still recognisable as one.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_RETRY } from '../queue/backoff';
import type { JobDefinition } from '../queue/queue';
import { mailHost, type ServiceContext } from '../context';

export const SEND_MAIL = 'mail-send';

const RESERVED_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'message-id',
  'date',
  'reply-to',
  'sender',
  'content-type',
  'content-transfer-encoding',
  'mime-version',
]);

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
  // Header names are tokens and values one line: a line break would let a value add headers of its own. The
  // transport's own headers (From, To, Subject, Message-ID, …) are not ours to set.
  headers: z
    .record(
      z
        .string()
        .regex(/^[A-Za-z][A-Za-z0-9-]{0,60}$/)
        .refine((name) => !RESERVED_HEADERS.has(name.toLowerCase()), 'reserved header'),
      z
        .string()
        .max(2000)
        .regex(/^[^\r\n]*$/),
    )
    .optional(),
});
export type MailPayload = z.infer<typeof mailPayload>;

export function messageIdFor(key: string, host: string): string {
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${host}>`;
}

export const sendMailJob: JobDefinition<MailPayload, Pick<ServiceContext, 'mailer' | 'config'>> = {
  name: SEND_MAIL,
  payload: mailPayload,
  retry: DEFAULT_RETRY,
  timeoutMs: 90_000,
  async run(message, context, job) {
    await context.mailer.send(message, { messageId: messageIdFor(job.key, mailHost(context.config)) });
  },
};
