/**
 * Content collections. `properties` and `projects` come from the OpenImmo import snapshot
 * (DATA_DIR/snapshot, written by `npm run sync`); their schemas are the normalized Listing and Project.
 */
import { defineCollection } from 'astro:content';
import { listingSchema, projectSchema } from './domain/listing';
import { snapshotLoader } from './snapshot/content-loader';

const properties = defineCollection({ loader: snapshotLoader('properties'), schema: listingSchema });
const projects = defineCollection({ loader: snapshotLoader('projects'), schema: projectSchema });

export const collections = { properties, projects };
