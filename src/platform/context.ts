/**
 * The one service context: what a route (as the Hono variable `ctx`), a job (as its context) and a service (as
 * its first argument) are given, built once per process by the features' registry (`openContext`).
 *
 * The platform types its own parts here: configuration, database, mail transport, job queue, SMS gateway, clock,
 * fetch, log and the listing snapshot reader. What only the features know comes in as type parameters, so the
 * platform imports no feature: the database's tables (`DB`) and the features' own long-lived services in one
 * `services` object (the exposé browser, the latency recorder, the currency rates, the properties table's sync
 * and summaries, the listing sync where this process rebuilds the site). src/features/context.ts instantiates
 * it once, as `Context`, the type every route, job and service uses.
 */
import type { LangCode } from '../i18n/languages';
import type { Translate } from '../i18n/translations';
import type { ListingReader } from '../snapshot/reader';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';
import type { JobQueue } from './queue/queue';
import type { SmsGateway } from './sms/gateway';

export interface ServiceContext<DB = unknown, Services = unknown> {
  config: Config;
  database: Database<DB>;
  /** The mail transport: only the outbox job sends through it; features queue their mail. */
  mailer: Mailer;
  /** The job queue of this process: features enqueue on it; a worker process also works it. */
  queue: JobQueue;
  /** The SMS gateway; null when none is configured. */
  sms: SmsGateway | null;
  now: () => number;
  fetch: typeof fetch;
  log: (line: string) => void;
  /** The listing snapshot as this process reads it: every feature reads listings and projects through it. */
  listings: ListingReader;
  services: Services;
  /** Stops the queue and the services and closes the database. */
  close(): Promise<void>;
}

/** The host name in Message-IDs: the public site's. */
export function mailHost(config: Pick<Config, 'siteUrl'>): string {
  return new URL(config.siteUrl).hostname;
}

/** What the platform's API middleware sets on every request and its HTTP helpers read. */
export interface HttpEnv {
  Variables: { lang: LangCode; t: Translate };
}
