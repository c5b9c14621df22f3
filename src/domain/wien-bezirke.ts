/*
 * A module of its own so that the browser's search code can name Vienna's districts without loading the town
 * table of ./austria.ts.
 */

/** Vienna's districts, index + 1 = district number = postcode digits 2–3 (1070 → 7, Neubau). */
export const WIEN_BEZIRKE = [
  'Innere Stadt',
  'Leopoldstadt',
  'Landstraße',
  'Wieden',
  'Margareten',
  'Mariahilf',
  'Neubau',
  'Josefstadt',
  'Alsergrund',
  'Favoriten',
  'Simmering',
  'Meidling',
  'Hietzing',
  'Penzing',
  'Rudolfsheim-Fünfhaus',
  'Ottakring',
  'Hernals',
  'Währing',
  'Döbling',
  'Brigittenau',
  'Floridsdorf',
  'Donaustadt',
  'Liesing',
] as const;
