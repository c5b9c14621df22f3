/**
 * The visitor stores' way to the API: src/client/api.ts (X-Requested-With, the Bearer token, the CSRF header, the
 * 401 rule), loaded on the first request only, so pages that never call the API do not carry it.
 */
import type { ApiResult } from '../api';

export type ApiReply = ApiResult<unknown>;

let loaded: Promise<typeof import('../api')> | null = null;

/** One JSON request. Network failures reject; HTTP errors resolve with ok false. */
export async function apiCall(method: string, path: string, body?: unknown): Promise<ApiReply> {
  loaded ??= import('../api');
  const { apiJson } = await loaded;
  return apiJson<unknown>(method, path, body);
}
