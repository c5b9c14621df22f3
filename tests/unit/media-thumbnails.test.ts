import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MediaStore,
  THUMB_WIDTH,
  ThumbnailMaker,
  areaAverage,
  differenceHash,
  differenceHashOfPixels,
  encodeThumbnail,
  makeMissingThumbnails,
  thumbnailPath,
} from '~/import/media';

/** A picture with structure (a diagonal gradient and blocks), so its difference hash is not all one bit. */
async function picture(seed: number, width = 960, height = 640): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const block = ((Math.floor(x / (37 + seed)) * 7 + Math.floor(y / (23 + seed)) * 13 + seed * 31) % 17) * 9;
      data[i] = (x * 255) / width;
      data[i + 1] = block;
      data[i + 2] = ((x + y) * 255) / (width + height);
    }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const bits = (a: string, b: string) => (BigInt(`0x${a}`) ^ BigInt(`0x${b}`)).toString(2).replace(/0/g, '').length;
const pixelsOf = async (bytes: Buffer) =>
  differenceHashOfPixels(
    await sharp(bytes)
      .rotate()
      .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );

let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-thumbs-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the difference hash from decoded pixels', () => {
  it('is the hash of the same pixels as a lossless WebP thumbnail, and near the stored thumbnail’s', async () => {
    for (const seed of [1, 2, 3]) {
      const bytes = await picture(seed);
      const fromPixels = await pixelsOf(bytes);
      const lossless = await sharp(bytes).resize({ width: THUMB_WIDTH }).webp({ lossless: true, effort: 0 }).toBuffer();
      expect(fromPixels).toBe(await differenceHash(lossless));
      // the lossy thumbnail the import hashed before: a few bits at most, well inside the same-home rule's 6
      expect(bits(fromPixels, await differenceHash(await encodeThumbnail(bytes)))).toBeLessThanOrEqual(3);
    }
  });
});

describe('the area average of the difference hash', () => {
  /** The plain formula: each target pixel's sum over its rows, then its columns, of value × (row weight × share). */
  function plainAreaAverage(data: Buffer, w: number, h: number, c: number, tw: number, th: number): Buffer {
    const sx = w / tw;
    const sy = h / th;
    const out = Buffer.alloc(tw * th * c);
    for (let ty = 0; ty < th; ty++)
      for (let tx = 0; tx < tw; tx++)
        for (let k = 0; k < c; k++) {
          const [y0, y1, x0, x1] = [ty * sy, ty * sy + sy, tx * sx, tx * sx + sx];
          let sum = 0;
          for (let y = Math.floor(y0); y < Math.min(h, Math.ceil(y1)); y++) {
            const wy = Math.min(y + 1, y1) - Math.max(y, y0);
            for (let x = Math.floor(x0); x < Math.min(w, Math.ceil(x1)); x++)
              sum += data[(y * w + x) * c + k]! * (wy * (Math.min(x + 1, x1) - Math.max(x, x0)));
          }
          out[(ty * tw + tx) * c + k] = Math.round(sum / (sx * sy));
        }
    return out;
  }

  it('is the plain formula to the last bit, for every channel count and sizes that do not divide evenly', () => {
    for (const [w, h] of [
      [480, 320],
      [479, 317],
      [100, 77],
      [33, 20],
      [1000, 9],
      [12, 500],
    ] as const)
      for (const c of [1, 2, 3, 4] as const) {
        const data = Buffer.alloc(w * h * c);
        for (let i = 0; i < data.length; i++) data[i] = Math.imul(i + w, 2654435761) >>> 24;
        const shrink = Math.min(w / 9, h / 8);
        const [tw, th] = [Math.round(w / shrink), Math.round(h / shrink)];
        const got = areaAverage(data, w, h, c, tw, th);
        expect(got.info).toEqual({ width: tw, height: th, channels: c });
        expect(got.data.equals(plainAreaAverage(data, w, h, c, tw, th))).toBe(true);
      }
  });
});

describe('the media store and the thumbnails made later', () => {
  it('stores the original and its hash without a thumbnail; the job makes it, once', async () => {
    const data = path.join(dir, 'store');
    const store = new MediaStore(data, false);
    const bytes = await picture(4);
    const stored = await store.storeImage(bytes);
    expect(stored).toMatchObject({ width: 960, height: 640, dhash: await pixelsOf(bytes) });
    expect(fs.existsSync(path.join(data, stored!.url.slice(1)))).toBe(true);
    expect(fs.existsSync(path.join(data, stored!.thumbnail_url.slice(1)))).toBe(false);
    expect(store.thumbnailsWaiting).toBe(1);
    expect(await store.storeImage(Buffer.from('not a picture'))).toBeNull();
    store.save();

    expect(await makeMissingThumbnails(data)).toEqual({ made: 1, failed: 0, present: 0 });
    const meta = await sharp(path.join(data, stored!.thumbnail_url.slice(1))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 320 });
    expect(await makeMissingThumbnails(data)).toEqual({ made: 0, failed: 0, present: 1 });
  });

  it('decodes in picture threads what it decodes on its own thread; the index is in the order of the hashes', async () => {
    const pictures = [...(await Promise.all([7, 8, 9, 10].map((seed) => picture(seed)))), Buffer.from('not a picture')];
    const here = new MediaStore(path.join(dir, 'here'), false, 0);
    const threaded = new MediaStore(path.join(dir, 'threads'), false, 2);
    try {
      const expected = await Promise.all(pictures.map((p) => here.storeImage(p)));
      expect(expected.at(-1)).toBeNull();
      // a truncated JPEG: its header reads, its pixels do not
      expect(await threaded.storeImage(pictures[0]!.subarray(0, 2000))).toBeNull();
      // several at once, as the sync sends them
      expect(await Promise.all(pictures.map((p) => threaded.storeImage(p)))).toEqual(expected);
      expect(threaded.thumbnailsWaiting).toBe(4);
      threaded.save();
      const index = Object.keys(JSON.parse(fs.readFileSync(path.join(dir, 'threads', 'media', 'index.json'), 'utf8')));
      expect(index).toEqual([...index].sort());
      expect(index).toHaveLength(4);
    } finally {
      await threaded.close();
    }
  });

  it('keeps the hash an index already holds for a picture (an index of an earlier hashing)', async () => {
    const data = path.join(dir, 'kept');
    const bytes = await picture(5);
    const first = new MediaStore(data, false);
    const stored = (await first.storeImage(bytes))!;
    const index: Record<string, unknown[]> = {};
    const hash = path.basename(stored.url).split('.')[0]!;
    index[hash] = [960, 640, 'jpg', '0123456789abcdef'];
    fs.writeFileSync(path.join(data, 'media', 'index.json'), JSON.stringify(index));
    const again = await new MediaStore(data, false).storeImage(bytes);
    expect(again?.dhash).toBe('0123456789abcdef');
  });

  it('makes a thumbnail asked for by many at once only once, and answers busy past its queue', async () => {
    const media = path.join(dir, 'maker', 'media');
    const hashes = ['aa'.padEnd(20, '0'), 'aa'.padEnd(20, '1'), 'aa'.padEnd(20, '2')];
    for (const [i, hash] of hashes.entries()) {
      const file = path.join(media, 'o', 'aa', `${hash}.jpg`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, await picture(6 + i));
    }
    const maker = new ThumbnailMaker(media, 1, 1);
    const first = maker.make(hashes[0]!);
    const same = maker.make(hashes[0]!);
    const second = maker.make(hashes[1]!); // waits behind the first
    expect(await maker.make(hashes[2]!)).toBe('busy'); // one waits already
    expect(await first).toBe(thumbnailPath(media, hashes[0]!));
    expect(await same).toBe(await first);
    expect(await second).toBe(thumbnailPath(media, hashes[1]!));
    expect(await maker.make(hashes[2]!)).toBe(thumbnailPath(media, hashes[2]!));
    expect(await maker.make('bb'.padEnd(20, '0'))).toBeNull(); // no original
    const broken = 'cc'.padEnd(20, '0');
    fs.mkdirSync(path.join(media, 'o', 'cc'), { recursive: true });
    fs.writeFileSync(path.join(media, 'o', 'cc', `${broken}.jpg`), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    expect(await maker.make(broken)).toBeNull();
  });
});
