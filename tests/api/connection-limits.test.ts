/**
 * The portal server's bounds on open connections, with real sockets: in all (MAX_CONNECTIONS) and per address
 * (MAX_CONNECTIONS_PER_IP), where an idle keep-alive connection makes room for a new one and the trusted proxies
 * are not bounded by address. Every wait is on an event: a client's answer or close, a server-side socket's close.
 * Each refusal is counted by its bound for the admin's performance page, and warned about at most once a minute per
 * bound (the warnings' timing runs on fake timers, without sockets).
 */
import { once } from 'node:events';
import fs from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS, createPortalServer, type PortalServerOptions } from '~/server/http/server';
import { REFUSAL_LOG_INTERVAL_MS, refusalLog } from '~/server/http/connection-limits';
import { addressGroup } from '~/platform/net/addresses';
import { refusedConnections } from '~/platform/net/refused-connections';
import { reloadEnv } from '~/config/env';

let root = '';
const saved = { BUILD_DIR: process.env.BUILD_DIR, TRUSTED_PROXIES: process.env.TRUSTED_PROXIES };

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-connections-'));
  fs.mkdirSync(path.join(root, 'build', 'client'), { recursive: true });
  fs.writeFileSync(path.join(root, 'build', 'client', 'index.html'), '<html lang="de">start</html>');
  process.env.BUILD_DIR = path.join(root, 'build');
  reloadEnv();
});

afterAll(() => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  reloadEnv();
  fs.rmSync(root, { recursive: true, force: true });
});

const REQUEST_HEAD = 'GET / HTTP/1.1\r\nHost: portal.test\r\n';

interface Client {
  socket: net.Socket;
  /** The server's end of this connection (once the server has taken it). */
  serverSide: Promise<net.Socket>;
}

interface Served {
  server: Server;
  connect(): Promise<Client>;
  close(): Promise<void>;
}

const open: Served[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

async function serve(connections: NonNullable<PortalServerOptions['connections']>): Promise<Served> {
  const server = createPortalServer({ dataDir: path.join(root, 'data'), connections });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  // The server's sockets by the client's port, so a test can wait for the server to see a connection, or its close.
  const sockets = new Map<number, net.Socket>();
  const waiting = new Map<number, (s: net.Socket) => void>();
  server.on('connection', (s: net.Socket) => {
    sockets.set(s.remotePort!, s);
    waiting.get(s.remotePort!)?.(s);
  });
  const clients: net.Socket[] = [];
  const served: Served = {
    server,
    async connect() {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => {}); // a refused connection may be reset: its close is what counts
      clients.push(socket);
      await once(socket, 'connect');
      const local = socket.localPort!;
      const serverSide = new Promise<net.Socket>((r) => {
        const s = sockets.get(local);
        if (s) r(s);
        else waiting.set(local, r);
      });
      return { socket, serverSide };
    },
    async close() {
      for (const c of clients) c.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  open.push(served);
  return served;
}

/** What the connection gives back first: the answer's status line, or its close without one. */
function outcome(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    const onData = (chunk: Buffer) => {
      data += chunk.toString('latin1');
      const end = data.indexOf('\r\n');
      if (end >= 0) {
        socket.off('data', onData);
        resolve(data.slice(0, end));
      }
    };
    socket.on('data', onData);
    socket.once('close', () => resolve('closed'));
  });
}

/** Sends a whole request and returns what comes back first. */
function request(c: Client): Promise<string> {
  const answer = outcome(c.socket);
  c.socket.write(`${REQUEST_HEAD}\r\n`);
  return answer;
}

/** A connection the server has taken, with a request begun and not finished (headers still arriving). */
async function busy(s: Served): Promise<Client> {
  const c = await s.connect();
  c.socket.write(REQUEST_HEAD);
  await c.serverSide;
  return c;
}

/** Ends the request `busy` began and returns the answer's status line. */
function finish(c: Client): Promise<string> {
  const answer = outcome(c.socket);
  c.socket.write('\r\n');
  return answer;
}

/** Closes a connection from the client's side and waits until the server has closed its end too. */
async function hangUp(c: Client): Promise<void> {
  const serverSide = await c.serverSide;
  // Not events.once: the server's end reports the half-sent request as an error first, which would reject it.
  const gone = new Promise<void>((r) => (serverSide.closed ? r() : serverSide.once('close', () => r())));
  c.socket.destroy();
  await gone;
}

const OK = 'HTTP/1.1 200 OK';

/** Resolves when the server has closed its response to the next request on the connection from `port`. */
function responseClosed(server: Server, port: number): Promise<void> {
  return new Promise((resolve) => {
    const onRequest = (req: IncomingMessage, res: ServerResponse) => {
      if (req.socket.remotePort !== port) return;
      server.off('request', onRequest);
      res.once('close', () => resolve());
    };
    server.on('request', onRequest);
  });
}

describe('connections per address', () => {
  it('refuses the one beyond the bound while the others are busy, serves those, and takes a new one after a close', async () => {
    const s = await serve({ perAddress: 3 });
    const held = [await busy(s), await busy(s), await busy(s)];
    // The fourth from the same address is closed without an answer.
    expect(await request(await s.connect())).toBe('closed');
    // Once one of the three is closed, a new connection is taken; it and the two that stayed open are served.
    await hangUp(held[0]!);
    const next = await busy(s);
    expect(await Promise.all([held[1]!, held[2]!, next].map(finish))).toEqual([OK, OK, OK]);
  });

  it('lets a new connection take the place of an idle keep-alive one rather than refuse it', async () => {
    const s = await serve({ perAddress: 2 });
    const first = await s.connect();
    const second = await s.connect();
    // Idle once the server has closed its response (the client may read the status line before that).
    const firstDone = responseClosed(s.server, first.socket.localPort!);
    const secondDone = responseClosed(s.server, second.socket.localPort!);
    expect(await request(first)).toBe(OK);
    expect(await request(second)).toBe(OK);
    await Promise.all([firstDone, secondDone]);
    // Both now wait idle for a next request; the third closes the oldest of them and is served.
    const firstClosed = once(first.socket, 'close');
    const third = await s.connect();
    expect(await request(third)).toBe(OK);
    await firstClosed;
    expect(second.socket.destroyed).toBe(false);
    expect(await request(second)).toBe(OK);
  });

  it('does not bound a trusted proxy by its address', async () => {
    process.env.TRUSTED_PROXIES = '127.0.0.1';
    reloadEnv();
    try {
      const s = await serve({ perAddress: 1 });
      const held = [await busy(s), await busy(s), await busy(s)];
      expect(await Promise.all(held.map(finish))).toEqual([OK, OK, OK]);
    } finally {
      delete process.env.TRUSTED_PROXIES;
      reloadEnv();
    }
  });

  it('counts an IPv4 address, also IPv4-mapped, and an IPv6 address by its /64', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(addressGroup('2001:db8:1:2::9'));
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(addressGroup('2001:db8:1:2::1'));
  });
});

describe('connections in all', () => {
  it('refuses the one beyond the bound, serves the others, and takes a new one after a close', async () => {
    const s = await serve({ total: 3, perAddress: 100 });
    const held = [await busy(s), await busy(s), await busy(s)];
    expect(await request(await s.connect())).toBe('closed');
    await hangUp(held[1]!);
    const next = await busy(s);
    expect(await Promise.all([held[0]!, held[2]!, next].map(finish))).toEqual([OK, OK, OK]);
  });

  it('leaves a whole request the time a large upload needs', async () => {
    const s = await serve({});
    expect(s.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(s.server.headersTimeout).toBeLessThan(REQUEST_TIMEOUT_MS);
  });
});

describe('refused connections', () => {
  it('counts each refusal per address and warns once, with the rest when the server closes', async () => {
    const lines: string[] = [];
    const s = await serve({ perAddress: 1, log: (line) => lines.push(line) });
    const held = await busy(s);
    const before = refusedConnections().perAddress;
    for (let i = 0; i < 3; i++) expect(await request(await s.connect())).toBe('closed');
    expect(refusedConnections().perAddress).toBe(before + 3);
    // The first refusal is reported at once; the two after it wait for the minute to be over.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /refused 1 connection beyond 1 per address \(MAX_CONNECTIONS_PER_IP\) .*127\.0\.0\.1 \(1\)/,
    );
    expect(await finish(held)).toBe(OK);
    await s.close();
    open.splice(open.indexOf(s), 1);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/refused 2 connections .*127\.0\.0\.1 \(2\)/);
  });

  it('counts each refusal in all', async () => {
    const lines: string[] = [];
    const s = await serve({ total: 2, perAddress: 100, log: (line) => lines.push(line) });
    const held = [await busy(s), await busy(s)];
    const before = refusedConnections();
    const [total, perAddress] = [before.total, before.perAddress];
    for (let i = 0; i < 2; i++) expect(await request(await s.connect())).toBe('closed');
    expect(refusedConnections().total).toBe(total + 2);
    expect(refusedConnections().perAddress).toBe(perAddress);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/refused 1 connection beyond 2 in all \(MAX_CONNECTIONS\) .*127\.0\.0\.1 \(1\)/);
    expect(await Promise.all(held.map(finish))).toEqual([OK, OK]);
  });

  describe('the warnings', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('come at most once a minute, with the count since the last one and the group refused most often', () => {
      vi.useFakeTimers();
      const lines: string[] = [];
      const warn = refusalLog('perAddress', 8, (line) => lines.push(line));
      // Ten minutes of refusals, ten a second, mostly from one address and some from many others.
      for (let second = 0; second < 600; second++) {
        for (let i = 0; i < 9; i++) warn.refused('203.0.113.7');
        warn.refused(`198.51.100.${second % 200}`);
        vi.advanceTimersByTime(1000);
      }
      expect(lines.length).toBeLessThanOrEqual(600_000 / REFUSAL_LOG_INTERVAL_MS + 1);
      expect(lines.length).toBeGreaterThanOrEqual(10);
      expect(lines[0]).toMatch(/^\[connections\] refused 1 connection beyond 8 per address/);
      // Every later line sums a minute's refusals: 600 per minute, 540 of them from the one address.
      expect(lines[1]).toMatch(/refused 599 connections .* most often 203\.0\.113\.7 \(539\)$/);
      expect(lines[2]).toMatch(/refused 600 connections .* most often 203\.0\.113\.7 \(540\)$/);
      // After a quiet minute the next refusal is reported at once.
      warn.close();
      const count = lines.length;
      vi.advanceTimersByTime(REFUSAL_LOG_INTERVAL_MS);
      warn.refused('192.0.2.1');
      expect(lines).toHaveLength(count + 1);
      expect(lines.at(-1)).toMatch(/refused 1 connection .* most often 192\.0\.2\.1 \(1\)$/);
    });

    it('remember a bounded number of address groups, and still count the refusals beyond them', () => {
      vi.useFakeTimers();
      const lines: string[] = [];
      const warn = refusalLog('total', 100, (line) => lines.push(line));
      warn.refused('192.0.2.1');
      for (let i = 0; i < 5000; i++) warn.refused(`2001:db8:${i.toString(16)}::/64`);
      vi.advanceTimersByTime(REFUSAL_LOG_INTERVAL_MS);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^\[connections\] refused 5000 connections beyond 100 in all/);
    });
  });
});
