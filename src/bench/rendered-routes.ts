/**
 * What an incremental build rendered, by route and by reason, from the page keys the two builds recorded
 * (`<build>/page-keys/<route>.json`, src/site/incremental/static-paths.ts): for each route its pages, those it
 * rendered, and of those the pages new to it (no such file in the previous build), the pages whose key changed, and
 * the pages whose key stayed but whose file the previous build lacked. The build benchmark prints it after the
 * incremental build (./build.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { KEYS_DIR, type RouteKeys } from '../site/incremental/static-paths';

export interface RouteRendered {
  route: string;
  pages: number;
  rendered: number;
  /** Rendered: a file the previous build did not have. */
  added: number;
  /** Rendered: the page's key differs from the previous build's. */
  changed: number;
  /** Rendered: the key is the previous build's, but its file was missing there. */
  missing: number;
  /** Files of the previous build this build no longer has (withdrawn listings, shorter lists). */
  gone: number;
}

function readRoutes(buildDir: string): Map<string, RouteKeys> {
  const dir = path.join(buildDir, KEYS_DIR);
  const out = new Map<string, RouteKeys>();
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!name.endsWith('.json')) continue;
    const keys = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as RouteKeys;
    out.set(keys.route, keys);
  }
  return out;
}

/** The rendered pages of the build in `buildDir` against the one in `previousDir`, by route, most rendered first. */
export function renderedByRoute(previousDir: string, buildDir: string): RouteRendered[] {
  const before = readRoutes(previousDir);
  const rows: RouteRendered[] = [];
  for (const [route, keys] of readRoutes(buildDir)) {
    const prev = before.get(route)?.pages ?? {};
    const row: RouteRendered = { route, pages: 0, rendered: 0, added: 0, changed: 0, missing: 0, gone: 0 };
    for (const _ in keys.pages) row.pages++;
    for (const file of keys.rendered) {
      row.rendered++;
      const had = prev[file];
      if (had === undefined) row.added++;
      else if (had !== keys.pages[file]) row.changed++;
      else row.missing++;
    }
    for (const file in prev) if (!(file in keys.pages)) row.gone++;
    rows.push(row);
  }
  return rows.sort((a, b) => b.rendered - a.rendered || (a.route < b.route ? -1 : 1));
}

/** The table as lines: one per route that rendered a page or lost one, and the sum. */
export function renderedLines(rows: readonly RouteRendered[]): string[] {
  const shown = rows.filter((r) => r.rendered || r.gone);
  const sum = (k: keyof Omit<RouteRendered, 'route'>) => rows.reduce((s, r) => s + r[k], 0);
  const line = (name: string, r: Omit<RouteRendered, 'route'>) =>
    `  ${name.padEnd(48)} ${String(r.rendered).padStart(7)} of ${String(r.pages).padStart(7)}: new ${r.added}, key changed ${r.changed}, missing before ${r.missing}; gone ${r.gone}`;
  return [
    ...shown.map((r) => line(r.route, r)),
    line('all routes', {
      pages: sum('pages'),
      rendered: sum('rendered'),
      added: sum('added'),
      changed: sum('changed'),
      missing: sum('missing'),
      gone: sum('gone'),
    }),
  ];
}
