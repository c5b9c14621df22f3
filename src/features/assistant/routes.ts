/**
 * POST /api/assistant: one chat message (with the visitor's recent turns, which live in their browser only).
 * Without a model configured, the offline engine answers as JSON. With one, an `Accept: text/event-stream`
 * request gets server-sent events: `delta` (text as the model writes it), then `answer` (the whole answer with
 * sources and cards); if the model fails, `answer` carries the offline engine's answer instead. The model is read no
 * faster than the client reads (ASSISTANT_STREAM_BUFFER_KB); a client gone, or one that read nothing in the
 * answer's time, ends the model request and the stream.
 * GET /api/assistant/stats (editors): anonymous counts and the questions nobody could answer.
 */
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { readJson, parseWith } from '../../platform/validate';
import { enforceRateLimit } from '../../platform/rate-limit/rate-limit';
import { requireRole } from '../admin/access';
import { LANG_CODES } from '../../i18n/languages';
import { viennaToday } from '../../domain/validation/lead';
import { assistantFor, MODEL_TIMEOUT_MS } from './service';
import { clientStream } from './client-stream';
import { assistantStats } from './repository';

const MESSAGE_MAX = 500;

export const assistantRequestSchema = z.object({
  message: z.string().trim().min(1, 'validation.required').max(MESSAGE_MAX, 'validation.tooLong'),
  lang: z.enum(LANG_CODES).optional(),
  listingId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(4000) }))
    .max(12)
    .optional()
    .default([]),
});

const statsQuery = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export function assistantRoutes() {
  const r = new Hono<AppEnv>();

  r.post('/', async (c) => {
    const ctx = c.get('ctx');
    const input = await readJson(c, assistantRequestSchema);
    await enforceRateLimit(
      ctx.database.db,
      `assistant:ip:${c.get('ip')}`,
      ctx.config.rateLimits.assistantPerIp,
      ctx.now(),
    );
    const lang = input.lang ?? c.get('lang');
    const service = assistantFor(ctx);
    const req = { message: input.message, lang, listingId: input.listingId ?? null, history: input.history };
    const wantsStream = (c.req.header('accept') ?? '').includes('text/event-stream');
    if (!service.model || !wantsStream) {
      const answer = await service.offline(req);
      return c.json({ success: true, answer });
    }
    return streamSSE(c, async (stream) => {
      const client = clientStream(stream, ctx.config.assistantStreamBufferBytes, AbortSignal.timeout(MODEL_TIMEOUT_MS));
      const answer = await service.withModel(req, client.delta, client.gone);
      if (!answer) {
        // Nobody reads: drop what waits for the client instead of holding it.
        stream.abort();
        return;
      }
      await stream.writeSSE({ event: 'answer', data: JSON.stringify(answer) });
    });
  });

  r.get('/stats', requireRole('editor'), async (c: Context<AppEnv>) => {
    const ctx = c.get('ctx');
    const q = parseWith(statsQuery, c.req.query());
    const since = viennaToday(ctx.now() - (q.days - 1) * 86_400_000);
    const stats = await assistantStats(ctx.database.db, since, q.limit, q.offset);
    return c.json({ success: true, data: stats });
  });

  return r;
}
