/** Request parsing at the boundary: JSON only, validated with zod, failures as 400/415/422 in the API's shape. */
import type { Context } from 'hono';
import { z } from 'zod';
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

/**
 * A row id in a URL (`/api/admin/users/:id`): decimal digits only, no sign, leading zero, exponent, hex, binary,
 * fraction or spaces, so one record has one address and nothing a number parser would also accept gets through
 * (`0x1`, `1e0`, `0b1`, `+1`, `1.0` all mean 1 to `Number()`). Up to 16 digits, and only safe integers.
 */
export const ID_PARAM_PATTERN = /^[1-9][0-9]{0,15}$/;

export const idParamSchema = z
  .string({ error: 'validation.idInvalid' })
  .regex(ID_PARAM_PATTERN, { error: 'validation.idInvalid' })
  .transform(Number)
  .refine(Number.isSafeInteger, { error: 'validation.idInvalid' });

/**
 * The tables' ids are 32-bit (SQLite INTEGER and PostgreSQL serial): a well-formed larger id names no record,
 * and PostgreSQL would refuse to compare an int4 column with it, so it is answered 404 before any query.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** Path parameters whose name is `id` or ends in `Id` are row ids: they all go through {@link pathId}. */
export const ID_PARAM_NAME = /^(?:id|[a-z][A-Za-z]*Id)$/;

/**
 * The path parameter `name` as a row id: 400 with a field-level message when it is not one (in the shape of every
 * validation error), 404 when it is one no table can hold.
 */
export function pathId<E extends object>(c: Context<E>, name = 'id'): number {
  const result = idParamSchema.safeParse(c.req.param(name));
  if (!result.success) throw new ApiError(400, 'errors.validation', { [name]: ['validation.idInvalid'] });
  if (result.data > MAX_ROW_ID) throw new ApiError(404, 'errors.notFound');
  return result.data;
}
