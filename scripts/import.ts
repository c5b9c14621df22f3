/**
 * npm run import -- [--dry-run] [--lock] [--report FILE] [--force] [--make-thumbnails | --no-thumbnails] PATH...
 * Imports the given OpenImmo feeds (XML or ZIP, files or folders) and rewrites the snapshot; with --dry-run
 * only parses and reports; --lock makes a dry run take the import lock as a real run does (it fails at once when
 * another import holds it). Feeds inside content/feeds are read together with the rest of their source.
 * The new pictures' thumbnails go as after `npm run sync` (src/cli/sync-thumbnails.ts): the media-thumbnails job
 * is queued on the portal's queue, --make-thumbnails makes them before the command ends, --no-thumbnails neither
 * (an editor's upload, whose server queues the job itself).
 * Exit code 0 when every document was read (warnings allowed), 1 when a document failed, 2 on usage errors.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runImport } from '../src/import/sync.ts';
import { summarize } from '../src/import/report.ts';
import { thumbnailsAfterCommand, thumbnailsFlag, type SyncThumbnails } from '../src/cli/sync-thumbnails.ts';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    'usage: npm run import -- [--dry-run] [--lock] [--report FILE] [--force] [--make-thumbnails | --no-thumbnails] PATH...',
  );
  process.exit(2);
}

const args = process.argv.slice(2);
let dryRun = false;
let force = false;
let lock = false;
let reportFile: string | null = null;
let thumbnails: SyncThumbnails = 'queue';
const paths: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--dry-run') dryRun = true;
  else if (a === '--force') force = true;
  else if (a === '--lock') lock = true;
  else if (a === '--report') reportFile = args[++i] ?? usage('--report needs a file name');
  else if (a.startsWith('--report=')) reportFile = a.slice('--report='.length);
  else if (thumbnailsFlag(a)) thumbnails = thumbnailsFlag(a)!;
  else if (a === '--help' || a === '-h') usage();
  else if (a.startsWith('--')) usage(`unknown option ${a}`);
  else paths.push(a);
}
if (paths.length === 0) usage('give at least one feed file or folder');
const missing = paths.filter((p) => !fs.existsSync(p));
if (missing.length) usage(`not found: ${missing.join(', ')}`);

const report = await runImport({ paths, dryRun, lock, force: force || dryRun, log: (l) => console.error(l) });
console.log(summarize(report));
if (reportFile) {
  fs.mkdirSync(path.dirname(path.resolve(reportFile)), { recursive: true });
  fs.writeFileSync(reportFile, JSON.stringify(report, null, 2));
  console.log(`report written to ${reportFile}`);
}
if (!dryRun && report.snapshot?.written) await thumbnailsAfterCommand(thumbnails, report.snapshot.digest);
process.exit(report.totals.failed_documents > 0 ? 1 : 0);
