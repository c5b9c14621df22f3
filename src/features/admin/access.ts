/** The admin area's gate: checked on the server for every route; the admin pages themselves gate nothing. */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { ApiError, unauthorized } from '../../platform/errors';
import { hasRole, type Role } from '../../domain/roles';

export function requireRole(role: Role): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    if (!hasRole(user.role, role)) throw new ApiError(403, 'errors.forbidden');
    await next();
  };
}
