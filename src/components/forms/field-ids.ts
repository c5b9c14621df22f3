/**
 * A form's field ids: `prefix-name` with the name's underscores as hyphens ("lead-slot1-date"), and the id of the
 * field's error message. The lead form on every detail page asks for some 30 of the same dozen: each is made once.
 */
const ids = new Map<string, string>();

export function fieldId(prefix: string, name: string): string {
  const key = `${prefix}\u0000${name}`;
  let id = ids.get(key);
  if (id === undefined) ids.set(key, (id = `${prefix}-${name.replace(/_/g, '-')}`));
  return id;
}

const errorIds = new Map<string, string>();

export function fieldErrorId(prefix: string, name: string): string {
  const key = `${prefix}\u0000${name}`;
  let id = errorIds.get(key);
  if (id === undefined) errorIds.set(key, (id = `${fieldId(prefix, name)}-error`));
  return id;
}
