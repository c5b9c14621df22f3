/**
 * `npm run bench:api`: load figure for the API (src/bench/api-load.ts). This script also runs as the benchmark's
 * server process (`--serve`): the API app and a bare node:http server on loopback ports, in a process of their own
 * so the load generator does not share their event loop. Prints requests/s and p50/p99 latency per run.
 *
 * Options (environment): BENCH_DURATION seconds per run (default 10), BENCH_CONNECTIONS (50),
 * BENCH_LISTINGS in the temporary snapshot (2000), BENCH_DATABASE_URL to measure on PostgreSQL instead of SQLite.
 */
import { fileURLToPath } from 'node:url';
import { measureApiLoad, serveApiBench } from '../../src/bench/api-load';

if (process.argv.includes('--serve')) await serveApiBench();
else await measureApiLoad(fileURLToPath(import.meta.url), (...line) => console.log(...line));
