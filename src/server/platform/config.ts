/**
 * API configuration from the environment, validated once at start so a typo fails loudly instead of at the
 * first sign-in. Every variable is listed in the README; tests build a config directly with `loadConfig({...})`.
 */
import path from 'node:path';
import { z } from 'zod';
import { site } from '../../config/site';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().optional().default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.string().optional().default('development'),
  DATA_DIR: z.string().optional().default('data'),
  DATABASE_URL: optionalText,
  SQLITE_FILE: optionalText,
  PUBLIC_SITE_URL: z.url().optional().default('http://localhost:4321'),
  AUTH_TOKEN_TTL_HOURS: positiveInt(24 * 30),
  PASSWORD_RESET_TTL_MINUTES: positiveInt(60),
  API_BODY_LIMIT_BYTES: positiveInt(64 * 1024),
  CORS_ORIGINS: optionalText,
  TRUST_PROXY: flag,
  SNAPSHOT_CHECK_MS: positiveInt(5_000),
  LOCALES_DIR: optionalText,
  PGBOSS_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,49}$/).optional().default('pgboss'),
  SYNC_CRON: z.string().trim().optional().default('0 * * * *'),

  SMTP_HOST: optionalText,
  SMTP_PORT: positiveInt(587),
  SMTP_SECURE: flag,
  SMTP_USER: optionalText,
  SMTP_PASS: optionalText,
  MAIL_FROM: optionalText,

  ECB_RATES_URL: z.url().optional().default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),

  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTH_URL: z.url().optional().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().optional().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().optional().default('https://openidconnect.googleapis.com/v1/userinfo'),
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  FACEBOOK_AUTH_URL: z.url().optional().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().optional().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.url().optional().default('https://graph.facebook.com/me?fields=id,name,email'),
});

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
  dataDir: string;
  databaseUrl: string | undefined;
  sqliteFile: string;
  siteUrl: string;
  tokenTtlMs: number;
  resetTtlMs: number;
  bodyLimitBytes: number;
  corsOrigins: string[];
  trustProxy: boolean;
  snapshotCheckMs: number;
  localesDir: string | undefined;
  /** pg-boss's schema when the database is PostgreSQL. */
  pgBossSchema: string;
  /** When the listing feeds are synced (Vienna time); `off` disables the schedule. */
  syncCron: string;
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string } | null;
  mailFrom: string;
  ecbRatesUrl: string;
  social: Partial<Record<SocialProvider, OAuthProviderConfig>>;
  rateLimits: {
    loginPerIp: RateLimitRule;
    loginPerAccount: RateLimitRule;
    registerPerIp: RateLimitRule;
    resetPerIp: RateLimitRule;
    resetPerAccount: RateLimitRule;
    socialPerIp: RateLimitRule;
  };
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  resetPerIp: { limit: 10, windowMs: 60 * MINUTE },
  resetPerAccount: { limit: 3, windowMs: 60 * MINUTE },
  socialPerIp: { limit: 30, windowMs: 15 * MINUTE },
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid API configuration:\n${lines}`);
  }
  const e = parsed.data;
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
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    sqliteFile: e.SQLITE_FILE ?? path.join(e.DATA_DIR, 'portal.sqlite'),
    siteUrl,
    tokenTtlMs: e.AUTH_TOKEN_TTL_HOURS * 3_600_000,
    resetTtlMs: e.PASSWORD_RESET_TTL_MINUTES * MINUTE,
    bodyLimitBytes: e.API_BODY_LIMIT_BYTES,
    corsOrigins: (e.CORS_ORIGINS ?? '').split(',').map((s) => s.trim().replace(/\/+$/, '')).filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    snapshotCheckMs: e.SNAPSHOT_CHECK_MS,
    localesDir: e.LOCALES_DIR,
    pgBossSchema: e.PGBOSS_SCHEMA,
    syncCron: e.SYNC_CRON,
    smtp: e.SMTP_HOST
      ? { host: e.SMTP_HOST, port: e.SMTP_PORT, secure: e.SMTP_SECURE, user: e.SMTP_USER, pass: e.SMTP_PASS }
      : null,
    mailFrom: e.MAIL_FROM ?? `${site.brand} <noreply@${new URL(siteUrl).hostname}>`,
    ecbRatesUrl: e.ECB_RATES_URL,
    social,
    rateLimits: DEFAULT_RATE_LIMITS,
  };
}
