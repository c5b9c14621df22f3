/**
 * Atomic file writes (temp file in the same folder + rename): a reader sees the old file or the new one, never a
 * half-written one, even when the writer dies midway.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes `{...head, [key]: items}` (or just `items` when key is null) as JSON without building one giant string:
 * a 50,000-listing snapshot is 250 MB of JSON, which as a single string would double the importer's memory.
 */
export function writeJsonAtomic(
  file: string,
  items: readonly unknown[],
  wrap?: { head: Record<string, unknown>; key: string },
): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  try {
    let buf = '';
    const flush = (force = false) => {
      if (buf.length > (force ? 0 : 1 << 20)) {
        fs.writeSync(fd, buf);
        buf = '';
      }
    };
    if (wrap) {
      const head = JSON.stringify(wrap.head);
      buf += `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}${JSON.stringify(wrap.key)}:[`;
    } else buf += '[';
    items.forEach((item, i) => {
      buf += (i ? ',' : '') + JSON.stringify(item);
      flush();
    });
    buf += wrap ? ']}' : ']';
    flush(true);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
}

export function writeFileAtomic(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, file);
}
