/**
 * The listing snapshot: the normalized listings and projects the importer writes and the site build, the API and
 * the scheduler read. Its format, paths, readers (read.ts: one read; reader.ts: the process's one reader that follows
 * the snapshot) and writer. The site build reads it through reader.ts too (src/site/catalog.ts).
 */
export * from './format';
export * from './paths';
export * from './read';
export * from './reader';
export * from './write';
