/**
 * The sample agencies' distances: given for part of the listings, plausible for the place (Vienna's U-/S-Bahn
 * within 0.8 km; a village's bus within 2 km and its train 2–15 km away), and read back by the importer as written.
 */
import { describe, expect, it } from 'vitest';
import { TOWNS } from '~/domain/austria';
import { readInfrastructure } from '~/import/openimmo/infrastructure';
import { parseFeed, type XNode } from '~/import/xml';
import { infrastrukturXml } from '~/sample/infrastructure';
import { Rng } from '~/sample/random';

async function read(xml: string) {
  let node: XNode | null = null;
  await parseFeed(
    (async function* () {
      yield Buffer.from(`<openimmo><anbieter><immobilie>${xml}</immobilie></anbieter></openimmo>`);
    })(),
    { immobilie: (n) => void (node = n) },
  );
  const warnings: string[] = [];
  const value = readInfrastructure(node!, (m) => void warnings.push(m));
  return { value, warnings };
}

const wien = TOWNS.find((t) => t.bundesland === 'wien')!;
const village = TOWNS.find((t) => t.ort === 'Poysdorf')!;

describe('sample <infrastruktur>', () => {
  it('is given for about 60 % of listings', () => {
    const root = new Rng(7);
    const n = 2000;
    let given = 0;
    for (let i = 0; i < n; i++) if (infrastrukturXml(root.fork(`i${i}`), wien, { comma: false })) given++;
    expect(given / n).toBeGreaterThan(0.5);
    expect(given / n).toBeLessThan(0.7);
  });

  it('puts Vienna near the U-/S-Bahn and a village near a bus with the train further off; the importer reads it all', async () => {
    const root = new Rng(11);
    const seen = { US_BAHN: 0, BUS: 0, FERNBAHNHOF: 0 };
    for (let i = 0; i < 300; i++) {
      for (const [town, comma] of [
        [wien, false],
        [village, true],
      ] as const) {
        const xml = infrastrukturXml(root.fork(`${town.ort}${i}`), town, { comma });
        if (!xml) continue;
        const { value, warnings } = await read(xml);
        // every distance written is read back (comma decimals with their repair note only)
        expect(warnings.every((w) => /read as/.test(w))).toBe(true);
        const written = (xml.match(/<distanzen(_sport)? /g) ?? []).length;
        expect(Object.keys(value!.distances).length + Object.keys(value!.sport).length).toBe(written);
        const d = value!.distances;
        if (town === wien) {
          if (d.US_BAHN != null) {
            seen.US_BAHN++;
            expect(d.US_BAHN).toBeGreaterThanOrEqual(0.1);
            expect(d.US_BAHN).toBeLessThanOrEqual(0.8);
          }
        } else {
          expect(d.US_BAHN).toBeUndefined();
          if (d.BUS != null) {
            seen.BUS++;
            expect(d.BUS).toBeGreaterThanOrEqual(0.2);
            expect(d.BUS).toBeLessThanOrEqual(2);
          }
          if (d.FERNBAHNHOF != null) {
            seen.FERNBAHNHOF++;
            expect(d.FERNBAHNHOF).toBeGreaterThanOrEqual(2);
            expect(d.FERNBAHNHOF).toBeLessThanOrEqual(15);
          }
          expect(value!.sport.SKIGEBIET).toBeUndefined(); // the Weinviertel has no ski area
        }
      }
    }
    expect(seen.US_BAHN).toBeGreaterThan(0);
    expect(seen.BUS).toBeGreaterThan(0);
    expect(seen.FERNBAHNHOF).toBeGreaterThan(0);
  });
});
