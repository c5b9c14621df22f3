/**
 * The sample's rule that no two listings of one place and kind show the same picture, checked on the rendered
 * bytes, and the redrawing that keeps it at any size: a drawing has only so many variants (the bathroom's tiles,
 * bath and cabinet come in a few dozen looks), and a district of a national catalogue can have more flats than that.
 */

/** A listing as the rule sees it: where it is found (place and kind), which home it is, the pictures it shows. */
export interface Showing {
  place: string;
  /** A home a second agency sends too shows its first offer's pictures, by design: both offers are one home. */
  home: string;
  images: readonly string[];
}

export interface Clash {
  place: string;
  /** The picture shown second, and the one with equal bytes shown before it in the same place. */
  name: string;
  other: string;
  home: string;
  otherHome: string;
}

/** Every place where two homes show pictures of equal bytes, in the order the listings come. */
export function clashes(showings: Iterable<Showing>, sha1Of: (name: string) => string): Clash[] {
  const owner = new Map<string, { home: string; name: string }>();
  const out: Clash[] = [];
  for (const s of showings) {
    for (const name of s.images) {
      const key = `${s.place}|${sha1Of(name)}`;
      const first = owner.get(key);
      if (!first) owner.set(key, { home: s.home, name });
      else if (first.home !== s.home)
        out.push({ place: s.place, name, other: first.name, home: s.home, otherHome: first.home });
    }
  }
  return out;
}

/** Stops the run where two homes of one place still show the same picture: the sample never writes one. */
export function ensureDistinct(showings: Iterable<Showing>, sha1Of: (name: string) => string): void {
  const c = clashes(showings, sha1Of)[0];
  if (c) throw new Error(`sample: ${c.home} and ${c.otherHome} (${c.place}) show the same picture ${c.name}`);
}

/** How many times a picture is drawn again before the run gives up (each redraw has many more variants). */
export const MAX_REDRAWS = 12;

/**
 * Renders every job (attempt 0) and then, while two homes of one place show pictures of equal bytes, draws the
 * one later by name again with the next attempt, which the drawings vary by more than the first (another seed and
 * more details), until no such pair is left or a picture has been drawn MAX_REDRAWS times. Pictures that are equal
 * in different places are left alone, and so is a picture two homes of a place share by name (an assignment flaw
 * no redraw mends): ensureDistinct, run after, stops on those. A sample without equal pictures renders each job
 * exactly once, as before.
 */
export async function renderDistinct<R extends { sha1: string }>(
  names: readonly string[],
  render: (name: string, attempt: number) => Promise<R>,
  showings: readonly Showing[],
  renderMany: (names: readonly string[], render: (name: string) => Promise<R>) => Promise<Map<string, R>> = inOrder,
): Promise<{ rendered: Map<string, R>; attempts: Map<string, number> }> {
  const attempts = new Map<string, number>();
  const rendered = await renderMany(names, (name) => render(name, 0));
  for (;;) {
    const again = new Set<string>();
    for (const c of clashes(showings, (name) => rendered.get(name)!.sha1)) {
      if (c.name === c.other) continue;
      const later = c.name > c.other ? c.name : c.other;
      if ((attempts.get(later) ?? 0) < MAX_REDRAWS) again.add(later);
    }
    if (!again.size) return { rendered, attempts };
    const redraw = [...again].sort();
    for (const name of redraw) attempts.set(name, (attempts.get(name) ?? 0) + 1);
    const next = await renderMany(redraw, (name) => render(name, attempts.get(name)!));
    for (const [name, r] of next) rendered.set(name, r);
  }
}

async function inOrder<R>(names: readonly string[], render: (name: string) => Promise<R>): Promise<Map<string, R>> {
  const out = new Map<string, R>();
  for (const name of names) out.set(name, await render(name));
  return out;
}
