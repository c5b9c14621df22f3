/** Starts a test fixture as a real Node process (with tsx) and resolves once it prints its ready line. */
import { spawn, type ChildProcess } from 'node:child_process';

export async function startChild(
  script: string,
  env: Record<string, string>,
  ready: string,
  timeoutMs = 30_000,
): Promise<ChildProcess> {
  return (await startChildWithOutput(script, env, ready, timeoutMs)).proc;
}

/** As `startChild`, also resolving with what the process printed up to its ready line (a port, say). */
export function startChildWithOutput(
  script: string,
  env: Record<string, string>,
  ready: string,
  timeoutMs = 30_000,
): Promise<{ proc: ChildProcess; output: string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    proc.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes(ready)) resolve({ proc, output });
    });
    proc.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    proc.once('exit', (code) => reject(new Error(`${script} exited (${code}):\n${output}`)));
    setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`${script} did not start:\n${output}`));
    }, timeoutMs).unref();
  });
}
