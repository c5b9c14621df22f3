/**
 * The portal's configuration: every environment variable it knows, validated once with zod so that a typo fails
 * loudly at start instead of at the first request that needs it. This is the only module that reads
 * `process.env`; everything else asks `env()` (or `loadEnv(source)` for a given set, as tests do).
 * docs/configuration.md lists the same variables.
 */
import path from 'node:path';
import { z } from 'zod';
import { isProxyEntry } from '../platform/net/proxies';

/** On for 1, true, yes or on (any case); off when unset or anything else. */
const flag = z
  .string()
  .optional()
  .transform((v) => /^(1|true|yes|on)$/i.test((v ?? '').trim()));

/** An unset or blank variable is undefined. */
const text = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const textOr = (fallback: string) => text.transform((v) => v ?? fallback);
const positiveInt = (fallback: number) => z.coerce.number().int().positive().optional().default(fallback);
const list = text.transform((v) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const EnvSchema = z.object({
  NODE_ENV: textOr('development'),

  // Where things live
  DATA_DIR: textOr('data'),
  BUILDS_DIR: textOr('builds'),
  BUILD_DIR: text,
  FEEDS_DIR: textOr('content/feeds'),
  PROJECTS_DIR: textOr('content/projects'),
  LOCALES_DIR: text,

  // Serving
  PORT: positiveInt(4321),
  HOST: textOr('localhost'),
  /**
   * The address visitors reach the portal at: links in mails, QR codes, feedback XML and the build's canonical
   * links. Unset, it is where the portal listens (siteUrlFromListen), which only the local machine can reach.
   */
  PUBLIC_SITE_URL: text.pipe(z.url().optional()),
  LOG_REQUESTS: flag,
  /**
   * On SIGTERM or SIGINT, how long requests in flight may still finish before their connections are closed and
   * the process exits (a second signal exits at once).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).optional().default(10_000),
  /**
   * Connections the portal server holds open at most; a further one is closed at once. Each costs a file
   * descriptor (Node raises its soft limit to the hard one at start: systemd's 524,288, Docker's 1,048,576) and
   * memory: at most 3.5 KB of heap and 10 KB resident while idle (measured with the client's end in the same
   * process). 10,000 is far more than one process serves at once (a browser keeps 6 open per site) and still under
   * 100 MB, so a flood of sockets from many addresses ends here, not at the descriptors or the heap limit.
   */
  MAX_CONNECTIONS: positiveInt(10_000),
  /**
   * Connections one address (IPv4, or an IPv6 /64) may hold open at once, the trusted proxies excepted. A browser
   * opens at most 6 per site, so 64 lets ten browsers behind one address (an office, a carrier's NAT) load pages at
   * the same moment, and beyond it a new connection takes an idle keep-alive one's place before it is refused; one
   * stranger holding sockets gets 64, and needs over 150 addresses to reach MAX_CONNECTIONS.
   */
  MAX_CONNECTIONS_PER_IP: positiveInt(64),
  /**
   * Heap limit in MB of `npm run serve`'s process (src/cli/heap.ts); unset: sized by the snapshot's listings,
   * 0: none (V8's own, by the machine's memory).
   */
  API_HEAP_MB: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || v >= 128, 'API_HEAP_MB: 0 or at least 128')
    .optional(),
  /** Opens GET /api/auth/debug (never in production): it tells a caller about sessions and the server. */
  API_DEBUG: flag,
  /**
   * Behind a reverse proxy: X-Forwarded-For (client address) and X-Forwarded-Proto/-Host (the site's origin) are
   * believed. Alone it trusts a proxy on the same machine only (loopback); TRUSTED_PROXIES names others.
   */
  TRUST_PROXY: flag,
  /**
   * The reverse proxies' addresses or CIDR blocks (127.0.0.1,10.0.0.0/8). X-Forwarded-For counts only on a
   * connection from one of them, and the client is its right-most entry that is not one of them.
   */
  TRUSTED_PROXIES: list.refine((v) => v.every(isProxyEntry), {
    error: 'each entry an IPv4/IPv6 address or CIDR block, e.g. 127.0.0.1,10.0.0.0/8',
  }),
  CORS_ORIGINS: list,
  API_BODY_LIMIT_BYTES: positiveInt(64 * 1024),
  /** The largest feed (XML or ZIP) an editor may upload in the admin area. */
  UPLOAD_MAX_BYTES: positiveInt(50 * 1024 * 1024),
  /** Uploaded feeds kept (DATA_DIR/uploads): the newest this many, none older than UPLOADS_KEEP_DAYS days. */
  UPLOADS_KEEP: positiveInt(20),
  UPLOADS_KEEP_DAYS: positiveInt(30),
  /** Real-user measurements one IP address may send per hour. */
  RUM_PER_IP_PER_HOUR: positiveInt(120),
  /**
   * Real-user measurements of one IP address that count per page type and day; more are taken and not counted.
   * Even with sampling a visitor seldom measures more pages of one type a day, and beyond it one client (or one
   * script) would weigh more than many visitors.
   */
  RUM_PER_IP_PAGE_PER_DAY: positiveInt(10),
  /** Inquiries and appointment requests one IP address, and one sender's e-mail address, may send per hour. */
  LEADS_PER_IP_PER_HOUR: positiveInt(10),
  LEADS_PER_EMAIL_PER_HOUR: positiveInt(5),
  /**
   * Mails one visitor mailbox gets per day about leads sent in its name: the copy of the message, or the link that
   * asks for it (`+tag`, letter case and Gmail's dots count as one mailbox).
   */
  LEAD_COPIES_PER_MAILBOX_PER_DAY: positiveInt(3),
  /** Exposés one IP address may have printed per hour (copies from the cache do not count). */
  EXPOSE_PRINTS_PER_IP_PER_HOUR: positiveInt(60),
  /**
   * Exposé prints waiting or running for one API process's requests; a request for another is answered 503 with
   * Retry-After at once. Prints run one at a time, a second or two each, and a request waits at most a minute.
   */
  EXPOSE_PRINTS_WAITING: positiveInt(10),
  /** The exposé cache's size in megabytes (DATA_DIR/expose-cache); the least recently used PDFs go first. */
  EXPOSE_CACHE_MB: positiveInt(1024),
  /** Natural-language searches (POST /api/ai/search) one IP address may make per minute. */
  AI_SEARCH_PER_IP_PER_MIN: positiveInt(30),
  /** Messages one IP address may send to the chat assistant per hour. */
  ASSISTANT_MESSAGES_PER_IP_PER_HOUR: positiveInt(60),
  /** Sign-in attempts one IP address may make per 15 minutes, over all accounts. */
  LOGINS_PER_IP_PER_15_MIN: positiveInt(30),
  /** Sign-ups one IP address may make per hour. */
  REGISTRATIONS_PER_IP_PER_HOUR: positiveInt(10),
  CSP_SCRIPT_SRC: text,
  CSP_STYLE_SRC: text,
  CSP_IMG_SRC: text,
  CSP_CONNECT_SRC: text,
  CSP_FONT_SRC: text,
  CSP_FRAME_SRC: text,
  CSP_MEDIA_SRC: text,
  CSP_WORKER_SRC: text,

  // Database and jobs
  DATABASE_URL: text,
  SQLITE_FILE: text,
  PGBOSS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,49}$/)
    .optional()
    .default('pgboss'),
  /**
   * How long the build and the render workers wait for each connection to PostgreSQL when they open the job queue
   * of render batches (the database's own pool and pg-boss's), and how many times they try: on a loaded machine a
   * connection took longer than the server's 5 s. Between tries they wait 1, 2, 4 … s, at most 15 s
   * (src/build/render-batch.ts, openRenderQueue).
   */
  QUEUE_CONNECT_TIMEOUT_MS: positiveInt(30_000),
  QUEUE_CONNECT_ATTEMPTS: z.coerce.number().int().min(1).max(20).optional().default(5),
  SNAPSHOT_CHECK_MS: positiveInt(5_000),
  /** `GET /api/ready` answers 503 while DATA_DIR's file system has less free space than this (0: not checked). */
  READY_MIN_FREE_MB: z.coerce.number().min(0).optional().default(100),

  // Listing data
  FEED_URLS: list,
  SYNC_CRON: textOr('0 * * * *'),
  /** A feed URL's answer is cut off beyond this size (a full OpenImmo ZIP with pictures fits comfortably). */
  FEED_MAX_BYTES: positiveInt(512 * 1024 * 1024),
  /** A feed URL must answer completely within this time, or the source keeps its last good data. */
  FEED_TIMEOUT_MS: positiveInt(120_000),
  /**
   * Hosts that outgoing requests may reach although they resolve to a private or loopback address (a feed server in
   * the operator's own network). Every other non-public address is refused.
   */
  OUTBOUND_ALLOW_HOSTS: list,
  /**
   * Web Push subscriptions may name any public https host, not only the browsers' push services (FCM, Mozilla,
   * Apple, Windows): for a browser with a push service of its own. Off by default.
   */
  PUSH_ANY_HOST: flag,

  // Building. The PORTAL_* variables (and NODE_OPTIONS with the heap limit) cross from the build to its Astro render
  // processes: src/build/render-env.ts is the one module that writes them, this the one that reads them.
  BUILD_LANGUAGES: list,
  /** Set by the build for Astro: the fresh folder it builds into (a plain `astro build` writes to ./dist). */
  PORTAL_OUT_DIR: text,
  /** Set by an incremental build for Astro: the live build whose unchanged pages it takes over. */
  PORTAL_REUSE_FROM: text,
  /**
   * Set by the build for each of its Astro processes: the build folder whose `rendered/` gets the notes on what the
   * process renders (the first process's, so that the search index can follow every process's notes in one place).
   */
  PORTAL_NOTES_DIR: text,
  /**
   * Set by the build for each of its Astro processes: `k/n` renders every n-th page of each route, starting with
   * the k-th (from 0), so that n processes share the rendering.
   */
  PORTAL_SHARD: text.refine((v) => {
    const m = v === undefined ? null : /^(\d+)\/(\d+)$/.exec(v);
    return v === undefined || (m !== null && Number(m[1]) < Number(m[2]));
  }, 'expected k/n with 0 ≤ k < n'),
  /**
   * Astro processes a build renders its pages with (each bundles the code once and renders its share); by default
   * one per two cores, at most two: each keeps two cores busy and holds the whole catalog in memory.
   */
  BUILD_PROCESSES: z.coerce.number().int().min(1).max(16).optional(),
  /**
   * On PostgreSQL: a build puts its render into batches on the job queue, for render workers (`npm run
   * render-worker`, on this machine or others sharing BUILDS_DIR and DATA_DIR) instead of rendering in processes of
   * its own, at least this many and more where a batch's render process would not fit a render machine's memory
   * (src/build/render-heap.ts, planRenderBatches); 0 (the default) or SQLite renders here (BUILD_PROCESSES).
   */
  BUILD_WORKERS: z.coerce.number().int().min(0).max(64).optional().default(0),
  /**
   * With BUILD_WORKERS: exactly this many batches, whether or not each fits a render machine's memory (the build
   * warns when not); unset or blank, the build plans them.
   */
  BUILD_BATCHES: text.pipe(z.coerce.number<string | undefined>().int().min(1).max(64).optional()),
  /**
   * Tests only: a render worker that does not find this file creates it and fails its batch after rendering it,
   * leaving the half-done folder behind, as a worker that breaks down would (the queue must retry it cleanly).
   */
  PORTAL_RENDER_FAIL_ONCE: text,
  /**
   * Heap limit in MB of each Astro render process; by default sized to what the process holds (the catalogue and
   * its share of the pages, src/build/render-heap.ts): without one, V8 lets the heap grow with the machine's memory,
   * not with what it holds.
   */
  BUILD_HEAP_MB: z.coerce.number().int().min(256).optional(),
  /**
   * Node's own options as the operator set them. A `--max-old-space-size` in them is the operator's heap limit for
   * the render processes too, unless BUILD_HEAP_MB sets theirs (nodeOptionsHeapMb, src/build/render-heap.ts).
   */
  NODE_OPTIONS: text,
  /**
   * Percent of the listing pages the search index's delta may hold before a build indexes all pages again: a
   * larger delta makes every text search load more, a smaller one makes full indexing more frequent.
   */
  SEARCH_DELTA_MAX_PERCENT: z.coerce.number().min(0).max(100).optional().default(20),
  /**
   * Days after its agency last confirmed a listing (the last feed that carried it) when it leaves the search: the
   * build's list and search index skip it, its page stays and says it is no longer confirmed.
   */
  STALE_AFTER_DAYS: positiveInt(14),
  /**
   * The fewest comparable listings (same district, type, deal and size band) a median price per m² is shown for,
   * on listing pages and the Preisspiegel; below it the page says there are too few.
   */
  PRICE_MEDIAN_MIN_LISTINGS: positiveInt(5),
  /**
   * Set by the build for its Astro processes: the build's time (ISO), the one moment every process measures the
   * listings' freshness and the cards' badges ("Neu", "Preis gesenkt") against, so all of them agree which listings
   * are stale and which cards show a badge (and a page's key the badge its page shows). Without it, the process's
   * start.
   */
  PORTAL_BUILD_TIME: text,

  // Accounts
  AUTH_TOKEN_TTL_HOURS: positiveInt(24 * 30),
  PASSWORD_RESET_TTL_MINUTES: positiveInt(60),

  // Mail
  SMTP_HOST: text,
  SMTP_PORT: positiveInt(587),
  SMTP_SECURE: flag,
  SMTP_USER: text,
  SMTP_PASS: text,
  MAIL_FROM: text,

  // Text messages (search agents): SMS is offered only when an SMPP gateway is configured
  /** smpp://host:port or ssmpp://host:port (TLS) of the SMS centre. */
  SMPP_URL: z
    .string()
    .regex(/^s?smpp:\/\/[^\s/]+(:\d+)?\/?$/, 'an SMPP address looks like smpp://host:2775')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMPP_SYSTEM_ID: text,
  SMPP_PASSWORD: text,
  /** The sender shown on the phone: a number or up to 11 letters and digits. */
  SMS_SENDER: textOr('Immoz'),
  /**
   * The countries whose mobile numbers get text messages (ISO codes; known: AT, DE, CH, IT, LI, SI, HU, CZ, SK).
   * Any other number, premium and satellite ranges above all, is refused before a message costs anything.
   */
  SMS_COUNTRIES: text.transform((v) =>
    (v ?? 'AT,DE,CH,IT')
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean),
  ),
  /** Verification codes one phone number may receive per day. */
  SMS_CODES_PER_NUMBER_PER_DAY: positiveInt(3),
  /** Verification codes per number prefix (the first six digits, e.g. +43 6641) per day. */
  SMS_CODES_PER_PREFIX_PER_DAY: positiveInt(20),
  /** Verification codes in all per day: the ceiling of what SMS pumping could cost. */
  SMS_CODES_PER_DAY: positiveInt(200),
  /** Newsletter sign-ups one client address may make per hour. */
  NEWSLETTER_PER_IP_PER_HOUR: positiveInt(10),
  /**
   * Confirmation mails (a search agent's address, a newsletter sign-up) one mailbox receives per day, whoever asks
   * (`+tag`, letter case and Gmail's dots count as one mailbox); those one account makes ask for per day; all per day.
   */
  CONFIRMATION_MAILS_PER_MAILBOX_PER_DAY: positiveInt(3),
  CONFIRMATION_MAILS_PER_ACCOUNT_PER_DAY: positiveInt(10),
  CONFIRMATION_MAILS_PER_DAY: positiveInt(1000),

  // Outside services
  /**
   * An OpenAI-compatible chat-completions endpoint (Ollama, vLLM, llama.cpp's server or a hosted one), e.g.
   * http://localhost:11434/v1. Unset: the natural-language search uses only its offline parser and the
   * assistant its offline engine.
   */
  LLM_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LLM_MODEL: text,
  LLM_API_KEY: text,
  /** How long the search waits for the model before the parser's answer stands. */
  LLM_TIMEOUT_MS: positiveInt(3000),
  /**
   * Kilobytes of the assistant's streamed answer a client may leave unread; beyond, the model is read no further
   * until the client catches up (and a client that reads nothing within the answer's 30 s is dropped).
   */
  ASSISTANT_STREAM_BUFFER_KB: positiveInt(64),
  /**
   * Machine translation of listing texts at sync time (src/import/translate): LibreTranslate's HTTP API, DeepL's
   * API or the OpenAI-compatible chat endpoint. Unset: listings carry only the translations their feed gives.
   */
  TRANSLATION_ENGINE: z
    .enum(['libretranslate', 'deepl', 'openai'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The engine's address: LibreTranslate's (required), DeepL's (default by key), the model's (default LLM_BASE_URL). */
  TRANSLATION_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** LibreTranslate's api_key, DeepL's auth key (required), the model's key (default LLM_API_KEY). */
  TRANSLATION_API_KEY: text,
  /** The chat model that translates (default LLM_MODEL). */
  TRANSLATION_MODEL: text,
  /** One request to the engine, answer included. */
  TRANSLATION_TIMEOUT_MS: positiveInt(60_000),
  /** How long a sync waits for translations; what is not done by then is published later by a backfill job. */
  TRANSLATION_SYNC_BUDGET_MS: positiveInt(60_000),
  /** How long one backfill job translates before it has the site rebuilt with what it did (at most 50 minutes). */
  TRANSLATION_BACKFILL_BUDGET_MS: z.coerce.number().int().min(1_000).max(3_000_000).optional().default(600_000),
  /** Requests to the engine at once. */
  TRANSLATION_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional().default(2),
  /** Texts and characters in one request (default: the engine's own: 25/8,000, 50/40,000, 1 text for a model). */
  TRANSLATION_BATCH_TEXTS: z.coerce.number().int().min(1).max(50).optional(),
  TRANSLATION_BATCH_CHARS: z.coerce.number().int().min(100).max(100_000).optional(),
  /**
   * What lies around each listing from OpenStreetMap (src/import/places): an Overpass API endpoint the sync asks
   * once per listing position (self-hosted, or a public instance within its usage policy). Unset: off.
   */
  OVERPASS_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** One request to Overpass, answer included. */
  OVERPASS_TIMEOUT_MS: positiveInt(30_000),
  /** An Overpass answer larger than this is refused (one position's surroundings are a few hundred KB). */
  OVERPASS_MAX_BYTES: positiveInt(4 * 1024 * 1024),
  /** How long a sync asks Overpass; positions not done by then are asked by the places job, and a later sync publishes them. */
  OVERPASS_SYNC_BUDGET_MS: z.coerce.number().int().min(0).max(3_000_000).optional().default(30_000),
  /** Requests to Overpass at once (public instances allow about two per client). */
  OVERPASS_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional().default(2),
  /** A position's answer is asked for again after this many days (shops and stops change). */
  OVERPASS_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).optional().default(90),
  ECB_RATES_URL: z.url().optional().default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
  GOOGLE_CLIENT_ID: text,
  GOOGLE_CLIENT_SECRET: text,
  GOOGLE_AUTH_URL: z.url().optional().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().optional().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().optional().default('https://openidconnect.googleapis.com/v1/userinfo'),
  FACEBOOK_CLIENT_ID: text,
  FACEBOOK_CLIENT_SECRET: text,
  FACEBOOK_AUTH_URL: z.url().optional().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().optional().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.url().optional().default('https://graph.facebook.com/me?fields=id,name,email'),
  /** Google Analytics 4, loaded only after the visitor allows analytics; handed to the browser code at build. */
  PUBLIC_GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'a GA4 measurement id looks like G-XXXXXXX')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The tile URL the maps load: by default the portal's own /tiles/, which fetches MAP_TILE_UPSTREAM_URL and
   * caches it (src/server/http/tile-proxy.ts); a provider's URL here makes the browsers load from it directly.
   */
  PUBLIC_MAP_TILE_URL: textOr('/tiles/{z}/{x}/{y}.png'),
  /** The tile server behind /tiles/ (OpenStreetMap's; its usage policy allows a portal's traffic with caching). */
  MAP_TILE_UPSTREAM_URL: textOr('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  PUBLIC_MAP_ATTRIBUTION: textOr('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),

  // The company behind the portal (footer, imprint, e-mails)
  SITE_BRAND: textOr('Immoz'),
  SITE_PARENT_COMPANY: textOr('Immoz Immobilien GmbH'),
  SITE_PHONE: textOr('+43 1 234 56 78'),
  SITE_EMAIL: textOr('office@immoz.at'),
  SITE_STREET: textOr('Mariahilfer Straße 1'),
  SITE_POSTCODE: textOr('1060'),
  SITE_CITY: textOr('Wien'),
  SITE_COMPANY_REGISTER: textOr('FN 123456a, Handelsgericht Wien'),
  SITE_VAT_ID: textOr('ATU12345678'),
  SITE_MANAGING_DIRECTOR: textOr('Mag. Anna Huber'),
  SITE_AUTHORITY: textOr('Magistratisches Bezirksamt für den 6. Bezirk'),
  SITE_CHAMBER: textOr('Wirtschaftskammer Wien, Fachgruppe Immobilien- und Vermögenstreuhänder'),

  /** The Chromium that prints PDF exposés and runs the end-to-end tests; unset: /usr/bin/chromium when present. */
  CHROMIUM_PATH: text,

  // Tests and benchmarks
  CI: flag,
  TEST_DATABASE_URL: text,
  BENCH_URL: textOr('http://127.0.0.1:4321'),
  BENCH_DURATION: positiveInt(10),
  BENCH_CONNECTIONS: positiveInt(50),
  BENCH_LISTINGS: positiveInt(2000),
  BENCH_DATABASE_URL: text,
  /** `npm run bench:api`: serve this data folder's snapshot instead of a generated one of BENCH_LISTINGS. */
  BENCH_DATA_DIR: text,
  /** `npm run bench:alerts`: listings, saved searches and price alerts matched, and the generator's seed. */
  BENCH_MATCH_LISTINGS: positiveInt(10_000),
  BENCH_AGENTS: positiveInt(10_000),
  BENCH_ALERTS: positiveInt(10_000),
  BENCH_SEED: positiveInt(2026),
  BENCH_CHANGES: positiveInt(40),
  BENCH_TEXT: textOr('Terrasse'),
  BENCH_HOLD_MS: z.coerce.number().int().nonnegative().optional().default(80),
  BENCH_PARTS: textOr('bytes,changes,hover'),
  LIGHTHOUSE_RUNS: positiveInt(3),
});

export type Env = Omit<z.output<typeof EnvSchema>, 'PUBLIC_SITE_URL'> & { PUBLIC_SITE_URL: string };

/**
 * The portal's own address when PUBLIC_SITE_URL is unset: http://HOST:PORT, so that links point where the portal
 * answers on whatever port it was started. A wildcard HOST (0.0.0.0, ::) is not an address one can open, so it
 * becomes localhost; an IPv6 address goes in brackets.
 */
export function siteUrlFromListen(host: string, port: number): string {
  const bare = host.replace(/^\[|\]$/g, '');
  const name =
    bare === '0.0.0.0' || bare === '::' || bare === '' ? 'localhost' : bare.includes(':') ? `[${bare}]` : bare;
  return `http://${name}:${port}`;
}

type Source = Record<string, string | undefined>;

/** Parses a set of variables; throws one error that names every wrong variable. */
export function loadEnv(source: Source): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const data = parsed.data;
  return { ...data, PUBLIC_SITE_URL: data.PUBLIC_SITE_URL ?? siteUrlFromListen(data.HOST, data.PORT) };
}

let cached: Env | undefined;

/** The configuration of this process, read once. */
export function env(): Env {
  cached ??= loadEnv(process.env);
  return cached;
}

/** Node's heap limit option with its value (Node takes `-` and `_` alike in an option's name). */
export const HEAP_OPTION = String.raw`(?:^|\s)--max[-_]old[-_]space[-_]size(?:=|\s+)(\d+)(?=\s|$)`;

/**
 * The heap limit in MB that Node options set (`--max-old-space-size=N` or `--max-old-space-size N`; where several,
 * the last, as Node takes it); undefined without one.
 */
export function nodeOptionsHeapMb(options: string | undefined = env().NODE_OPTIONS): number | undefined {
  const all = [...(options ?? '').matchAll(new RegExp(HEAP_OPTION, 'g'))];
  const last = all.at(-1);
  return last ? Number(last[1]) : undefined;
}

/** Reads the environment again on the next `env()`: for tests that change it mid-process. */
export function reloadEnv(): void {
  cached = undefined;
}

/**
 * The environment for a child process of ours: this process's, with the given variables set and, optionally, a
 * folder put first on its PATH.
 */
export function childEnv(overrides: Source = {}, options: { prependPath?: string } = {}): NodeJS.ProcessEnv {
  const base = { ...process.env };
  if (options.prependPath) base.PATH = [options.prependPath, base.PATH].filter(Boolean).join(path.delimiter);
  return { ...base, ...overrides };
}
