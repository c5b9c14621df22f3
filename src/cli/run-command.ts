/**
 * Runs a command of the project's toolchain (node_modules/.bin: astro, tsx, vitest, playwright) as a child process
 * with its output shown, for the build and the command-line entry points.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { childEnv } from '../config/env';

const bin = (name: string) => path.resolve('node_modules', '.bin', name);

/** Rewrites a command's output line by line: return null to drop a line. */
export type LineFilter = (line: string) => string | null;

/**
 * Runs a command with its output shown (optionally filtered); rejects with its exit code. Node 24 leads PATH.
 * Aborting `signal` ends the command (the promise settles once it has exited).
 */
export function run(
  cmd: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  filter?: LineFilter,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd.includes('/') ? cmd : bin(cmd), args, {
      stdio: filter ? ['inherit', 'pipe', 'inherit'] : 'inherit',
      env: childEnv(env, { prependPath: path.resolve('node_modules/.bin') }),
      signal,
    });
    if (filter && child.stdout) {
      let rest = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          const out = filter(line);
          if (out !== null) process.stdout.write(out + '\n');
        }
      });
      child.stdout.on('end', () => {
        if (rest) {
          const out = filter(rest);
          if (out !== null) process.stdout.write(out);
        }
      });
    }
    // An aborted command is killed; it counts as ended when it has exited (its exit rejects below), not before.
    child.on('error', (err) => {
      if (err.name !== 'AbortError') reject(err);
    });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
