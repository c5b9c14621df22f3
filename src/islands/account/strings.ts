/**
 * The translated strings the account islands show. Pages pick them with `pickStrings(lang, ACCOUNT_STRING_KEYS)`
 * and pass them as a prop, so no locale file travels to the browser.
 */
import { VALIDATION_KEYS } from '../../domain/validation/keys';

export const ACCOUNT_STRING_KEYS = [
  ...VALIDATION_KEYS,
  'errors.generic',
  'errors.socialFailed',
  'errors.network',
  'errors.saveFailed',
  'account.registerSuccess',
  'account.common.email',
  'account.common.password',
  'account.common.showPassword',
  'account.common.hidePassword',
  'account.common.optional',
  'account.common.sending',
  'account.common.saving',
  'account.common.loading',
  'account.common.backToLogin',
  'account.common.requiredNote',
  'account.login.submit',
  'account.login.forgotPassword',
  'account.login.noAccount',
  'account.login.registerLink',
  'account.login.or',
  'account.login.withGoogle',
  'account.login.withFacebook',
  'account.login.alreadySignedIn',
  'account.login.toDashboard',
  'account.register.name',
  'account.register.phone',
  'account.register.passwordHint',
  'account.register.passwordConfirmation',
  'account.register.termsBefore',
  'account.register.termsLink',
  'account.register.termsAfter',
  'account.register.submit',
  'account.register.haveAccount',
  'account.register.loginLink',
  'account.register.checkMail',
  'account.reset.requestIntro',
  'account.reset.requestSubmit',
  'account.reset.setIntro',
  'account.reset.newPassword',
  'account.reset.newPasswordConfirmation',
  'account.reset.setSubmit',
  'account.reset.requestNew',
  'account.social.working',
  'account.social.success',
  'account.dashboard.greeting',
  'account.dashboard.intro',
  'account.dashboard.signInFirst',
  'account.dashboard.memberSince',
  'account.dashboard.signedInWith',
  'account.dashboard.logout',
  'account.dashboard.profileHeading',
  'account.dashboard.emailReadonly',
  'account.dashboard.saveProfile',
  'account.dashboard.passwordHeading',
  'account.dashboard.setPasswordHeading',
  'account.dashboard.setPasswordIntro',
  'account.dashboard.currentPassword',
  'account.dashboard.changePassword',
  'account.dashboard.deleteHeading',
  'account.dashboard.deleteIntro',
  'account.dashboard.deleteConfirm',
  'account.dashboard.deletePassword',
  'account.dashboard.deleteSubmit',
  'auth.userFallback',
] as const;

/** Which strings each page's islands need (key prefixes), so a page carries only its own. */
const GROUPS = {
  login: ['account.login.', 'account.common.', 'validation.', 'errors.'],
  register: [
    'account.register.',
    'account.registerSuccess',
    'account.login.or',
    'account.login.with',
    'account.common.',
    'validation.',
    'errors.',
  ],
  reset: ['account.reset.', 'account.register.passwordHint', 'account.common.', 'validation.', 'errors.'],
  social: ['account.social.', 'account.common.backToLogin', 'errors.socialFailed'],
  dashboard: [
    'account.dashboard.',
    'account.register.name',
    'account.register.phone',
    'account.register.passwordHint',
    'account.reset.newPassword',
    'account.login.submit',
    'account.common.',
    'validation.',
    'errors.',
    'auth.userFallback',
  ],
} as const;

export type AccountPage = keyof typeof GROUPS;

export function accountKeys(page: AccountPage): string[] {
  return ACCOUNT_STRING_KEYS.filter((key) => GROUPS[page].some((prefix) => key.startsWith(prefix)));
}

export type AccountStrings = Record<string, string>;

/** Looks a key up and fills {{placeholders}}; an unknown key shows itself (visible in tests, never blank). */
export function tr(strings: AccountStrings, key: string, vars?: Record<string, string | number>): string {
  const text = strings[key] ?? key;
  return vars
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m))
    : text;
}
