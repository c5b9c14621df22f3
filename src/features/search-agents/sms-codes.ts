/**
 * Verification codes by SMS cost money per message, and a stranger can ask for them (any account may name any
 * number), so before a code goes out: the number must be a mobile number of a country the portal serves
 * (src/domain/sms/mobile.ts, SMS_COUNTRIES), and within the day's limits per number, per number prefix (a pumping
 * operation rotates through the numbers of one range) and in total (the spend's ceiling), besides the per-account
 * limit per hour. Every attempt is recorded (sent, or refused and why) with the number's prefix only, so the admin's
 * system view shows the spend: codes sent today and this month, refusals today and the busiest prefixes.
 * Days and months are UTC.
 */
import { ApiError } from '../../platform/errors';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit';
import { numberPrefix, servedMobile } from '../../domain/sms/mobile';
import type { Context } from '../context';
import type { DB } from '../db';
import type { Kysely } from 'kysely';

export type SmsRefusal = 'range' | 'user' | 'number' | 'prefix' | 'total';

const DAY = 86_400_000;

async function record(
  db: Kysely<DB>,
  at: number,
  prefix: string,
  outcome: 'sent' | 'refused',
  reason: SmsRefusal | null,
): Promise<void> {
  await db.insertInto('sms_code_attempts').values({ created_at: at, prefix, outcome, reason }).execute();
}

/** The 422 for a number that gets no text messages (field `phone`). */
export function notMobileError(): ApiError {
  return new ApiError(422, 'errors.validation', { phone: ['searchAgents.validation.phoneNotMobile'] });
}

/** Throws unless `phone` is a mobile number of a served country; a refusal counts among the day's attempts. */
export async function requireServedMobile(ctx: Context, phone: string): Promise<void> {
  if (servedMobile(phone, ctx.config.smsCountries)) return;
  await record(ctx.database.db, ctx.now(), numberPrefix(phone.replace(/\D/g, '')), 'refused', 'range');
  throw notMobileError();
}

/**
 * Admits one code to `phone` for `userId` or throws (422 for a number outside the served mobile ranges, 429 over
 * a limit), recording the attempt either way. Returns the number in international form.
 */
export async function admitSmsCode(ctx: Context, userId: number, phone: string): Promise<string> {
  const { database, config, now } = ctx;
  const at = now();
  const mobile = servedMobile(phone, config.smsCountries);
  const prefix = mobile ? numberPrefix(mobile.digits) : numberPrefix(phone.replace(/\D/g, ''));
  if (!mobile) {
    await record(database.db, at, prefix, 'refused', 'range');
    throw notMobileError();
  }
  const limits = config.rateLimits;
  const checks: [SmsRefusal, string, typeof limits.smsCodesPerUser][] = [
    ['user', `sms-code:user:${userId}`, limits.smsCodesPerUser],
    ['number', `sms-code:number:${mobile.digits}`, limits.smsCodesPerNumber],
    ['prefix', `sms-code:prefix:${prefix}`, limits.smsCodesPerPrefix],
    ['total', 'sms-code:total', limits.smsCodesTotal],
  ];
  // In this order, so a refusal for one number or range does not use up the day's total.
  for (const [reason, key, rule] of checks) {
    const result = await hitRateLimit(database.db, key, rule, at);
    if (!result.allowed) {
      await record(database.db, at, prefix, 'refused', reason);
      throw new ApiError(429, 'errors.tooManyRequests', {}, { 'Retry-After': String(result.retryAfterSeconds) });
    }
  }
  await record(database.db, at, prefix, 'sent', null);
  return mobile.digits;
}

export interface SmsCodeStats {
  sentToday: number;
  sentMonth: number;
  refusedToday: number;
  /** The prefixes with the most attempts today (sent or refused), most first. */
  topPrefixes: { prefix: string; count: number }[];
}

export async function smsCodeStats(db: Kysely<DB>, at: number): Promise<SmsCodeStats> {
  const dayStart = Math.floor(at / DAY) * DAY;
  const d = new Date(at);
  const monthStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const count = async (from: number, outcome: 'sent' | 'refused') =>
    Number(
      (
        await db
          .selectFrom('sms_code_attempts')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('created_at', '>=', from)
          .where('outcome', '=', outcome)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const top = await db
    .selectFrom('sms_code_attempts')
    .select((eb) => ['prefix', eb.fn.countAll().as('n')])
    .where('created_at', '>=', dayStart)
    .groupBy('prefix')
    .orderBy('n', 'desc')
    .orderBy('prefix')
    .limit(5)
    .execute();
  return {
    sentToday: await count(dayStart, 'sent'),
    sentMonth: await count(monthStart, 'sent'),
    refusedToday: await count(dayStart, 'refused'),
    topPrefixes: top.map((r) => ({ prefix: r.prefix, count: Number(r.n) })),
  };
}
