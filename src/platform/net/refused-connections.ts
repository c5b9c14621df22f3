/**
 * How many connections the portal server has refused since it started, by the bound that refused them
 * (src/server/http/connection-limits.ts): `total` beyond MAX_CONNECTIONS, `perAddress` beyond MAX_CONNECTIONS_PER_IP.
 * The admin's performance page shows them, so an operator sees a bound that is too tight or a stranger at it.
 *
 * The counts live on the process's global object under a registered symbol, not in a module variable: the server
 * (src/server/http) and the API that reports them (bundled into each build and loaded by the server) are two
 * module instances in one process, and both must see the same counts.
 */

export type RefusalReason = 'total' | 'perAddress';

export interface RefusedConnections {
  /** Refused because the server held MAX_CONNECTIONS in all. */
  total: number;
  /** Refused because the address (or IPv6 /64) held MAX_CONNECTIONS_PER_IP, none of them idle. */
  perAddress: number;
  /** When counting began (ms since the epoch): the first server of the process. */
  since: number;
}

const KEY = Symbol.for('portal.refusedConnections');

/** The process's counts (created at the first call). */
export function refusedConnections(): RefusedConnections {
  const holder = globalThis as { [KEY]?: RefusedConnections };
  return (holder[KEY] ??= { total: 0, perAddress: 0, since: Date.now() });
}

export function countRefusal(reason: RefusalReason): void {
  refusedConnections()[reason]++;
}
