/**
 * Opening a feed file: plain XML (attachments beside it) or ZIP (XML + attachments inside).
 * Each yields one or more XML documents with a reader for their attachments.
 */
import fs from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';
import type { AttachmentReader } from './media';

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

const MAX_ATTACHMENT_BYTES = 60 * 1024 * 1024;

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

export async function openFeedFile(file: string, label: string, root: string): Promise<OpenedFeed> {
  if (isZip(file)) return openZip(file, label);
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
    async read(ref) {
      const p = resolve(ref);
      if (!p) return null;
      const st = await fs.promises.stat(p).catch(() => null);
      if (!st || !st.isFile() || st.size > MAX_ATTACHMENT_BYTES) return null;
      return fs.promises.readFile(p);
    },
  };
}

async function openZip(file: string, label: string): Promise<OpenedFeed> {
  const zip = await yauzl.openPromise(file, {
    lazyEntries: true,
    autoClose: false,
    strictFileNames: false,
    validateEntrySizes: true,
  });
  const entries = new Map<string, yauzl.Entry>();
  const byBase = new Map<string, yauzl.Entry>();
  const xmlEntries: yauzl.Entry[] = [];
  for await (const entry of zip.eachEntry()) {
    const name = entry.fileName;
    if (name.endsWith('/') || name.startsWith('__MACOSX/') || path.basename(name).startsWith('._')) continue;
    const norm = normalizeRef(name);
    entries.set(norm, entry);
    const base = path.posix.basename(norm);
    if (!byBase.has(base)) byBase.set(base, entry);
    if (/\.xml$/i.test(name)) xmlEntries.push(entry);
  }
  xmlEntries.sort((a, b) => a.fileName.localeCompare(b.fileName));
  const find = (ref: string) => {
    const norm = normalizeRef(ref);
    return entries.get(norm) ?? byBase.get(path.posix.basename(norm)) ?? null;
  };
  const readEntry = async (entry: yauzl.Entry): Promise<Buffer> => {
    if (entry.uncompressedSize > MAX_ATTACHMENT_BYTES) throw new Error('attachment too large');
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };
  const attachments: AttachmentReader = {
    has: (ref) => find(ref) !== null,
    async read(ref) {
      const e = find(ref);
      if (!e) return null;
      try {
        return await readEntry(e);
      } catch {
        return null;
      }
    },
  };
  const notes: string[] = [];
  if (xmlEntries.length === 0) notes.push('the ZIP contains no .xml file');
  return {
    documents: xmlEntries.map((entry) => ({
      label: `${label}!${entry.fileName}`,
      bytes: () => ({
        async *[Symbol.asyncIterator]() {
          const stream = await zip.openReadStreamPromise(entry);
          for await (const c of stream) yield c as Uint8Array;
        },
      }),
      attachments,
    })),
    notes,
    close: () => zip.close(),
  };
}
