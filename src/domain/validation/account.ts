/**
 * Account form rules, shared by the React forms and the API so both say the same thing.
 * Messages are locale KEYS (`validation.*`); the form and the API translate them on output.
 */
import { z } from 'zod';

export const PASSWORD_MIN_LOGIN = 6;
export const PASSWORD_MIN = 8;
/** scrypt work grows with input; a cap keeps a 1 MB "password" from costing the server anything. */
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 100;

// Digits with the usual separators, optionally international; 6 to 15 digits as E.164 allows.
const PHONE_CHARS = /^\+?[0-9\s()./-]+$/;

/**
 * Characters no typed text needs and that do harm when stored or shown: C0 controls (NUL is refused by
 * PostgreSQL's text type), DEL, C1 controls, and the bidirectional embeddings, overrides and isolates that make
 * a name display as something else than it is (U+202A–202E, U+2066–2069). Tab and line breaks are allowed only
 * where a field takes several lines.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const FORBIDDEN_IN_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
// eslint-disable-next-line no-control-regex -- as above, minus tab, line feed and carriage return
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/** Whether a text has none of the characters above; `multiLine` allows tab and line breaks. */
export function isCleanText(value: string, multiLine = false): boolean {
  return !(multiLine ? FORBIDDEN_IN_TEXT : FORBIDDEN_IN_LINE).test(value);
}

function digitCount(value: string): number {
  return value.replace(/\D/g, '').length;
}

export const emailSchema = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, { error: 'validation.emailRequired', abort: true })
  .max(254, { error: 'validation.emailInvalid', abort: true })
  .pipe(z.email({ error: 'validation.emailInvalid' }))
  .transform((v) => v.toLowerCase());

export const nameSchema = z
  .string({ error: 'validation.nameRequired' })
  .trim()
  .min(1, { error: 'validation.nameRequired', abort: true })
  .min(NAME_MIN, { error: 'validation.nameMin' })
  .max(NAME_MAX, { error: 'validation.nameMax' })
  .refine((v) => isCleanText(v), { error: 'validation.textInvalidChars' });

/** Empty means "not given"; anything else must look like a phone number. */
export const phoneSchema = z
  .string({ error: 'validation.phoneInvalid' })
  .trim()
  .max(30, { error: 'validation.phoneInvalid', abort: true })
  .refine((v) => v === '' || (PHONE_CHARS.test(v) && digitCount(v) >= 6 && digitCount(v) <= 15), {
    error: 'validation.phoneInvalid',
  })
  .transform((v) => (v === '' ? null : v));

export const loginPasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired', abort: true })
  .min(PASSWORD_MIN_LOGIN, { error: 'validation.passwordMinLogin' })
  .max(PASSWORD_MAX, { error: 'validation.passwordMax' });

export const newPasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired', abort: true })
  .min(PASSWORD_MIN, { error: 'validation.passwordMin' })
  .max(PASSWORD_MAX, { error: 'validation.passwordMax' })
  .regex(/[A-ZÄÖÜ]/u, { error: 'validation.passwordUppercase' })
  .regex(/[a-zäöüß]/u, { error: 'validation.passwordLowercase' })
  .regex(/\d/, { error: 'validation.passwordDigit' });

const confirmationSchema = z.string({ error: 'validation.passwordConfirmationRequired' });

function passwordsMatch<T extends { password: string; password_confirmation: string }>(schema: z.ZodType<T>) {
  return schema.refine((d) => d.password === d.password_confirmation, {
    path: ['password_confirmation'],
    error: 'validation.passwordsMismatch',
  });
}

export const loginSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = passwordsMatch(
  z.object({
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema
      .optional()
      .nullable()
      .transform((v) => v ?? null),
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
    terms: z.literal(true, { error: 'validation.termsRequired' }),
  }),
);
export type RegisterInput = z.input<typeof registerSchema>;

/**
 * The registration body from a native form post (REGISTER_FORM_PATH in src/islands/account/navigation.ts), shaped as the island sends it: a blank phone is no phone, and
 * the terms box counts as accepted when the browser sent it at all (a checked box sends "on", an unchecked none).
 */
export function registerBodyFromForm(fields: Record<string, string>): Record<string, unknown> {
  return {
    name: fields.name ?? '',
    email: fields.email ?? '',
    phone: (fields.phone ?? '').trim() || null,
    password: fields.password ?? '',
    password_confirmation: fields.password_confirmation ?? '',
    terms: fields.terms !== undefined,
  };
}

export const passwordResetRequestSchema = z.object({ email: emailSchema });

export const passwordResetSchema = passwordsMatch(
  z.object({
    token: z
      .string({ error: 'validation.resetTokenInvalid' })
      .min(20, { error: 'validation.resetTokenInvalid' })
      .max(200),
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
  }),
);

/** Profile changes: each field optional, at least one given. */
export const profileUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    phone: phoneSchema.optional().nullable(),
  })
  .refine((d) => d.name !== undefined || d.phone !== undefined, { error: 'validation.nothingToChange' });

/** `current_password` is required when the account has one (checked on the server; social-only accounts lack it). */
export const passwordChangeSchema = passwordsMatch(
  z.object({
    current_password: z.string().max(PASSWORD_MAX).optional(),
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
  }),
);

export const accountDeleteSchema = z.object({
  password: z.string().max(PASSWORD_MAX).optional(),
  confirm: z.literal(true, { error: 'validation.deleteConfirmRequired' }),
});

/** Issue codes zod raises without our own message (wrong type, unknown shape) mapped to generic keys. */
function keyFor(issue: z.core.$ZodIssue): string {
  // our own messages are locale keys (`validation.*`, or a feature's namespace such as `priceAlerts.errors.*`)
  if (/^[a-z][A-Za-z]*\.[A-Za-z][\w.]*$/.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'validation.required' : 'validation.invalid';
  if (issue.code === 'too_big') return 'validation.tooLong';
  if (issue.code === 'too_small') return 'validation.tooShort';
  return 'validation.invalid';
}

/** `{ field: [messageKey, …] }` in the API's error shape; form-level issues go under `_form`. */
export function fieldErrorKeys(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_form';
    const key = keyFor(issue);
    const list = (out[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  return out;
}
