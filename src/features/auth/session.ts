/** Reads the bearer token once per request; `requireUser` guards the routes that need a signed-in user. */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { User } from './tables';
import { unauthorized } from '../../platform/errors';
import { userForToken } from './tokens';

export function bearerToken(header: string | undefined | null): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m ? m[1]! : null;
}

export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  c.set('tokenHash', null);
  const token = bearerToken(c.req.header('authorization'));
  if (token) {
    const { database, now } = c.get('ctx');
    const session = await userForToken(database.db, token, now());
    if (session) {
      c.set('user', session.user);
      c.set('tokenHash', session.tokenHash);
    }
  }
  await next();
};

export function currentUser(c: Context<AppEnv>): User {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  currentUser(c);
  await next();
};
