/**
 * The portal's one context: the platform's ServiceContext (src/platform/context.ts) over the portal's tables,
 * with the features' own long-lived services. Routes read it as the Hono variable `ctx`, jobs get it as their
 * context, services take it as their first argument. The registry (./index.ts) builds it once per process.
 */
import type { ServiceContext } from '../platform/context';
import type { LangCode } from '../i18n/languages';
import type { Translate } from '../i18n/translations';
import type { DB } from './db';
import type { User } from './auth/tables';
import type { ScryptCost } from './auth/password';
import type { RatesService } from './currency/ecb';
import type { ExposeService } from './expose/service';
import type { ListingSync } from './listing-sync/sync';
import type { LatencyRecorder } from './monitoring/latency';
import type { SnapshotLoader } from './properties/snapshot-loader';
import type { ListingSummaries } from './properties/summaries';

/** What the features keep for the life of a process, beside the platform's parts. */
export interface FeatureServices {
  /** Exchange rates for the currency switch, fetched and cached. */
  rates: RatesService;
  /** Keeps the properties table at the snapshot the listing reader holds. */
  snapshot: SnapshotLoader;
  /** The listing summaries in memory, made from the reader's snapshot. */
  summaries: ListingSummaries;
  /** PDF exposés: the warm browser and the disk cache. */
  expose: ExposeService;
  /** API durations per route and hour, written once a minute. */
  latency: LatencyRecorder;
  /** How hard a password is hashed (tests make it cheap; the stored hash carries its cost). */
  scryptCost: ScryptCost;
  /** Present where this process can sync feeds and rebuild the site (`npm start`); elsewhere syncs wait for it. */
  listingSync?: ListingSync;
}

export type Context = ServiceContext<DB, FeatureServices>;

export interface AppBindings {
  /** Set by the Astro route (context.clientAddress) or the bench's node server. */
  clientAddress?: string;
  /** @hono/node-server puts the Node request here. */
  incoming?: { socket?: { remoteAddress?: string } };
}

/** What each API request carries once the middleware has run. */
export interface AppVariables {
  ctx: Context;
  lang: LangCode;
  t: Translate;
  /**
   * What every per-address limit counts the request by: the client's address group (addressGroup in
   * src/platform/net/addresses.ts), an IPv4 address or an IPv6 client's /64. A subscriber is given a whole /64, so
   * counting exact IPv6 addresses would let one client get round each limit by rotating them.
   */
  ip: string;
  /** The client's exact address, for what is shown (the debug answer); limits count `ip`. */
  clientAddress: string;
  user: User | null;
  tokenHash: string | null;
}

/** The Hono environment shared by every route module. */
export interface AppEnv {
  Bindings: AppBindings;
  Variables: AppVariables;
}
