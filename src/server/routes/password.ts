/** Password reset by e-mail: request (same answer whether or not the address exists) and confirm. */
import { Hono } from 'hono';
import { passwordResetRequestSchema, passwordResetSchema } from '../../domain/validation/account';
import { localizePath } from '../../i18n/paths';
import { site } from '../../config/site';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';
import { readJson } from '../validate';
import { hashPassword } from '../auth/password';
import { hashSecret, newSecret, revokeAllTokens } from '../auth/tokens';
import { enforceRateLimit } from '../auth/rate-limit';
import { findUserByEmail } from '../auth/users';
import { serverTranslator } from '../i18n';
import { passwordResetMail } from '../mail/templates';
import { isLangCode } from '../../i18n/languages';

export function passwordRoutes() {
  const r = new Hono<AppEnv>();

  r.post('/forgot', async (c) => {
    const { database, config, now, mailer } = c.get('deps');
    const db = database.db;
    const { email } = await readJson(c, passwordResetRequestSchema);
    await enforceRateLimit(db, `reset:ip:${c.get('ip')}`, config.rateLimits.resetPerIp, now());
    await enforceRateLimit(db, `reset:account:${email}`, config.rateLimits.resetPerAccount, now());

    const user = await findUserByEmail(db, email);
    if (user) {
      const at = now();
      const secret = newSecret();
      await db.transaction().execute(async (trx) => {
        // Only the newest link works: older unused ones are withdrawn.
        await trx.deleteFrom('password_resets').where('user_id', '=', user.id).execute();
        await trx
          .insertInto('password_resets')
          .values({ user_id: user.id, token_hash: hashSecret(secret), created_at: at, expires_at: at + config.resetTtlMs, used_at: null })
          .execute();
      });
      const lang = c.get('lang');
      const link = `${config.siteUrl}${localizePath(lang, '/passwort-vergessen')}?token=${encodeURIComponent(secret)}`;
      // In the background: waiting for SMTP here would make "known address" answers measurably slower.
      mailer.sendInBackground(
        passwordResetMail(serverTranslator(isLangCode(lang) ? lang : 'de', config.localesDir), {
          to: user.email,
          name: user.name,
          link,
          minutes: Math.round(config.resetTtlMs / 60_000),
          brand: site.brand,
        }),
      );
    }
    return c.json({ success: true, message: c.get('t')('account.resetRequested') });
  });

  r.post('/reset', async (c) => {
    const { database, now, scryptCost } = c.get('deps');
    const db = database.db;
    const input = await readJson(c, passwordResetSchema);
    const at = now();
    const invalid = () => new ApiError(422, 'errors.validation', { token: ['validation.resetTokenInvalid'] });

    const passwordHash = await hashPassword(input.password, scryptCost);
    await db.transaction().execute(async (trx) => {
      // Marking the row used in the same statement that checks it makes the link single-use even under a race.
      const claimed = await trx
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('token_hash', '=', hashSecret(input.token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning(['user_id'])
        .executeTakeFirst();
      if (!claimed) throw invalid();
      await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', claimed.user_id).execute();
      await trx.deleteFrom('password_resets').where('user_id', '=', claimed.user_id).where('used_at', 'is', null).execute();
      // Whoever knew the old password is signed out everywhere.
      await revokeAllTokens(trx, claimed.user_id, at);
    });
    return c.json({ success: true, message: c.get('t')('account.passwordResetDone') });
  });

  return r;
}
