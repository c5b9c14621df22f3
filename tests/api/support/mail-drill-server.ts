/**
 * A portal API process for the drills (mail delivery, kill -9 during writes): the real API app (served over HTTP by
 * @hono/node-server) and the real job worker, configured from the environment like the server. Mail retries are
 * quick (one second apart) and a run's lease short (5 s), so the drill does not wait out the production backoff nor
 * a dead worker's lease. Prints "ready <port>" once it listens.
 */
import { serve } from '@hono/node-server';
import { createApp } from '~/server/app';
import { loadConfig } from '~/platform/config';
import { createApiContext } from '~/server/deps';
import { startWorker } from '~/worker/worker';
import { sendMailJob } from '~/platform/mail/outbox-job';

const quickMail = { ...sendMailJob, retry: { attempts: 60, baseDelayMs: 1000, maxDelayMs: 1000 }, timeoutMs: 5000 };
const config = loadConfig(process.env);
const ctx = await createApiContext(config, { jobs: [quickMail], scryptCost: { N: 1024, r: 8, p: 1 } });
const app = createApp(ctx);
await startWorker(config, { definitions: [quickMail], pollMs: 500, log: (l) => console.log(l) });
const port = Number(process.env.DRILL_PORT);
serve({ fetch: (req, env) => app.fetch(req, env as never), port, hostname: '127.0.0.1' }, () =>
  console.log(`ready ${port}`),
);
