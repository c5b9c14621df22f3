/**
 * Overpass answers so far, in DATA_DIR/places/cache.sqlite (node:sqlite), keyed by the position asked for (the
 * rounded one, see enrichmentPosition): a sync asks only for positions it has no fresh answer for, so a listing that
 * neither arrived nor moved costs no request, and listings in one building share one. The sync (a child process)
 * and the places job (the worker) may write at once: WAL and a busy timeout let them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { Place } from '../../domain/places';

export function placesCacheFile(dataDir: string): string {
  return path.join(dataDir, 'places', 'cache.sqlite');
}

export interface CachedPlaces {
  /** ISO date-time of the answer. */
  at: string;
  items: Place[];
}

export class PlacesCache {
  private readonly db: DatabaseSync;
  private readonly select: StatementSync;
  private readonly insert: StatementSync;

  constructor(file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new DatabaseSync(file);
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 10000;');
    this.db.exec(`CREATE TABLE IF NOT EXISTS places (
      position TEXT PRIMARY KEY,
      at TEXT NOT NULL,
      items TEXT NOT NULL
    ) WITHOUT ROWID`);
    this.select = this.db.prepare('SELECT at, items FROM places WHERE position = ?');
    this.insert = this.db.prepare('INSERT OR REPLACE INTO places (position, at, items) VALUES (?, ?, ?)');
  }

  /** The answer for a position, or null; an entry that cannot be read counts as none (it is asked for again). */
  get(position: string): CachedPlaces | null {
    const row = this.select.get(position) as { at: string; items: string } | undefined;
    if (!row) return null;
    try {
      const items = JSON.parse(row.items) as unknown;
      return Array.isArray(items) ? { at: row.at, items: items as Place[] } : null;
    } catch {
      return null;
    }
  }

  set(position: string, value: CachedPlaces): void {
    this.insert.run(position, value.at, JSON.stringify(value.items));
  }

  close(): void {
    this.db.close();
  }
}
