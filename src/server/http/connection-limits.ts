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
 *
 * Every refusal is counted by its bound (src/platform/net/refused-connections.ts, shown on the admin's performance
 * page) and reported in a warning at most once a minute per bound, with how many were refused since the previous
 * one and the address group refused most often: a line per refusal would let a stranger fill the log.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { addressGroup } from '../../platform/net/addresses';
import { countRefusal, type RefusalReason } from '../../platform/net/refused-connections';

export interface ConnectionLimits {
  /** Open connections at most, from all addresses together. */
  total: number;
  /** Open connections at most from one address (IPv4) or /64 network (IPv6). */
  perAddress: number;
  /** Addresses the per-address bound does not apply to (the trusted proxies). */
  exempt?: (address: string) => boolean;
  /** Where the refusals' warnings go (default console.warn). */
  log?: (line: string) => void;
  /** At most one warning per bound this often (default REFUSAL_LOG_INTERVAL_MS). */
  logIntervalMs?: number;
}

/** The shortest time between two warnings about refused connections for the same bound. */
export const REFUSAL_LOG_INTERVAL_MS = 60_000;
/**
 * Address groups remembered between two warnings, for naming the one refused most often: a stranger with many
 * addresses cannot grow the map past this; refusals from groups beyond it are counted, not named.
 */
const MAX_LOGGED_GROUPS = 1000;

const BOUND_NAMES: Record<RefusalReason, string> = {
  total: 'in all (MAX_CONNECTIONS)',
  perAddress: 'per address (MAX_CONNECTIONS_PER_IP)',
};

export interface RefusalLog {
  refused(group: string): void;
  /** Writes what is pending now and stops the timer (the server closed). */
  close(): void;
}

/**
 * The warnings about one bound's refusals: the first refusal after a quiet minute is reported at once; later ones
 * are counted and reported together when the minute since the previous warning is over.
 */
export function refusalLog(
  reason: RefusalReason,
  limit: number,
  log: (line: string) => void,
  intervalMs = REFUSAL_LOG_INTERVAL_MS,
): RefusalLog {
  let count = 0;
  let firstAt = 0;
  let lastLineAt = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  const groups = new Map<string, number>();
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    if (count === 0) return;
    let top = '';
    let topCount = 0;
    for (const [group, n] of groups)
      if (n > topCount) {
        top = group;
        topCount = n;
      }
    const seconds = Math.max(0, Math.round((Date.now() - firstAt) / 1000));
    log(
      `[connections] refused ${count} connection${count === 1 ? '' : 's'} beyond ${limit} ${BOUND_NAMES[reason]}` +
        ` in ${seconds} s; most often ${top} (${topCount})`,
    );
    count = 0;
    groups.clear();
    lastLineAt = Date.now();
  };
  return {
    refused(group) {
      if (count++ === 0) firstAt = Date.now();
      const seen = groups.get(group);
      if (seen !== undefined || groups.size < MAX_LOGGED_GROUPS) groups.set(group, (seen ?? 0) + 1);
      if (timer) return;
      const wait = lastLineAt + intervalMs - Date.now();
      if (wait <= 0) return write();
      timer = setTimeout(write, wait);
      timer.unref(); // a pending warning does not keep the process alive
    },
    close: write,
  };
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
  const log = limits.log ?? ((line: string) => console.warn(line));
  const refusals = {
    total: refusalLog('total', limits.total, log, limits.logIntervalMs),
    perAddress: refusalLog('perAddress', limits.perAddress, log, limits.logIntervalMs),
  };
  const refuse = (reason: RefusalReason, address: string | undefined) => {
    countRefusal(reason);
    refusals[reason].refused(address ? addressGroup(address) : '(unknown address)');
  };
  // Node closes a connection beyond maxConnections itself, before any 'connection', and says so with 'drop'.
  server.on('drop', (data?: { remoteAddress?: string }) => refuse('total', data?.remoteAddress));
  server.once('close', () => {
    refusals.total.close();
    refusals.perAddress.close();
  });
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
      if (!idle) {
        refuse('perAddress', address);
        return void socket.destroy();
      }
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
