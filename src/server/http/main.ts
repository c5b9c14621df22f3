/** `npm run serve`: serves the live build and the API on PORT (default 4321) and HOST (default localhost). */
import { createPortalServer } from './server';

export function listen(): Promise<{ url: string; close: () => Promise<void> }> {
  const port = Number(process.env.PORT || 4321);
  const host = process.env.HOST || 'localhost';
  const server = createPortalServer({
    log: process.env.LOG_REQUESTS === '1' ? (l) => console.log(l) : undefined,
    https: (process.env.PUBLIC_SITE_URL ?? '').startsWith('https:'),
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({
        url: `http://${host}:${port}`,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  listen().then(({ url }) => console.log(`Portal läuft auf ${url}`));
}
