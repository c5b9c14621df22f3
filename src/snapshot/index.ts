/**
 * The listing snapshot: the normalized listings and projects the importer writes and the site build, the API and
 * the scheduler read. Its format, paths, readers (read.ts: one read; reader.ts: the process's one reader that follows
 * the snapshot) and writer; the Astro content-layer loader over it is
 * ./content-loader (imported by src/content.config.ts only, so that Node scripts do not load it).
 */
export * from './format';
export * from './paths';
export * from './read';
export * from './reader';
export * from './write';
