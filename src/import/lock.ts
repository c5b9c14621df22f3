/** The import run's lock file, DATA_DIR/state/sync.lock, holding the pid of the run that writes. */
import fs from 'node:fs';
import path from 'node:path';

/** Exclusive lock for writing runs (the scheduler and a manual `npm run sync` must not interleave). */
export function acquireLock(dataDir: string): () => void {
  const dir = path.join(dataDir, 'state');
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, 'sync.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lock, { force: true });
    } catch {
      const pid = Number(fs.readFileSync(lock, 'utf8'));
      let alive = false;
      try {
        if (pid > 0) {
          process.kill(pid, 0);
          alive = pid !== process.pid || attempt > 0;
        }
      } catch {
        alive = false;
      }
      if (alive) throw new Error(`another import is running (pid ${pid}); lock ${lock}`);
      fs.rmSync(lock, { force: true }); // stale lock of a process that died
    }
  }
  throw new Error(`could not take the lock ${lock}`);
}

/**
 * The pid of the live process that holds the import lock, or null when none does (no lock, or the stale lock of a
 * process that died). A check before starting work that would only be refused by acquireLock later.
 */
export function lockHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, 'state', 'sync.lock'), 'utf8'));
  } catch {
    return null;
  }
  if (!(pid > 0)) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
