/**
 * The validation keys a form needs translated (islands receive only these strings). Apart from the schemas in
 * `account.ts` so that the account islands' string lists reach the browser without zod, which those islands load
 * only when a form is first checked.
 */
export const VALIDATION_KEYS = [
  'validation.required',
  'validation.invalid',
  'validation.tooShort',
  'validation.tooLong',
  'validation.nameRequired',
  'validation.nameMin',
  'validation.nameMax',
  'validation.textInvalidChars',
  'validation.emailRequired',
  'validation.emailInvalid',
  'validation.phoneInvalid',
  'validation.passwordRequired',
  'validation.passwordMinLogin',
  'validation.passwordMin',
  'validation.passwordMax',
  'validation.passwordUppercase',
  'validation.passwordLowercase',
  'validation.passwordDigit',
  'validation.passwordConfirmationRequired',
  'validation.passwordsMismatch',
  'validation.termsRequired',
  'validation.resetTokenInvalid',
  'validation.nothingToChange',
  'validation.deleteConfirmRequired',
  'validation.currentPasswordRequired',
  'validation.currentPasswordWrong',
  'validation.emailTaken',
] as const;
