/**
 * A browser-like environment for the visitor stores in Node: localStorage/sessionStorage backed by Maps, the
 * German (or another language's) visitor strings, and a fetch that records calls. Stores read storage when
 * they load, so tests import them after `installStorage` (with vi.resetModules between tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';

export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.has(key) ? this.map.get(key)! : null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

export function installStorage(initial: Record<string, string> = {}): MemoryStorage {
  const local = new MemoryStorage();
  for (const [k, v] of Object.entries(initial)) local.setItem(k, v);
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  return local;
}

type Tree = { [k: string]: string | Tree };

/** All strings of a locale, flattened to dotted keys (the shape the visitor scripts receive). */
export function localeMessages(lang = 'de'): Record<string, string> {
  const tree = JSON.parse(fs.readFileSync(path.resolve('locales', `${lang}.json`), 'utf8')) as Tree;
  const out: Record<string, string> = {};
  const walk = (t: Tree, prefix: string) => {
    for (const [k, v] of Object.entries(t)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (typeof v === 'string') out[key] = v;
      else walk(v, key);
    }
  };
  walk(tree, '');
  return out;
}

/** The German translate function for pure rules that take one. */
export function germanT(): (key: string, vars?: Record<string, unknown>) => string {
  const m = localeMessages('de');
  return (key, vars) =>
    (m[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (s, n: string) => (vars && n in vars ? String(vars[n]) : s));
}

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
}

/** A fetch that answers from `handler` and records every call. */
export function installFetch(
  handler: (call: FetchCall) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>,
) {
  const calls: FetchCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call: FetchCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: String(url),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const { status, body } = await handler(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}
