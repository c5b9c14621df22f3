/** The import's content hash: the digest of a value's JSON, 32 hex digits of SHA-256. */
import { createHash } from 'node:crypto';

export function hashJson(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
}
