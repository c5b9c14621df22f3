/**
 * Password hashing with scrypt (memory-hard, in node:crypto). The stored string carries its own parameters, so
 * raising the cost later only affects new hashes and old ones still verify; `needsRehash` tells when to upgrade.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** 2^15 × 8 × 128 B = 32 MiB per hash, about 50–100 ms here: OWASP's scrypt floor with room to spare. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 128 * cost.N * cost.r * 2 + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((x) => Number.isInteger(x) && x > 0)) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function needsRehash(stored: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): boolean {
  const [, n, r, p] = stored.split('$');
  return Number(n) < cost.N || Number(r) !== cost.r || Number(p) !== cost.p;
}

/**
 * A hash of a random password, verified against when the e-mail is unknown so a failed login takes as long
 * whether or not the account exists.
 */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'), cost);
  return dummyHash;
}
