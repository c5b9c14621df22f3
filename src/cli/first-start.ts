import fs from 'node:fs';
import path from 'node:path';
import { snapshotExists } from '../snapshot';
import { run } from './run-command';
import { step } from './step';
import { env } from '../config/env';

/** On a fresh clone there are no listings: generate the sample feeds, then import whatever feeds exist. */
export async function ensureListingData(): Promise<void> {
  const dataDir = path.resolve(env().DATA_DIR);
  if (snapshotExists(dataDir)) return;
  const feedsDir = path.resolve('content/feeds');
  const hasFeeds =
    fs.existsSync(feedsDir) &&
    fs.readdirSync(feedsDir, { recursive: true }).some((f) => /\.(xml|zip)$/i.test(String(f)));
  if (!hasFeeds && fs.existsSync('scripts/sample.ts')) {
    const done = step('Generating the sample listings (first start)');
    await run('tsx', ['scripts/sample.ts']);
    done();
  }
  if (fs.existsSync('scripts/sync.ts')) {
    const done = step('Importing the feeds');
    await run('tsx', ['scripts/sync.ts']);
    done();
  }
}
