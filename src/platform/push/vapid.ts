/**
 * The portal's VAPID key pair for Web Push: made at the first start and kept in DATA_DIR/state/vapid.json (owner
 * read/write only), so subscriptions made by browsers stay valid across restarts and deploys. The public key is
 * what browsers subscribe with (GET /api/push/key); the private key signs each push.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createECDH } from 'node:crypto';
import { z } from 'zod';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const keyFile = z.object({ publicKey: z.string().min(40), privateKey: z.string().min(20) });
const cache = new Map<string, VapidKeys>();

/** A P-256 key pair as VAPID wants it: the uncompressed public point and the 32-byte private key, base64url. */
function newKeyPair(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const priv = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - priv.length), priv]).toString('base64url'),
  };
}

export function vapidFile(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'state', 'vapid.json');
}

export function vapidKeys(dataDir: string): VapidKeys {
  const file = vapidFile(dataDir);
  const hit = cache.get(file);
  if (hit) return hit;
  if (!fs.existsSync(file)) {
    // Written whole under a temporary name and linked into place: of two processes starting at once, the second
    // link fails and that process reads the first one's keys.
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(newKeyPair()), { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  // a damaged key file must not be replaced silently: every browser's subscription hangs on these keys
  const keys = keyFile.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  cache.set(file, keys);
  return keys;
}
