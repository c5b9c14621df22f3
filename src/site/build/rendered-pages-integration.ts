/** The Astro integration that puts ./rendered-pages-middleware.ts in front of every page a build renders. */
import type { AstroIntegration } from 'astro';

export function renderedPages(): AstroIntegration {
  return {
    name: 'immoportal-rendered-pages',
    hooks: {
      'astro:config:setup': ({ addMiddleware, command }) => {
        if (command === 'build')
          addMiddleware({ entrypoint: new URL('./rendered-pages-middleware.ts', import.meta.url), order: 'post' });
      },
    },
  };
}
