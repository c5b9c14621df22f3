/**
 * Exchange rates from the European Central Bank's daily reference rates (per 1 EUR), cached one hour.
 * The ECB does not publish every display currency (RUB since 2022, AED never): those, and any failure, use the
 * built-in fallback rates (FALLBACK_RATES); the answer says which codes came from where.
 */
import { z } from 'zod';
import { CURRENCY_CODES, FALLBACK_RATES, RATES_TTL_MS, type CurrencyCode } from '../../domain/currency';
import { readCappedText } from '../../platform/net/capped';

export interface RatesSnapshot {
  /** Per 1 EUR, every display currency present. */
  rates: Record<CurrencyCode, number>;
  /** True when the ECB answered and its rates are used. */
  live: boolean;
  /** The ECB's reference date (YYYY-MM-DD), null for fallback rates. */
  date: string | null;
  /** Codes that use the built-in rate. */
  fallback: CurrencyCode[];
  fetchedAt: number;
}

const EcbDocument = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive().finite()),
});

/** Reads eurofxref-daily.xml. The format is tiny and stable; a pattern read avoids an XML parser dependency here. */
export function parseEcbXml(xml: string): { date: string; rates: Record<string, number> } {
  const date = /<Cube\s+time=['"]([^'"]+)['"]/.exec(xml)?.[1];
  const rates: Record<string, number> = {};
  for (const m of xml.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9.]+)['"]\s*\/>/g)) {
    rates[m[1]!] = Number(m[2]);
  }
  const parsed = EcbDocument.parse({ date, rates });
  if (Object.keys(parsed.rates).length === 0) throw new Error('ECB document lists no rates');
  return parsed;
}

export function mergeWithFallback(ecb: Record<string, number> | null): Pick<RatesSnapshot, 'rates' | 'fallback'> {
  const rates = { ...FALLBACK_RATES };
  const fallback: CurrencyCode[] = [];
  for (const code of CURRENCY_CODES) {
    if (code === 'EUR') continue;
    const live = ecb?.[code];
    if (live !== undefined) rates[code] = live;
    else fallback.push(code);
  }
  return { rates, fallback };
}

/** Rates relative to another base currency (the browser's currency store asks for base=EUR; others are derived). */
export function rebase(rates: Record<CurrencyCode, number>, base: CurrencyCode): Record<CurrencyCode, number> {
  const div = rates[base];
  const out = {} as Record<CurrencyCode, number>;
  for (const code of CURRENCY_CODES) out[code] = Number((rates[code] / div).toPrecision(8));
  out[base] = 1;
  return out;
}

export interface RatesService {
  get(): Promise<RatesSnapshot>;
}

/** An answer larger than this is no rates file. */
const RATES_MAX_BYTES = 256 * 1024;

/** A failed fetch is retried after 5 minutes, not on every request. */
const FAILURE_TTL_MS = 5 * 60_000;

export function createRatesService(opts: {
  url: string;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}): RatesService {
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  let cached: RatesSnapshot | null = null;
  let inflight: Promise<RatesSnapshot> | null = null;

  async function load(): Promise<RatesSnapshot> {
    const at = now();
    try {
      const res = await doFetch(opts.url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 5_000) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      // The rates URL is the operator's configuration: plain fetch, with a time limit and a cap (the daily file
      // is about 2 KB).
      const { date, rates } = parseEcbXml(await readCappedText(res, RATES_MAX_BYTES));
      return { ...mergeWithFallback(rates), live: true, date, fetchedAt: at };
    } catch (err) {
      console.warn(`[rates] ECB rates unavailable (${(err as Error).message}); using built-in rates`);
      return { ...mergeWithFallback(null), live: false, date: null, fetchedAt: at };
    }
  }

  return {
    async get() {
      const at = now();
      if (cached && at - cached.fetchedAt < (cached.live ? RATES_TTL_MS : FAILURE_TTL_MS)) return cached;
      // Concurrent requests after expiry share one fetch.
      inflight ??= load().then((snap) => {
        // Keep the last good rates over a fresh failure: yesterday's ECB rate beats the built-in table.
        cached =
          !snap.live && cached?.live ? { ...cached, fetchedAt: snap.fetchedAt - RATES_TTL_MS + FAILURE_TTL_MS } : snap;
        inflight = null;
        return cached;
      });
      return inflight;
    },
  };
}
