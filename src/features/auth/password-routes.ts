/** Password reset by e-mail: request (same answer whether or not the address exists) and confirm. */
import { Hono } from 'hono';
import { passwordResetRequestSchema, passwordResetSchema } from '../../domain/validation/account';
import { localizePath } from '../../i18n/paths';
import { site } from '../../config/site';
import type { AppEnv, Context } from '../context';
import { ApiError } from '../../platform/errors';
import { readJson } from '../../platform/validate';
import { hashPassword } from './password';
import { hashSecret, newSecret, revokeAllTokens } from './tokens';
import { claimResetLink, isResetLinkUsable, replaceResetLink } from './password-resets';
import { queueMail } from '../../platform/mail/outbox';
import { enforceRateLimit, hitRateLimit } from '../../platform/rate-limit/rate-limit';
import { isKnownLoginAddress } from './login-addresses';
import { findUserByEmail, setPassword } from './users';
import { serverTranslator } from '../../platform/i18n';
import { passwordResetMail } from './mails';
import { isLangCode } from '../../i18n/languages';

/**
 * Whether this request may mail a new link. The account's mails are counted, not its requests, and beyond the
 * count no mail goes out while the answer stays the same, so nobody is refused and the link already mailed keeps
 * working. The owner's own requests (from the account's session, or from an address it signed in from) have a count
 * of their own that strangers cannot use up; strangers together get a few mails an hour and a day, not a flood.
 */
async function mayMailReset(ctx: Context, userId: number, ownSession: boolean, ip: string, at: number) {
  const { database, config } = ctx;
  const db = database.db;
  const limits = config.rateLimits;
  if (ownSession || (await isKnownLoginAddress(db, userId, ip, at)))
    return (await hitRateLimit(db, `reset:owner:${userId}`, limits.resetPerOwner, at)).allowed;
  if (!(await hitRateLimit(db, `reset:account:${userId}`, limits.resetPerAccount, at)).allowed) return false;
  return (await hitRateLimit(db, `reset:account-day:${userId}`, limits.resetPerAccountDay, at)).allowed;
}

export function passwordRoutes() {
  const r = new Hono<AppEnv>();

  r.post('/forgot', async (c) => {
    const { database, config, now, queue } = c.get('ctx');
    const db = database.db;
    const { email } = await readJson(c, passwordResetRequestSchema);
    const ip = c.get('ip');
    // Only the requesting address is ever refused (429): a refusal per account would let anyone block the owner.
    await enforceRateLimit(db, `reset:ip:${ip}`, config.rateLimits.resetPerIp, now());

    const user = await findUserByEmail(db, email);
    const at = now();
    if (user && (await mayMailReset(c.get('ctx'), user.id, c.get('user')?.id === user.id, ip, at))) {
      const secret = newSecret();
      const lang = c.get('lang');
      const link = `${config.siteUrl}${localizePath(lang, '/passwort-vergessen')}?token=${encodeURIComponent(secret)}`;
      const mail = passwordResetMail(serverTranslator(isLangCode(lang) ? lang : 'de', config.localesDir), {
        to: user.email,
        name: user.name,
        link,
        minutes: Math.round(config.resetTtlMs / 60_000),
        brand: site.brand,
      });
      // The link and its mail are one change: the mail is queued in the transaction that stores the link, so
      // neither exists without the other, and the answer does not wait for SMTP (nor tell by its timing).
      await db.transaction().execute(async (trx) => {
        const resetId = await replaceResetLink(trx, user.id, hashSecret(secret), at, at + config.resetTtlMs);
        await queueMail(queue, mail, { key: `mail:password-reset:${resetId}`, db: trx });
      });
    }
    return c.json({ success: true, message: c.get('t')('account.resetRequested') });
  });

  r.post('/reset', async (c) => {
    const {
      database,
      config,
      now,
      services: { scryptCost },
    } = c.get('ctx');
    const db = database.db;
    // Limited per address before anything else: the endpoint needs no account, and each accepted attempt costs
    // a memory-hard hash.
    await enforceRateLimit(db, `reset-confirm:ip:${c.get('ip')}`, config.rateLimits.resetConfirmPerIp, now());
    const input = await readJson(c, passwordResetSchema);
    const at = now();
    const invalid = () => new ApiError(422, 'errors.validation', { token: ['validation.resetTokenInvalid'] });
    const tokenHash = hashSecret(input.token);

    // A made-up or spent token is refused with one indexed read, before the hash. The claim below stays the
    // single-use decision: two requests may both pass this check, only one claims the link.
    if (!(await isResetLinkUsable(db, tokenHash, at))) throw invalid();
    const passwordHash = await hashPassword(input.password, scryptCost);
    await db.transaction().execute(async (trx) => {
      const userId = await claimResetLink(trx, tokenHash, at);
      if (userId === null) throw invalid();
      await setPassword(trx, userId, passwordHash, at);
      // Whoever knew the old password is signed out everywhere.
      await revokeAllTokens(trx, userId, at);
    });
    return c.json({ success: true, message: c.get('t')('account.passwordResetDone') });
  });

  return r;
}
