/**
 * A signed-in visitor's contact fields are filled from the account: name, e-mail and, when the account has one,
 * phone. Only an empty field is filled, and only a field still holding what was filled in changes again (another
 * account signed in) or empties (signed out): what the visitor typed is never overwritten.
 */

/** The account's values a form takes (the auth store's user has these). */
export interface AccountContact {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

export const CONTACT_FIELDS = ['name', 'email', 'phone'] as const;

/**
 * The value a field gets, from what it holds, what was last filled in from an account (undefined: nothing) and
 * the account's value now (none when signed out); null leaves the field as it is.
 */
export function prefilledValue(
  current: string,
  filled: string | undefined,
  account: string | null | undefined,
): string | null {
  const untouched = current === '' || (filled !== undefined && current === filled);
  if (!untouched) return null;
  const next = account?.trim() ?? '';
  return next === current ? null : next;
}

/** Fills the form's name, email and phone inputs from the account (null: signed out) by the rule above. */
export function prefillContact(form: HTMLFormElement, account: AccountContact | null): void {
  for (const field of CONTACT_FIELDS) {
    const input = form.elements.namedItem(field);
    if (!(input instanceof HTMLInputElement)) continue;
    const value = prefilledValue(input.value, input.dataset.prefilled, account?.[field]);
    if (value === null) continue;
    input.value = value;
    if (value) input.dataset.prefilled = value;
    else delete input.dataset.prefilled;
  }
}
