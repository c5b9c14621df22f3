/** Sending a mail from a feature: it becomes an outbox job, enqueued in the caller's transaction. */
import type { JobQueue } from '../queue/queue';
import { SEND_MAIL } from './outbox-job';
import type { DatabaseWith } from '../db/own-tables';
import type { JobTables } from '../queue/tables';
import type { MailMessage } from './mailer';

/** `key` names the mail once and for all (e.g. `mail:password-reset:<link id>`): a key is never sent twice. */
export function queueMail<D extends JobTables>(
  queue: JobQueue,
  message: MailMessage,
  options: { key: string; db?: DatabaseWith<D> },
): Promise<boolean> {
  return queue.enqueue(SEND_MAIL, message, options);
}
