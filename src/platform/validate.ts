/** Request parsing at the boundary: JSON only, validated with zod, failures as 400/415/422 in the API's shape. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrorKeys } from '../domain/validation/account';
import { ApiError } from './errors';

export async function readJson<S extends z.ZodType, E extends object>(c: Context<E>, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  // Only JSON: an HTML form cannot send it cross-site without a CORS preflight, which keeps CSRF out.
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) throw new ApiError(415, 'errors.jsonRequired');
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'errors.invalidJson');
  }
  return parseWith(schema, body);
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(422, 'errors.validation', fieldErrorKeys(result.error.issues));
  return result.data;
}
