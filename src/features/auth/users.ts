/** The users table: lookups, sign-up, profile changes, deletion, and the record as the API shows it. */
import type { Kysely } from 'kysely';
import type { DB } from '../db';
import type { NewUser, User } from './tables';

export interface PublicUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  lang: string | null;
  has_password: boolean;
  providers: string[];
  created_at: string;
}

export async function publicUser(db: Kysely<DB>, user: User): Promise<PublicUser> {
  const providers = await db.selectFrom('social_accounts').select('provider').where('user_id', '=', user.id).execute();
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    lang: user.lang,
    has_password: user.password_hash != null,
    providers: providers.map((p) => p.provider).sort(),
    created_at: new Date(user.created_at).toISOString(),
  };
}

export function findUserByEmail(db: Kysely<DB>, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Kysely<DB>, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setPassword(db: Kysely<DB>, userId: number, passwordHash: string, at: number): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', userId).execute();
}

/** Creates the account; throws when the address is taken (the unique index decides between two sign-ups). */
export function createUser(db: Kysely<DB>, values: Omit<NewUser, 'id' | 'role'>): Promise<User> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Kysely<DB>,
  userId: number,
  changes: { updated_at: number; name?: string; phone?: string | null; lang?: string; password_hash?: string },
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Tokens, favourites, reset links and social links go with the user (ON DELETE CASCADE). */
export async function deleteUser(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
