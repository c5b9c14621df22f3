/**
 * A minimal ZIP writer (stored or deflated entries, no ZIP64) so the sample can ship feeds as ZIPs with
 * images without a zip binary or another dependency. writeZipFile writes the same bytes entry by entry to a file,
 * reading each entry's data only when it is written, so a feed with tens of thousands of pictures never sits in
 * memory whole.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The bytes, or a function that reads them when the entry is written. */
  data: Buffer | (() => Buffer);
  /** Already-compressed formats (JPEG, PNG) are stored; text is deflated. */
  compress?: boolean;
}

export function writeZip(entries: ZipEntry[], date = new Date(Date.UTC(2026, 0, 1))): Buffer {
  const chunks: Buffer[] = [];
  zipChunks(entries, date, (b) => chunks.push(b));
  return Buffer.concat(chunks);
}

/** The same archive as writeZip, written to `file` as it is made. */
export function writeZipFile(file: string, entries: ZipEntry[], date = new Date(Date.UTC(2026, 0, 1))): void {
  const fd = fs.openSync(file, 'w');
  try {
    zipChunks(entries, date, (b) => fs.writeSync(fd, b));
  } finally {
    fs.closeSync(fd);
  }
}

function zipChunks(entries: ZipEntry[], date: Date, out: (chunk: Buffer) => void): void {
  const dosTime = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2);
  const dosDate = ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const data = typeof e.data === 'function' ? e.data() : e.data;
    const crc = zlib.crc32(data);
    const deflate = e.compress ?? /\.(xml|txt|json|svg)$/i.test(e.name);
    const body = deflate ? zlib.deflateRawSync(data, { level: 6 }) : data;
    const method = deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    out(local);
    out(name);
    out(body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const centralSize = centrals.reduce((s, b) => s + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  for (const c of centrals) out(c);
  out(end);
}
