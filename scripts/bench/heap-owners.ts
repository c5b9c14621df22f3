/**
 * npx tsx scripts/bench/heap-owners.ts FILE.heapsnapshot [--top 40] [--min-mb 1]
 * Who holds a heap snapshot's memory, by kind and by owner (src/bench/heap-owners.ts).
 */
import { heapOwners } from '../../src/bench/heap-owners';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
if (!file) {
  console.error('usage: npx tsx scripts/bench/heap-owners.ts FILE.heapsnapshot [--top N] [--min-mb MB]');
  process.exit(2);
}
heapOwners(file, opt('--top', 40), opt('--min-mb', 1) * 2 ** 20);
