import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeApi, setupApi, type TestApi } from './helpers';
import { FALLBACK_RATES } from '~/domain/currency';
import { parseEcbXml } from '~/features/currency/ecb';

const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='2026-11-20'>
      <Cube currency='USD' rate='1.1012'/>
      <Cube currency='JPY' rate='171.23'/>
      <Cube currency='GBP' rate='0.8523'/>
      <Cube currency='CHF' rate='0.9401'/>
      <Cube currency='SEK' rate='11.201'/>
      <Cube currency='NOK' rate='11.802'/>
      <Cube currency='PLN' rate='4.2710'/>
      <Cube currency='TRY' rate='38.512'/>
      <Cube currency='CNY' rate='7.9512'/>
      <Cube currency='HUF' rate='402.11'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

describe('ECB document parsing', () => {
  it('reads date and rates', () => {
    const doc = parseEcbXml(ECB_XML);
    expect(doc.date).toBe('2026-11-20');
    expect(doc.rates.USD).toBe(1.1012);
    expect(doc.rates.HUF).toBe(402.11);
  });
  it('rejects documents without rates', () => {
    expect(() => parseEcbXml('<html>maintenance</html>')).toThrow();
  });
});

describeApi('currency rates', () => {
  let server: http.Server;
  let hits = 0;
  let mode: 'ok' | 'fail' = 'ok';
  let api: TestApi;

  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      hits++;
      if (mode === 'fail') {
        res.writeHead(503).end('down');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/xml' }).end(ECB_XML);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    api = await setupApi({ env: { ECB_RATES_URL: `http://127.0.0.1:${port}/eurofxref-daily.xml` } });
  });
  afterAll(async () => {
    await api.close();
    await new Promise((r) => server.close(r));
  });

  it('answers ECB rates for EUR, with built-in fallback rates for currencies the ECB does not publish', async () => {
    const res = await api.call('GET', '/api/currency/rates?base=EUR');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, base: 'EUR', source: 'ecb', date: '2026-11-20' });
    expect(res.body.rates).toMatchObject({
      EUR: 1,
      USD: 1.1012,
      JPY: 171.23,
      RUB: FALLBACK_RATES.RUB,
      AED: FALLBACK_RATES.AED,
    });
    expect(Object.keys(res.body.rates).sort()).toEqual(Object.keys(FALLBACK_RATES).sort());
    expect(res.body.fallback.sort()).toEqual(['AED', 'RUB']);
    expect(res.body.rates).not.toHaveProperty('HUF');
  });

  it('caches for an hour', async () => {
    const before = hits;
    await api.call('GET', '/api/currency/rates');
    await api.call('GET', '/api/currency/rates');
    expect(hits).toBe(before);
    api.clock.advance(3_600_001);
    await api.call('GET', '/api/currency/rates');
    expect(hits).toBe(before + 1);
  });

  it('derives other bases', async () => {
    const res = await api.call('GET', '/api/currency/rates?base=usd');
    expect(res.body.base).toBe('USD');
    expect(res.body.rates.USD).toBe(1);
    expect(res.body.rates.EUR).toBeCloseTo(1 / 1.1012, 6);
  });

  it('refuses unsupported bases', async () => {
    const res = await api.call('GET', '/api/currency/rates?base=HUF');
    expect(res.status).toBe(422);
    expect(res.body.errors.base).toEqual(['Diese Währung wird nicht unterstützt.']);
  });

  it('keeps the last ECB rates when the ECB fails later', async () => {
    mode = 'fail';
    api.clock.advance(3_600_001);
    const res = await api.call('GET', '/api/currency/rates');
    expect(res.body).toMatchObject({ success: true, source: 'ecb', date: '2026-11-20' });
    mode = 'ok';
  });
});

describeApi('currency rates without the ECB', () => {
  let api: TestApi;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing answers, like a machine without network.
    api = await setupApi({ env: { ECB_RATES_URL: 'http://127.0.0.1:9/eurofxref-daily.xml' } });
  });
  afterAll(() => api.close());

  it('falls back to the built-in rates with success false', async () => {
    const res = await api.call('GET', '/api/currency/rates?base=EUR');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, source: 'fallback', date: null });
    expect(res.body.rates).toEqual(FALLBACK_RATES);
  });
});
