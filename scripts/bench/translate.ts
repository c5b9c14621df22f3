/**
 * npm run bench:translate -- [--listings 1000] [--projects 40] [--delay 50] [--changed 10] [--dir DIR] [--keep]
 * Machine translation in the sync (src/bench/translate.ts): the sample synced against an in-process
 * LibreTranslate-speaking engine answering each request after --delay ms; prints characters sent, requests, cache
 * hits and time per listing for a first, a second and a 1 % sync, and the 1 % sync's translating time beside its
 * target (30 s). TRANSLATION_CONCURRENCY and TRANSLATION_BATCH_* apply as in a sync.
 */
import { runTranslateBenchmark } from '../../src/bench/translate';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    'usage: npm run bench:translate -- [--listings N] [--projects N] [--delay MS] [--changed N] [--dir DIR] [--keep]',
  );
  process.exit(2);
}

const opts = {
  listings: 1000,
  projects: 40,
  seed: 2026,
  delayMs: 50,
  changed: 10,
  dir: undefined as string | undefined,
  keep: false,
};
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const [flag, inline] = args[i]!.includes('=') ? args[i]!.split('=', 2) : [args[i]!, undefined];
  const number = () => {
    const v = Number(inline ?? args[++i]);
    if (!Number.isInteger(v) || v < 0) usage(`${flag} needs a whole number`);
    return v;
  };
  if (flag === '--listings') opts.listings = number();
  else if (flag === '--projects') opts.projects = number();
  else if (flag === '--seed') opts.seed = number();
  else if (flag === '--delay') opts.delayMs = number();
  else if (flag === '--changed') opts.changed = number();
  else if (flag === '--dir') opts.dir = inline ?? args[++i] ?? usage('--dir needs a folder');
  else if (flag === '--keep') opts.keep = true;
  else usage(`unknown option ${flag}`);
}

await runTranslateBenchmark(opts);
