/**
 * The addresses each account signed in from successfully, kept as hashes. When an account is being guessed at from
 * many addresses its sign-ins are slowed down, except from these: the owner's usual devices sign in at once. An
 * address is its group, as the limits count it (an IPv4 address, an IPv6 client's /64): a device whose IPv6 address
 * changes (privacy addresses do, daily) stays known within its network.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db';
import { KNOWN_ADDRESS_TTL_MS } from './tokens';

const addressHash = (address: string) => createHash('sha256').update(`login-address:${address}`).digest('hex');

export async function isKnownLoginAddress(db: Kysely<DB>, userId: number, address: string, now: number) {
  const row = await db
    .selectFrom('known_login_addresses')
    .select('last_success_at')
    .where('user_id', '=', userId)
    .where('address_hash', '=', addressHash(address))
    .executeTakeFirst();
  return row !== undefined && Number(row.last_success_at) > now - KNOWN_ADDRESS_TTL_MS;
}

export async function rememberLoginAddress(db: Kysely<DB>, userId: number, address: string, now: number) {
  await db
    .insertInto('known_login_addresses')
    .values({ user_id: userId, address_hash: addressHash(address), last_success_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'address_hash']).doUpdateSet({ last_success_at: now }))
    .execute();
}
