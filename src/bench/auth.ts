/**
 * The sign-in timing benchmark (`npm run bench:auth`, scripts/bench/auth.ts): whether the sign-up and sign-in
 * answers tell, by their time, who has an account. The API app in-process on a SQLite file of its own, at the
 * production scrypt cost, answers in turns: a sign-up with a new address and one with a taken address; a sign-in
 * with the right password, with a wrong one, and with an address nobody registered. Reports each kind's median and
 * fastest answer in ms and the two ratios that matter: taken / new address at sign-up, unknown address / wrong
 * password at sign-in (target: each between 0.8 and 1.25, over the medians). The kinds take turns within each
 * round, so a busy machine slows them alike. More rounds take more turns (default 20).
 *
 * The tests check the cause without a clock (tests/api/auth.test.ts counts the scrypt derivations of each answer);
 * this measures the effect.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childEnv } from '../config/env';
import { snapshotFiles } from '../snapshot/paths';

/** The answers of the two kinds compared are alike when their medians are within this ratio of each other. */
const TARGET = { low: 0.8, high: 1.25 };

/** Runs `rounds` rounds (at least 1) and logs the medians, the fastest answers and the two ratios. */
export async function runAuthBenchmark(rounds = 20, log: (line: string) => void = console.log): Promise<void> {
  const ROUNDS = Math.max(1, rounds);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-auth-'));
  const files = snapshotFiles(dataDir);
  fs.mkdirSync(files.dir, { recursive: true });
  fs.writeFileSync(files.properties, '[]');
  fs.writeFileSync(files.meta, JSON.stringify({ digest: 'bench-auth' }));

  const { initApp } = await import('../server/app');
  const { app, ctx } = await initApp(
    childEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', SYNC_CRON: 'off' }),
  );

  let address = 0;
  /** One answer's time in ms; every request comes from an address of its own, so no rate limit slows it. */
  async function timed(pathname: string, body: unknown, expected: number): Promise<number> {
    address++;
    const clientAddress = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    const t0 = performance.now();
    const res = await app.request(
      pathname,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify(body),
      },
      { clientAddress },
    );
    await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (res.status !== expected) throw new Error(`${pathname} answered ${res.status}, expected ${expected}`);
    return ms;
  }

  const password = 'Bench1234';
  const signUp = (email: string) =>
    timed(
      '/api/auth/register',
      { name: 'Bench User', email, password, password_confirmation: password, terms: true },
      201,
    );
  const signIn = (email: string, pass: string, expected: number) =>
    timed('/api/auth/login', { email, password: pass }, expected);

  const times = { newAddress: [] as number[], taken: [] as number[], right: [] as number[], wrong: [] as number[] };
  const unknown: number[] = [];
  try {
    // A warm-up turn: the first answers include compiling the routes and the statements.
    await signUp('warm@example.at');
    await signIn('warm@example.at', password, 200);
    await signIn('nobody-warm@example.at', password, 401);
    // One account a round for the sign-ins, made beforehand: two attempts each, far below the account's limit.
    for (let round = 0; round < ROUNDS; round++) await signUp(`member-${round}@example.at`);
    for (let round = 0; round < ROUNDS; round++) {
      const member = `member-${round}@example.at`;
      const email = `bench-${round}@example.at`;
      // Each round starts with another kind, so none is always the one after a garbage collection.
      const turns = [
        async () => times.newAddress.push(await signUp(email)),
        async () => times.wrong.push(await signIn(member, 'Falsch123', 401)),
        async () => unknown.push(await signIn(`nobody-${round}@example.at`, password, 401)),
        async () => times.right.push(await signIn(member, password, 200)),
      ];
      for (let i = 0; i < turns.length; i++) await turns[(i + round) % turns.length]!();
      times.taken.push(await signUp(email));
    }
  } finally {
    await ctx.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const row = (label: string, xs: number[]) =>
    log(
      `${label.padEnd(34)} ${median(xs).toFixed(1).padStart(8)} ${Math.min(...xs)
        .toFixed(1)
        .padStart(8)}`,
    );
  const verdict = (ratio: number) => (ratio >= TARGET.low && ratio <= TARGET.high ? 'met' : 'missed');

  log(
    `bench:auth — ${ROUNDS} rounds, SQLite, production scrypt cost (${os.cpus().length} cores, load ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')})`,
  );
  log(`${'answer'.padEnd(34)} ${'median'.padStart(8)} ${'fastest'.padStart(8)}  (ms)`);
  row('sign-up, new address', times.newAddress);
  row('sign-up, taken address', times.taken);
  row('sign-in, right password', times.right);
  row('sign-in, wrong password', times.wrong);
  row('sign-in, address nobody registered', unknown);
  const signUpRatio = median(times.taken) / median(times.newAddress);
  const signInRatio = median(unknown) / median(times.wrong);
  log(
    `sign-up taken / new: ${signUpRatio.toFixed(2)}; sign-in unknown / wrong password: ${signInRatio.toFixed(2)} ` +
      `(target: each between ${TARGET.low} and ${TARGET.high}; ${verdict(signUpRatio)}, ${verdict(signInRatio)})`,
  );
}
