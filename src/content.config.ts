/**
 * Content collections. `properties` and `projects` come from the OpenImmo import snapshot
 * (DATA_DIR/snapshot, written by `npm run sync`); their schemas are the normalized Listing and Project.
 * `guide` is the Ratgeber: Markdown articles per language under content/guide/<lang>/<slug>.md.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { listingSchema, projectSchema } from './domain/listing';
import { snapshotLoader } from './snapshot/content-loader';

const properties = defineCollection({ loader: snapshotLoader('properties'), schema: listingSchema });
const projects = defineCollection({ loader: snapshotLoader('projects'), schema: projectSchema });
const guide = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './content/guide' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    order: z.number().int(),
    keywords: z.string().default(''),
  }),
});

export const collections = { properties, projects, guide };
