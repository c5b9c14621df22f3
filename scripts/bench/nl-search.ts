/**
 * `npm run bench:nl`: exact-match accuracy of the natural-language search parser per language over the hand-written
 * test set (tests/fixtures/nl-search), and the parser's latency (p50, p95, max over every query, 20 rounds).
 * NL_VERBOSE=1 (or `-- --misses`) also lists each query that was not understood exactly, expected against actual.
 */
import { latency, scoreAll } from './nl-eval';

const verbose = process.argv.includes('--misses');
const scores = scoreAll();
let total = 0;
let correct = 0;
console.log('lang  queries  exact  accuracy');
for (const s of scores) {
  total += s.total;
  correct += s.correct;
  console.log(
    `${s.lang.padEnd(4)}  ${String(s.total).padStart(7)}  ${String(s.correct).padStart(5)}  ${((100 * s.correct) / s.total).toFixed(1).padStart(7)} %`,
  );
}
console.log(
  `all   ${String(total).padStart(7)}  ${String(correct).padStart(5)}  ${((100 * correct) / total).toFixed(1).padStart(7)} %`,
);
const l = latency();
console.log(
  `parser latency over ${l.samples} parses: p50 ${l.p50.toFixed(3)} ms, p95 ${l.p95.toFixed(3)} ms, max ${l.max.toFixed(3)} ms`,
);
if (verbose)
  for (const s of scores)
    for (const m of s.misses) console.log(`\n[${s.lang}] ${m.query}\n  expected ${m.expected}\n  actual   ${m.actual}`);
