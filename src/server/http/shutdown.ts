/**
 * Ending a serving process on SIGTERM or SIGINT within a bound: the server stops accepting connections and
 * closes the idle keep-alive ones at once; requests in flight get a grace period, then their connections are
 * closed too; what the process runs beside (the job worker, the pools) is stopped after, and the process exits 0.
 * A second signal exits at once: whoever sends it no longer wants to wait.
 */
import type { Server } from 'node:http';

/** Closes `server`: no new connections, idle ones now, busy ones once they are idle or the grace is over. */
export function closeServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeIdleConnections();
    // A keep-alive connection whose request ends during the grace is idle from then on: closed at the next look.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const cutoff = setTimeout(() => server.closeAllConnections(), graceMs);
    server.once('close', () => {
      clearInterval(sweep);
      clearTimeout(cutoff);
    });
  });
}

/**
 * Runs `shutdown` on the first SIGTERM or SIGINT and exits 0 when it is done (1 when it failed); a second signal
 * exits at once with 1.
 */
export function exitOnSignals(shutdown: () => Promise<void>, log: (line: string) => void = console.info): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`[server] ${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    log(`[server] ${signal}: shutting down`);
    shutdown().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('[server] shutdown failed:', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
