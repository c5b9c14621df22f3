import { atom } from 'nanostores';
import { onStorageKey, readItem, writeItem } from './storage';

/** Browser key kept from the original app (stored data stays valid): "true" / "false". Absent means "follow the system". */
export const DARK_MODE_KEY = 'darkMode';

export function initialDark(stored: string | null, systemPrefersDark: boolean): boolean {
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return systemPrefersDark;
}

function systemDark(): boolean {
  return typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches;
}

export const $darkMode = atom<boolean>(initialDark(readItem(DARK_MODE_KEY), systemDark()));

function apply(dark: boolean) {
  if (typeof document !== 'undefined') document.documentElement.classList.toggle('dark', dark);
}

$darkMode.listen(apply);
onStorageKey(DARK_MODE_KEY, (v) => $darkMode.set(initialDark(v, systemDark())));

export function toggleDarkMode(): void {
  const next = !$darkMode.get();
  writeItem(DARK_MODE_KEY, String(next));
  $darkMode.set(next);
}
