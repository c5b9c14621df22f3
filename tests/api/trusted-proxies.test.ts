/**
 * The client's address behind proxies: X-Forwarded-For counts only on a connection from a trusted proxy (loopback
 * with TRUST_PROXY=1, or TRUSTED_PROXIES), and then the client is the right-most entry that is not a proxy. A caller
 * reaching the port directly cannot pick its address by writing the header, so the sign-in limit holds against
 * one that rotates it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '~/config/env';
import { loadConfig } from '~/platform/config';
import { clientAddress, trustedProxies } from '~/platform/net/proxies';
import { describeApi, setupApi, type TestApi } from './helpers';

describe('clientAddress', () => {
  const proxies = trustedProxies(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);

  it("ignores a direct caller's X-Forwarded-For", () => {
    expect(clientAddress('203.0.113.5', '1.2.3.4', proxies)).toBe('203.0.113.5');
    expect(clientAddress('203.0.113.5', '1.2.3.4, 10.0.0.1', proxies)).toBe('203.0.113.5');
  });

  it('takes the right-most entry that is not a trusted proxy, through a chain of them', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:127.0.0.1', '6.6.6.6, 203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(clientAddress('10.1.2.3', '6.6.6.6, 203.0.113.9, 10.0.0.7', proxies)).toBe('203.0.113.9');
    expect(clientAddress('fd00::1', '2001:db8::5', proxies)).toBe('2001:db8::5');
  });

  it('stops at an entry that is no address, and without a header keeps the peer', () => {
    expect(clientAddress('10.1.2.3', 'evil, 10.0.0.7', proxies)).toBe('10.0.0.7');
    expect(clientAddress('10.1.2.3', undefined, proxies)).toBe('10.1.2.3');
    expect(clientAddress(undefined, '1.2.3.4', proxies)).toBe('unknown');
  });

  it('TRUST_PROXY=1 alone trusts loopback only; TRUSTED_PROXIES names others and refuses non-addresses', () => {
    const loopback = loadConfig({ TRUST_PROXY: '1' }).trustedProxies;
    expect(loopback.has('127.0.0.1') && loopback.has('::1')).toBe(true);
    expect(loopback.has('10.0.0.1')).toBe(false);
    expect(loadConfig({}).trustedProxies.has('127.0.0.1')).toBe(false);
    const listed = loadConfig({ TRUSTED_PROXIES: '192.0.2.10, 10.0.0.0/8' });
    expect(listed.trustProxy).toBe(true);
    expect(listed.trustedProxies.has('10.200.0.1') && listed.trustedProxies.has('192.0.2.10')).toBe(true);
    expect(listed.trustedProxies.has('127.0.0.1')).toBe(false);
    expect(() => loadEnv({ TRUSTED_PROXIES: 'proxy.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });
});

describeApi('client address and the sign-in limit behind TRUST_PROXY=1', () => {
  let api: TestApi;
  let email = '';
  beforeAll(async () => {
    api = await setupApi({ env: { TRUST_PROXY: '1', API_DEBUG: '1' } });
    email = (await api.signUp()).email;
  });
  afterAll(() => api.close());

  const debugIp = async (peer: string, forwarded: string) =>
    (await api.call('GET', '/api/auth/debug', { ip: peer, headers: { 'X-Forwarded-For': forwarded } })).body.ip;

  it("uses the client's address through the proxy, and a direct caller's own address", async () => {
    expect(await debugIp('127.0.0.1', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(await debugIp('198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });

  it('answers 429 to a direct caller that rotates X-Forwarded-For over wrong passwords', async () => {
    const limit = api.config.rateLimits.loginPerAccountIp.limit;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i++) {
      const res = await api.call('POST', '/api/auth/login', {
        ip: '198.51.100.77',
        headers: { 'X-Forwarded-For': `203.0.113.${i + 1}` },
        body: { email, password: `Falsch${i}99` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limit).every((s) => s === 401 || s === 422)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429]);
  });
});
