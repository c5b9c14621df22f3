/**
 * `npm test [-- unit|api|e2e]`: unit and API tests, the API suite again on PostgreSQL where one answers, then a
 * build of the current sources (skipped only when the live build already matches them exactly) and the end-to-end
 * tests in Chromium against the real server (src/cli/test-suite.ts). Ends with one summary line:
 * "N passed, N failed, N skipped".
 */
import { runTestSuite, TEST_PARTS, type TestPart } from '../src/cli/test-suite';

const only = process.argv[2];
if (only !== undefined && !(TEST_PARTS as readonly string[]).includes(only)) {
  console.error(`unknown part ${only}\nusage: npm test [-- ${TEST_PARTS.join('|')}]`);
  process.exit(2);
}
const { totals, failures, failedTests } = await runTestSuite(only as TestPart | undefined);
console.log('');
for (const t of failedTests) console.log(`✘ ${t}`);
for (const f of failures) console.log(`✘ ${f}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
