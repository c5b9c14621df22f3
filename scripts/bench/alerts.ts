/**
 * npm run bench:alerts — the scheduled matching at scale (src/bench/alerts.ts): 10,000 listings against 10,000
 * saved searches, end to end as the match job runs it and the pure matching alone, then 10,000 price alerts.
 * Prints seconds and peak memory; the target is at most 30 s and 1 GB.
 *
 * BENCH_MATCH_LISTINGS, BENCH_AGENTS, BENCH_ALERTS (default 10,000 each) and BENCH_SEED change the load;
 * BENCH_DATABASE_URL=postgres://… runs the match job on PostgreSQL (in schemas of its own, dropped at the end)
 * instead of a SQLite file.
 */
import { runAlertsBenchmark } from '../../src/bench/alerts';

await runAlertsBenchmark((line) => console.log(line));
