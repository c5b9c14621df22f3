/** The VAPID key pair: made once in DATA_DIR (owner-only file), the same keys on every later start. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { vapidFile, vapidKeys } from '~/platform/push/vapid';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('makes the key pair at the first start and keeps it', () => {
  const keys = vapidKeys(dir);
  expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  const file = vapidFile(dir);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(keys);
  // another process (a fresh module cache) reads the same pair
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-copy-'));
  fs.mkdirSync(path.join(copy, 'state'));
  fs.copyFileSync(file, vapidFile(copy));
  expect(vapidKeys(copy)).toEqual(keys);
  fs.rmSync(copy, { recursive: true, force: true });
});

it('a damaged key file stops with an error instead of silently replacing the keys', () => {
  const other = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-bad-'));
  fs.mkdirSync(path.join(other, 'state'));
  fs.writeFileSync(vapidFile(other), '{"publicKey":');
  expect(() => vapidKeys(other)).toThrow();
  fs.rmSync(other, { recursive: true, force: true });
});
