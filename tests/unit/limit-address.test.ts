/**
 * What the per-address limits count a request by: the client's address (X-Forwarded-For only from a trusted
 * proxy) by its group, so every address of one IPv6 /64 is one client, and an IPv4-mapped address is its IPv4 one.
 */
import { describe, expect, it } from 'vitest';
import { limitAddress, trustedProxies } from '~/platform/net/proxies';

describe('limitAddress', () => {
  const proxies = trustedProxies(['127.0.0.1', 'fd00::/8']);

  it('counts the addresses of one IPv6 /64 as one, whatever their spelling', () => {
    const group = limitAddress('2001:db8:1:2::1', undefined, proxies);
    expect(group).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:db8:1:2:ffff:ffff:ffff:ffff', undefined, proxies)).toBe(group);
    expect(limitAddress('2001:0DB8:0001:0002:abcd::9', undefined, proxies)).toBe(group);
    expect(limitAddress('fe80::1%eth0', undefined, proxies)).toBe('fe80:0:0:0::/64');
  });

  it('keeps different /64s, and IPv4 addresses, apart', () => {
    expect(limitAddress('2001:db8:1:3::1', undefined, proxies)).not.toBe(
      limitAddress('2001:db8:1:2::1', undefined, proxies),
    );
    expect(limitAddress('203.0.113.7', undefined, proxies)).toBe('203.0.113.7');
    expect(limitAddress('203.0.113.8', undefined, proxies)).toBe('203.0.113.8');
    expect(limitAddress('::ffff:203.0.113.7', undefined, proxies)).toBe('203.0.113.7');
  });

  it("groups the client a trusted proxy names, and ignores a direct caller's header", () => {
    expect(limitAddress('127.0.0.1', '2001:db8:1:2::77', proxies)).toBe('2001:db8:1:2::/64');
    expect(limitAddress('fd00::1', '203.0.113.9, 2001:db8:9:9::1', proxies)).toBe('2001:db8:9:9::/64');
    expect(limitAddress('2001:db8:5:5::1', '2001:db8:1:2::77', proxies)).toBe('2001:db8:5:5::/64');
    expect(limitAddress(undefined, undefined, proxies)).toBe('unknown');
  });
});
