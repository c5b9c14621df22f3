/**
 * What a price alert form and the API accept. The dialog on the detail page, the dashboard and the API validate
 * with these schemas, so all say the same; messages are locale keys, translated on output. Whether the target is
 * below the current price is checked against the listing on the server (and in the dialog, which knows the price).
 */
import { z } from 'zod';
import { ALERT_CHANNELS, MAX_TARGET_PRICE } from '../price-alerts';

export const NOTES_MAX = 1000;

export const targetPriceSchema = z
  .number({ error: 'priceAlerts.errors.targetInvalid' })
  .positive({ error: 'priceAlerts.errors.targetInvalid' })
  .max(MAX_TARGET_PRICE, { error: 'priceAlerts.errors.targetInvalid' })
  .refine((n) => Number.isFinite(n) && Math.round(n * 100) === n * 100, { error: 'priceAlerts.errors.targetInvalid' });

export const notesSchema = z
  .string({ error: 'priceAlerts.errors.notesInvalid' })
  .trim()
  .max(NOTES_MAX, { error: 'priceAlerts.errors.notesTooLong' })
  // control characters other than line breaks have no place in a note
  // eslint-disable-next-line no-control-regex -- control characters are what this check rejects
  .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), {
    error: 'priceAlerts.errors.notesInvalid',
  })
  .transform((s) => (s === '' ? null : s));

export const channelsSchema = z
  .array(z.enum(ALERT_CHANNELS, { error: 'priceAlerts.errors.channelsRequired' }), {
    error: 'priceAlerts.errors.channelsRequired',
  })
  .min(1, { error: 'priceAlerts.errors.channelsRequired' })
  .max(10, { error: 'priceAlerts.errors.channelsRequired' })
  .transform((list) => [...new Set(list)]);

export const alertCreateSchema = z.object({
  property_id: z
    .number({ error: 'validation.propertyIdInvalid' })
    .int({ error: 'validation.propertyIdInvalid' })
    .positive({ error: 'validation.propertyIdInvalid' })
    .max(2_147_483_647, { error: 'validation.propertyIdInvalid' }),
  target_price: targetPriceSchema,
  notes: notesSchema.nullable().optional(),
  channels: channelsSchema,
});

export const alertUpdateSchema = z
  .object({
    target_price: targetPriceSchema.optional(),
    notes: notesSchema.nullable().optional(),
    channels: channelsSchema.optional(),
    active: z.boolean({ error: 'priceAlerts.errors.activeInvalid' }).optional(),
  })
  .refine((d) => Object.values(d).some((v) => v !== undefined), { error: 'validation.nothingToChange' });
