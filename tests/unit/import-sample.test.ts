/**
 * The sample generator: deterministic, varied enough that every page and filter has listings to show (every
 * Bundesland, both marketing types, residential and commercial types, all statuses), importable without warnings
 * of substance.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDESLAENDER, LISTING_STATUSES, type Listing, type Project } from '~/domain/listing';
import { generateSample } from '../../src/sample/generate';
import { readSnapshot } from '~/snapshot';
import { runImport } from '~/import/sync';
import type { ImportReport } from '~/import/report';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-sample-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function hashTree(dir: string): string {
  const h = crypto.createHash('sha1');
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else h.update(path.relative(dir, p)).update(fs.readFileSync(p));
    }
  };
  walk(dir);
  return h.digest('hex');
}

describe('sample', () => {
  let report: ImportReport;
  let listings: Listing[];
  let projects: Project[];
  const out = (n: number) => ({
    feedsOut: path.join(root, `feeds${n}`, 'sample'),
    projectsOut: path.join(root, `projects${n}`, 'sample'),
  });

  beforeAll(async () => {
    await generateSample({ listings: 300, projects: 8, seed: 7, ...out(1) });
    report = await runImport({
      feedsDir: path.join(root, 'feeds1'),
      projectsDir: path.join(root, 'projects1'),
      dataDir: path.join(root, 'data'),
      urls: [],
    });
    ({ properties: listings, projects } = readSnapshot(path.join(root, 'data'), { validate: true }));
  }, 120_000);

  it('is deterministic', async () => {
    await generateSample({ listings: 300, projects: 8, seed: 7, ...out(2) });
    expect(hashTree(out(2).feedsOut)).toBe(hashTree(out(1).feedsOut));
    expect(hashTree(out(2).projectsOut)).toBe(hashTree(out(1).projectsOut));
  }, 60_000);

  it('imports completely: nothing skipped, every listing accounted for', () => {
    expect(report.totals.failed_documents).toBe(0);
    expect(report.totals.skipped).toBe(0);
    expect(report.totals.read).toBe(report.totals.imported + report.totals.deleted);
    expect(listings.length).toBeGreaterThanOrEqual(290);
    expect(projects).toHaveLength(8);
    expect(report.projects.errors).toEqual([]);
  });

  it('covers every Bundesland, both marketing types, the main residential and commercial types and all four statuses', () => {
    expect(new Set(listings.map((l) => l.location.bundesland))).toEqual(new Set(BUNDESLAENDER));
    expect(new Set(listings.map((l) => l.vermarktungsart))).toEqual(new Set(['KAUF', 'MIETE_PACHT']));
    expect(new Set(listings.map((l) => l.status))).toEqual(new Set(LISTING_STATUSES));
    const types = new Set(listings.map((l) => l.objektart));
    for (const t of [
      'WOHNUNG',
      'HAUS',
      'GRUNDSTUECK',
      'BUERO_PRAXEN',
      'EINZELHANDEL',
      'GASTGEWERBE',
      'HALLEN_LAGER_PROD',
      'ZINSHAUS_RENDITEOBJEKT',
    ]) {
      expect(types, t).toContain(t);
    }
    expect(listings.some((l) => l.location.wien_bezirk !== null)).toBe(true);
  });

  it('has images, energy values (a few missing), English texts and plausible prices', () => {
    expect(listings.every((l) => l.primary_image?.thumbnail_url.startsWith('/media/t/'))).toBe(true);
    expect(listings.some((l) => l.images.some((i) => i.kind === 'floorplan'))).toBe(true);
    const missing = listings.filter((l) => l.energie.missing).length;
    expect(missing).toBeGreaterThan(0);
    expect(missing).toBeLessThan(listings.length * 0.2);
    expect(listings.filter((l) => l.objekttitel_translations.en).length).toBeGreaterThan(listings.length * 0.1);
    for (const l of listings.filter((x) => x.objektart === 'WOHNUNG' && x.kaufpreis && x.flaeche)) {
      const perM2 = l.kaufpreis! / l.flaeche!;
      expect(perM2, l.external_id).toBeGreaterThan(1000);
      expect(perM2, l.external_id).toBeLessThan(25000);
    }
    for (const l of listings.filter((x) => x.objektart === 'WOHNUNG' && x.kaltmiete && x.flaeche)) {
      const perM2 = l.kaltmiete! / l.flaeche!;
      expect(perM2, l.external_id).toBeGreaterThan(4);
      expect(perM2, l.external_id).toBeLessThan(40);
    }
  });

  it('links project units and applies the TEIL feeds', () => {
    for (const p of projects) {
      expect(p.units.every((u) => u.listing_id !== null)).toBe(true);
      for (const u of p.units) expect(listings.find((l) => l.id === u.listing_id)?.project_id).toBe(p.id);
    }
    const teil = report.sources.flatMap((s) => s.documents).filter((d) => d.umfang === 'TEIL');
    expect(teil.length).toBeGreaterThan(0);
    expect(teil.reduce((n, d) => n + d.deleted, 0)).toBeGreaterThan(0);
  });
});
