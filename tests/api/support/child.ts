/**
 * Starts a test fixture as a real Node process (with tsx) and resolves once it prints its ready line. There is no
 * deadline of its own: a start that hangs is bounded by the calling test's or hook's time limit, however long a
 * busy machine takes to compile and start the fixture. Every child is killed when the test process ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const proc of running) proc.kill('SIGKILL');
});

export async function startChild(script: string, env: Record<string, string>, ready: string): Promise<ChildProcess> {
  return (await startChildWithOutput(script, env, ready)).proc;
}

/** As `startChild`, also resolving with what the process printed up to its ready line (a port, say). */
export function startChildWithOutput(
  script: string,
  env: Record<string, string>,
  ready: string,
): Promise<{ proc: ChildProcess; output: string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(proc);
    let output = '';
    proc.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes(ready)) resolve({ proc, output });
    });
    proc.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    proc.once('exit', (code) => {
      running.delete(proc);
      reject(new Error(`${script} exited (${code}):\n${output}`));
    });
  });
}

/** Kills a child (kill -9) and resolves once it has exited, so its database connections are gone. */
export async function stopChild(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGKILL');
  await exited;
}
