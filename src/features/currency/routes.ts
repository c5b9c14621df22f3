/** GET /api/currency/rates?base=EUR: ECB reference rates, built-in fallback rates where the ECB has none or fails. */
import { Hono } from 'hono';
import { z } from 'zod';
import { CURRENCY_CODES } from '../../domain/currency';
import type { AppEnv } from '../context';
import { parseWith } from '../../platform/validate';
import { rebase } from './ecb';

const Query = z.object({
  base: z
    .string()
    .toUpperCase()
    .pipe(z.enum(CURRENCY_CODES, { error: 'validation.currencyUnsupported' }))
    .optional()
    .default('EUR'),
});

export function currencyRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/rates', async (c) => {
    const { base } = parseWith(Query, c.req.query());
    const snap = await c.get('ctx').services.rates.get();
    // Rates change once a day; browsers and proxies may keep them for ten minutes.
    c.header('Cache-Control', 'public, max-age=600');
    return c.json({
      success: snap.live,
      base,
      rates: rebase(snap.rates, base),
      date: snap.date,
      source: snap.live ? 'ecb' : 'fallback',
      fallback: snap.fallback,
    });
  });

  return r;
}
