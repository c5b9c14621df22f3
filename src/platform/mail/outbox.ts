/** Sending a mail from a feature: it becomes an outbox job, enqueued in the caller's transaction. */
import type { Kysely } from 'kysely';
import type { JobQueue } from '../queue/queue';
import { SEND_MAIL } from './outbox-job';
import type { DB } from '../db/schema';
import type { MailMessage } from './mailer';

/** `key` names the mail once and for all (e.g. `mail:password-reset:<link id>`): a key is never sent twice. */
export function queueMail(
  queue: JobQueue,
  message: MailMessage,
  options: { key: string; db?: Kysely<DB> },
): Promise<boolean> {
  return queue.enqueue(SEND_MAIL, message, options);
}
