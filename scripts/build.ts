/** `npm run build`: a fresh build of the whole site, switched in atomically when complete. */
import { buildSite } from './lib/build-site';

buildSite({ startedBy: 'manual' })
  .then(({ dir, pages, seconds }) => console.log(`Build fertig: ${pages} Seiten in ${seconds.toFixed(1)} s → ${dir}`))
  .catch((err) => {
    console.error(`Build fehlgeschlagen, die bisherige Seite bleibt online: ${err.message}`);
    process.exit(1);
  });
