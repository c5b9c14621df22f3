/** E-mail texts, in the recipient's language, from locales (account.mail.*). */
import type { Translate } from '../../i18n/translations';
import type { MailMessage } from '../../platform/mail/mailer';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

export function passwordResetMail(
  t: Translate,
  opts: { to: string; name: string; link: string; minutes: number; brand: string },
): MailMessage {
  const vars = { name: opts.name, minutes: opts.minutes, brand: opts.brand };
  const greeting = t('account.mail.greeting', vars);
  const intro = t('account.mail.resetIntro', vars);
  const action = t('account.mail.resetAction');
  const expiry = t('account.mail.resetExpiry', vars);
  const ignore = t('account.mail.resetIgnore');
  const signature = t('account.mail.signature', vars);
  return {
    to: opts.to,
    subject: t('account.mail.resetSubject', vars),
    text: [greeting, '', intro, '', opts.link, '', expiry, ignore, '', signature].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(opts.link)}">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(expiry)} ${escapeHtml(ignore)}</p>`,
      `<p>${escapeHtml(signature)}</p>`,
    ].join('\n'),
  };
}

/** To the owner of an address someone tried to register again: who it was is unknown, what to do is not. */
export function registerAttemptMail(
  t: Translate,
  opts: { to: string; name: string; loginLink: string; resetLink: string; brand: string },
): MailMessage {
  const vars = { name: opts.name, brand: opts.brand };
  const greeting = t('account.mail.greeting', vars);
  const intro = t('account.mail.registerAttemptIntro', vars);
  const login = t('account.mail.registerAttemptLogin');
  const reset = t('account.mail.registerAttemptReset');
  const ignore = t('account.mail.registerAttemptIgnore');
  const signature = t('account.mail.signature', vars);
  return {
    to: opts.to,
    subject: t('account.mail.registerAttemptSubject', vars),
    text: [
      greeting,
      '',
      intro,
      '',
      `${login}: ${opts.loginLink}`,
      `${reset}: ${opts.resetLink}`,
      '',
      ignore,
      '',
      signature,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(opts.loginLink)}">${escapeHtml(login)}</a></p>`,
      `<p><a href="${escapeHtml(opts.resetLink)}">${escapeHtml(reset)}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      `<p>${escapeHtml(signature)}</p>`,
    ].join('\n'),
  };
}
