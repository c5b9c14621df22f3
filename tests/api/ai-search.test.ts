/**
 * POST /api/ai/search: the offline parser's answer (URL, filters, one sentence, words not understood, people
 * criteria refused), validation and the per-address limit; then the optional model through a local HTTP server
 * that speaks OpenAI's chat-completions wire format: a valid structured answer is used, a slow, broken or
 * out-of-schema one leaves the parser's answer standing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeApi, sampleListings, setupApi, type TestApi } from './helpers';

describeApi('natural-language search with the offline parser', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await setupApi({ tweak: (c) => void (c.rateLimits.aiSearchPerIp = { limit: 5, windowMs: 60_000 }) });
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers the results address, the filters and one sentence in the language asked for', async () => {
    const res = await api.call('POST', '/api/ai/search', {
      body: { query: 'Dreizimmerwohnung in Graz mit Balkon bis 300.000 Euro', lang: 'de' },
      ip: '10.0.0.1',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      engine: 'parser',
      filters: {
        vermarktungsart: 'KAUF',
        objektart: ['WOHNUNG'],
        zimmerVon: 3,
        ort: 'Graz',
        preisBis: 300000,
        ausstattung: ['balcony'],
      },
      unmatched: [],
      refused: [],
    });
    const url = new URL(res.body.url, 'http://portal.test');
    expect(url.pathname).toBe('/immobilien');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      vermarktungsart: 'KAUF',
      objektart: 'WOHNUNG',
      preis_bis: '300000',
      zimmer_von: '3',
      ort: 'Graz',
      ausstattung: 'balcony',
    });
    expect(res.body.summary).toMatch(/^Gesucht: .*Graz.*Balkon\.$/);
    expect(res.body.chips.map((c: { label: string }) => c.label.replace(/\s/g, ' '))).toEqual([
      'kaufen',
      'Wohnung',
      'ab 3 Zimmer',
      'bis 300 000 €',
      'Graz',
      'Balkon',
    ]);
  });

  it('writes the address of the language and the sentence in it', async () => {
    const res = await api.call('POST', '/api/ai/search', {
      body: { query: 'house with garden near Salzburg to rent, max 2,500 a month', lang: 'en' },
      ip: '10.0.0.2',
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/en\/immobilien\?/);
    expect(res.body.summary).toMatch(/^Searching for: .*rent.*garden\.$/i);
    const ar = await api.call('POST', '/api/ai/search', {
      body: { query: 'شقة للإيجار في فيينا ٣ غرف حتى ١٥٠٠ يورو', lang: 'ar' },
      ip: '10.0.0.2',
    });
    expect(ar.body.url).toMatch(/^\/ar\/immobilien\?/);
    expect(ar.body.filters).toMatchObject({ zimmerVon: 3, preisBis: 1500, bundesland: 'wien' });
  });

  it('names the words it did not understand and does not search for them unasked', async () => {
    const res = await api.call('POST', '/api/ai/search', {
      body: { query: 'Wohnung in Wien mit Blick auf den Stephansdom', lang: 'de' },
      ip: '10.0.0.3',
    });
    expect(res.body.unmatched).toEqual(['stephansdom']);
    // Only the visitor's "add as search term" makes them free text: as a hidden filter they would empty the list.
    expect(new URL(res.body.url, 'http://x').searchParams.get('q')).toBeNull();
  });

  it('searches the first of two places that cannot be searched together and offers the other', async () => {
    const res = await api.call('POST', '/api/ai/search', {
      body: { query: 'Wohnung in Wien oder Graz', lang: 'de' },
      ip: '10.0.0.6',
    });
    expect(res.status).toBe(200);
    expect(res.body.filters).toEqual({ objektart: ['WOHNUNG'], bundesland: 'wien' });
    expect(res.body.unmatched).toEqual(['graz']);
    expect(res.body.suggestions).toEqual([{ word: 'Graz', suggestion: 'Graz', text: 'Wohnung in Graz oder Wien' }]);
    // Neither place becomes free text: both together would find nothing.
    expect(new URL(res.body.url, 'http://x').searchParams.get('q')).toBeNull();
  });

  it('never filters by criteria about people and says so politely', async () => {
    const res = await api.call('POST', '/api/ai/search', {
      body: { query: 'Wohnung in Wien nur für Österreicher, keine Muslime', lang: 'de' },
      ip: '10.0.0.4',
    });
    expect(res.status).toBe(200);
    expect(res.body.filters).toEqual({ objektart: ['WOHNUNG'], bundesland: 'wien' });
    expect(res.body.refused.sort()).toEqual(['origin', 'religion']);
    expect(res.body.summary).toContain('Gleichbehandlungsgesetz');
    expect(res.body.url).not.toMatch(/sterreicher|muslim/i);
  });

  it('refuses an empty or over-long description with a message at the field', async () => {
    for (const query of ['', '   ']) {
      const res = await api.call('POST', '/api/ai/search', { body: { query, lang: 'de' }, ip: '10.0.0.5' });
      expect(res.status).toBe(422);
      expect(res.body.success).toBe(false);
      expect(res.body.errors.query).toEqual(['Dieses Feld ist erforderlich.']);
    }
    const long = await api.call('POST', '/api/ai/search', {
      body: { query: 'Wohnung '.repeat(70), lang: 'de' },
      ip: '10.0.0.5',
    });
    expect(long.status).toBe(422);
    expect(long.body.errors.query).toEqual(['Dieser Wert ist zu lang.']);
    const missing = await api.call('POST', '/api/ai/search', { body: { lang: 'de' }, ip: '10.0.0.5' });
    expect(missing.status).toBe(422);
    const badLang = await api.call('POST', '/api/ai/search', { body: { query: 'Haus', lang: 'xx' }, ip: '10.0.0.5' });
    expect(badLang.status).toBe(422);
    expect(Object.keys(badLang.body.errors)).toEqual(['lang']);
  });

  it('limits searches per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await api.call('POST', '/api/ai/search', { body: { query: 'Haus in Linz' }, ip: '10.0.0.9' })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const other = await api.call('POST', '/api/ai/search', { body: { query: 'Haus in Linz' }, ip: '10.0.0.10' });
    expect(other.status).toBe(200);
  });
});

describeApi('natural-language search knows the towns of the listings', () => {
  let api: TestApi;
  beforeAll(async () => {
    const listings = sampleListings(5);
    listings[0]!.location = { ort: 'Purkersdorf', plz: '3002' };
    api = await setupApi({ listings });
  });
  afterAll(async () => {
    await api.close();
  });

  it('finds a town only the listings name, typos forgiven', async () => {
    for (const query of ['Haus in Purkersdorf', 'Haus in Purkersdrof']) {
      const res = await api.call('POST', '/api/ai/search', { body: { query, lang: 'de' }, ip: '10.2.0.1' });
      expect(res.body.filters, query).toEqual({ objektart: ['HAUS'], ort: 'Purkersdorf' });
    }
  });
});

describeApi('natural-language search with an OpenAI-compatible model', () => {
  type Mode = 'ok' | 'slow' | 'not-json' | 'out-of-schema' | 'http-error' | 'people';
  let mode: Mode = 'ok';
  const requests: any[] = [];
  const held: Array<() => void> = [];
  let server: http.Server;
  let api: TestApi;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        requests.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(raw) });
        const reply = (content: string) =>
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              id: 'chatcmpl-1',
              object: 'chat.completion',
              created: 1,
              model: 'test-model',
              choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
              usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
            }),
          );
        // A model that has not answered when the API gives up on it: the answer is held back until the test ends.
        if (mode === 'slow') return void held.push(() => reply('{"ort":"Graz"}'));
        if (mode === 'http-error') return void res.writeHead(500).end('boom');
        if (mode === 'not-json') return reply('Gerne! Sie suchen eine Wohnung in Wien.');
        if (mode === 'out-of-schema') return reply(JSON.stringify({ bundesland: 'Bayern', zimmerVon: 'drei' }));
        if (mode === 'people') return reply(JSON.stringify({ ort: 'Graz', religion: 'christlich' }));
        reply(
          JSON.stringify({
            vermarktungsart: 'MIETE_PACHT',
            objektart: ['WOHNUNG'],
            zimmerVon: 2,
            preisBis: 1100,
            bundesland: 'wien',
            bezirk: ['Neubau'],
            ausstattung: ['balcony'],
            ort: null,
            unmatched: ['altbau'],
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    api = await setupApi({
      env: {
        LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
        LLM_MODEL: 'test-model',
        LLM_API_KEY: 'secret-key',
        LLM_TIMEOUT_MS: '500',
      },
      tweak: (c) => void (c.rateLimits.aiSearchPerIp = { limit: 100, windowMs: 60_000 }),
    });
  });
  afterAll(async () => {
    await api.close();
    for (const answer of held.splice(0)) answer();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  beforeEach(() => {
    requests.length = 0;
  });

  const ask = (query: string) => api.call('POST', '/api/ai/search', { body: { query, lang: 'de' }, ip: '10.1.0.1' });

  it('asks for structured output in the chat-completions format and uses a valid answer', async () => {
    mode = 'ok';
    const res = await ask('2 Zimmer Altbau im 7. mit Balkon, bis 1100 warm');
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe('model');
    expect(res.body.filters).toEqual({
      vermarktungsart: 'MIETE_PACHT',
      objektart: ['WOHNUNG'],
      zimmerVon: 2,
      preisBis: 1100,
      bundesland: 'wien',
      bezirk: ['Neubau'],
      ausstattung: ['balcony'],
    });
    expect(res.body.unmatched).toEqual(['altbau']);
    expect(new URL(res.body.url, 'http://x').searchParams.getAll('bezirk')).toEqual(['7']);
    expect(requests).toHaveLength(1);
    const sent = requests[0];
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.auth).toBe('Bearer secret-key');
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.messages.map((m: any) => m.role)).toEqual(['system', 'user']);
    expect(sent.body.messages[1].content).toContain('2 Zimmer Altbau');
    expect(sent.body.response_format.type).toBe('json_schema');
    const schema = sent.body.response_format.json_schema.schema;
    expect(schema.type).toBe('object');
    expect(schema.properties.bundesland.anyOf ?? schema.properties.bundesland.enum).toBeTruthy();
    expect(Object.keys(schema.properties)).not.toContain('religion');
  });

  for (const [mode_, why] of [
    ['slow', 'answers after the timeout'],
    ['not-json', 'answers prose instead of JSON'],
    ['out-of-schema', 'answers values outside the schema'],
    ['http-error', 'fails with HTTP 500'],
    ['people', 'adds a field about people'],
  ] as const) {
    it(`keeps the parser's answer when the model ${why}`, async () => {
      mode = mode_;
      const res = await ask('Wohnung in Linz mit Terrasse');
      expect(res.status).toBe(200);
      expect(res.body.engine).toBe('parser');
      expect(res.body.filters).toEqual({ objektart: ['WOHNUNG'], ort: 'Linz', ausstattung: ['terrace'] });
      expect(requests).toHaveLength(1);
      // The API answered while the model's answer was still held back: it did not wait for the model.
      if (mode_ === 'slow') expect(held).toHaveLength(1);
    });
  }
});

describe('natural-language search model schema', () => {
  it('is a JSON schema the model can follow, made from the same zod schema that checks the answer', async () => {
    const { MODEL_JSON_SCHEMA, modelAnswerSchema } = await import('~/features/ai-search/model');
    expect(MODEL_JSON_SCHEMA).toMatchObject({ type: 'object', additionalProperties: false });
    expect(modelAnswerSchema.safeParse({ ort: 'Graz', zimmerVon: 3 }).success).toBe(true);
    expect(modelAnswerSchema.safeParse({ nationalitaet: 'AT' }).success).toBe(false);
  });
});
