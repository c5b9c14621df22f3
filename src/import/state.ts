/**
 * What the importer remembers between runs, under DATA_DIR:
 * - state/ids.json: the stable integer ids (URLs and favourites use them), keyed by source + agency + object number;
 * - sources/<key>.json: each source's last good listings, so an unreadable feed keeps its previous data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Listing } from '../domain/listing';
import { writeFileAtomic, writeJsonAtomic } from '../snapshot/atomic-file';

const idFileSchema = z.object({
  version: z.literal(1),
  next: z.int().positive(),
  listings: z.record(z.string(), z.int().positive()),
  projects: z.record(z.string(), z.int().positive()),
});

export class IdMap {
  private data: z.infer<typeof idFileSchema>;
  private dirty = false;

  constructor(private readonly file: string) {
    let loaded: z.infer<typeof idFileSchema> | null = null;
    if (fs.existsSync(file)) {
      const parsed = idFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
      // a damaged id map would silently renumber every listing (breaking favourites): stop instead
      if (!parsed.success) throw new Error(`${file} is not a valid id map: ${parsed.error.message}`);
      loaded = parsed.data;
    }
    this.data = loaded ?? { version: 1, next: 1, listings: {}, projects: {} };
  }

  static load(dataDir: string): IdMap {
    return new IdMap(path.join(dataDir, 'state', 'ids.json'));
  }

  listingId(sourceKey: string, key: string): number {
    const k = `${sourceKey}|${key}`;
    let id = this.data.listings[k];
    if (!id) {
      id = this.data.next++;
      this.data.listings[k] = id;
      this.dirty = true;
    }
    return id;
  }

  projectId(slug: string): number {
    let id = this.data.projects[slug];
    if (!id) {
      id = this.data.next++;
      this.data.projects[slug] = id;
      this.dirty = true;
    }
    return id;
  }

  save(): void {
    if (this.dirty) writeFileAtomic(this.file, JSON.stringify(this.data));
    this.dirty = false;
  }
}

/** A listing inside a source's state. */
export interface StoredListing {
  /** `${agencyId}|${objectKey}` — unique within the source. */
  key: string;
  agency_id: string;
  /** Hash of the listing's content without dates, to tell a real change from a re-send. */
  content_digest: string;
  listing: Listing;
}

export interface SourceState {
  version: 1;
  key: string;
  origin: 'feeds' | 'url' | 'import';
  label: string;
  /** Hash of the inputs (file names, sizes, modification times, or downloaded bytes) of the last good run. */
  fingerprint: string;
  last_success_at: string;
  listings: StoredListing[];
}

export function sourceFile(dataDir: string, key: string): string {
  return path.join(dataDir, 'sources', `${key.replace(/[^a-z0-9._-]+/gi, '_')}.json`);
}

export function loadSourceState(dataDir: string, key: string): SourceState | null {
  const file = sourceFile(dataDir, key);
  if (!fs.existsSync(file)) return null;
  try {
    const s = JSON.parse(fs.readFileSync(file, 'utf8')) as SourceState;
    return s && s.version === 1 && Array.isArray(s.listings) ? s : null;
  } catch {
    return null;
  }
}

export function saveSourceState(dataDir: string, state: SourceState): void {
  const { listings, ...head } = state;
  writeJsonAtomic(sourceFile(dataDir, state.key), listings, { head, key: 'listings' });
}

export function listSourceStates(dataDir: string): SourceState[] {
  const dir = path.join(dataDir, 'sources');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      try {
        return JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as SourceState;
      } catch {
        return null;
      }
    })
    .filter((s): s is SourceState => !!s && s.version === 1);
}

export function removeSourceState(dataDir: string, key: string): void {
  fs.rmSync(sourceFile(dataDir, key), { force: true });
}
