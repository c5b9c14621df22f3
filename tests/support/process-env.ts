/**
 * Sets or removes environment variables for the test process and has the configuration read them again, so that a
 * test can try a setting the way an operator would give it (src/config/env.ts reads the environment once).
 */
import { reloadEnv } from '~/config/env';

export function setEnv(vars: Record<string, string | undefined>): void {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  reloadEnv();
}
