/**
 * `npm run bench:assistant [-- SET]`: the assistant's offline engine over its evaluation sets
 * (tests/fixtures/assistant/<SET>; without SET the tuning set and then every blind set of ASSISTANT_HOLDOUT_SETS):
 * per language the share of questions answered with the right kind of answer, and of those that need one, answered
 * from the right guide section or with the listing's figure. Only counts are printed. Targets: intent ≥ 97 %,
 * section or figure ≥ 95 %.
 */
import { ASSISTANT_HOLDOUT_SETS, scoreAssistant } from '../../src/bench/assistant-eval';

const sets = process.argv[2] ? [process.argv[2]] : ['tune', ...ASSISTANT_HOLDOUT_SETS];
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '–').padStart(8);
for (const set of sets) {
  let total = 0;
  let intent = 0;
  let grounded = 0;
  let right = 0;
  console.log(`assistant, set "${set}"\nlang  questions  intent  section/figure`);
  for (const s of scoreAssistant(set)) {
    if (!s.total) continue;
    total += s.total;
    intent += s.intent;
    grounded += s.grounded;
    right += s.groundedRight;
    console.log(
      `${s.lang.padEnd(4)}  ${String(s.total).padStart(9)}  ${pct(s.intent, s.total)}  ${pct(s.groundedRight, s.grounded)}`,
    );
  }
  console.log(`all   ${String(total).padStart(9)}  ${pct(intent, total)}  ${pct(right, grounded)}\n`);
}
console.log('targets: intent ≥ 97 %, section or figure ≥ 95 %');
