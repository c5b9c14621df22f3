/**
 * Austrian Energieausweis classes (OIB-Richtlinie 6, 2019): HWB in kWh/m²a at reference climate, fGEE as a factor.
 * Used to derive a class where a feed gives only the value, and by the sample generator.
 */
import type { EnergyClass, ObjektartHauptgruppe } from './listing';

const HWB_LIMITS: Array<[number, EnergyClass]> = [
  [10, 'A++'],
  [15, 'A+'],
  [25, 'A'],
  [50, 'B'],
  [100, 'C'],
  [150, 'D'],
  [200, 'E'],
  [250, 'F'],
];
const FGEE_LIMITS: Array<[number, EnergyClass]> = [
  [0.55, 'A++'],
  [0.7, 'A+'],
  [0.85, 'A'],
  [1.0, 'B'],
  [1.75, 'C'],
  [2.5, 'D'],
  [3.25, 'E'],
  [4.0, 'F'],
];

function classOf(value: number, limits: Array<[number, EnergyClass]>): EnergyClass {
  for (const [limit, cls] of limits) if (value <= limit) return cls;
  return 'G';
}

export function hwbClass(hwb: number): EnergyClass {
  return classOf(hwb, HWB_LIMITS);
}

export function fgeeClass(fgee: number): EnergyClass {
  return classOf(fgee, FGEE_LIMITS);
}

/**
 * Types for which the Energieausweis-Vorlage-Gesetz requires no certificate in the advertisement
 * (no heated building): plots, parking, agricultural land.
 */
export function needsEnergyCertificate(hauptgruppe: ObjektartHauptgruppe): boolean {
  return hauptgruppe !== 'grundstueck' && hauptgruppe !== 'parken' && hauptgruppe !== 'land_und_forstwirtschaft';
}
