/**
 * The API's one error shape: `{ success: false, message, errors: { field: [message] } }`.
 * Handlers throw ApiError with locale keys; the error handler translates them into the request's language.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { HttpEnv } from './context';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    /** A locale key such as `errors.invalidCredentials`. */
    readonly messageKey: string,
    /** Field → locale keys. */
    readonly fieldErrors: Record<string, string[]> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
  }
}

export function errorBody<E extends HttpEnv>(
  c: Context<E>,
  messageKey: string,
  fieldErrors: Record<string, string[]> = {},
) {
  const t = c.get('t');
  const errors: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(fieldErrors)) errors[field] = keys.map((k) => t(k));
  return { success: false as const, message: t(messageKey), errors };
}

export function errorResponse<E extends HttpEnv>(c: Context<E>, err: ApiError): Response {
  for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
  return c.json(errorBody(c, err.messageKey, err.fieldErrors), err.status);
}

export const notFound = (key = 'errors.notFound') => new ApiError(404, key);
export const unauthorized = () => new ApiError(401, 'errors.unauthenticated');
