/**
 * `build-info.json` in every build folder: what the build was made from (its fingerprints, ./fingerprint.ts), how
 * (full or incremental, from which build, by whom) and the inline scripts its pages may run. The server reads the
 * script hashes for its Content-Security-Policy; the next build reads the fingerprints.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveLiveBuild } from './build-dir';
import { KEYS_DIR } from '../site/incremental/static-paths';
import { inputFingerprint } from './fingerprint';

export const BUILD_INFO_FILE = 'build-info.json';

export interface BuildInfo {
  fingerprint: string;
  codeFingerprint: string;
  builtAt: string;
  mode: 'full' | 'incremental';
  reusedFrom: string | null;
  /** HTML pages in the build. */
  pages: number;
  seconds: number;
  pagesTotal: number;
  pagesRendered: number;
  pagesReused: number;
  /** Who started it, for the build history: an editor's address, or schedule, start, manual, … */
  startedBy: string;
  languages: string[];
  scriptHashes: string[];
}

/** A build's info as far as it can be read: null when it has none (a build that never finished). */
export function readBuildInfo(dir: string): Partial<BuildInfo> | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, BUILD_INFO_FILE), 'utf8')) as Partial<BuildInfo>;
  } catch {
    return null;
  }
}

export function writeBuildInfo(dir: string, info: BuildInfo): void {
  fs.writeFileSync(path.join(dir, BUILD_INFO_FILE), JSON.stringify(info, null, 2));
}

/** Whether the live build was made from other inputs than the current ones (or there is none). */
export function isBuildStale(): boolean {
  const live = resolveLiveBuild();
  if (!live) return true;
  const info = readBuildInfo(live);
  return !info || info.fingerprint !== inputFingerprint();
}

/**
 * The live build an incremental build may start from: built from the same code and settings, with its page keys.
 * Null means a full build.
 */
export function reusableBuild(code: string, live: string | null = resolveLiveBuild()): string | null {
  if (!live) return null;
  const info = readBuildInfo(live);
  if (info?.codeFingerprint !== code) return null;
  if (!fs.existsSync(path.join(live, KEYS_DIR))) return null;
  return live;
}
