import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeApi, sampleListings, setupApi, writeSnapshot, type TestApi } from './helpers';
import { securityHeaders, cspExtrasFromEnv } from '~/platform/security-headers';
import { reloadEnv } from '~/config/env';

describeApi('HTTP behaviour of the API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await setupApi({ env: { API_BODY_LIMIT_BYTES: '2048' } });
  });
  afterAll(() => api.close());

  it('answers unknown routes with 404 JSON in the API shape', async () => {
    const { token } = await api.signUp();
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/auth/nope'],
      ['PUT', '/api/favorites'],
      ['GET', '/api/properties/batch'],
      ['GET', '/api'],
    ]) {
      const res = await api.call(method!, url!, { token });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body).toEqual({ success: false, message: 'Die angeforderte Adresse gibt es nicht.', errors: {} });
    }
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await api.call('POST', '/api/properties/batch', {
      rawBody: JSON.stringify({ property_ids: [], pad: 'x'.repeat(4000) }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, message: 'Die Anfrage ist zu groß.' });
  });

  it('accepts only JSON bodies (415) and says when JSON is broken (400)', async () => {
    const form = await api.call('POST', '/api/auth/login', {
      rawBody: 'email=a%40b.at&password=123456',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const broken = await api.call('POST', '/api/auth/login', {
      rawBody: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('Die Anfrage enthält kein gültiges JSON.');
    const wrongShape = await api.call('POST', '/api/auth/login', { body: ['not', 'an', 'object'] });
    expect(wrongShape.status).toBe(422);
  });

  it('sets security headers and no-store on API answers', async () => {
    const res = await api.call('GET', '/api/auth/me');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps CORS closed by default', async () => {
    const res = await api.call('OPTIONS', '/api/auth/login', {
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const get = await api.call('GET', '/api/currency/rates', { headers: { Origin: 'https://evil.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describeApi('CORS when configured', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await setupApi({ env: { CORS_ORIGINS: 'https://app.example.at, https://admin.example.at/' } });
  });
  afterAll(() => api.close());

  it('allows exactly the configured origins', async () => {
    const ok = await api.call('OPTIONS', '/api/favorites', {
      headers: { Origin: 'https://admin.example.at', 'Access-Control-Request-Method': 'POST' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://admin.example.at');
    const other = await api.call('OPTIONS', '/api/favorites', {
      headers: { Origin: 'https://app.example.at.evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describeApi('client address behind a proxy', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await setupApi({ env: { TRUST_PROXY: '1', API_DEBUG: '1' } });
  });
  afterAll(() => api.close());

  it('takes the address our proxy appended, not one the client wrote', async () => {
    // TRUST_PROXY=1 trusts a proxy on this machine: the request arrives from loopback.
    const res = await api.call('GET', '/api/auth/debug', {
      ip: '127.0.0.1',
      headers: { 'X-Forwarded-For': '1.2.3.4, 203.0.113.9' },
    });
    expect(res.body.ip).toBe('203.0.113.9');
  });
});

describe('security headers for pages and assets', () => {
  it('gives documents a CSP the islands work under, and drops unsafe-inline when hashes are given', () => {
    const doc = securityHeaders('document');
    expect(doc['Content-Security-Policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(doc['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(doc['Content-Security-Policy']).toContain("object-src 'none'");
    const hashed = securityHeaders('document', { scriptHashes: ['sha256-abc='] });
    expect(hashed['Content-Security-Policy']).toContain("script-src 'self' 'sha256-abc='");
    expect(hashed['Content-Security-Policy']).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(securityHeaders('asset')['X-Content-Type-Options']).toBe('nosniff');
    expect(securityHeaders('document', { https: true })['Strict-Transport-Security']).toMatch(/max-age=/);
    expect(securityHeaders('document')['Strict-Transport-Security']).toBeUndefined();
  });

  it('reads extra sources from the environment and refuses injected directives', () => {
    expect(cspExtrasFromEnv({ CSP_IMG_SRC: 'https://cdn.example.at, https://img.example.at' }).img).toEqual([
      'https://cdn.example.at',
      'https://img.example.at',
    ]);
    expect(() => cspExtrasFromEnv({ CSP_SCRIPT_SRC: "https://x; script-src 'unsafe-eval'" })).toThrow();
    const doc = securityHeaders('document', { extraSources: { connect: ['https://api.example.at'] } });
    expect(doc['Content-Security-Policy']).toContain("connect-src 'self' https://api.example.at");
  });
});

describe('the process-wide app', () => {
  const saved = { ...process.env };
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-default-'));
    writeSnapshot(dataDir, sampleListings(3));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    reloadEnv();
  });
  afterAll(async () => {
    const { getDefaultApp } = await import('~/server/app');
    await (await getDefaultApp()).ctx.close();
    process.env = saved;
    reloadEnv();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts itself from the environment on the first request (SQLite under DATA_DIR)', async () => {
    const { app } = await import('~/server/app');
    const res = await app.fetch(
      new Request('http://localhost/api/properties/batch', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ property_ids: [1, 2, 3, 4] }),
      }),
      { clientAddress: '127.0.0.1' },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).data.length).toBe(3);
    expect(fs.existsSync(path.join(dataDir, 'portal.sqlite'))).toBe(true);
  });
});
