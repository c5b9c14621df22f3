/**
 * Opening a feed file: plain XML (attachments beside it) or ZIP (XML + attachments inside).
 * Each yields one or more XML documents with a reader for their attachments.
 */
import fs from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';
import { AttachmentTooLargeError, type AttachmentReader } from './attachments';

export interface XmlDocument {
  /** For the report: 'feed.zip!listings.xml' or the file path. */
  label: string;
  bytes(): AsyncIterable<Uint8Array>;
  attachments: AttachmentReader | null;
}

export interface OpenedFeed {
  documents: XmlDocument[];
  /** Non-XML entries nobody referenced are fine; this only lists problems worth reporting. */
  notes: string[];
  close(): void;
}

/**
 * Size limits on what a feed may make the importer read, so that a small ZIP cannot expand into gigabytes (a "ZIP
 * bomb"): an XML document, one attachment (images have their own, lower limit in media.ts), and all entries of
 * one ZIP together. A ZIP's headers state the sizes, but headers can lie, so the bytes are also counted as they
 * are read and the read stops at the limit.
 */
export const MAX_XML_BYTES = 50 * 1024 * 1024;
export const MAX_ATTACHMENT_BYTES = 60 * 1024 * 1024;
export const MAX_ZIP_TOTAL_BYTES = 1024 * 1024 * 1024;

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

const normalizeRef = (ref: string) =>
  decodeURIComponent(
    ref
      .replace(/\\/g, '/')
      .replace(/^(\.\/)+/, '')
      .replace(/^\/+/, ''),
  ).toLowerCase();

export function isZip(file: string): boolean {
  try {
    const fd = fs.openSync(file, 'r');
    const head = Buffer.alloc(4);
    fs.readSync(fd, head, 0, 4, 0);
    fs.closeSync(fd);
    return head[0] === 0x50 && head[1] === 0x4b;
  } catch {
    return false;
  }
}

export interface FeedLimits {
  /** The largest XML document inside a ZIP that is read (default MAX_XML_BYTES; tests lower it). */
  maxXmlBytes?: number;
}

export async function openFeedFile(
  file: string,
  label: string,
  root: string,
  limits: FeedLimits = {},
): Promise<OpenedFeed> {
  if (isZip(file)) return openZip(file, label, limits.maxXmlBytes ?? MAX_XML_BYTES);
  await fs.promises.access(file, fs.constants.R_OK);
  return {
    documents: [
      {
        label,
        bytes: () => fs.createReadStream(file, { highWaterMark: 256 * 1024 }),
        attachments: directoryReader(path.dirname(file), root),
      },
    ],
    notes: [],
    close() {},
  };
}

/** Attachments of a plain XML: files beside it, never outside the source's folder. */
function directoryReader(dir: string, root: string): AttachmentReader {
  const rootResolved = path.resolve(root);
  const resolve = (ref: string): string | null => {
    let rel: string;
    try {
      rel = decodeURIComponent(ref.replace(/\\/g, '/'));
    } catch {
      rel = ref;
    }
    const p = path.resolve(dir, rel.replace(/^\/+/, ''));
    if (p !== rootResolved && !p.startsWith(rootResolved + path.sep)) return null;
    return p;
  };
  return {
    has(ref) {
      const p = resolve(ref);
      return !!p && fs.existsSync(p) && fs.statSync(p).isFile();
    },
    async read(ref, maxBytes = MAX_ATTACHMENT_BYTES) {
      const p = resolve(ref);
      if (!p) return null;
      const st = await fs.promises.stat(p).catch(() => null);
      if (!st || !st.isFile()) return null;
      if (st.size > maxBytes) throw new AttachmentTooLargeError(`larger than ${mb(maxBytes)}`, mb(maxBytes));
      return fs.promises.readFile(p);
    },
  };
}

async function openZip(file: string, label: string, maxXmlBytes: number): Promise<OpenedFeed> {
  const zip = await yauzl.openPromise(file, {
    lazyEntries: true,
    autoClose: false,
    strictFileNames: false,
    validateEntrySizes: true,
  });
  const entries = new Map<string, yauzl.Entry>();
  const byBase = new Map<string, yauzl.Entry>();
  const xmlEntries: yauzl.Entry[] = [];
  let declaredTotal = 0;
  for await (const entry of zip.eachEntry()) {
    const name = entry.fileName;
    if (name.endsWith('/') || name.startsWith('__MACOSX/') || path.basename(name).startsWith('._')) continue;
    declaredTotal += entry.uncompressedSize;
    const norm = normalizeRef(name);
    entries.set(norm, entry);
    const base = path.posix.basename(norm);
    if (!byBase.has(base)) byBase.set(base, entry);
    if (/\.xml$/i.test(name)) xmlEntries.push(entry);
  }
  if (declaredTotal > MAX_ZIP_TOTAL_BYTES) {
    zip.close();
    throw new Error(`the ZIP expands to more than ${mb(MAX_ZIP_TOTAL_BYTES)}; not read`);
  }
  xmlEntries.sort((a, b) => a.fileName.localeCompare(b.fileName));
  const find = (ref: string) => {
    const norm = normalizeRef(ref);
    return entries.get(norm) ?? byBase.get(path.posix.basename(norm)) ?? null;
  };
  // bytes read from this ZIP so far, counted as they stream (the headers' sizes are not trusted)
  let readTotal = 0;
  /** An entry's bytes as they stream, stopping with `tooLarge` past `maxBytes` (or past the ZIP's total). */
  async function* streamEntry(
    entry: yauzl.Entry,
    maxBytes: number,
    tooLarge: (m: string, limit: string, zipTotal?: boolean) => Error,
  ) {
    if (entry.uncompressedSize > maxBytes) throw tooLarge(`larger than ${mb(maxBytes)}`, mb(maxBytes));
    const stream = await zip.openReadStreamPromise(entry);
    let n = 0;
    try {
      for await (const c of stream) {
        const chunk = c as Buffer;
        n += chunk.length;
        readTotal += chunk.length;
        if (n > maxBytes) throw tooLarge(`larger than ${mb(maxBytes)}`, mb(maxBytes));
        if (readTotal > MAX_ZIP_TOTAL_BYTES)
          throw tooLarge(`the ZIP expands to more than ${mb(MAX_ZIP_TOTAL_BYTES)}`, mb(MAX_ZIP_TOTAL_BYTES), true);
        yield chunk;
      }
    } finally {
      stream.destroy();
    }
  }
  const attachments: AttachmentReader = {
    has: (ref) => find(ref) !== null,
    async read(ref, maxBytes = MAX_ATTACHMENT_BYTES) {
      const e = find(ref);
      if (!e) return null;
      const chunks: Buffer[] = [];
      try {
        for await (const c of streamEntry(
          e,
          maxBytes,
          (m, limit, zipTotal) => new AttachmentTooLargeError(m, limit, zipTotal),
        ))
          chunks.push(c);
      } catch (err) {
        if (err instanceof AttachmentTooLargeError) throw err;
        return null;
      }
      return Buffer.concat(chunks);
    },
  };
  const notes: string[] = [];
  if (xmlEntries.length === 0) notes.push('the ZIP contains no .xml file');
  return {
    documents: xmlEntries.map((entry) => ({
      label: `${label}!${entry.fileName}`,
      bytes: () => ({
        [Symbol.asyncIterator]: () =>
          streamEntry(entry, maxXmlBytes, (m) => new Error(`${entry.fileName} is ${m}; not read`)),
      }),
      attachments,
    })),
    notes,
    close: () => zip.close(),
  };
}
