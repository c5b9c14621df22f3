/**
 * Which Web Push endpoints the portal sends to. A subscription's endpoint comes from the browser, that is from
 * whoever calls the API, so it is a URL a stranger chooses: unchecked, the server would POST to its own machine or
 * its internal network whenever an alert fires. An endpoint is taken only when it is an https: URL without
 * credentials whose host is one of the browsers' push services (unless the operator allows any public host,
 * PUSH_ANY_HOST) and resolves to public addresses only. Hosts the operator names in OUTBOUND_ALLOW_HOSTS are exempt
 * from the host list and the address check (a push relay in their own network, the tests' local server).
 * The same rule is applied when the subscription is stored and again, through the outbound guard on the connection
 * actually made, when a message is sent.
 */
import dns from 'node:dns/promises';
import net from 'node:net';
import type { Config } from '../config';
import { isPublicAddress } from '../net/addresses';

/** The push services of Chrome/Edge-on-Android (FCM), Firefox, Safari (Apple) and the Windows push service. */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

export interface PushEndpointRules {
  /** Any public host, not only the known push services. */
  anyHost: boolean;
  /** Hosts the operator allows although they are neither push services nor public (OUTBOUND_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  /** http: endpoints too (never in production: push services speak https only). */
  allowHttp: boolean;
}

/** The rules as configured: http: only outside production (push services speak https only). */
export function pushEndpointRules(
  config: Pick<Config, 'pushAnyHost' | 'outboundAllowHosts' | 'production'>,
): PushEndpointRules {
  return { anyHost: config.pushAnyHost, allowHosts: config.outboundAllowHosts, allowHttp: !config.production };
}

export type PushEndpointRefusal = 'scheme' | 'service' | 'address';

export class PushEndpointRefused extends Error {
  constructor(
    readonly reason: PushEndpointRefusal | 'redirect' | 'too-large',
    message: string,
  ) {
    super(message);
    this.name = 'PushEndpointRefused';
  }
}

function bareHost(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

export function isPushServiceHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return PUSH_SERVICE_HOSTS.some((p) => (p.startsWith('*.') ? h.endsWith(p.slice(1)) : h === p));
}

function operatorAllowed(host: string, rules: PushEndpointRules): boolean {
  return rules.allowHosts.some((a) => a.toLowerCase() === host);
}

/** What can be judged without the network: scheme, credentials, the host list and an address written as such. */
export function pushEndpointRefusal(raw: string, rules: PushEndpointRules): PushEndpointRefusal | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'scheme';
  }
  if (url.protocol !== 'https:' && !(rules.allowHttp && url.protocol === 'http:')) return 'scheme';
  if (url.username || url.password) return 'scheme';
  const host = bareHost(url);
  if (operatorAllowed(host, rules)) return null;
  // A push service is reached by its name: a bare address is at best some other public server.
  if (net.isIP(host)) return !isPublicAddress(host) ? 'address' : rules.anyHost ? null : 'service';
  if (!rules.anyHost && !isPushServiceHost(host)) return 'service';
  return null;
}

/**
 * The whole check at registration: also every address the host resolves to must be public (a name that does not
 * resolve is no push service either). The send is checked again on its connection, so a name that changes its
 * addresses later is still refused then.
 */
export async function checkPushEndpoint(
  raw: string,
  rules: PushEndpointRules,
  lookup: (host: string) => Promise<{ address: string }[]> = (host) => dns.lookup(host, { all: true }),
): Promise<PushEndpointRefusal | null> {
  const refusal = pushEndpointRefusal(raw, rules);
  if (refusal) return refusal;
  const host = bareHost(new URL(raw));
  if (operatorAllowed(host, rules) || net.isIP(host)) return null;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host);
  } catch {
    return 'address';
  }
  return addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address)) ? null : 'address';
}
