/**
 * Content collections: `guide` is the Ratgeber, Markdown articles per language under content/guide/<lang>/<slug>.md.
 * The listings and projects are not a collection: a render process reads them through the snapshot reader
 * (src/site/catalog.ts), which keeps every listing's summary and reads a listing in full only for its own pages,
 * where Astro's data store would hold every listing in full in every render process.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const guide = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './content/guide' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    order: z.number().int(),
    keywords: z.string().default(''),
  }),
});

export const collections = { guide };
