/**
 * The client's address behind reverse proxies. `X-Forwarded-For` is a list anyone can write; only the entries that
 * trusted proxies appended are true. So the header counts only when the socket's peer is itself a trusted proxy,
 * and then the client is the right-most entry that is not a trusted proxy (entries left of it are the client's own
 * say-so). A direct caller's header is ignored, whatever it says.
 */
import net from 'node:net';
import { addressGroup } from './addresses';

/** What `TRUST_PROXY=1` trusts without `TRUSTED_PROXIES`: a proxy on the same machine. */
export const LOOPBACK_PROXIES: readonly string[] = ['127.0.0.0/8', '::1'];

export interface TrustedProxies {
  /** The configured entries, as given. */
  readonly entries: readonly string[];
  has(address: string): boolean;
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is the IPv4 address it carries. */
function normalise(address: string): string {
  const a = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(a);
  return mapped ? mapped[1]! : a;
}

/** Whether an entry of TRUSTED_PROXIES is an IPv4/IPv6 address or CIDR block; the configuration refuses others. */
export function isProxyEntry(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length || !address) return false;
  const family = net.isIP(address);
  if (!family) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new net.BlockList();
  for (const entry of entries) {
    if (!isProxyEntry(entry)) throw new Error(`not an IP address or CIDR block: ${entry}`);
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = net.isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    entries,
    has(address) {
      const a = normalise(address);
      const family = net.isIP(a);
      return family !== 0 && list.check(a, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The proxies the settings trust: the listed ones (TRUSTED_PROXIES), else loopback where TRUST_PROXY is on, else none.
 * The API and the page server both ask this, so a request's client address is one answer wherever it is counted.
 */
export function configuredProxies(trustProxy: boolean, listed: readonly string[]): TrustedProxies {
  return trustedProxies(listed.length ? listed : trustProxy ? LOOPBACK_PROXIES : []);
}

/**
 * The client's exact address, for what is shown (the debug answer); the limits count limitAddress. `peer` is the
 * socket's remote address; without one the answer is 'unknown'. Walking `X-Forwarded-For` from the right, trusted
 * proxies are skipped; the first other entry is the client. An entry that is no address ends the walk at the hop
 * before it (the proxy that passed it on), and a chain of trusted proxies only gives its left-most one.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  proxies: TrustedProxies,
): string {
  if (!peer) return 'unknown';
  let client = normalise(peer);
  if (!forwardedFor || !proxies.has(client)) return client;
  const hops = forwardedFor
    .split(',')
    .map((s) => normalise(s))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!net.isIP(hop)) break;
    client = hop;
    if (!proxies.has(hop)) break;
  }
  return client;
}

/**
 * What every per-address limit counts a request by, the API's and the page server's alike: the client's address
 * (clientAddress) by its group, an IPv4 address or an IPv6 client's /64 (addressGroup). One IPv6 subscriber is given
 * a whole /64, so counting exact addresses would let one client get round each limit by rotating them.
 */
export function limitAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  proxies: TrustedProxies,
): string {
  return addressGroup(clientAddress(peer, forwardedFor, proxies));
}
