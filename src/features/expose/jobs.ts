/**
 * A print is a job on a queue of its own, worked in every API process that has a browser, one at a time: a crowd
 * of visitors asking for exposés waits its turn in the queue instead of starting a browser page each, and a print
 * whose worker died is taken over by another. The job writes the PDF to the shared cache under the key the request
 * computed; the request waits for that file (or, in the printing process, is handed the bytes at once).
 */
import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue/queue';

export const EXPOSE_PRINT = 'expose-print';

/**
 * Prints at once per process. One: each print needs a renderer and a PDF writer process of its own (together 200 to
 * 300 MB while it runs), so a second print at once would take the browser well past 500 MB, and on two cores two
 * prints side by side take as long as one after the other. More API processes print more at once.
 */
export const PRINTS_AT_ONCE = 1;

export const exposePrintPayload = z.object({
  /** Where the finished PDF goes in the cache. */
  cacheKey: z.string().regex(/^[0-9a-f]{40}$/),
  listingId: z.number().int().positive(),
  /** The options as the API's query string, read again with the API's schema. */
  query: z.string().max(500),
  /** The visitor's currency's rate to the euro on the day the exposé was asked for, when not EUR. */
  rate: z.number().positive().nullable(),
});
export type ExposePrintPayload = z.infer<typeof exposePrintPayload>;

/** What a print job needs from its process: the exposé service's own print and cache. */
export interface ExposePrinter {
  printToCache(payload: ExposePrintPayload, jobKey: string): Promise<void>;
}

export const exposePrintJob: JobDefinition<ExposePrintPayload, { printer: ExposePrinter }> = {
  name: EXPOSE_PRINT,
  payload: exposePrintPayload,
  // A crashed browser is started again by the next print: one more try, soon, while the visitor still waits.
  retry: { attempts: 2, baseDelayMs: 1_000, maxDelayMs: 1_000 },
  timeoutMs: 60_000,
  run: (payload, { printer }, job) => printer.printToCache(payload, job.key),
};
