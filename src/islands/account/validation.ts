/**
 * What the account forms check with: the shared schemas and the run that turns their issues into translated field
 * messages. `form.tsx` imports this module on a form's first check, so zod (about 70 KB compressed) is not among
 * the scripts a sign-in or registration page runs while it loads; the forms look the same until then.
 */
// First: zod must be jitless before any schema below is built (see the module).
import '~/client/zod-jitless';
import type { z } from 'zod';
import { fieldErrorKeys } from '../../domain/validation/account';
import { tr, type AccountStrings } from './strings';

export * from '../../domain/validation/account';

export type FieldErrors = Record<string, string>;

/** Runs a shared schema in the form; messages are translated with the island's strings. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
  strings: AccountStrings,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const [field, keys] of Object.entries(fieldErrorKeys(result.error.issues)))
    errors[field] = tr(strings, keys[0]!);
  return { ok: false, errors };
}
