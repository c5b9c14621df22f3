/**
 * Safe access to localStorage / sessionStorage: storage can be missing (server, privacy mode) or full.
 * A storage error must never break a page: it is only logged, so nothing here throws.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    if (kind === 'local') return typeof localStorage === 'undefined' ? null : localStorage;
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // Safari throws on access when storage is disabled
  }
}

export function readItem(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch (err) {
    console.error(`storage read failed for ${key}`, err);
    return null;
  }
}

export function writeItem(key: string, value: string, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(key, value);
  } catch (err) {
    console.error(`storage write failed for ${key}`, err);
  }
}

export function removeItem(key: string, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch (err) {
    console.error(`storage remove failed for ${key}`, err);
  }
}

export function readJson<T>(key: string, kind: Area = 'local'): T | null {
  const raw = readItem(key, kind);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch (err) {
    console.error(`stored ${key} is not valid JSON`, err);
    return null;
  }
}

export function writeJson(key: string, value: unknown, kind: Area = 'local'): void {
  writeItem(key, JSON.stringify(value), kind);
}

/** Calls `onChange` when another tab changes `key` (storage events fire only in the other tabs). */
export function onStorageKey(key: string, onChange: (value: string | null) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (e: StorageEvent) => {
    if (e.key === key || e.key === null) onChange(e.key === null ? null : e.newValue);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
