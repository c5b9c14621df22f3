import { spawn } from 'node:child_process';
import path from 'node:path';

const bin = (name: string) => path.resolve('node_modules', '.bin', name);

/** Runs a command with inherited output; rejects with its exit code. Node 24 from node_modules leads PATH. */
export function run(cmd: string, args: string[], env: Record<string, string | undefined> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd.includes('/') ? cmd : bin(cmd), args, {
      stdio: 'inherit',
      env: { ...process.env, PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH}`, ...env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export function step(label: string): (extra?: string) => void {
  const started = performance.now();
  console.log(`▶ ${label} …`);
  return (extra) => console.log(`✔ ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)${extra ? ` – ${extra}` : ''}`);
}
