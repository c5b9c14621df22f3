/**
 * Google and Facebook sign-in: OAuth 2.0 authorization code with PKCE (S256) and state, through arctic's generic
 * client so every endpoint comes from configuration (tests point them at a local mock server).
 */
import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from 'arctic';
import { z } from 'zod';
import type { OAuthProviderConfig, SocialProvider } from '../../platform/config';
import { readCappedJson } from '../../platform/net/capped';

/** A userinfo answer is a handful of fields; anything near this size is not one. */
const USERINFO_MAX_BYTES = 64 * 1024;

export interface SocialProfile {
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export function callbackUrl(siteUrl: string, provider: SocialProvider): string {
  return `${siteUrl}/api/auth/social/${provider}/callback`;
}

export function startAuthorization(cfg: OAuthProviderConfig, redirectUri: string) {
  const client = new OAuth2Client(cfg.clientId, cfg.clientSecret, redirectUri);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = client.createAuthorizationURLWithPKCE(
    cfg.authUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    cfg.scopes,
  );
  return { url: url.toString(), state, codeVerifier };
}

const GoogleUser = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
});

const FacebookUser = z.object({
  id: z.union([z.string(), z.number()]).transform(String).optional(),
  sub: z.string().optional(),
  email: z.string().optional(),
  name: z.string().optional(),
});

export async function completeAuthorization(
  provider: SocialProvider,
  cfg: OAuthProviderConfig,
  redirectUri: string,
  code: string,
  codeVerifier: string,
  doFetch: typeof fetch,
): Promise<SocialProfile> {
  const client = new OAuth2Client(cfg.clientId, cfg.clientSecret, redirectUri);
  const tokens = await client.validateAuthorizationCode(cfg.tokenUrl, code, codeVerifier);
  const res = await doFetch(cfg.userinfoUrl, {
    headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`${provider} userinfo answered HTTP ${res.status}`);
  // The userinfo URL is the operator's configuration, not a stranger's: plain fetch, with a time limit and a cap.
  const body = await readCappedJson(res, USERINFO_MAX_BYTES);
  if (provider === 'google') {
    const u = GoogleUser.parse(body);
    return {
      providerUserId: u.sub,
      email: u.email?.toLowerCase() ?? null,
      emailVerified: u.email_verified === true || u.email_verified === 'true',
      name: u.name ?? null,
    };
  }
  const u = FacebookUser.parse(body);
  const id = u.id ?? u.sub;
  if (!id) throw new Error('facebook userinfo has no id');
  // Facebook hands out only confirmed addresses through the Graph API.
  return {
    providerUserId: id,
    email: u.email?.toLowerCase() ?? null,
    emailVerified: u.email != null,
    name: u.name ?? null,
  };
}
