/** Colours of the Energieausweis scale (A++ dark green … G red), with text colours that keep 4.5:1 contrast. */
const SCALE: Record<string, { bg: string; fg: string }> = {
  'A++': { bg: '#00612e', fg: '#ffffff' },
  'A+': { bg: '#007a37', fg: '#ffffff' },
  A: { bg: '#2e8b3d', fg: '#ffffff' },
  B: { bg: '#8cbf3f', fg: '#0b1f00' },
  C: { bg: '#d8e022', fg: '#1f1f00' },
  D: { bg: '#ffd500', fg: '#1f1a00' },
  E: { bg: '#f7a21b', fg: '#1f1000' },
  F: { bg: '#e8641b', fg: '#1a0800' },
  G: { bg: '#c81e1e', fg: '#ffffff' },
};

export function energyClassStyle(cls: string): { bg: string; fg: string } {
  return SCALE[cls] ?? { bg: '#64748b', fg: '#ffffff' };
}
