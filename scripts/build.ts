/**
 * `npm run build [-- --full]`: builds the site into a new folder and switches it in atomically when complete.
 * When only the listings changed since the live build, only the pages that show a change are rendered and the
 * rest is taken over from the live build; `--full` renders everything, `--json` ends with the result as JSON.
 */
import { buildSite } from '../src/build/build-site';

const flags = process.argv.slice(2);
buildSite({ full: flags.includes('--full'), startedBy: 'manual' })
  .then((result) => {
    const { dir, pages, seconds, mode, pagesRendered, pagesReused } = result;
    console.log(
      `Build fertig (${mode === 'full' ? 'vollständig' : 'inkrementell'}): ${pages} Seiten in ${seconds.toFixed(1)} s, ${pagesRendered} gerendert, ${pagesReused} übernommen → ${dir}`,
    );
    // --json: the result as the last line, for the build benchmark
    if (flags.includes('--json')) console.log(JSON.stringify(result));
  })
  .catch((err) => {
    console.error(`Build fehlgeschlagen, die bisherige Seite bleibt online: ${err.message}`);
    process.exit(1);
  });
