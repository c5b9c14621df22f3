/**
 * Translations made so far, in DATA_DIR/translations/cache.sqlite (node:sqlite): keyed by engine, source and target
 * language and the hash of the text (with its format), so a sync sends only texts it has not seen before, and a
 * text that comes back in another listing costs nothing. A row without text records an answer that was refused
 * (tags lost or added, not sanitizable): the same text is not sent to the same engine again. The sync (a child
 * process) and the backfill job (the worker) may write at once: WAL and a busy timeout let them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { TextFormat } from './engine';

export const SOURCE_LANG = 'de';

export function cacheFile(dataDir: string): string {
  return path.join(dataDir, 'translations', 'cache.sqlite');
}

/** The key of a text: its format and its exact characters. */
export function textHash(text: string, format: TextFormat): string {
  return createHash('sha256').update(format).update('\0').update(text).digest('base64url').slice(0, 32);
}

/** A cached outcome: the translation, or null for an answer that was refused. */
export type CachedTranslation = string | null;

export interface NewTranslation {
  hash: string;
  target: string;
  /** null: the engine's answer was refused. */
  text: string | null;
}

export class TranslationCache {
  private readonly db: DatabaseSync;
  private readonly select: StatementSync;
  private readonly insert: StatementSync;

  constructor(
    file: string,
    private readonly engine: string,
    private readonly now: () => number = Date.now,
  ) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new DatabaseSync(file);
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 10000;');
    this.db.exec(`CREATE TABLE IF NOT EXISTS translations (
      engine TEXT NOT NULL,
      source TEXT NOT NULL,
      hash TEXT NOT NULL,
      target TEXT NOT NULL,
      text TEXT,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (engine, source, hash, target)
    ) WITHOUT ROWID`);
    this.select = this.db.prepare('SELECT target, text FROM translations WHERE engine = ? AND source = ? AND hash = ?');
    this.insert = this.db.prepare(
      'INSERT OR REPLACE INTO translations (engine, source, hash, target, text, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
  }

  /** Every cached outcome of one text, by target language. */
  lookup(hash: string): Map<string, CachedTranslation> {
    const rows = this.select.all(this.engine, SOURCE_LANG, hash) as { target: string; text: string | null }[];
    return new Map(rows.map((r) => [r.target, r.text]));
  }

  /** Stores a batch's outcomes in one transaction. */
  store(entries: readonly NewTranslation[]): void {
    if (entries.length === 0) return;
    const at = this.now();
    this.db.exec('BEGIN IMMEDIATE');
    try {
      for (const e of entries) this.insert.run(this.engine, SOURCE_LANG, e.hash, e.target, e.text, at);
      this.db.exec('COMMIT');
    } catch (err) {
      this.db.exec('ROLLBACK');
      throw err;
    }
  }

  close(): void {
    this.db.close();
  }
}
