/**
 * Price alerts end to end in the API: who may set one (signed-in only; guests hear that registration is
 * required), the refusals (listing not available, price on request, target not lower, one per listing), one's
 * alert for a listing (read and updated as the detail page's dialog does), edits and their limits (a fired alert
 * or a sold, rented or withdrawn listing is locked), another user's alert (404), and
 * the check: a lowered price in a new snapshot fires the alert once, with a mail in the user's language holding
 * old and new price and the link, and a Web Push message that a push endpoint in this process receives and
 * decrypts. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
// @ts-expect-error -- http_ece ships no types; decrypt(buffer, params) is all this test needs
import ece from 'http_ece';
import { PRICE_ALERT_CHECK } from '~/features/price-alerts/jobs';
import { listingSyncJob } from '~/features/listing-sync/jobs';
import type { SyncRunLog } from '~/features/listing-sync/sync';
import { PUSH_SEND } from '~/features/push/jobs';
import { decodeQuotedPrintable, describeApi, sampleListings, setupApi, writeSnapshot, type TestApi } from './helpers';

describeApi('price alerts', () => {
  let api: TestApi;
  let listings: ReturnType<typeof sampleListings>;
  let anna: Awaited<ReturnType<TestApi['signUp']>>;
  let bert: Awaited<ReturnType<TestApi['signUp']>>;
  const received: { headers: http.IncomingHttpHeaders; body: Buffer; url: string }[] = [];
  let pushServer: http.Server;
  let pushUrl = '';

  beforeAll(async () => {
    listings = sampleListings(12);
    // 5: price on request; 7: sold; 9: rented out (a purchase listing marked so for the test)
    listings[4]!.kaufpreis = null;
    listings[6]!.status = 'sold';
    // the test's push service runs in this process, on 127.0.0.1: the operator's allowance lets the API reach it
    api = await setupApi({ listings, env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
    anna = await api.signUp();
    bert = await api.signUp();
    pushServer = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks), url: req.url ?? '' });
        // a browser that unsubscribed: the push service answers 410 Gone
        res.writeHead(req.url?.includes('/gone') ? 410 : 201).end();
      });
    });
    await new Promise<void>((r) => pushServer.listen(0, '127.0.0.1', r));
    pushUrl = `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}/push/anna-browser`;
  });
  afterAll(async () => {
    await api.close();
    await new Promise((r) => pushServer.close(r));
  });

  async function drainJobs() {
    for (let i = 0; i < 4; i++) await api.runJobs();
  }

  it('guests get 401 with the note that registration is required', async () => {
    for (const [method, url] of [
      ['GET', '/api/price-alerts'],
      ['POST', '/api/price-alerts'],
      ['PATCH', '/api/price-alerts/1'],
      ['DELETE', '/api/price-alerts/1'],
    ] as const) {
      const res = await api.call(method, url, method === 'GET' ? {} : { body: {} });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
    const res = await api.call('GET', '/api/price-alerts');
    expect(res.body.message).toMatch(/Registrierung erforderlich/);
  });

  it('refuses with the right messages', async () => {
    const post = (body: unknown, lang = 'de') =>
      api.call('POST', `/api/price-alerts?lang=${lang}`, { token: anna.token, body });
    let res = await post({ property_id: 1, target_price: 251_000, channels: ['email'] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Der Zielpreis muss unter dem aktuellen Preis liegen.');
    expect(res.body.errors.target_price).toEqual(['Der Zielpreis muss unter dem aktuellen Preis liegen.']);
    res = await post({ property_id: 5, target_price: 100_000, channels: ['email'] });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/Preis auf Anfrage/);
    res = await post({ property_id: 7, target_price: 100_000, channels: ['email'] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Diese Immobilie ist nicht mehr verfügbar.');
    res = await post({ property_id: 999, target_price: 100_000, channels: ['email'] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Diese Immobilie ist nicht mehr verfügbar.');
    res = await post({ property_id: 1, target_price: -5, channels: [] });
    expect(res.status).toBe(422);
    expect(res.body.errors.target_price).toEqual(['Bitte geben Sie einen gültigen Zielpreis ein.']);
    expect(res.body.errors.channels).toEqual(['Bitte wählen Sie mindestens einen Benachrichtigungsweg.']);
    res = await post({ property_id: 1, target_price: 'viel', channels: ['sms'] }, 'en');
    expect(res.status).toBe(422);
    expect(res.body.errors.target_price).toEqual(['Please enter a valid target price.']);
  });

  let annaAlert = 0;
  it('creates an alert (201 with the alert) and only one per listing', async () => {
    const res = await api.call('POST', '/api/price-alerts', {
      token: anna.token,
      body: { property_id: 1, target_price: 240_000, notes: '  Balkon prüfen ', channels: ['email', 'push', 'email'] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: expect.stringMatching(/Preisalarm gespeichert/),
      alert: {
        property_id: 1,
        target_price: 240_000,
        notes: 'Balkon prüfen',
        channels: ['email', 'push'],
        active: true,
        current_price: 251_000,
        editable: true,
        locked_reason: null,
      },
    });
    annaAlert = res.body.alert.id;
    const again = await api.call('POST', '/api/price-alerts', {
      token: anna.token,
      body: { property_id: 1, target_price: 200_000, channels: ['email'] },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Für diese Immobilie besteht bereits ein Preisalarm.');
    // another user may watch the same listing
    const b = await api.call('POST', '/api/price-alerts', {
      token: bert.token,
      body: { property_id: 1, target_price: 200_000, channels: ['email'] },
    });
    expect(b.status).toBe(201);
  });

  it("one user never sees or changes another's alert", async () => {
    const list = await api.call('GET', '/api/price-alerts', { token: bert.token });
    expect(list.body.data.map((a: { property_id: number }) => a.property_id)).toEqual([1]);
    expect(list.body.data.some((a: { id: number }) => a.id === annaAlert)).toBe(false);
    const patch = await api.call('PATCH', `/api/price-alerts/${annaAlert}`, {
      token: bert.token,
      body: { target_price: 1 },
    });
    expect(patch.status).toBe(404);
    const del = await api.call('DELETE', `/api/price-alerts/${annaAlert}`, { token: bert.token });
    expect(del.status).toBe(404);
    const mine = await api.call('GET', '/api/price-alerts', { token: anna.token });
    expect(mine.body.data[0]).toMatchObject({ id: annaAlert, target_price: 240_000 });
  });

  it('edits target, notes and channels; deactivates and reactivates; refuses a target not lower', async () => {
    const url = `/api/price-alerts/${annaAlert}`;
    let res = await api.call('PATCH', url, { token: anna.token, body: { target_price: 245_000, notes: '' } });
    expect(res.status).toBe(200);
    expect(res.body.alert).toMatchObject({ target_price: 245_000, notes: null });
    res = await api.call('PATCH', url, { token: anna.token, body: { target_price: 260_000 } });
    expect(res.status).toBe(422);
    res = await api.call('PATCH', url, { token: anna.token, body: {} });
    expect(res.status).toBe(422);
    res = await api.call('PATCH', url, { token: anna.token, body: { active: false } });
    expect(res.body.alert.active).toBe(false);
    res = await api.call('PATCH', url, { token: anna.token, body: { active: true, channels: ['email', 'push'] } });
    expect(res.body.alert).toMatchObject({ active: true, channels: ['email', 'push'] });
  });

  it("reads one's alert for a listing (null when there is none) and updates it through its id", async () => {
    const read = (token: string, propertyId: number | string) =>
      api.call('GET', `/api/price-alerts/property/${propertyId}`, { token });
    expect((await api.call('GET', '/api/price-alerts/property/1')).status).toBe(401);
    let res = await read(anna.token, 1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, alert: { id: annaAlert, property_id: 1, editable: true } });
    // another user's alert on the same listing is that user's own
    expect((await read(bert.token, 1)).body.alert.id).not.toBe(annaAlert);
    // no alert for this listing: an answer, not an error
    res = await read(bert.token, 2);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, alert: null });
    expect((await read(bert.token, 'abc')).status).toBe(400);
    expect((await read(bert.token, 0)).status).toBe(400);

    // listing 2 is let for 802 a month
    const created = await api.call('POST', '/api/price-alerts', {
      token: bert.token,
      body: { property_id: 2, target_price: 750, channels: ['email'] },
    });
    expect(created.status).toBe(201);
    res = await read(bert.token, 2);
    expect(res.body.alert).toMatchObject({ id: created.body.alert.id, target_price: 750, notes: null });
    // what the dialog sends when it saves an existing alert: the whole form, and active again
    const body = { target_price: 780.5, notes: 'Nur mit Lift', channels: ['email'], active: true };
    const patch = await api.call('PATCH', `/api/price-alerts/${created.body.alert.id}`, { token: bert.token, body });
    expect(patch.status).toBe(200);
    expect(patch.body.message).toBe('Preisalarm geändert.');
    res = await read(bert.token, 2);
    expect(res.body.alert).toMatchObject({ id: created.body.alert.id, ...body, current_price: 802 });
    expect((await read(anna.token, 2)).body.alert).toBeNull();
  });

  it('subscribes a browser for push; the key is made once and kept', async () => {
    const key1 = await api.call('GET', '/api/push/key');
    const key2 = await api.call('GET', '/api/push/key');
    expect(key1.body.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(key2.body.public_key).toBe(key1.body.public_key);
    expect((await api.call('POST', '/api/push/subscriptions', { body: {} })).status).toBe(401);
    const bad = await api.call('POST', '/api/push/subscriptions', {
      token: anna.token,
      body: { endpoint: 'ftp://example.at/x', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(bad.status).toBe(422);
  });

  it('a lowered price fires the alert once: mail with old and new price and the link, and a decryptable push', async () => {
    // the browser's side of a push subscription: its own key pair and auth secret
    const browserKey = crypto.createECDH('prime256v1');
    browserKey.generateKeys();
    const auth = crypto.randomBytes(16).toString('base64url');
    const sub = await api.call('POST', '/api/push/subscriptions', {
      token: anna.token,
      body: { endpoint: pushUrl, keys: { p256dh: browserKey.getPublicKey().toString('base64url'), auth } },
    });
    expect(sub.status).toBe(201);

    // a deactivated alert on listing 3 must not fire
    const paused = await api.call('POST', '/api/price-alerts', {
      token: anna.token,
      body: { property_id: 3, target_price: 250_000, channels: ['email'] },
    });
    await api.call('PATCH', `/api/price-alerts/${paused.body.alert.id}`, {
      token: anna.token,
      body: { active: false },
    });

    const next = listings.map((l) => ({ ...l }));
    next[0]!.kaufpreis = 239_000; // listing 1: below Anna's target (245,000), above Bert's (200,000)
    next[2]!.kaufpreis = 100_000; // listing 3: far below, but that alert is paused
    writeSnapshot(api.dataDir, next);
    await api.ctx.queue.enqueue(PRICE_ALERT_CHECK, { trigger: 'manual' }, { key: 'test:check:1' });
    await drainJobs();

    const mails = api.outbox().filter((m) => /Preisalarm/.test(m));
    expect(mails).toHaveLength(1);
    const mail = decodeQuotedPrintable(mails[0]!);
    expect(mail).toContain(anna.email);
    // amounts as every page writes them (src/domain/format): the old and the new price, thousands set apart
    expect(mail).toMatch(/Bisher:\s*251\D{1,3}000/);
    expect(mail).toMatch(/239\D{1,3}000/);
    expect(mail).toContain('http://portal.test/immobilien/1/wohnung-1-in-wien');

    // push: arrives encrypted (aes128gcm), signed with VAPID, and decrypts with the browser's key to the message
    await vi.waitFor(
      async () => {
        await drainJobs();
        expect(received).toHaveLength(1);
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(received[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(received[0]!.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    const plain = ece.decrypt(received[0]!.body, { version: 'aes128gcm', privateKey: browserKey, authSecret: auth });
    const payload = JSON.parse(plain.toString('utf8'));
    expect(payload).toMatchObject({ title: 'Preis gesenkt', url: 'http://portal.test/immobilien/1/wohnung-1-in-wien' });
    expect(payload.body).toMatch(/239\D{1,3}000/);

    // a second check (or a rerun after a restart) sends nothing again: once it is done, any mail or push it had
    // queued would have been worked off by the drain as well
    await api.ctx.queue.enqueue(PRICE_ALERT_CHECK, { trigger: 'manual' }, { key: 'test:check:2' });
    await vi.waitFor(
      async () => {
        await drainJobs();
        expect((await api.ctx.queue.outcome('test:check:2'))?.state).toBe('done');
      },
      { timeout: 15_000, interval: 50 },
    );
    await drainJobs();
    expect(api.outbox().filter((m) => /Preisalarm/.test(m))).toHaveLength(1);
    expect(received).toHaveLength(1);

    const list = await api.call('GET', '/api/price-alerts', { token: anna.token });
    const fired = list.body.data.find((a: { id: number }) => a.id === annaAlert);
    expect(fired).toMatchObject({ editable: false, locked_reason: 'fired', fired_price: 239_000 });
    const pausedNow = list.body.data.find((a: { id: number }) => a.id === paused.body.alert.id);
    expect(pausedNow).toMatchObject({ fired_at: null, editable: true });
    const edit = await api.call('PATCH', `/api/price-alerts/${annaAlert}`, { token: anna.token, body: { notes: 'x' } });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('Dieser Preisalarm kann nicht mehr bearbeitet werden.');
  });

  it('a sold or withdrawn listing locks its alert, which can still be deleted', async () => {
    const created = await api.call('POST', '/api/price-alerts', {
      token: bert.token,
      body: { property_id: 11, target_price: 100_000, channels: ['email'] },
    });
    const created2 = await api.call('POST', '/api/price-alerts', {
      token: bert.token,
      body: { property_id: 9, target_price: 100_000, channels: ['email'] },
    });
    const next = listings.filter((l) => l.id !== 11).map((l) => ({ ...l, status: l.id === 9 ? 'sold' : l.status }));
    writeSnapshot(api.dataDir, next);
    await api.ctx.services.snapshot.refresh();
    const list = await api.call('GET', '/api/price-alerts', { token: bert.token });
    const byId = new Map(list.body.data.map((a: { id: number }) => [a.id, a]));
    expect(byId.get(created.body.alert.id)).toMatchObject({ editable: false, locked_reason: 'withdrawn' });
    expect(byId.get(created2.body.alert.id)).toMatchObject({ editable: false, locked_reason: 'sold' });
    const patch = await api.call('PATCH', `/api/price-alerts/${created2.body.alert.id}`, {
      token: bert.token,
      body: { active: false },
    });
    expect(patch.status).toBe(409);
    const del = await api.call('DELETE', `/api/price-alerts/${created.body.alert.id}`, { token: bert.token });
    expect(del.status).toBe(200);
    expect((await api.call('DELETE', `/api/price-alerts/${created.body.alert.id}`, { token: bert.token })).status).toBe(
      404,
    );
  });

  it('a sync that changed prices enqueues a check; one that changed none does not', async () => {
    const runs: Partial<SyncRunLog>[] = [
      { started_at: '2026-11-22T12:00:00.000Z', price_changes: 0 },
      { started_at: '2026-11-22T13:00:00.000Z', price_changes: 3 },
    ];
    for (const entry of runs) {
      const listingSync = { run: async () => entry as SyncRunLog };
      await listingSyncJob.run(
        { trigger: 'manual', sync: true },
        { ...api.jobContext, services: { ...api.jobContext.services, listingSync } },
        {
          key: `t:${entry.started_at}`,
          attempt: 1,
        },
      );
    }
    // the hook's key names the sync run: enqueuing it again is refused exactly when the hook enqueued it
    const again = async (at: string) =>
      api.ctx.queue.enqueue(PRICE_ALERT_CHECK, { trigger: 'sync' }, { key: `${PRICE_ALERT_CHECK}:sync:${at}` });
    expect(await again('2026-11-22T13:00:00.000Z')).toBe(false);
    expect(await again('2026-11-22T12:00:00.000Z')).toBe(true);
  });

  it('a subscription the push service reports gone is forgotten; DELETE removes one', async () => {
    const browserKey = crypto.createECDH('prime256v1');
    browserKey.generateKeys();
    const keys = {
      p256dh: browserKey.getPublicKey().toString('base64url'),
      auth: crypto.randomBytes(16).toString('base64url'),
    };
    const gone = pushUrl.replace('anna-browser', 'gone');
    expect(
      (await api.call('POST', '/api/push/subscriptions', { token: bert.token, body: { endpoint: gone, keys } })).status,
    ).toBe(201);
    const subs = await api.ctx.database.db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('user_id', '=', bert.user.id)
      .execute();
    expect(subs).toHaveLength(1);
    await api.ctx.queue.enqueue(
      PUSH_SEND,
      { subscription_id: subs[0]!.id, title: 't', body: 'b', url: 'http://portal.test/' },
      { key: 'test:push:gone' },
    );
    // The push job is done once the service answered 410 and the subscription was forgotten.
    await vi.waitFor(
      async () => {
        await drainJobs();
        expect((await api.ctx.queue.outcome('test:push:gone'))?.state).toBe('done');
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(received.some((r) => r.url.includes('/gone'))).toBe(true);
    expect(
      await api.ctx.database.db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('user_id', '=', bert.user.id)
        .execute(),
    ).toEqual([]);

    // Anna turns push off in her browser
    const del = await api.call('DELETE', '/api/push/subscriptions', { token: anna.token, body: { endpoint: pushUrl } });
    expect(del.status).toBe(200);
    expect(
      await api.ctx.database.db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('user_id', '=', anna.user.id)
        .execute(),
    ).toEqual([]);
  });
});
