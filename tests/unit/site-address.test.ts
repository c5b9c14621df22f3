import { describe, expect, it } from 'vitest';
import { loadEnv, siteUrlFromListen } from '~/config/env';
import { isReachableHost, loadConfig, mailAddressWarning } from '~/platform/config';

describe('the public address when PUBLIC_SITE_URL is unset', () => {
  it('is where the portal listens: HOST and PORT', () => {
    expect(loadEnv({ PORT: '8080', HOST: '127.0.0.1' }).PUBLIC_SITE_URL).toBe('http://127.0.0.1:8080');
    expect(loadEnv({ PORT: '3000' }).PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(loadEnv({}).PUBLIC_SITE_URL).toBe('http://localhost:4321');
    expect(loadEnv({ PORT: '8080', PUBLIC_SITE_URL: '  ' }).PUBLIC_SITE_URL).toBe('http://localhost:8080');
  });

  it('is localhost for a wildcard HOST, and an IPv6 address goes in brackets', () => {
    expect(siteUrlFromListen('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(siteUrlFromListen('::', 8080)).toBe('http://localhost:8080');
    expect(siteUrlFromListen('[::]', 8080)).toBe('http://localhost:8080');
    expect(siteUrlFromListen('::1', 8080)).toBe('http://[::1]:8080');
    expect(siteUrlFromListen('portal.lan', 80)).toBe('http://portal.lan:80');
  });

  it('gives way to PUBLIC_SITE_URL when set', () => {
    const e = loadEnv({ PORT: '8080', HOST: '0.0.0.0', PUBLIC_SITE_URL: 'https://www.immo.example.at' });
    expect(e.PUBLIC_SITE_URL).toBe('https://www.immo.example.at');
  });

  it('reaches every consumer through the configuration: links and the sender', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0' });
    expect(config.siteUrl).toBe('http://localhost:8080');
    expect(config.mailFrom).toMatch(/<noreply@localhost>$/);
    const set = loadConfig({ PORT: '8080', PUBLIC_SITE_URL: 'https://www.immo-beispiel.at/' });
    expect(set.siteUrl).toBe('https://www.immo-beispiel.at');
    expect(set.mailFrom).toMatch(/<noreply@www\.immo-beispiel\.at>$/);
  });
});

describe('the start-up warning about addresses in mails', () => {
  it('says nothing when links and sender are public', () => {
    expect(mailAddressWarning(loadConfig({ PUBLIC_SITE_URL: 'https://www.immo-beispiel.at' }))).toBeUndefined();
    expect(
      mailAddressWarning({ siteUrl: 'http://93.184.216.34:8080', mailFrom: 'Portal <info@immo-beispiel.at>' }),
    ).toBeUndefined();
  });

  it('warns when PUBLIC_SITE_URL is unset, naming it and the addresses mails would carry', () => {
    const warning = mailAddressWarning(loadConfig({ PORT: '8080' }));
    expect(warning).toMatch(/WARNING/);
    expect(warning).toContain('http://localhost:8080');
    expect(warning).toContain('noreply@localhost');
    expect(warning).toContain('PUBLIC_SITE_URL');
  });

  it('warns for loopback, private and link-local site addresses', () => {
    for (const siteUrl of [
      'http://127.0.0.2:4321',
      'http://10.1.2.3',
      'http://172.20.0.5',
      'http://192.168.1.20:8080',
      'http://169.254.1.1',
      'http://[::1]:4321',
      'http://[fd00::5]',
      'http://portal.local',
      'http://intranet',
    ]) {
      expect(mailAddressWarning({ siteUrl, mailFrom: 'Portal <noreply@immo-beispiel.at>' }), siteUrl).toMatch(
        /PUBLIC_SITE_URL/,
      );
    }
  });

  it('warns about a local sender alone, naming MAIL_FROM', () => {
    const warning = mailAddressWarning({ siteUrl: 'https://www.immo-beispiel.at', mailFrom: 'noreply@localhost' });
    expect(warning).toContain('MAIL_FROM');
    expect(warning).not.toContain('PUBLIC_SITE_URL');
  });

  it('judges host names and addresses', () => {
    expect(isReachableHost('www.immo-beispiel.at')).toBe(true);
    expect(isReachableHost('8.8.8.8')).toBe(true);
    expect(isReachableHost('[2a00:1450:4001::1]')).toBe(true);
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '10.0.0.1', 'nas.home.arpa', 'box.internal', 'x']) {
      expect(isReachableHost(host), host).toBe(false);
    }
  });
});
