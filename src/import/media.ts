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
import { PictureThreads, type PictureFacts } from './picture-threads';

export const THUMB_WIDTH = 480;
/**
 * New pictures a picture thread holds at once: several decoding while the next arrive and the last are answered.
 * Each picture passes the main thread (reading, SHA-1), the thread's JavaScript (the hash) and the image library's
 * threads in turn, so with three at once a two-core machine kept 1.4 cores busy; six keep more of it busy (a
 * 13,721-listing part of the national sample: 96–101 s with three, 85–87 s with six, the same snapshot). With six,
 * counted every 0.1 s on that part, 5.2 pictures were in the thread on average and 5.5 more waited for a place:
 * twelve (with MEDIA_AHEAD's 24 listings ahead to fill them) took 87.8 s where six took 90.9–99.4 s.
 */
const PICTURES_PER_THREAD = 12;
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
 * picture changes about half. The import takes it from the picture decoded and scaled to the thumbnail's width
 * (differenceHashOfPixels), so every way an image arrives gives the same hash; this form hashes an encoded image
 * (a stored thumbnail, for an index from before pictures were compared).
 */
export async function differenceHash(image: Buffer): Promise<string> {
  return hashBits(await sharp(image).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer());
}

/**
 * The difference hash of decoded pixels (see differenceHash), without encoding them first. It gives the hash the
 * encoded thumbnail gives, up to the WebP encoding's loss (1.8 bits on average over the sample's pictures): sharp
 * loads a WebP shrunk by libwebp's scaler, an area average, to the size whose smaller factor meets 9 × 8, and
 * only the rest is resized; that first step is done here on the pixels. A plain resize of the pixels would hash
 * 11 bits away from the thumbnail's, and hashes stored before would no longer meet the new ones.
 */
export async function differenceHashOfPixels(pixels: DecodedPixels): Promise<string> {
  const { width, height, channels } = pixels.info;
  const shrink = Math.min(width / 9, height / 8);
  const small =
    shrink > 1
      ? areaAverage(pixels.data, width, height, channels, Math.round(width / shrink), Math.round(height / shrink))
      : pixels;
  return hashBits(
    await sharp(small.data, { raw: small.info }).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer(),
  );
}

/**
 * Scales interleaved 8-bit pixels down to `tw` × `th`, each target pixel the mean of the area it covers. Each
 * column's span and weights are worked out once, not per row, and each row's weight once per target row. A target
 * pixel's sums are kept in local variables (one per channel, three and four channels written out) and taken in the
 * same order with the same weights as the plain formula: rows outer, columns inner, `value × (row weight × column
 * share)`. So the result is the same to the last bit as the sums kept in an array row by row, which cost 2.5 times
 * as much (the picture thread's largest part of a new picture: about 1.5 of 6 ms of CPU for a 960 × 640 JPEG).
 */
export function areaAverage(
  data: Buffer,
  w: number,
  h: number,
  c: DecodedPixels['info']['channels'],
  tw: number,
  th: number,
) {
  const sx = w / tw;
  const sy = h / th;
  const area = sx * sy;
  const out = Buffer.alloc(tw * th * c);
  // per target column: its source columns [colStart, colEnd) and each one's share
  const colStart = new Int32Array(tw + 1);
  const cols: number[] = [];
  const shares: number[] = [];
  for (let tx = 0; tx < tw; tx++) {
    colStart[tx] = cols.length;
    const x0 = tx * sx;
    const x1 = x0 + sx;
    for (let x = Math.floor(x0); x < Math.min(w, Math.ceil(x1)); x++) {
      cols.push(x);
      shares.push(Math.min(x + 1, x1) - Math.max(x, x0));
    }
  }
  colStart[tw] = cols.length;
  const colOf = Int32Array.from(cols);
  const shareOf = Float64Array.from(shares);
  const rowWeight = new Float64Array(Math.ceil(sy) + 2);
  const sums = new Float64Array(c);
  for (let ty = 0; ty < th; ty++) {
    const y0 = ty * sy;
    const y1 = y0 + sy;
    const yFrom = Math.floor(y0);
    const yTo = Math.min(h, Math.ceil(y1));
    for (let y = yFrom; y < yTo; y++) rowWeight[y - yFrom] = Math.min(y + 1, y1) - Math.max(y, y0);
    for (let tx = 0; tx < tw; tx++) {
      const jFrom = colStart[tx]!;
      const jTo = colStart[tx + 1]!;
      const o = (ty * tw + tx) * c;
      if (c === 3) {
        let s0 = 0;
        let s1 = 0;
        let s2 = 0;
        for (let y = yFrom; y < yTo; y++) {
          const wy = rowWeight[y - yFrom]!;
          const row = y * w;
          for (let j = jFrom; j < jTo; j++) {
            const wgt = wy * shareOf[j]!;
            const i = (row + colOf[j]!) * 3;
            s0 += data[i]! * wgt;
            s1 += data[i + 1]! * wgt;
            s2 += data[i + 2]! * wgt;
          }
        }
        out[o] = Math.round(s0 / area);
        out[o + 1] = Math.round(s1 / area);
        out[o + 2] = Math.round(s2 / area);
      } else if (c === 4) {
        let s0 = 0;
        let s1 = 0;
        let s2 = 0;
        let s3 = 0;
        for (let y = yFrom; y < yTo; y++) {
          const wy = rowWeight[y - yFrom]!;
          const row = y * w;
          for (let j = jFrom; j < jTo; j++) {
            const wgt = wy * shareOf[j]!;
            const i = (row + colOf[j]!) * 4;
            s0 += data[i]! * wgt;
            s1 += data[i + 1]! * wgt;
            s2 += data[i + 2]! * wgt;
            s3 += data[i + 3]! * wgt;
          }
        }
        out[o] = Math.round(s0 / area);
        out[o + 1] = Math.round(s1 / area);
        out[o + 2] = Math.round(s2 / area);
        out[o + 3] = Math.round(s3 / area);
      } else {
        sums.fill(0);
        for (let y = yFrom; y < yTo; y++) {
          const wy = rowWeight[y - yFrom]!;
          const row = y * w;
          for (let j = jFrom; j < jTo; j++) {
            const wgt = wy * shareOf[j]!;
            const i = (row + colOf[j]!) * c;
            for (let k = 0; k < c; k++) sums[k]! += data[i + k]! * wgt;
          }
        }
        for (let k = 0; k < c; k++) out[o + k] = Math.round(sums[k]! / area);
      }
    }
  }
  return { data: out, info: { width: tw, height: th, channels: c } };
}

interface DecodedPixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** 9 × 8 grey pixels → 16 hex digits. */
function hashBits(data: Buffer): string {
  let hex = '';
  for (let y = 0; y < 8; y++) {
    let byte = 0;
    for (let x = 0; x < 8; x++) byte = (byte << 1) | (data[y * 9 + x]! > data[y * 9 + x + 1]! ? 1 : 0);
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/**
 * A picture as the thumbnail shows it: turned upright by its EXIF orientation and scaled to THUMB_WIDTH (never
 * enlarged). JPEGs shrink on load, but every byte of the image data is still decoded, so a truncated or garbled
 * file fails here.
 */
function thumbnailPipeline(bytes: Buffer) {
  return sharp(bytes).rotate().resize({ width: THUMB_WIDTH, withoutEnlargement: true });
}

/** The thumbnail of an original: WebP at quality 72. */
export function encodeThumbnail(original: Buffer): Promise<Buffer> {
  return thumbnailPipeline(original).webp({ quality: 72 }).toBuffer();
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

/** A picture's original under DATA_DIR/media: o/, by the first 20 hex digits of its content's SHA-1. */
export function originalPath(mediaDir: string, hash: string, ext: string): string {
  return path.join(mediaDir, 'o', hash.slice(0, 2), `${hash}.${ext}`);
}

/** Its thumbnail: t/, the same name as WebP. */
export function thumbnailPath(mediaDir: string, hash: string): string {
  return path.join(mediaDir, 't', hash.slice(0, 2), `${hash}.webp`);
}

type Slots = (<T>(fn: () => Promise<T>) => Promise<T>) & { readonly waiting: number };

/** Runs at most `concurrency` tasks at once; the others wait their turn, first come first served. */
function slots(concurrency: number): Slots {
  let active = 0;
  const queue: Array<() => void> = [];
  const run = async <T>(fn: () => Promise<T>): Promise<T> => {
    if (active >= concurrency) await new Promise<void>((r) => queue.push(r));
    active++;
    try {
      return await fn();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
  return Object.defineProperty(run, 'waiting', { get: () => queue.length }) as Slots;
}

const IMAGE_EXTENSIONS = [...new Set(Object.values(IMAGE_TYPES))];

/**
 * Makes the thumbnails the sync left to later (see MediaStore.storeImage) from the stored originals: at most
 * `concurrency` at once, each once however many ask for it at the same time, written atomically where the import
 * would have written it, so it is made once and then served as a file.
 */
export class ThumbnailMaker {
  private readonly inflight = new Map<string, Promise<string | null>>();
  private readonly slot: Slots;

  constructor(
    private readonly mediaDir: string,
    concurrency: number,
    /** More waiting than this: `make` answers 'busy' rather than queue (the server then sends the original). */
    private readonly maxWaiting = Infinity,
  ) {
    this.slot = slots(concurrency);
  }

  /** The stored original of a picture, or null. */
  original(hash: string): string | null {
    if (!/^[0-9a-f]{20}$/.test(hash)) return null;
    for (const ext of IMAGE_EXTENSIONS) {
      const file = originalPath(this.mediaDir, hash, ext);
      if (fs.existsSync(file)) return file;
    }
    return null;
  }

  /**
   * The thumbnail's file, made now if missing; null when there is no original or it does not decode, 'busy'
   * when too many wait to be made.
   */
  async make(hash: string): Promise<string | null | 'busy'> {
    const file = thumbnailPath(this.mediaDir, hash);
    if (fs.existsSync(file)) return file;
    let p = this.inflight.get(hash);
    if (!p) {
      if (this.slot.waiting >= this.maxWaiting) return 'busy';
      p = this.slot(async () => {
        if (fs.existsSync(file)) return file;
        const original = this.original(hash);
        if (!original) return null;
        let thumbnail: Buffer;
        try {
          thumbnail = await encodeThumbnail(await fs.promises.readFile(original));
        } catch {
          return null;
        }
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await writeAtomic(file, thumbnail);
        return file;
      }).finally(() => this.inflight.delete(hash));
      this.inflight.set(hash, p);
    }
    return p;
  }
}

/**
 * Makes every thumbnail the media index lists and the folder lacks, one at a time (the portal's requests keep the
 * other core). Pictures that are no longer stored or do not decode are counted, not retried.
 */
export async function makeMissingThumbnails(
  dataDir: string,
  options: { log?: (line: string) => void; concurrency?: number } = {},
): Promise<{ made: number; failed: number; present: number }> {
  const mediaDir = path.join(dataDir, 'media');
  let index: Record<string, unknown> = {};
  try {
    index = JSON.parse(fs.readFileSync(path.join(mediaDir, 'index.json'), 'utf8'));
  } catch {
    /* no pictures stored yet */
  }
  const maker = new ThumbnailMaker(mediaDir, options.concurrency ?? 1);
  const counts = { made: 0, failed: 0, present: 0 };
  const missing = Object.keys(index).filter((hash) => {
    const there = fs.existsSync(thumbnailPath(mediaDir, hash));
    if (there) counts.present++;
    return !there;
  });
  await Promise.all(
    missing.map(async (hash) => {
      if ((await maker.make(hash)) === null) counts.failed++;
      else counts.made++;
    }),
  );
  options.log?.(`${counts.made} thumbnails made, ${counts.failed} failed, ${counts.present} there already`);
  return counts;
}

/** What the sync keeps of a picture: its type, its size as shown (EXIF orientation applied) and its difference hash. */
/**
 * A picture's type, size and difference hash; null when the bytes are not a readable image. A header can be fine
 * while the pixel data is truncated or garbage, so the image is decoded in full (at the thumbnail's size) and the
 * hash taken from those pixels. The sync runs it in threads of its own (./picture-threads.ts).
 */
export async function inspectPicture(bytes: Buffer): Promise<PictureFacts | null> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { failOn: 'error' }).metadata();
  } catch {
    return null;
  }
  const ext = IMAGE_TYPES[meta.format ?? ''];
  if (!ext || !meta.width || !meta.height) return null;
  let dhash: string;
  try {
    dhash = await differenceHashOfPixels(await thumbnailPipeline(bytes).raw().toBuffer({ resolveWithObject: true }));
  } catch {
    return null;
  }
  // EXIF orientation 5–8 swaps width and height on display
  const rotated = (meta.orientation ?? 1) >= 5;
  return { ext, width: rotated ? meta.height : meta.width, height: rotated ? meta.width : meta.height, dhash };
}

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
  private readonly slot: Slots;
  private readonly threads: PictureThreads | null;
  /** Pictures this run stored whose thumbnail is still to be made. */
  thumbnailsWaiting = 0;

  constructor(
    dataDir: string,
    private readonly dryRun: boolean,
    /**
     * Threads that decode and hash new pictures (0: this thread). A picture's decoding, its pixels and their hash
     * then never touch the main thread, which parses the feeds meanwhile; its heap no longer collects a picture's
     * pixels either. A thread takes PICTURES_PER_THREAD at once, so the image library is never left waiting.
     */
    threads = 0,
  ) {
    this.threads = threads > 0 ? new PictureThreads(threads) : null;
    this.slot = slots(threads > 0 ? threads * PICTURES_PER_THREAD : 2);
    this.dir = path.join(dataDir, 'media');
    try {
      this.index = JSON.parse(fs.readFileSync(path.join(this.dir, 'index.json'), 'utf8'));
    } catch {
      this.index = {};
    }
  }

  /**
   * Stores an image's original. Null when the bytes are not a readable image. A header can be fine while the pixel
   * data is truncated or garbage, so every image is decoded in full (at the thumbnail's size) before anything is
   * written, and the dry run does the same decode without writing: both reject the same pictures, and one broken
   * picture costs only itself, never the listing, the feed or the run. The difference hash is taken from those
   * pixels. The WebP thumbnail is not made here: encoding it cost more than the rest together, so the
   * `media-thumbnails` job makes it after the sync and the server makes one still missing when it is first asked
   * for (see ThumbnailMaker).
   */
  async storeImage(bytes: Buffer): Promise<StoredImage | null> {
    const hash = createHash('sha1').update(bytes).digest('hex').slice(0, 20);
    const known = this.index[hash];
    const urls = (ext: string) => ({
      url: `/media/o/${hash.slice(0, 2)}/${hash}.${ext}`,
      thumbnail_url: `/media/t/${hash.slice(0, 2)}/${hash}.webp`,
    });
    if (known && (this.dryRun || fs.existsSync(originalPath(this.dir, hash, known[2])))) {
      // An index from before pictures were compared lacks the hash: taken once, from the stored thumbnail where
      // there is one (as it was then), else from the original. A stored hash is kept as it is.
      if (!known[3] && !this.dryRun) {
        try {
          const thumbFile = thumbnailPath(this.dir, hash);
          known[3] = fs.existsSync(thumbFile)
            ? await differenceHash(await fs.promises.readFile(thumbFile))
            : await differenceHashOfPixels(
                await thumbnailPipeline(await fs.promises.readFile(originalPath(this.dir, hash, known[2])))
                  .raw()
                  .toBuffer({ resolveWithObject: true }),
              );
          this.indexDirty = true;
        } catch {
          /* an unreadable file: the picture is stored but not compared */
        }
      }
      return { ...urls(known[2]), width: known[0], height: known[1], ...(known[3] ? { dhash: known[3] } : {}) };
    }
    let p = this.inflight.get(hash);
    if (!p) {
      p = this.slot(async () => {
        const facts = this.threads ? await this.threads.inspect(bytes) : await inspectPicture(bytes);
        if (!facts) return null;
        const { ext, width, height, dhash } = facts;
        if (!this.dryRun) {
          const orig = originalPath(this.dir, hash, ext);
          await fs.promises.mkdir(path.dirname(orig), { recursive: true });
          await writeAtomic(orig, bytes);
          this.thumbnailsWaiting++;
        }
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

  /**
   * Writes the index, its pictures in the order of their hashes: pictures are decoded several at a time and finish
   * in any order, and the same pictures give the same file.
   */
  save(): void {
    if (this.dryRun || !this.indexDirty) return;
    fs.mkdirSync(this.dir, { recursive: true });
    const sorted: typeof this.index = {};
    for (const hash of Object.keys(this.index).sort()) sorted[hash] = this.index[hash]!;
    writeFileAtomic(path.join(this.dir, 'index.json'), JSON.stringify(sorted));
    this.indexDirty = false;
  }

  /** Ends the picture threads (a store without them has nothing to end). */
  async close(): Promise<void> {
    await this.threads?.close();
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

/**
 * Starts reading and storing a listing's attachments before the listing is applied, so pictures of several listings
 * share the store's slots; resolveMedia later takes each result from the same cache, in the listing's order. A
 * failure surfaces there, not here.
 */
export function prefetchMedia(
  refs: MediaRef[],
  reader: AttachmentReader | null,
  store: MediaStore,
  cache: Map<string, Promise<StoredImage | null | string | CodedWarning>>,
): void {
  for (const r of refs) resolveOne(r, reader, store, cache).catch(() => {});
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
