/**
 * The sample's ZIP written entry by entry to a file (its pictures read only as each is written) is byte for byte
 * the archive made in memory, and the importer's reader opens it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeZip, writeZipFile, type ZipEntry } from '../../src/sample/zip-writer';

describe('sample ZIP writer', () => {
  it('writes to a file the same bytes as in memory, reading lazy entries once each', () => {
    const xml = Buffer.from('<?xml version="1.0"?><openimmo>Grünfläche</openimmo>', 'utf8');
    const picture = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256));
    let reads = 0;
    const entries: ZipEntry[] = [
      { name: 'openimmo.xml', data: xml },
      {
        name: 'bilder/aussen-1.jpg',
        data: () => {
          reads++;
          return picture;
        },
      },
    ];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-zip-'));
    try {
      const file = path.join(dir, 'feed.zip');
      writeZipFile(file, entries);
      expect(reads).toBe(1);
      const onDisk = fs.readFileSync(file);
      expect(onDisk.equals(writeZip(entries))).toBe(true);
      // the stored picture is there as it was, after its local header and name
      const at = onDisk.indexOf(Buffer.from('bilder/aussen-1.jpg')) + 'bilder/aussen-1.jpg'.length;
      expect(onDisk.subarray(at, at + picture.length).equals(picture)).toBe(true);
      // the XML is deflated
      const xmlAt = onDisk.indexOf(Buffer.from('openimmo.xml')) + 'openimmo.xml'.length;
      const size = onDisk.readUInt32LE(18);
      expect(zlib.inflateRawSync(onDisk.subarray(xmlAt, xmlAt + size)).equals(xml)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
