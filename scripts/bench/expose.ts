/**
 * `npm run bench:expose`: the PDF exposé's speed, memory and size (src/bench/expose.ts), in-process through the
 * exposé service, its print queue and the real Chromium, on a listing copied from the snapshot in DATA_DIR (run
 * `npm run sync` or `npm start` once) with 20 pictures. Prints ms per PDF uncached, two at once and cached, the
 * browser's memory at its peak and between prints, and the file size with 20 pictures.
 */
import { runExposeBenchmark } from '../../src/bench/expose';

try {
  await runExposeBenchmark((...line) => console.log(...line));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
