/**
 * Bounds on the connections the portal server holds open, so that a stranger cannot spend its file descriptors and
 * memory by opening sockets it never uses (or holds with a request sent a byte at a time). The request limits
 * (window-limiter.ts, the features' limits) only see requests; these see sockets, before any request.
 *
 * - In all, at most `total`: beyond it Node closes a new connection before the portal sees it
 *   (`server.maxConnections`), so refusing costs next to nothing.
 * - From one address (an IPv4 address or an IPv6 /64, addressGroup), at most `perAddress`. A new connection beyond
 *   it first takes the place of one of that address's idle keep-alive connections (it served a request and waits
 *   for the next): many visitors behind one address (an office, a carrier's NAT) then cost each other a reconnect,
 *   not an error. Only when all of them are busy or have sent no request yet is the new one closed at once.
 *   The trusted reverse proxies (`exempt`) are not bounded by address: every connection through them comes from
 *   their own address, and the request limits count the client they name.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { addressGroup } from '../../platform/net/addresses';

export interface ConnectionLimits {
  /** Open connections at most, from all addresses together. */
  total: number;
  /** Open connections at most from one address (IPv4) or /64 network (IPv6). */
  perAddress: number;
  /** Addresses the per-address bound does not apply to (the trusted proxies). */
  exempt?: (address: string) => boolean;
}

/** What is known of one counted connection: requests in flight on it, and whether it has served one. */
interface State {
  inFlight: number;
  served: boolean;
}

export interface ConnectionCounts {
  /** Open connections counted for an address's group (exempt addresses are not counted). */
  open(address: string): number;
}

export function limitConnections(server: Server, limits: ConnectionLimits): ConnectionCounts {
  server.maxConnections = limits.total;
  const groups = new Map<string, Map<Socket, State>>();
  const states = new WeakMap<Socket, State>();

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return void socket.destroy(); // already gone: nothing to serve
    if (limits.exempt?.(address)) return;
    const key = addressGroup(address);
    let open = groups.get(key);
    if (!open) groups.set(key, (open = new Map()));
    if (open.size >= limits.perAddress) {
      // Oldest first (the map keeps the order of arrival): the idle connection least likely to be used again.
      let idle: Socket | undefined;
      for (const [s, state] of open)
        if (state.served && state.inFlight === 0) {
          idle = s;
          break;
        }
      if (!idle) return void socket.destroy();
      open.delete(idle); // counted out now, not at its 'close', so the new one fits at once
      idle.destroy();
    }
    const state: State = { inFlight: 0, served: false };
    open.set(socket, state);
    states.set(socket, state);
    socket.once('close', () => {
      const current = groups.get(key);
      if (!current?.delete(socket)) return;
      if (current.size === 0) groups.delete(key);
    });
  });

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const state = states.get(req.socket);
    if (!state) return;
    state.inFlight++;
    res.once('close', () => {
      state.inFlight--;
      state.served = true;
    });
  });

  return {
    open: (address) => groups.get(addressGroup(address))?.size ?? 0,
  };
}
