/** What a job handler may use: the database, the mail transport, the clock, and the listing sync of this process. */
import type { Kysely } from 'kysely';
import type { DB } from '../../features/db';
import type { Mailer } from '../mail/mailer';
import type { ListingSync } from '../../features/listing-sync/sync';
import type { JobQueue } from './queue';
import type { SmsGateway } from '../sms/gateway';
import type { ListingReader } from '../../snapshot/reader';

export interface JobContext {
  db: Kysely<DB>;
  mailer: Mailer;
  /** The host name in Message-IDs (the public site's). */
  mailHost: string;
  now: () => number;
  /** Present where this process can sync feeds and rebuild the site (`npm start`); elsewhere sync jobs wait. */
  listingSync?: ListingSync;
  /**
   * The queue this worker works, for jobs that hand on work of their own (a fired alert's mail and pushes, each
   * search agent's report after a match run).
   */
  queue?: JobQueue;
  /** The data folder (listing snapshot, VAPID keys); jobs that need it fail without. */
  dataDir?: string;
  /** The process's listing snapshot reader (the API's, where both run in one process); jobs that need it fail without. */
  listings?: ListingReader;
  /** The public site's address, for links in notifications. */
  siteUrl?: string;
  localesDir?: string;
  /** The SMS gateway; null or absent when none is configured. */
  sms?: SmsGateway | null;
}
