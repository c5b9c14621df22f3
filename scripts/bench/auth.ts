/**
 * `npm run bench:auth [-- --rounds 40]`: whether the sign-up and sign-in answers tell, by their time, who has an
 * account (src/bench/auth.ts). Prints each kind's median and fastest answer in ms and the two ratios that matter:
 * taken / new address at sign-up, unknown address / wrong password at sign-in (target: each between 0.8 and 1.25,
 * over the medians). `--rounds` takes more turns (default 20).
 */
import { runAuthBenchmark } from '../../src/bench/auth';

const roundsArg = process.argv.indexOf('--rounds');
const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) || 20 : 20;
await runAuthBenchmark(rounds, (line) => console.log(line));
