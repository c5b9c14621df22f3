/**
 * The rooms of src/ by where code runs: the pure rules of src/domain import nothing outside it; components and
 * build-time view models never reach into an island (pages mount islands; what both sides need lives in
 * src/domain or src/client); browser modules never import build-time or server code (it would end up in the
 * pages' JavaScript, or fail there); the server and its jobs never import browser or build-time view code; the
 * platform imports no feature, the API (src/server) and the worker (src/worker) meet the features only through
 * their registry and never each other, and those four rooms hold no import circle; and only the configuration
 * module reads the environment.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const src = path.join(root, 'src');
const ROOMS = fs
  .readdirSync(src, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : /\.(ts|tsx|astro|mjs)$/.test(e.name) ? [full] : [];
  });
}

/** Every module a file imports (static, dynamic, side-effect, type-only), as a path relative to src/. */
function importsOf(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of code.matchAll(/(?:from|import)\s*\(?\s*['"]((?:~\/|\.)[^'"]+)['"]/g)) {
    const spec = m[1]!.split('?')[0]!;
    const abs = spec.startsWith('~/') ? path.join(src, spec.slice(2)) : path.resolve(path.dirname(file), spec);
    out.push(path.relative(src, abs));
  }
  return out;
}

function offenders(room: string, forbidden: string[]): string[] {
  return filesUnder(path.join(src, room)).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.some((f) => target === f || target.startsWith(`${f}/`)))
      .map((target) => `${path.relative(src, file)} → ${target}`),
  );
}

describe('rooms', () => {
  it('components and view models import no island', () => {
    expect(offenders('components', ['islands'])).toEqual([]);
    expect(offenders('site', ['islands'])).toEqual([]);
  });

  it('browser modules import no build-time, server or import code', () => {
    expect(
      offenders('client', [
        'site',
        'server',
        'worker',
        'features',
        'platform',
        'import',
        'components',
        'islands',
        'pages',
      ]),
    ).toEqual([]);
  });
});

describe('rooms, the other way round', () => {
  it('the pure rules import nothing outside src/domain', () => {
    expect(
      offenders(
        'domain',
        ROOMS.filter((r) => r !== 'domain'),
      ),
    ).toEqual([]);
  });

  it('the server, the worker, the features and the platform import no browser, island, component, page or build-time view code', () => {
    const views = ['client', 'islands', 'components', 'pages', 'layouts', 'site'];
    for (const room of ['server', 'worker', 'features', 'platform']) expect(offenders(room, views)).toEqual([]);
  });

  it('only src/config/env.ts reads process.env', () => {
    const files = [...filesUnder(src), ...filesUnder(path.join(root, 'scripts')), path.join(root, 'astro.config.mjs')];
    const readers = files
      .filter((f) => /\bprocess\.env\b/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(root, f));
    expect(readers).toEqual(['src/config/env.ts']);
  });
});

/** The file an import names: as written, or with its extension or index module left out. */
function resolved(target: string): string | null {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
    const full = path.join(src, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return path.relative(src, full);
  }
  return null;
}

const SERVICE_ROOMS = ['platform', 'features', 'server', 'worker'];
/** What src/server and src/worker may import of the features: the registry (it re-exports the context's types). */
const REGISTRY = 'features/index.ts';

describe('the platform, the features, the API and the worker', () => {
  it('the platform imports no feature, nor the API or the worker', () => {
    expect(offenders('platform', ['features', 'server', 'worker'])).toEqual([]);
  });

  it('the features import neither the API nor the worker', () => {
    expect(offenders('features', ['server', 'worker'])).toEqual([]);
  });

  it('the API and the worker import neither each other nor a feature other than through the registry', () => {
    expect(offenders('server', ['worker'])).toEqual([]);
    expect(offenders('worker', ['server'])).toEqual([]);
    for (const room of ['server', 'worker']) {
      const past = offenders(room, ['features']).filter((line) => resolved(line.split(' → ')[1]!) !== REGISTRY);
      expect(past).toEqual([]);
    }
  });

  it('no import circle among them, type-only imports included', () => {
    const inRooms = (file: string) => SERVICE_ROOMS.some((room) => file.startsWith(`${room}/`));
    const edges = new Map<string, string[]>();
    for (const room of SERVICE_ROOMS)
      for (const file of filesUnder(path.join(src, room))) {
        const from = path.relative(src, file);
        const to = importsOf(file).flatMap((target) => {
          const hit = resolved(target);
          return hit && inRooms(hit) ? [hit] : [];
        });
        edges.set(from, to);
      }
    // Depth-first, colouring each module: one reached again while it is still on the path closes a circle.
    const state = new Map<string, 'open' | 'done'>();
    const circles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      state.set(file, 'open');
      for (const next of edges.get(file) ?? []) {
        if (state.get(next) === 'open') circles.push([...trail.slice(trail.indexOf(next)), next].join(' → '));
        else if (!state.has(next)) visit(next, [...trail, next]);
      }
      state.set(file, 'done');
    };
    for (const file of edges.keys()) if (!state.has(file)) visit(file, [file]);
    expect(circles).toEqual([]);
  });
});

describe('thin routes', () => {
  it("route modules of the API hold no SQL: queries live in the features' repositories", () => {
    const routes = filesUnder(path.join(src, 'features')).filter((f) => /routes\.ts$/.test(f));
    expect(routes.length).toBeGreaterThan(0);
    const withSql = routes
      .filter((f) => /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(src, f));
    expect(withSql).toEqual([]);
  });
});

describe('thin command-line entry points', () => {
  const scripts = path.join(root, 'scripts');
  const inside = (dir: string, file: string) => file.startsWith(dir + path.sep);
  /** Every relative module a file imports, as an absolute path (packages, node: built-ins and `~/` are not). */
  const relativeImports = (file: string) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) =>
      path.resolve(path.dirname(file), m[1]!),
    );
  /** Lines an entry point may have: enough to read its arguments, call src/ and print. */
  const MAX_LINES = 120;

  it('no test and no module under src/ imports from scripts/', () => {
    const importers = [...filesUnder(src), ...filesUnder(path.join(root, 'tests'))].flatMap((file) =>
      relativeImports(file)
        .filter((target) => inside(scripts, target))
        .map((target) => `${path.relative(root, file)} → ${path.relative(root, target)}`),
    );
    expect(importers).toEqual([]);
  });

  it('scripts/ import only from src/, node and packages, and stay short', () => {
    const files = filesUnder(scripts);
    expect(files.length).toBeGreaterThan(0);
    const outside = files.flatMap((file) =>
      relativeImports(file)
        .filter((target) => !inside(src, target))
        .map((target) => `${path.relative(root, file)} → ${path.relative(root, target)}`),
    );
    expect(outside).toEqual([]);
    const long = files
      .map((file) => ({ file: path.relative(root, file), lines: fs.readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
