/**
 * Mails that ask someone to confirm an address (a search agent's, a newsletter sign-up) go to an address somebody
 * typed, so they are what a mail bomb would use. They are limited per mailbox whoever asks (however the address is
 * spelled: src/domain/mailbox.ts), per account that asks, and in all, each per day. Over a limit the mail is simply
 * not sent: the caller decides what to say.
 */
import type { RateLimitRule } from '../config';
import type { DatabaseWith } from '../db/own-tables';
import { hitRateLimit } from '../rate-limit/rate-limit';
import type { RateLimitTables } from '../rate-limit/tables';
import { mailboxKey } from '../../domain/mailbox';

export interface ConfirmationMailRules {
  confirmMailsPerMailbox: RateLimitRule;
  confirmMailsPerUser: RateLimitRule;
  confirmMailsTotal: RateLimitRule;
}

/** Whether a confirmation mail to `to` may go out now; counts it when it may. */
export async function admitConfirmationMail<D extends RateLimitTables>(
  db: DatabaseWith<D>,
  rules: ConfirmationMailRules,
  to: string,
  userId: number | null,
  at: number,
): Promise<boolean> {
  const checks: [string, RateLimitRule][] = [
    [`confirm-mail:mailbox:${mailboxKey(to)}`, rules.confirmMailsPerMailbox],
    ...(userId == null
      ? []
      : ([[`confirm-mail:user:${userId}`, rules.confirmMailsPerUser]] as [string, RateLimitRule][])),
    ['confirm-mail:total', rules.confirmMailsTotal],
  ];
  // In this order, stopping at the first refusal: a mail held back by its mailbox uses up no one's allowance.
  for (const [key, rule] of checks) if (!(await hitRateLimit(db, key, rule, at)).allowed) return false;
  return true;
}
