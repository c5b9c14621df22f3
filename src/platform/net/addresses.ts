/**
 * Which network addresses an outgoing request a stranger or a feed can steer may reach: public unicast addresses
 * only. Loopback, private (RFC 1918, unique-local), link-local, carrier-grade NAT, multicast, documentation,
 * benchmarking and reserved ranges are refused, and so are IPv6 addresses that embed one of those (IPv4-mapped,
 * NAT64, 6to4), because the request would otherwise reach the portal's own machine or its internal network.
 */
import net from 'node:net';

type Range = [base: bigint, prefix: number, bits: 32 | 128];

const V4_BLOCKED = [
  '0.0.0.0/8', // "this" network
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local (cloud metadata services live here)
  '172.16.0.0/12',
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // 6to4 relay
  '192.168.0.0/16',
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and the broadcast address
];

const V6_BLOCKED = [
  '::/128',
  '::1/128',
  '64:ff9b:1::/48', // local-use NAT64
  '100::/64', // discard
  '2001:db8::/32', // documentation
  'fc00::/7', // unique-local
  'fe80::/10', // link-local
  'fec0::/10', // old site-local
  'ff00::/8', // multicast
];

function v4ToBig(ip: string): bigint {
  return ip.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function v6ToBig(ip: string): bigint {
  let text = ip.toLowerCase();
  // A trailing dotted quad (::ffff:1.2.3.4) becomes two hextets.
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const v = v4ToBig(quad[1]!);
    text = text.slice(0, -quad[1]!.length) + `${(v >> 16n).toString(16)}:${(v & 0xffffn).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - headParts.length - tailParts.length).fill('0');
  return [...headParts, ...fill, ...tailParts].reduce((acc, h) => (acc << 16n) | BigInt(parseInt(h || '0', 16)), 0n);
}

function parseRange(cidr: string): Range {
  const [base, prefix] = cidr.split('/') as [string, string];
  return net.isIPv4(base) ? [v4ToBig(base), Number(prefix), 32] : [v6ToBig(base), Number(prefix), 128];
}

const V4 = V4_BLOCKED.map(parseRange);
const V6 = V6_BLOCKED.map(parseRange);

function inRange(value: bigint, [base, prefix, bits]: Range): boolean {
  const shift = BigInt(bits - prefix);
  return value >> shift === base >> shift;
}

/** True for an address a request from the portal may reach; false for a blocked range or what is not an address. */
export function isPublicAddress(ip: string): boolean {
  const address = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (net.isIPv4(address)) {
    const v = v4ToBig(address);
    return !V4.some((r) => inRange(v, r));
  }
  if (!net.isIPv6(address)) return false;
  const v = v6ToBig(address);
  if (V6.some((r) => inRange(v, r))) return false;
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d): judged by the IPv4 inside.
  const top96 = v >> 32n;
  if (top96 === 0xffffn || top96 === 0n || top96 === 0x64ff9b0000000000000000n) {
    return isPublicAddress(bigToV4(v & 0xffffffffn));
  }
  // 6to4 (2002:a.b.c.d::/48) carries an IPv4 address in bits 16–48.
  if (v >> 112n === 0x2002n) return isPublicAddress(bigToV4((v >> 80n) & 0xffffffffn));
  return true;
}

function bigToV4(v: bigint): string {
  return [24n, 16n, 8n, 0n].map((s) => Number((v >> s) & 0xffn)).join('.');
}

/**
 * The unit a per-address bound counts by: an IPv4 address (also when an IPv4-mapped IPv6 address carries it), or the
 * /64 network of an IPv6 address. One IPv6 subscriber (a household, a server) is given a whole /64 and may pick any
 * address in it, so counting single IPv6 addresses would bound nobody.
 */
export function addressGroup(ip: string): string {
  const address = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!net.isIPv6(address)) return address;
  const v = v6ToBig(address);
  if (v >> 32n === 0xffffn) return bigToV4(v & 0xffffffffn);
  const top = v >> 64n;
  const hextets = [48n, 32n, 16n, 0n].map((s) => ((top >> s) & 0xffffn).toString(16));
  return `${hextets.join(':')}::/64`;
}
