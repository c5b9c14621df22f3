import { describe, expect, it } from 'vitest';
import { loadEnv } from '~/config/env';

describe('configuration from the environment', () => {
  it('has a default for every setting, so a fresh clone needs none', () => {
    const e = loadEnv({});
    expect(e.PORT).toBe(4321);
    expect(e.DATA_DIR).toBe('data');
    expect(e.PUBLIC_SITE_URL).toBe('http://localhost:4321');
    expect(e.SYNC_CRON).toBe('0 * * * *');
    expect(e.PGBOSS_SCHEMA).toBe('pgboss');
    expect(e.BUILD_LANGUAGES).toEqual([]);
    expect(e.TRUST_PROXY).toBe(false);
    expect(e.DATABASE_URL).toBeUndefined();
  });

  it('reads numbers, flags and comma-separated lists; blank means unset', () => {
    const e = loadEnv({
      PORT: '8080',
      TRUST_PROXY: 'TRUE',
      LOG_REQUESTS: '1',
      FEED_URLS: ' https://a.example/f.xml, ,https://b.example/g.zip ',
      SMTP_HOST: '  ',
      DATA_DIR: '',
    });
    expect(e.PORT).toBe(8080);
    expect(e.TRUST_PROXY).toBe(true);
    expect(e.LOG_REQUESTS).toBe(true);
    expect(e.FEED_URLS).toEqual(['https://a.example/f.xml', 'https://b.example/g.zip']);
    expect(e.SMTP_HOST).toBeUndefined();
    expect(e.DATA_DIR).toBe('data');
  });

  it('takes a GA4 measurement id only in its own shape', () => {
    expect(loadEnv({ PUBLIC_GA_MEASUREMENT_ID: 'G-ABC123' }).PUBLIC_GA_MEASUREMENT_ID).toBe('G-ABC123');
    expect(loadEnv({ PUBLIC_GA_MEASUREMENT_ID: '' }).PUBLIC_GA_MEASUREMENT_ID).toBeUndefined();
    expect(() => loadEnv({ PUBLIC_GA_MEASUREMENT_ID: 'UA-1234' })).toThrow(/PUBLIC_GA_MEASUREMENT_ID/);
  });

  it('fails at start with every wrong variable named', () => {
    const wrong = () => loadEnv({ PORT: 'achtzig', PUBLIC_SITE_URL: 'not a url', PGBOSS_SCHEMA: 'Drop Table' });
    expect(wrong).toThrow(/^Invalid configuration:/);
    for (const name of ['PORT', 'PUBLIC_SITE_URL', 'PGBOSS_SCHEMA']) expect(wrong).toThrow(new RegExp(`\\b${name}:`));
  });
});
