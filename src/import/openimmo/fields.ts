/** Reading helpers the sections of an <immobilie> share. */
import { descendants, text, type XNode } from '../xml';
import { parseBool, parseNumber, positive, type Warn } from '../values';

export const isTrue = (v: string | undefined) => v !== undefined && parseBool(v) === true;

/** Attribute flags set to true on an element: <heizungsart FERN="true" OFEN="0"/> → ['FERN']. */
export function trueFlags(node: XNode | null): string[] {
  if (!node) return [];
  return Object.entries(node.attrs)
    .filter(([, v]) => isTrue(v))
    .map(([k]) => k.toUpperCase());
}

/** A boolean element: <kamin>true</kamin>; an empty element counts as not given. */
export function boolEl(node: XNode | null): boolean | null {
  return parseBool(text(node));
}

/** user_defined_simplefield feldname="x" anywhere in the listing → map of lower-case name → value. */
export function userFields(immobilie: XNode): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of descendants(immobilie, 'user_defined_simplefield')) {
    const name = f.attrs.feldname?.trim().toLowerCase();
    const value = text(f);
    if (name && value !== null && !out.has(name)) out.set(name, value);
  }
  // user_defined_anyfield <plaintext fieldname= fieldvalue=> / <flag …> (official sample)
  for (const any of descendants(immobilie, 'user_defined_anyfield')) {
    for (const c of any.children) {
      const name = c.attrs.fieldname?.trim().toLowerCase();
      const value = c.attrs.fieldvalue?.trim();
      if (name && value && !out.has(name)) out.set(name, value);
    }
  }
  return out;
}

/** Number readers bound to one listing's warnings: every repair or rejected value is reported under its field. */
export interface NumberReader {
  warn: Warn;
  /** The element's text as a number. */
  num(node: XNode | null, field: string): number | null;
  /** The element's text as a number greater than zero (zero and negatives count as not given). */
  pos(node: XNode | null, field: string): number | null;
}

export function numberReader(warn: Warn): NumberReader {
  const num = (node: XNode | null, field: string) => parseNumber(text(node), field, warn);
  return { warn, num, pos: (node, field) => positive(num(node, field)) };
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
