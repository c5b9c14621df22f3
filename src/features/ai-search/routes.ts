/** POST /api/ai/search: a search described in words → the results address, the filters and one sentence. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { readJson } from '../../platform/validate';
import { enforceRateLimit } from '../../platform/rate-limit/rate-limit';
import { LANG_CODES } from '../../i18n/languages';
import { aiSearch } from './search';

/** Up to 500 characters: a description, not a document. */
export const MAX_QUERY_CHARS = 500;

const bodySchema = z.object({
  query: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(MAX_QUERY_CHARS, 'validation.tooLong'),
  lang: z.enum(LANG_CODES).optional(),
});

export function aiSearchRoutes() {
  const r = new Hono<AppEnv>();
  r.post('/search', async (c) => {
    const ctx = c.get('ctx');
    const body = await readJson(c, bodySchema);
    await enforceRateLimit(
      ctx.database.db,
      `ai-search:ip:${c.get('ip')}`,
      ctx.config.rateLimits.aiSearchPerIp,
      ctx.now(),
    );
    const answer = await aiSearch(ctx, body.query, body.lang ?? c.get('lang'));
    return c.json({ success: true, ...answer });
  });
  return r;
}
