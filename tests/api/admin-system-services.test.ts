/**
 * The admin area's view of the optional services and of what visitors set up: the system check binds to a real SMS
 * centre (the `smpp` package's server, in-process) and asks a real HTTP endpoint for its models, green, amber or red
 * with the reason; without either configured both say so in green. The dashboard counts price alerts, search agents
 * and newsletter sign-ups.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import smpp, { type PDU, type Session } from 'smpp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setUserRole } from '~/features/admin/repository';
import { describeApi, setupApi, type TestApi } from './helpers';

interface Check {
  name: string;
  level: string;
  reason?: string;
  detail: Record<string, unknown>;
}

describeApi('admin: optional services and engagement', () => {
  let centre: ReturnType<typeof smpp.createServer>;
  let models: http.Server;
  let smppPort = 0;
  let llmBase = '';
  const binds: string[] = [];

  beforeAll(async () => {
    centre = smpp.createServer({}, (session: Session) => {
      session.on('error', () => {});
      session.on('bind_transceiver', (pdu: PDU) => {
        binds.push(String(pdu.system_id));
        const ok = pdu.system_id === 'portal' && pdu.password === 'geheim';
        session.send(pdu.response({ command_status: ok ? 0 : 0x0e }));
      });
      session.on('unbind', (pdu: PDU) => session.send(pdu.response()));
    });
    await new Promise<void>((r) => centre.listen(0, '127.0.0.1', () => r()));
    smppPort = (centre.address() as AddressInfo).port;
    // An OpenAI-compatible server's model list, as Ollama, vLLM and llama.cpp's server answer GET /v1/models.
    models = http.createServer((req, res) => {
      if (req.url === '/v1/models' && req.headers.authorization === 'Bearer sk-test') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data: [{ id: 'qwen3:8b', object: 'model' }] }));
      } else {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end('{"error":"unauthorized"}');
      }
    });
    await new Promise<void>((r) => models.listen(0, '127.0.0.1', () => r()));
    llmBase = `http://127.0.0.1:${(models.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    await new Promise((r) => centre.close(() => r(undefined)));
    await new Promise((r) => models.close(() => r(undefined)));
  });

  async function checksWith(env: Record<string, string>): Promise<{ api: TestApi; checks: Record<string, Check> }> {
    const api = await setupApi({ env });
    const editor = await api.signUp({ name: 'Edith Editor' });
    await setUserRole(api.ctx.database.db, editor.user.id, 'editor', api.clock.now);
    const res = await api.call('GET', '/api/admin/system', { token: editor.token });
    expect(res.status).toBe(200);
    return { api, checks: Object.fromEntries(res.body.checks.map((c: Check) => [c.name, c])) };
  }

  it('says in green that SMS and the language model are not set up when they are not', async () => {
    const { api, checks } = await checksWith({});
    await api.close();
    expect(checks.sms).toMatchObject({ level: 'green', reason: 'smsOff' });
    expect(checks.llm).toMatchObject({ level: 'green', reason: 'llmOff' });
  });

  it('is green when the SMS centre accepts the bind and the endpoint lists the model', async () => {
    const before = binds.length;
    const { api, checks } = await checksWith({
      SMPP_URL: `smpp://127.0.0.1:${smppPort}`,
      SMPP_SYSTEM_ID: 'portal',
      SMPP_PASSWORD: 'geheim',
      LLM_BASE_URL: llmBase,
      LLM_MODEL: 'qwen3:8b',
      LLM_API_KEY: 'sk-test',
    });
    await api.close();
    expect(binds.slice(before)).toEqual(['portal']);
    expect(checks.sms).toMatchObject({ level: 'green', detail: { host: `127.0.0.1:${smppPort}` } });
    expect(checks.llm).toMatchObject({ level: 'green', detail: { model: 'qwen3:8b' } });
    expect(checks.llm!.reason).toBeUndefined();
  });

  it('is red for a refused bind, amber for a model the endpoint does not list or an endpoint that refuses', async () => {
    const wrong = await checksWith({
      SMPP_URL: `smpp://127.0.0.1:${smppPort}`,
      SMPP_SYSTEM_ID: 'portal',
      SMPP_PASSWORD: 'falsch',
      LLM_BASE_URL: llmBase,
      LLM_MODEL: 'llama3:70b',
      LLM_API_KEY: 'sk-test',
    });
    await wrong.api.close();
    expect(wrong.checks.sms).toMatchObject({ level: 'red', reason: 'smppDown' });
    expect(String(wrong.checks.sms!.detail.error)).toContain('bind refused');
    expect(wrong.checks.llm).toMatchObject({ level: 'amber', reason: 'llmModelMissing' });

    const refused = await checksWith({ LLM_BASE_URL: llmBase, LLM_MODEL: 'qwen3:8b', LLM_API_KEY: 'sk-wrong' });
    await refused.api.close();
    expect(refused.checks.llm).toMatchObject({ level: 'amber', reason: 'llmDown', detail: { error: 'HTTP 401' } });
  });

  it('counts price alerts, search agents and newsletter sign-ups on the dashboard', async () => {
    const api = await setupApi();
    try {
      const editor = await api.signUp({ name: 'Edith Editor' });
      await setUserRole(api.ctx.database.db, editor.user.id, 'editor', api.clock.now);
      const visitor = await api.signUp({ name: 'Vera Visitor' });
      const empty = await api.call('GET', '/api/admin/dashboard', { token: editor.token });
      expect(empty.body.engagement).toEqual({
        price_alerts: { active: 0, fired: 0 },
        search_agents: { active: 0, paused: 0 },
        newsletter: { confirmed: 0, pending: 0 },
      });

      const alert = await api.call('POST', '/api/price-alerts', {
        token: visitor.token,
        body: { property_id: 1, target_price: 200_000, channels: ['email'] },
      });
      expect(alert.status).toBe(201);
      const agent = await api.call('POST', '/api/search-agents', {
        token: visitor.token,
        body: {
          name: 'Wien zum Kaufen',
          email: visitor.user.email,
          frequency: 'daily',
          search: 'vermarktungsart=KAUF',
          channels: ['email'],
        },
      });
      expect(agent.status).toBe(201);
      const paused = await api.call('POST', '/api/search-agents', {
        token: visitor.token,
        body: { name: 'Miete', email: visitor.user.email, frequency: 'weekly', search: '', channels: ['email'] },
      });
      await api.call('PATCH', `/api/search-agents/${paused.body.agent.id}`, {
        token: visitor.token,
        body: { active: false },
      });
      const signUp = await api.call('POST', '/api/newsletter', {
        body: { email: 'leser@example.test', frequency: 'weekly' },
      });
      expect(signUp.status).toBe(200);

      const res = await api.call('GET', '/api/admin/dashboard', { token: editor.token });
      expect(res.body.engagement).toEqual({
        price_alerts: { active: 1, fired: 0 },
        search_agents: { active: 1, paused: 1 },
        newsletter: { confirmed: 0, pending: 1 },
      });
    } finally {
      await api.close();
    }
  });
});
