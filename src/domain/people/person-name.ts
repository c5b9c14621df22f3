/**
 * A person's name as Austrians write it: academic titles that precede the name (Mag., Dr., DI, Ing., Prof., …) before
 * it, and the degrees that follow it (BA, BSc, MA, MSc, MBA, LL.M., PhD, …) after it, separated by a comma
 * ("Mag. Jakob Wagner, MSc"). Feeds put every title into one field, in any order: each part goes where it belongs.
 */
const AFTER = new Set([
  'ba',
  'bsc',
  'bed',
  'ma',
  'msc',
  'med',
  'mba',
  'mas',
  'llb',
  'llm',
  'phd',
  'meng',
  'beng',
  'mres',
]);

function isPostNominal(part: string): boolean {
  return AFTER.has(part.toLowerCase().replace(/[.()]/g, ''));
}

export function personName(p: { titel?: string | null; vorname?: string | null; name?: string | null }): string {
  const parts = (p.titel ?? '').split(/[\s,]+/).filter(Boolean);
  const before = parts.filter((t) => !isPostNominal(t));
  const after = parts.filter(isPostNominal);
  const name = [...before, p.vorname, p.name].filter((s) => s && s.trim()).join(' ');
  return after.length && name ? `${name}, ${after.join(' ')}` : name;
}
