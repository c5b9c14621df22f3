/**
 * The importer against real OpenImmo feeds from public repositories (../shared/openimmo, not part of this
 * repository): none may crash it, and the report must account for every listing in them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runImport } from '~/import/sync';
import { readSnapshot } from '~/import/snapshot';

const SHARED = path.resolve(__dirname, '../../../shared/openimmo');
const files = fs.existsSync(SHARED) ? fs.readdirSync(SHARED).filter((f) => /\.(xml|zip)$/i.test(f)).sort() : [];
const suite = files.length ? describe : describe.skip;
const tmpDirs: string[] = [];
afterAll(() => tmpDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

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
    const report = await runImport({ paths: [file], dataDir: data, projectsDir: path.join(data, 'no-projects'), feedsDir: path.join(data, 'no-feeds') });
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
  });

  it('reads them all together in one dry run', async () => {
    const report = await runImport({ paths: files.map((f) => path.join(SHARED, f)), dryRun: true, dataDir: path.join(os.tmpdir(), 'immoz-never-written'), projectsDir: '/nonexistent', feedsDir: '/nonexistent' });
    expect(report.totals.failed_documents).toBe(0);
    expect(report.totals.read).toBe(report.totals.imported + report.totals.deleted + report.totals.skipped);
    expect(fs.existsSync(path.join(os.tmpdir(), 'immoz-never-written'))).toBe(false);
  });
});
