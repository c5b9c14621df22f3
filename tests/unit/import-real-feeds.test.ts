/**
 * The importer against real OpenImmo feeds from public repositories (../shared/openimmo, not part of this
 * repository): none may crash it, and the report must account for every listing in them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runImport } from '~/import/sync';
import { readSnapshot } from '~/snapshot';

const SHARED = path.resolve(__dirname, '../../../shared/openimmo');
const files = fs.existsSync(SHARED)
  ? fs
      .readdirSync(SHARED)
      .filter((f) => /\.(xml|zip)$/i.test(f))
      .sort()
  : [];
const suite = files.length ? describe : describe.skip;
const tmpDirs: string[] = [];
afterAll(() => tmpDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/**
 * What becomes of each file's listings (summed over its documents). Most listings in 02, 04 and 06 carry no object
 * number at all: they are imported under a derived auto-… identity, not skipped. Files added later are only held
 * to the general rules.
 */
const EXPECTED: Record<string, { read: number; imported: number; deleted: number; skipped: number; derived: number }> =
  {
    '01_official-sample_openimmo-data_127.xml': { read: 1, imported: 1, deleted: 0, skipped: 0, derived: 0 },
    '02_openestate_at-energy-userdefined_1-2-5-upgrade.xml': {
      read: 2,
      imported: 2,
      deleted: 0,
      skipped: 0,
      derived: 2,
    },
    '04_openestate_at-price-block_1-2-6-downgrade.xml': { read: 4, imported: 4, deleted: 0, skipped: 0, derived: 4 },
    '06_openestate_127b-geg2018_1-2-7b-downgrade.xml': { read: 4, imported: 4, deleted: 0, skipped: 0, derived: 4 },
    '07_openestate_openimmo-feedback.xml': { read: 0, imported: 0, deleted: 0, skipped: 0, derived: 0 },
    '08_innobrain_realworld-immowelt-miete_example.xml': { read: 1, imported: 1, deleted: 0, skipped: 0, derived: 0 },
    '11_realty_zip-with-images_foo.zip': { read: 1, imported: 1, deleted: 0, skipped: 0, derived: 0 },
    '12_realty_zip-aktion-delete_foo-deleted.zip': { read: 1, imported: 0, deleted: 1, skipped: 0, derived: 0 },
    '14_realty_zip-iso8859-1.zip': { read: 1, imported: 1, deleted: 0, skipped: 0, derived: 0 },
  };

/** How many <immobilie> elements a file has, counted on the raw bytes (independent of the parser). */
function countImmobilien(file: string): number | null {
  if (file.endsWith('.zip')) return null;
  return (fs.readFileSync(file, 'latin1').match(/<immobilie[\s>]/g) ?? []).length;
}

suite(`real feeds in ${SHARED}`, () => {
  it.each(files)('%s: imports without crashing and accounts for every listing', async (name) => {
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-real-'));
    tmpDirs.push(data);
    const file = path.join(SHARED, name);
    const report = await runImport({
      paths: [file],
      dataDir: data,
      projectsDir: path.join(data, 'no-projects'),
      feedsDir: path.join(data, 'no-feeds'),
    });
    expect(report.sources).toHaveLength(1);
    const docs = report.sources[0]!.documents;
    expect(docs.length).toBeGreaterThan(0);
    for (const d of docs) {
      expect(['ok', 'ignored']).toContain(d.status);
      expect(d.read).toBe(d.imported + d.deleted + d.skipped);
      for (const s of d.skipped_listings) expect(s.message).toBeTruthy();
    }
    const expected = countImmobilien(file);
    const read = docs.reduce((n, d) => n + d.read, 0);
    if (expected !== null && docs.every((d) => d.status === 'ok')) expect(read).toBe(expected);
    // whatever was imported is a valid snapshot
    const snap = readSnapshot(data, { validate: true });
    expect(snap.properties).toHaveLength(report.snapshot!.properties);

    // a missing object number is never a reason to skip: such listings get a derived, warned-about identity
    for (const d of docs) for (const s of d.skipped_listings) expect(s.message).not.toMatch(/objektnr_extern/);
    const derived = snap.properties.filter((l) => l.external_id.startsWith('auto-'));
    const notes = docs.flatMap((d) => d.warnings).filter((w) => /^no object number/.test(w.message));
    expect(notes.map((w) => w.key).sort()).toEqual(derived.map((l) => l.external_id).sort());
    for (const l of derived) expect(l.external_id).toMatch(/^auto-[0-9a-f]{12}(-\d+)?$/);

    const exp = EXPECTED[name];
    if (exp) {
      const sum = (k: 'read' | 'imported' | 'deleted' | 'skipped') => docs.reduce((n, d) => n + d[k], 0);
      expect({
        read: sum('read'),
        imported: sum('imported'),
        deleted: sum('deleted'),
        skipped: sum('skipped'),
        derived: derived.length,
      }).toEqual(exp);
    }
  });

  it('reads them all together in one dry run', async () => {
    const report = await runImport({
      paths: files.map((f) => path.join(SHARED, f)),
      dryRun: true,
      dataDir: path.join(os.tmpdir(), 'immoz-never-written'),
      projectsDir: '/nonexistent',
      feedsDir: '/nonexistent',
    });
    expect(report.totals.failed_documents).toBe(0);
    expect(report.totals.read).toBe(report.totals.imported + report.totals.deleted + report.totals.skipped);
    if (files.every((f) => f in EXPECTED)) {
      const sum = (k: 'read' | 'imported' | 'deleted' | 'skipped') => files.reduce((n, f) => n + EXPECTED[f]![k], 0);
      expect(report.totals).toMatchObject({
        read: sum('read'),
        imported: sum('imported'),
        deleted: sum('deleted'),
        skipped: sum('skipped'),
      });
    }
    expect(fs.existsSync(path.join(os.tmpdir(), 'immoz-never-written'))).toBe(false);
  });
});
