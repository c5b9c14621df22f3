/** Sessions for the admin tests: a registered account, the first admin from the real command, an editor, sign-in. */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const JSON_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
export const unique = (name: string) =>
  `${name}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.at`;

export interface Session {
  email: string;
  token: string;
  user: { id: number; role?: string };
}

export async function register(request: APIRequestContext, name: string): Promise<Session> {
  const email = unique(name.toLowerCase());
  const res = await request.post('/api/auth/register', {
    headers: JSON_HEADERS,
    data: { name, email, password: 'Sicher123', password_confirmation: 'Sicher123', terms: true },
  });
  expect(res.ok()).toBe(true);
  const login = await request.post('/api/auth/login', {
    headers: JSON_HEADERS,
    data: { email, password: 'Sicher123' },
  });
  expect(login.ok()).toBe(true);
  return { email, ...((await login.json()) as { token: string; user: { id: number } }) };
}

/** `npm run admin -- create-admin` against the end-to-end server's database; the one-time link sets a password. */
export async function firstAdmin(request: APIRequestContext): Promise<Session> {
  const email = unique('chefin');
  const out = execFileSync('npx', ['tsx', 'scripts/admin.ts', 'create-admin', email], {
    env: { ...process.env, SQLITE_FILE: process.env.E2E_SQLITE_FILE },
    encoding: 'utf8',
  });
  const link = /https?:\/\/\S+token=\S+/.exec(out)?.[0];
  expect(link, out).toBeTruthy();
  const token = new URL(link!).searchParams.get('token')!;
  const set = await request.post('/api/auth/password/reset', {
    headers: JSON_HEADERS,
    data: { token, password: 'Admin1234', password_confirmation: 'Admin1234' },
  });
  expect(set.ok()).toBe(true);
  const login = await request.post('/api/auth/login', {
    headers: JSON_HEADERS,
    data: { email, password: 'Admin1234' },
  });
  expect(login.ok()).toBe(true);
  return { email, ...((await login.json()) as { token: string; user: { id: number } }) };
}

let shared: Promise<Session> | null = null;

/**
 * One admin per test worker for the tests that only need to be signed in as one: setting a password through the
 * one-time link is rate-limited per address (as a reset confirmation), and the suite's many admin pages all come
 * from 127.0.0.1.
 */
export function sharedAdmin(request: APIRequestContext): Promise<Session> {
  shared ??= firstAdmin(request).catch((err: unknown) => {
    shared = null;
    throw err;
  });
  return shared;
}

/** A registered account that an admin made an editor. */
export async function editor(request: APIRequestContext, admin: Session): Promise<Session> {
  const session = await register(request, 'Erika');
  const res = await request.patch(`/api/admin/users/${session.user.id}/role`, {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${admin.token}` },
    data: { role: 'editor' },
  });
  expect(res.ok()).toBe(true);
  return { ...session, user: { ...session.user, role: 'editor' } };
}

export async function signInAs(page: Page, session: Session) {
  await page.addInitScript(
    ({ t, u }) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('user', JSON.stringify(u));
    },
    { t: session.token, u: session.user },
  );
}
