/** `npm run serve`: the live build and the API on one port, with the job worker beside them (no listing syncs). */
import { serve } from '../src/cli/serve';

const { url } = await serve();
console.log(`Portal läuft auf ${url}`);
