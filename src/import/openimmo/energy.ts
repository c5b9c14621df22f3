/**
 * The energy certificate: energiepass/*, then zustand_angaben/*, then user_defined_simplefield epass_*. A class the
 * feed leaves out is derived from the value (the thresholds are fixed by OIB-Richtlinie 6); a listing type that
 * needs a certificate and lacks HWB or fGEE is marked `missing`.
 */
import { ENERGY_CLASSES, type EnergyClass, type Listing, type ObjektartHauptgruppe } from '../../domain/listing';
import { fgeeClass, hwbClass, needsEnergyCertificate } from '../../domain/energy';
import { child, childrenNamed, text, type XNode } from '../xml';
import { parseNumber, plainText, positive, type Warn } from '../values';
import { warnCoded } from '../warnings';

function energyClass(raw: string | null | undefined, field: string, warn: Warn): EnergyClass | null {
  if (!raw) return null;
  const s = raw
    .trim()
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/^KLASSE/, '');
  if ((ENERGY_CLASSES as readonly string[]).includes(s)) return s as EnergyClass;
  warnCoded(warn, 'energyClass', { field, value: raw.trim() });
  return null;
}

export function readEnergy(
  im: XNode,
  warn: Warn,
  uf: Map<string, string>,
  hauptgruppe: ObjektartHauptgruppe,
): Listing['energie'] {
  const za = child(im, 'zustand_angaben');
  const passes = childrenNamed(za, 'energiepass');
  const fromPass = (...names: string[]) => {
    for (const p of passes)
      for (const n of names) {
        const v = text(child(p, n));
        if (v !== null) return v;
      }
    for (const n of names) {
      const v = text(child(za, n));
      if (v !== null) return v;
    }
    return null;
  };
  const hwbRaw = fromPass('hwbwert', 'hwb') ?? uf.get('epass_hwbwert') ?? uf.get('hwbwert') ?? null;
  const hwbKlasseRaw = fromPass('hwbklasse') ?? uf.get('epass_hwbklasse') ?? uf.get('hwbklasse') ?? null;
  const fgeeRaw = fromPass('fgeewert', 'fgee') ?? uf.get('epass_fgeewert') ?? uf.get('fgeewert') ?? null;
  const fgeeKlasseRaw = fromPass('fgeeklasse') ?? uf.get('epass_fgeeklasse') ?? uf.get('fgeeklasse') ?? null;
  const hwb = positive(parseNumber(hwbRaw, 'hwb', warn));
  const fgee = positive(parseNumber(fgeeRaw, 'fgee', warn));
  const hwbKlasse = energyClass(hwbKlasseRaw, 'hwbklasse', warn) ?? (hwb !== null ? hwbClass(hwb) : null);
  const fgeeKlasse = energyClass(fgeeKlasseRaw, 'fgeeklasse', warn) ?? (fgee !== null ? fgeeClass(fgee) : null);
  return {
    hwb,
    hwb_klasse: hwbKlasse,
    fgee,
    fgee_klasse: fgeeKlasse,
    epart: plainText(fromPass('epart')),
    gueltig_bis: plainText(fromPass('gueltig_bis')),
    ausstelldatum: plainText(fromPass('ausstelldatum')),
    primaerenergietraeger: plainText(fromPass('primaerenergietraeger')),
    missing:
      needsEnergyCertificate(hauptgruppe) &&
      ((hwb === null && hwbKlasse === null) || (fgee === null && fgeeKlasse === null)),
  };
}
