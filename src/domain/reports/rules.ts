/**
 * "Inserat melden": what a visitor may tell the editors about a listing, one rule for the dialog, the form
 * without JavaScript and the API. No account is needed; the e-mail address is optional (for a question back).
 */
import { z } from 'zod';
import { emailSchema, isCleanText } from '../validation/account';

export const REPORT_REASONS = ['scam', 'unavailable', 'wrong_details', 'discrimination', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_TEXT_MAX = 1000;

export const reportSchema = z.object({
  property_id: z
    .number({ error: 'validation.propertyIdInvalid' })
    .int({ error: 'validation.propertyIdInvalid' })
    .positive({ error: 'validation.propertyIdInvalid' })
    .max(2_147_483_647, { error: 'validation.propertyIdInvalid' }),
  reason: z.enum(REPORT_REASONS, { error: 'reports.validation.reasonRequired' }),
  text: z
    .string({ error: 'reports.validation.textInvalid' })
    .trim()
    .max(REPORT_TEXT_MAX, { error: 'reports.validation.textMax' })
    .refine((v) => isCleanText(v, true), { error: 'validation.textInvalidChars' })
    .transform((v) => v || null)
    .nullable()
    .optional(),
  // An empty field means none given; anything else must be an address.
  email: z
    .union([z.literal('').transform(() => null), emailSchema])
    .nullable()
    .optional(),
});
export type ReportInput = z.output<typeof reportSchema>;

/** The form's fields (all text, from a form without JavaScript) as the API's body. */
export function reportBodyFromForm(fields: Record<string, string>): Record<string, unknown> {
  const id = fields.property_id ?? '';
  return {
    property_id: /^\d{1,10}$/.test(id) ? Number(id) : id,
    reason: fields.reason ?? '',
    text: fields.text ?? '',
    email: (fields.email ?? '').trim(),
  };
}

/**
 * How often reports may come: one address a few per hour (a person reports one or two listings), one listing a
 * bounded number per day (a campaign against one agency's listing gains nothing beyond it), and all together a
 * ceiling per day the editors can still read.
 */
export const REPORT_LIMITS = {
  perIp: { limit: 5, windowMs: 3_600_000 },
  perListing: { limit: 20, windowMs: 86_400_000 },
  total: { limit: 500, windowMs: 86_400_000 },
} as const;
