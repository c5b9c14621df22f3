/**
 * Newsletter sign-up rules, shared by the footer and contact-page forms and the API: a valid e-mail address, an
 * optional name, weekly or monthly.
 */
import { z } from 'zod';
import { emailSchema, isCleanText } from '../validation/account';

export const NEWSLETTER_FREQUENCIES = ['weekly', 'monthly'] as const;

export const newsletterSchema = z.object({
  email: emailSchema,
  name: z
    .string()
    .trim()
    .max(100, { error: 'validation.nameMax' })
    .refine((v) => isCleanText(v), { error: 'validation.textInvalidChars' })
    .transform((v) => v || null)
    .nullable()
    .optional(),
  frequency: z
    .enum(NEWSLETTER_FREQUENCIES, { error: 'newsletter.validation.frequencyInvalid' })
    .optional()
    .default('weekly'),
});
export type NewsletterSignup = z.output<typeof newsletterSchema>;
