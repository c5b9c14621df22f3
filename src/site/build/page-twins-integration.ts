/** The Astro integration that writes the pages' brotli twins during the build (page-twins.ts). */
import type { AstroIntegration } from 'astro';
import { drainTwins } from './page-twins';

export function pageTwins(): AstroIntegration {
  return {
    name: 'immoportal-page-twins',
    hooks: {
      'astro:config:setup': ({ addMiddleware, command }) => {
        if (command === 'build')
          addMiddleware({ entrypoint: new URL('./page-twins-middleware.ts', import.meta.url), order: 'post' });
      },
      // Astro has written every page: the build goes on only once every twin is in place.
      'astro:build:generated': async ({ logger }) => {
        logger.info(`${await drainTwins()} brotli twins written while rendering`);
      },
    },
  };
}
