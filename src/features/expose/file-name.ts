/**
 * The download's file name: from the listing's title in the exposé's language. `filename=` gets an ASCII form
 * (umlauts folded, everything else dropped) for old clients, `filename*=` the full UTF-8 name (RFC 6266).
 */
import type { Listing } from '../../domain/listing';
import { translated } from '../../domain/listing';

const FOLD: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

export function exposeFileName(l: Listing, lang: string): string {
  const title = translated('objekttitel', l, lang)
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `Expose ${l.id} ${title}.pdf`.replace(/\s+/g, ' ');
}

export function asciiFileName(name: string): string {
  const ascii = name
    .replace(/[äöüÄÖÜß]/g, (c) => FOLD[c] ?? c)
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\;]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ \.pdf$/, '.pdf')
    .trim();
  return ascii.replace(/\.pdf$/i, '').trim() ? ascii : 'expose.pdf';
}

export function contentDisposition(name: string): string {
  return `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
