/**
 * Runs a function of a module loaded through Vite, as the build and the unit tests load the site's code (it uses
 * Vite's import.meta.glob and the `~` alias), and closes Vite after it, also when the function throws.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

export async function withViteModule<M>(modulePath: string, run: (mod: M) => unknown): Promise<void> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    resolve: { alias: { '~': path.join(root, 'src') } },
  });
  try {
    await run((await vite.ssrLoadModule(modulePath)) as M);
  } finally {
    await vite.close();
  }
}
