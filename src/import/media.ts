/**
 * Images and documents of a feed into DATA_DIR/media: content-addressed (the same picture in ten listings or
 * ten imports is stored and thumbnailed once), served under /media/. External http(s) URLs are kept as they are.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

type Metadata = Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
import type { ListingDocument, ListingImage } from '../domain/listing';
import type { MediaRef } from './openimmo';
import { AttachmentTooLargeError, type AttachmentReader } from './attachments';
import { writeFileAtomic, writeFileAtomicAsync } from '../snapshot/atomic-file';
import { coded, type CodedWarning } from './warnings';

export const THUMB_WIDTH = 480;
/** No photo of a listing needs more; a larger file is left out with a warning rather than decoded. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

interface StoredImage {
  url: string;
  thumbnail_url: string;
  width: number;
  height: number;
  /** The picture's difference hash (see differenceHash). */
  dhash?: string;
}

/**
 * A 64-bit difference hash of a picture, 16 hex digits: the picture in grey at 9 × 8 pixels, one bit per pair of
 * neighbours in a row (is the left one brighter). Re-encoding, resizing and small edits change few bits; another
 * picture changes about half. Taken from the stored thumbnail, so every way an image arrives gives the same hash.
 */
export async function differenceHash(image: Buffer): Promise<string> {
  const data = await sharp(image).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hex = '';
  for (let y = 0; y < 8; y++) {
    let byte = 0;
    for (let x = 0; x < 8; x++) byte = (byte << 1) | (data[y * 9 + x]! > data[y * 9 + x + 1]! ? 1 : 0);
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

const IMAGE_TYPES: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
  heif: 'avif',
  tiff: 'tif',
};

/**
 * One media store per run. `dryRun` writes nothing but reads and decodes attachments as the real run does.
 * Keeps an index (hash → size) beside the files so a re-import does not decode known images again.
 */
export class MediaStore {
  private readonly dir: string;
  /** hash → width, height, extension and (since pictures are compared) the difference hash. */
  private index: Record<string, [number, number, string, string?]> = {};
  private indexDirty = false;
  private readonly inflight = new Map<string, Promise<StoredImage | null>>();
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    dataDir: string,
    private readonly dryRun: boolean,
    private readonly concurrency = 2,
  ) {
    this.dir = path.join(dataDir, 'media');
    try {
      this.index = JSON.parse(fs.readFileSync(path.join(this.dir, 'index.json'), 'utf8'));
    } catch {
      this.index = {};
    }
  }

  private async slot<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) await new Promise<void>((r) => this.waiting.push(r));
    this.active++;
    try {
      return await fn();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }

  /**
   * Stores an image (original + thumbnail). Null when the bytes are not a readable image. A header can be fine while
   * the pixel data is truncated or garbage, so every image is decoded in full (the thumbnail) before anything is
   * written, and the dry run does the same decode without writing: both reject the same pictures, and one broken
   * picture costs only itself, never the listing, the feed or the run.
   */
  async storeImage(bytes: Buffer): Promise<StoredImage | null> {
    const hash = createHash('sha1').update(bytes).digest('hex').slice(0, 20);
    const known = this.index[hash];
    const urls = (ext: string) => ({
      url: `/media/o/${hash.slice(0, 2)}/${hash}.${ext}`,
      thumbnail_url: `/media/t/${hash.slice(0, 2)}/${hash}.webp`,
    });
    const thumbFile = path.join(this.dir, 't', hash.slice(0, 2), `${hash}.webp`);
    if (known && (this.dryRun || fs.existsSync(thumbFile))) {
      // An index from before pictures were compared lacks the hash: taken once from the stored thumbnail.
      if (!known[3] && !this.dryRun) {
        try {
          known[3] = await differenceHash(await fs.promises.readFile(thumbFile));
          this.indexDirty = true;
        } catch {
          /* an unreadable thumbnail: the picture is stored but not compared */
        }
      }
      return { ...urls(known[2]), width: known[0], height: known[1], ...(known[3] ? { dhash: known[3] } : {}) };
    }
    let p = this.inflight.get(hash);
    if (!p) {
      p = this.slot(async () => {
        let meta: Metadata;
        try {
          meta = await sharp(bytes, { failOn: 'error' }).metadata();
        } catch {
          return null;
        }
        const ext = IMAGE_TYPES[meta.format ?? ''];
        if (!ext || !meta.width || !meta.height) return null;
        let thumbnail: Buffer;
        try {
          thumbnail = await sharp(bytes)
            .rotate()
            .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
            .webp({ quality: 72 })
            .toBuffer();
        } catch {
          return null;
        }
        // EXIF orientation 5–8 swaps width and height on display
        const rotated = (meta.orientation ?? 1) >= 5;
        const width = rotated ? meta.height : meta.width;
        const height = rotated ? meta.width : meta.height;
        if (!this.dryRun) {
          const sub = hash.slice(0, 2);
          const orig = path.join(this.dir, 'o', sub, `${hash}.${ext}`);
          const thumb = path.join(this.dir, 't', sub, `${hash}.webp`);
          await fs.promises.mkdir(path.dirname(orig), { recursive: true });
          await fs.promises.mkdir(path.dirname(thumb), { recursive: true });
          await writeAtomic(orig, bytes);
          await writeAtomic(thumb, thumbnail);
        }
        const dhash = await differenceHash(thumbnail);
        this.index[hash] = [width, height, ext, dhash];
        this.indexDirty = true;
        return { ...urls(ext), width, height, dhash };
      });
      this.inflight.set(hash, p);
    }
    return p;
  }

  /**
   * Stores a document as is, under the extension its content shows (see `documentType`); null when the content
   * is none of the accepted types.
   */
  async storeDocument(bytes: Buffer): Promise<string | null> {
    const ext = documentType(bytes);
    if (!ext) return null;
    const hash = createHash('sha1').update(bytes).digest('hex').slice(0, 20);
    const rel = `d/${hash.slice(0, 2)}/${hash}.${ext}`;
    if (!this.dryRun) {
      const file = path.join(this.dir, rel);
      if (!fs.existsSync(file)) {
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await writeAtomic(file, bytes);
      }
    }
    return `/media/${rel}`;
  }

  save(): void {
    if (this.dryRun || !this.indexDirty) return;
    fs.mkdirSync(this.dir, { recursive: true });
    writeFileAtomic(path.join(this.dir, 'index.json'), JSON.stringify(this.index));
    this.indexDirty = false;
  }
}

/**
 * What a feed's document is, judged by its first bytes and never by its name: PDF or a raster image, else null.
 * Anything else (HTML, SVG, scripts, office files) would be served from the portal's own origin, where an active
 * document could run as the portal; the media folder only ever holds these types.
 */
export function documentType(bytes: Buffer): 'pdf' | 'jpg' | 'png' | 'gif' | 'webp' | null {
  const starts = (sig: number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'gif'; // GIF8
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp'; // RIFF….WEBP
  return null;
}

function writeAtomic(file: string, bytes: Buffer): Promise<void> {
  return writeFileAtomicAsync(file, bytes, `${file}.${process.pid}.tmp`);
}

const isUrl = (ref: string) => /^https?:\/\//i.test(ref);

export interface ResolvedMedia {
  images: ListingImage[];
  documents: ListingDocument[];
  logoUrl: string | null;
}

/**
 * Resolves one listing's attachments. Missing or broken files become warnings and are left out; a picture
 * that fails never fails the listing.
 */
export async function resolveMedia(
  refs: MediaRef[],
  reader: AttachmentReader | null,
  store: MediaStore,
  warn: (w: CodedWarning) => void,
  cache: Map<string, Promise<StoredImage | null | string | CodedWarning>>,
): Promise<ResolvedMedia> {
  const images: ListingImage[] = [];
  const documents: ListingDocument[] = [];
  let logoUrl: string | null = null;
  const results = await Promise.all(refs.map((r) => resolveOne(r, reader, store, cache)));
  refs.forEach((r, i) => {
    const res = results[i]!;
    if (typeof res === 'object' && 'code' in res) {
      warn(res);
      return;
    }
    if (r.kind === 'document' || r.kind === 'energy_certificate') {
      documents.push({
        url: res as string,
        title: r.title,
        format: r.format?.toUpperCase(),
        energy_certificate: r.kind === 'energy_certificate',
      });
      return;
    }
    const img = res as StoredImage | string;
    if (r.kind === 'logo') {
      logoUrl ??= typeof img === 'string' ? img : img.url;
      return;
    }
    if (typeof img === 'string')
      images.push({ url: img, thumbnail_url: img, kind: r.kind, ...(r.title ? { title: r.title } : {}) });
    else
      images.push({
        url: img.url,
        thumbnail_url: img.thumbnail_url,
        kind: r.kind,
        width: img.width,
        height: img.height,
        ...(r.title ? { title: r.title } : {}),
        ...(img.dhash ? { dhash: img.dhash } : {}),
      });
  });
  return { images, documents, logoUrl };
}

/** → StoredImage, a URL string, or why the attachment was left out */
async function resolveOne(
  r: MediaRef,
  reader: AttachmentReader | null,
  store: MediaStore,
  cache: Map<string, Promise<StoredImage | null | string | CodedWarning>>,
): Promise<StoredImage | string | CodedWarning> {
  if (isUrl(r.ref)) return r.ref;
  if (/^(javascript|data|file):/i.test(r.ref)) return coded('attachmentNotFile', { ref: r.ref.slice(0, 40) });
  const ref = { ref: r.ref };
  if (!reader) return coded('attachmentNoFiles', ref);
  if (!reader.has(r.ref)) return coded('attachmentMissing', ref);
  const isDoc = r.kind === 'document' || r.kind === 'energy_certificate';
  const cacheKey = `${isDoc ? 'd' : 'i'}:${r.ref}`;
  let p = cache.get(cacheKey);
  if (!p) {
    p = (async () => {
      let bytes: Buffer | null;
      try {
        bytes = await reader.read(r.ref, isDoc ? undefined : MAX_IMAGE_BYTES);
      } catch (e) {
        if (e instanceof AttachmentTooLargeError)
          return coded(e.zipTotal ? 'attachmentZipTooLarge' : 'attachmentTooLarge', { ...ref, limit: e.limit });
        throw e;
      }
      if (!bytes) return coded('attachmentUnreadable', ref);
      if (bytes.length === 0) return coded('attachmentEmpty', ref);
      if (isDoc) return (await store.storeDocument(bytes)) ?? coded('attachmentNotDocument', ref);
      const stored = await store.storeImage(bytes);
      return stored ?? coded('attachmentNotImage', ref);
    })();
    cache.set(cacheKey, p);
  }
  const res = await p;
  return res === null ? coded('attachmentUnreadable', ref) : res;
}
