/**
 * objektkategorie: how the object is marketed (buy or rent), its use and its type. What the feed leaves out is
 * inferred (marketing from the prices, type from the areas) and warned.
 */
import {
  OBJEKTART_HAUPTGRUPPEN,
  OBJEKTART_SUBTYPES,
  type ObjektartHauptgruppe,
  type Vermarktungsart,
} from '../../domain/listing';
import { child, text, type XNode } from '../xml';
import { parseNumber, plainText, positive, type Warn } from '../values';
import { trueFlags } from './fields';
import { warnCoded } from '../warnings';

export interface Category {
  vermarktungsart: Vermarktungsart;
  nutzungsart: string[];
  hauptgruppe: ObjektartHauptgruppe;
  untergruppe: string | null;
  objektartZusatz: string | null;
}

function detectHauptgruppe(objektart: XNode | null): { gruppe: ObjektartHauptgruppe; sub: XNode } | null {
  if (!objektart) return null;
  for (const c of objektart.children) {
    if ((OBJEKTART_HAUPTGRUPPEN as readonly string[]).includes(c.name))
      return { gruppe: c.name as ObjektartHauptgruppe, sub: c };
  }
  return null;
}

export function readCategory(im: XNode, warn: Warn): Category {
  const kat = child(im, 'objektkategorie');
  const nutzungsart = trueFlags(child(kat, 'nutzungsart')).filter((f) =>
    ['WOHNEN', 'GEWERBE', 'ANLAGE', 'WAZ'].includes(f),
  );
  const vmFlags = trueFlags(child(kat, 'vermarktungsart'));
  const preise = child(im, 'preise');
  const flaechenNode = child(im, 'flaechen');

  let vermarktungsart: Vermarktungsart;
  if (vmFlags.includes('KAUF')) {
    vermarktungsart = 'KAUF';
    if (vmFlags.includes('MIETE_PACHT')) warnCoded(warn, 'dealBoth');
  } else if (vmFlags.includes('MIETE_PACHT')) vermarktungsart = 'MIETE_PACHT';
  else if (vmFlags.includes('ERBPACHT') || vmFlags.includes('LEASING')) {
    vermarktungsart = 'MIETE_PACHT';
    warnCoded(warn, 'dealAsRent', { flags: vmFlags.join(', ') });
  } else {
    const rentish = [
      'kaltmiete',
      'nettokaltmiete',
      'warmmiete',
      'hauptmietzinsnetto',
      'gesamtmietebrutto',
      'pacht',
      'pauschalmiete',
    ].some((n) => text(child(preise, n)) !== null);
    vermarktungsart = rentish && !text(child(preise, 'kaufpreis')) ? 'MIETE_PACHT' : 'KAUF';
    warnCoded(warn, 'dealAssumed', { value: vermarktungsart });
  }

  const found = detectHauptgruppe(child(kat, 'objektart'));
  let hauptgruppe: ObjektartHauptgruppe;
  let untergruppe: string | null = null;
  if (found) {
    hauptgruppe = found.gruppe;
    const typAttr = Object.entries(found.sub.attrs).find(([k]) => k.endsWith('typ') || k.endsWith('_typ'));
    if (typAttr && typAttr[1].trim()) {
      untergruppe = typAttr[1].trim().toUpperCase();
      if (!OBJEKTART_SUBTYPES[hauptgruppe].includes(untergruppe))
        warnCoded(warn, 'subtypeUnknown', { value: typAttr[1]!, group: hauptgruppe });
    }
  } else {
    // the areas only decide the type here; their own warnings come with the areas
    const wohn = positive(parseNumber(text(child(flaechenNode, 'wohnflaeche')), 'wohnflaeche', () => {}));
    const grund = positive(
      parseNumber(text(child(flaechenNode, 'grundstuecksflaeche')), 'grundstuecksflaeche', () => {}),
    );
    hauptgruppe = wohn ? (grund ? 'haus' : 'wohnung') : grund ? 'grundstueck' : 'sonstige';
    warnCoded(warn, 'typeAssumed', { value: hauptgruppe });
  }
  const objektartZusatz = plainText(text(child(child(kat, 'objektart'), 'objektart_zusatz')));
  return { vermarktungsart, nutzungsart, hauptgruppe, untergruppe, objektartZusatz };
}
