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

describeApi('a per-address limit counts an IPv6 client by its /64', () => {
  const LIMIT = 3;
  let api: TestApi;
  let attempt = 0;
  beforeAll(async () => {
    api = await setupApi({ env: { TRUST_PROXY: '1', API_DEBUG: '1', LOGINS_PER_IP_PER_15_MIN: String(LIMIT) } });
  });
  afterAll(() => api.close());

  // A wrong sign-in for an account that does not exist, each for another one, so only the per-address limit counts.
  const login = async (peer: string, forwarded?: string) =>
    (
      await api.call('POST', '/api/auth/login', {
        ip: peer,
        headers: forwarded ? { 'X-Forwarded-For': forwarded } : {},
        body: { email: `nobody${++attempt}@example.at`, password: 'Falsch12345' },
      })
    ).status;

  it('refuses the next address of a /64 whose addresses used up the limit, and not another /64', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= LIMIT + 1; i++) statuses.push(await login(`2001:db8:1:2::${i.toString(16)}`));
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await login('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(429);
    expect(await login('2001:db8:1:3::1')).toBe(401);
  });

  it('counts the /64 a trusted proxy names, and the debug answer still shows the exact address', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= LIMIT + 1; i++) statuses.push(await login('127.0.0.1', `2001:db8:7:7::${i}`));
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await login('127.0.0.1', '2001:db8:7:8::1')).toBe(401);
    const debug = await api.call('GET', '/api/auth/debug', {
      ip: '127.0.0.1',
      headers: { 'X-Forwarded-For': '2001:db8:7:7::abcd' },
    });
    expect(debug.body.ip).toBe('2001:db8:7:7::abcd');
  });
});
