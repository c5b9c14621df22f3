/**
 * The API's settings, derived from the portal's configuration (src/config/env.ts); tests build one directly with
 * `loadConfig({...})`.
 */
import net from 'node:net';
import path from 'node:path';
import { env, loadEnv } from '../config/env';
import { site } from '../config/site';
import { configuredProxies, type TrustedProxies } from './net/proxies';
import { isPublicAddress } from './net/addresses';

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scopes: string[];
}

export type SocialProvider = 'google' | 'facebook';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface Config {
  production: boolean;
  /** GET /api/auth/debug answers: only when asked for, and never in production. */
  debugEndpoint: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  sqliteFile: string;
  siteUrl: string;
  tokenTtlMs: number;
  resetTtlMs: number;
  bodyLimitBytes: number;
  uploadMaxBytes: number;
  rumPerIpPerHour: number;
  /** Beacons of one address that count per page type and day (RUM_PER_IP_PAGE_PER_DAY). */
  rumPerIpPagePerDay: number;
  corsOrigins: string[];
  trustProxy: boolean;
  /**
   * The proxies whose X-Forwarded-For is believed: TRUSTED_PROXIES, or loopback with TRUST_PROXY alone, or none.
   * Either setting turns trustProxy on.
   */
  trustedProxies: TrustedProxies;
  snapshotCheckMs: number;
  /** Hosts outgoing requests may reach although they resolve to a non-public address (OUTBOUND_ALLOW_HOSTS). */
  outboundAllowHosts: string[];
  /** Web Push endpoints at any public https host, not only the known push services. */
  pushAnyHost: boolean;
  /** Countries whose mobile numbers get text messages (ISO codes, src/domain/sms/mobile.ts). */
  smsCountries: string[];
  /** Readiness fails while DATA_DIR has less free space than this (0: not checked). */
  readyMinFreeBytes: number;
  localesDir: string | undefined;
  /** pg-boss's schema when the database is PostgreSQL. */
  pgBossSchema: string;
  /** When the listing feeds are synced (Vienna time); `off` disables the schedule. */
  syncCron: string;
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string } | null;
  mailFrom: string;
  /** The SMPP gateway for text messages; null: SMS is not offered. */
  sms: { url: string; systemId: string; password: string; sender: string } | null;
  ecbRatesUrl: string;
  social: Partial<Record<SocialProvider, OAuthProviderConfig>>;
  /** How long a sign-in answer waits once its account is over `rateLimits.loginPerAccount`. */
  loginSlowdownMs: number;
  rateLimits: {
    /** Failed or not, sign-in attempts from one address across all accounts; beyond it 429. */
    loginPerIp: RateLimitRule;
    /** Attempts on one account from one address; beyond it that pair gets 429, the account's other addresses not. */
    loginPerAccountIp: RateLimitRule;
    /**
     * Attempts on one account from all addresses together. Beyond it answers are slowed down (`loginSlowdownMs`),
     * never refused: refusing would let anyone lock the owner out by guessing from many addresses.
     */
    loginPerAccount: RateLimitRule;
    /** Checks of the current password by a signed-in user (password change, account deletion). */
    passwordCheckPerUser: RateLimitRule;
    registerPerIp: RateLimitRule;
    resetPerIp: RateLimitRule;
    /**
     * Reset mails sent to one account for requests from strangers (an address the account never signed in from,
     * no session of its own), per hour and per day. Beyond them the answer stays the same and no mail goes out:
     * a refusal would let anyone block the owner's reset, a mail each time would flood the owner's mailbox.
     */
    resetPerAccount: RateLimitRule;
    resetPerAccountDay: RateLimitRule;
    /** Reset mails for the owner's own requests (from the account's session or a known sign-in address). */
    resetPerOwner: RateLimitRule;
    /** Attempts to set a new password with a link; each one that passes the token check costs a scrypt hash. */
    resetConfirmPerIp: RateLimitRule;
    socialPerIp: RateLimitRule;
    /** Inquiries and appointment requests from one address, and for one sender's e-mail. */
    leadsPerIp: RateLimitRule;
    leadsPerEmail: RateLimitRule;
    /** The visitor's copy of a lead, or the link asking for it, per visitor mailbox (src/domain/mailbox.ts). */
    leadCopiesPerMailbox: RateLimitRule;
    /** Exposés printed (not served from the cache) for one client address. */
    exposePrintsPerIp: RateLimitRule;
    /** Newsletter sign-ups from one address, and for one e-mail address (each may send a confirmation mail). */
    newsletterPerIp: RateLimitRule;
    newsletterPerEmail: RateLimitRule;
    /**
     * Mails asking to confirm an address (search agents, newsletter): per mailbox whoever asks, per account that
     * asks, and in all.
     */
    confirmMailsPerMailbox: RateLimitRule;
    confirmMailsPerUser: RateLimitRule;
    confirmMailsTotal: RateLimitRule;
    /** Search agents saved, and confirmation codes sent by SMS, per account. */
    searchAgentsPerUser: RateLimitRule;
    smsCodesPerUser: RateLimitRule;
    /** Codes per phone number per day. */
    smsCodesPerNumber: RateLimitRule;
    /** Codes per number prefix (first six digits) per day. */
    smsCodesPerPrefix: RateLimitRule;
    /** Codes in all per day. */
    smsCodesTotal: RateLimitRule;
    /** Natural-language searches from one client address. */
    aiSearchPerIp: RateLimitRule;
    /** Chat messages to the assistant from one client address. */
    assistantPerIp: RateLimitRule;
  };
  /** The Ratgeber articles (content/guide) the assistant answers from. */
  guideDir: string;
  /** The portal's office: it answers general inquiries and forwards those about listings without an address. */
  officeName: string;
  officeEmail: string;
  /** The optional language model behind the natural-language search and the assistant; null: offline only. */
  llm: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | null;
  /** The browser that prints exposés (CHROMIUM_PATH); unset: Debian's chromium when installed. */
  chromiumPath: string | undefined;
  /** Bytes of the assistant's stream a client may leave unread before the model is read no further. */
  assistantStreamBufferBytes: number;
  /** Exposé prints waiting or running for one process's requests at most; beyond, 503 with Retry-After. */
  exposePrintsWaiting: number;
  /** The exposé cache's size at most (EXPOSE_CACHE_MB); the least recently used PDFs go first. */
  exposeCacheMaxBytes: number;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  loginPerAccountIp: { limit: 10, windowMs: 15 * MINUTE },
  loginPerAccount: { limit: 50, windowMs: 15 * MINUTE },
  passwordCheckPerUser: { limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  resetPerIp: { limit: 10, windowMs: 60 * MINUTE },
  resetPerAccount: { limit: 3, windowMs: 60 * MINUTE },
  resetPerAccountDay: { limit: 10, windowMs: 24 * 60 * MINUTE },
  resetPerOwner: { limit: 5, windowMs: 60 * MINUTE },
  resetConfirmPerIp: { limit: 20, windowMs: 60 * MINUTE },
  socialPerIp: { limit: 30, windowMs: 15 * MINUTE },
  leadsPerIp: { limit: 10, windowMs: 60 * MINUTE },
  leadsPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  leadCopiesPerMailbox: { limit: 3, windowMs: 24 * 60 * MINUTE },
  exposePrintsPerIp: { limit: 60, windowMs: 60 * MINUTE },
  newsletterPerIp: { limit: 10, windowMs: 60 * MINUTE },
  newsletterPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  confirmMailsPerMailbox: { limit: 3, windowMs: 24 * 60 * MINUTE },
  confirmMailsPerUser: { limit: 10, windowMs: 24 * 60 * MINUTE },
  confirmMailsTotal: { limit: 1000, windowMs: 24 * 60 * MINUTE },
  searchAgentsPerUser: { limit: 30, windowMs: 60 * MINUTE },
  smsCodesPerUser: { limit: 5, windowMs: 60 * MINUTE },
  smsCodesPerNumber: { limit: 3, windowMs: 24 * 60 * MINUTE },
  smsCodesPerPrefix: { limit: 20, windowMs: 24 * 60 * MINUTE },
  smsCodesTotal: { limit: 200, windowMs: 24 * 60 * MINUTE },
  aiSearchPerIp: { limit: 30, windowMs: MINUTE },
  assistantPerIp: { limit: 60, windowMs: 60 * MINUTE },
};

/** The API's settings, from the given variables (tests) or this process's configuration. */
export function loadConfig(source?: Record<string, string | undefined>): Config {
  const e = source ? loadEnv(source) : env();
  const social: Config['social'] = {};
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    social.google = {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      authUrl: e.GOOGLE_AUTH_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
      userinfoUrl: e.GOOGLE_USERINFO_URL,
      scopes: ['openid', 'email', 'profile'],
    };
  }
  if (e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET) {
    social.facebook = {
      clientId: e.FACEBOOK_CLIENT_ID,
      clientSecret: e.FACEBOOK_CLIENT_SECRET,
      authUrl: e.FACEBOOK_AUTH_URL,
      tokenUrl: e.FACEBOOK_TOKEN_URL,
      userinfoUrl: e.FACEBOOK_USERINFO_URL,
      scopes: ['email', 'public_profile'],
    };
  }
  const siteUrl = e.PUBLIC_SITE_URL.replace(/\/+$/, '');
  return {
    production: e.NODE_ENV === 'production',
    debugEndpoint: e.API_DEBUG && e.NODE_ENV !== 'production',
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    sqliteFile: e.SQLITE_FILE ?? path.join(e.DATA_DIR, 'portal.sqlite'),
    siteUrl,
    tokenTtlMs: e.AUTH_TOKEN_TTL_HOURS * 3_600_000,
    resetTtlMs: e.PASSWORD_RESET_TTL_MINUTES * MINUTE,
    bodyLimitBytes: e.API_BODY_LIMIT_BYTES,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    rumPerIpPerHour: e.RUM_PER_IP_PER_HOUR,
    rumPerIpPagePerDay: e.RUM_PER_IP_PAGE_PER_DAY,
    corsOrigins: e.CORS_ORIGINS.map((s) => s.replace(/\/+$/, '')),
    trustProxy: e.TRUST_PROXY || e.TRUSTED_PROXIES.length > 0,
    trustedProxies: configuredProxies(e.TRUST_PROXY, e.TRUSTED_PROXIES),
    snapshotCheckMs: e.SNAPSHOT_CHECK_MS,
    outboundAllowHosts: e.OUTBOUND_ALLOW_HOSTS.map((h) => h.toLowerCase()),
    pushAnyHost: e.PUSH_ANY_HOST,
    smsCountries: e.SMS_COUNTRIES,
    readyMinFreeBytes: Math.round(e.READY_MIN_FREE_MB * 1024 * 1024),
    localesDir: e.LOCALES_DIR,
    pgBossSchema: e.PGBOSS_SCHEMA,
    syncCron: e.SYNC_CRON,
    smtp: e.SMTP_HOST
      ? { host: e.SMTP_HOST, port: e.SMTP_PORT, secure: e.SMTP_SECURE, user: e.SMTP_USER, pass: e.SMTP_PASS }
      : null,
    mailFrom: e.MAIL_FROM ?? `${site.brand} <noreply@${new URL(siteUrl).hostname}>`,
    sms: e.SMPP_URL
      ? {
          url: e.SMPP_URL,
          systemId: e.SMPP_SYSTEM_ID ?? '',
          password: e.SMPP_PASSWORD ?? '',
          sender: e.SMS_SENDER,
        }
      : null,
    ecbRatesUrl: e.ECB_RATES_URL,
    social,
    loginSlowdownMs: 2000,
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      loginPerIp: { limit: e.LOGINS_PER_IP_PER_15_MIN, windowMs: 15 * MINUTE },
      registerPerIp: { limit: e.REGISTRATIONS_PER_IP_PER_HOUR, windowMs: 60 * MINUTE },
      leadsPerIp: { limit: e.LEADS_PER_IP_PER_HOUR, windowMs: 60 * MINUTE },
      leadsPerEmail: { limit: e.LEADS_PER_EMAIL_PER_HOUR, windowMs: 60 * MINUTE },
      leadCopiesPerMailbox: { limit: e.LEAD_COPIES_PER_MAILBOX_PER_DAY, windowMs: 24 * 60 * MINUTE },
      exposePrintsPerIp: { limit: e.EXPOSE_PRINTS_PER_IP_PER_HOUR, windowMs: 60 * MINUTE },
      newsletterPerIp: { limit: e.NEWSLETTER_PER_IP_PER_HOUR, windowMs: 60 * MINUTE },
      confirmMailsPerMailbox: { limit: e.CONFIRMATION_MAILS_PER_MAILBOX_PER_DAY, windowMs: 24 * 60 * MINUTE },
      confirmMailsPerUser: { limit: e.CONFIRMATION_MAILS_PER_ACCOUNT_PER_DAY, windowMs: 24 * 60 * MINUTE },
      confirmMailsTotal: { limit: e.CONFIRMATION_MAILS_PER_DAY, windowMs: 24 * 60 * MINUTE },
      aiSearchPerIp: { limit: e.AI_SEARCH_PER_IP_PER_MIN, windowMs: MINUTE },
      assistantPerIp: { limit: e.ASSISTANT_MESSAGES_PER_IP_PER_HOUR, windowMs: 60 * MINUTE },
      smsCodesPerNumber: { limit: e.SMS_CODES_PER_NUMBER_PER_DAY, windowMs: 24 * 60 * MINUTE },
      smsCodesPerPrefix: { limit: e.SMS_CODES_PER_PREFIX_PER_DAY, windowMs: 24 * 60 * MINUTE },
      smsCodesTotal: { limit: e.SMS_CODES_PER_DAY, windowMs: 24 * 60 * MINUTE },
    },
    guideDir: path.resolve('content/guide'),
    officeName: e.SITE_BRAND,
    officeEmail: e.SITE_EMAIL,
    chromiumPath: e.CHROMIUM_PATH,
    assistantStreamBufferBytes: e.ASSISTANT_STREAM_BUFFER_KB * 1024,
    exposePrintsWaiting: e.EXPOSE_PRINTS_WAITING,
    exposeCacheMaxBytes: e.EXPOSE_CACHE_MB * 1024 * 1024,
    llm: e.LLM_BASE_URL
      ? {
          baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''),
          model: e.LLM_MODEL ?? 'default',
          apiKey: e.LLM_API_KEY,
          timeoutMs: e.LLM_TIMEOUT_MS,
        }
      : null,
  };
}

/** Names reserved for one machine or one network (RFC 6761, RFC 8375, mDNS) and single labels: nobody else resolves them. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|lan|home\.arpa|localdomain|test|invalid|example)$/;

/**
 * Whether a recipient elsewhere can reach this host: an IP address only when public (the outgoing requests' rule,
 * src/platform/net/addresses.ts), a name only when it is not local to one machine or network.
 */
export function isReachableHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (net.isIP(host)) return isPublicAddress(host);
  return host.includes('.') && !LOCAL_NAME.test(host);
}

/** The domain of the sender address in MAIL_FROM ("Brand <noreply@example.at>" or a bare address). */
function senderDomain(mailFrom: string): string {
  const address = /<([^>]*)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return address.slice(address.lastIndexOf('@') + 1).trim();
}

/**
 * The one warning for start-up when mails would go out with an address only this machine or network knows: links
 * to a local or private site address (PUBLIC_SITE_URL unset, so the listening address, or set to one) or a sender
 * at a local domain, which receiving servers refuse or mark as spam. Undefined when both are public.
 */
export function mailAddressWarning(config: Pick<Config, 'siteUrl' | 'mailFrom'>): string | undefined {
  const problems: string[] = [];
  const fixes: string[] = [];
  if (!isReachableHost(new URL(config.siteUrl).hostname)) {
    problems.push(`links to ${config.siteUrl}`);
    fixes.push('PUBLIC_SITE_URL (the public address, e.g. https://www.example.at)');
  }
  const domain = senderDomain(config.mailFrom);
  if (!isReachableHost(domain)) {
    problems.push(`the sender ${config.mailFrom}`);
    // Without MAIL_FROM the sender is noreply@ the site's host, and PUBLIC_SITE_URL alone mends both.
    if (domain.toLowerCase() !== new URL(config.siteUrl).hostname.toLowerCase() || !fixes.length) {
      fixes.push('MAIL_FROM (e.g. "Portal <noreply@example.at>")');
    } else {
      fixes[0] += ', which the sender follows unless MAIL_FROM is set';
    }
  }
  if (!problems.length) return undefined;
  return `⚠ WARNING: mails, QR codes and feedback XML will carry ${problems.join(' and ')}, a local address nobody else can reach. Set ${fixes.join(' and ')}.`;
}
