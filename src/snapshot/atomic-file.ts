/**
 * Atomic file writes (temp file in the same folder + rename): a reader sees the old file or the new one, never a
 * half-written one, even when the writer dies midway. A write that fails (a full disk above all) removes its
 * temp file: left behind, it would keep the disk full after the failure.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Removes a failed write's temp file; that it may not exist (the open failed) is fine. */
export function removeTemp(tmp: string): void {
  try {
    fs.rmSync(tmp, { force: true });
  } catch {
    // nothing more to do: the write's own error is the one that is reported
  }
}

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
  let closed = false;
  try {
    let buf = '';
    const flush = (force = false) => {
      if (buf.length > (force ? 0 : 1 << 20)) {
        // A write may store only part of what it was given (a disk that fills up midway) and says so by its
        // count, not by an error: the rest is written until the disk refuses (ENOSPC), never silently cut off.
        const bytes = Buffer.from(buf);
        for (let at = 0; at < bytes.length;) at += fs.writeSync(fd, bytes, at, bytes.length - at);
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
    closed = true;
    fs.closeSync(fd);
    fs.renameSync(tmp, file);
  } catch (err) {
    if (!closed) fs.closeSync(fd);
    removeTemp(tmp);
    throw err;
  }
}

export function writeFileAtomic(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    fs.writeFileSync(tmp, content);
    fs.renameSync(tmp, file);
  } catch (err) {
    removeTemp(tmp);
    throw err;
  }
}

/** `writeFileAtomic` for async callers (media, cached PDFs): the same temp file, the same clean-up. */
export async function writeFileAtomicAsync(file: string, content: string | Buffer, tmp?: string): Promise<void> {
  const temp = tmp ?? `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    await fs.promises.writeFile(temp, content);
    await fs.promises.rename(temp, file);
  } catch (err) {
    removeTemp(temp);
    throw err;
  }
}
