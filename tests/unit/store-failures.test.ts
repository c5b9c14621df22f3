/**
 * The one classification of database and disk failures (src/platform/db/failures.ts): a database that is gone
 * for now and a store that is full are answered 503 and ridden out; anything else is a fault of ours (500). The
 * errors are shaped as node-postgres, node:sqlite and the file system raise them.
 */
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStorageFull, outageLog, storeFailure } from '~/platform/db/failures';

/** An error as node-postgres raises a server's answer: the SQLSTATE in `code`. */
const pgError = (code: string, message = 'server error') => Object.assign(new Error(message), { code });
/** An error as node:sqlite raises it: the result code in `errcode`. */
const sqliteError = (errcode: number, message: string) =>
  Object.assign(new Error(message), { code: 'ERR_SQLITE_ERROR', errcode });
const fsError = (code: string) => Object.assign(new Error(`${code}: write failed`), { code });

describe('storeFailure', () => {
  it.each([
    ['a restart (57P01 admin_shutdown)', pgError('57P01', 'terminating connection due to administrator command')],
    ['a crash (57P02)', pgError('57P02')],
    ['a server starting up or in recovery (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a failover burst of connections (53300)', pgError('53300', 'sorry, too many clients already')],
    ['a connection failure (08006)', pgError('08006')],
    ['a refused connection', fsError('ECONNREFUSED')],
    ['a reset connection', fsError('ECONNRESET')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['no connection within the bound', new Error('timeout exceeded when trying to connect')],
    ["a single client's connection not made within its bound", new Error('timeout expired')],
    ['a refusal wrapped by a caller', new Error('query failed', { cause: fsError('ECONNREFUSED') })],
    ['every address of a name refused', new AggregateError([fsError('ECONNREFUSED'), fsError('ECONNREFUSED')])],
  ])('%s: the database is unavailable', (_what, err) => {
    expect(storeFailure(err)).toBe('unavailable');
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(isStorageFull(err)).toBe(false);
  });

  it.each([
    ['no space left on the device', fsError('ENOSPC')],
    ['a quota used up', fsError('EDQUOT')],
    ["PostgreSQL's disk_full (53100)", pgError('53100', 'could not extend file: No space left on device')],
    ["SQLite's SQLITE_FULL", sqliteError(13, 'database or disk is full')],
    ['a full disk wrapped by a caller', new Error('write failed', { cause: fsError('ENOSPC') })],
  ])('%s: the store is full', (_what, err) => {
    expect(storeFailure(err)).toBe('full');
    expect(isStorageFull(err)).toBe(true);
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it.each([
    ['a unique violation (23505)', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error (42601)', pgError('42601')],
    ["SQLite's constraint failure", sqliteError(19, 'UNIQUE constraint failed: users.email')],
    ['a missing file', fsError('ENOENT')],
    ['a plain error', new Error('something of ours broke')],
    ['no error at all', undefined],
    ['a string thrown', 'ENOSPC'],
  ])('%s: a fault of ours, not a passing failure', (_what, err) => {
    expect(storeFailure(err)).toBeNull();
  });

  it('does not follow a chain of causes for ever', () => {
    const loop = new Error('outer') as Error & { cause?: unknown };
    loop.cause = loop;
    expect(storeFailure(loop)).toBeNull();
  });
});

describe('outageLog', () => {
  it('says an outage once and its end with the count of failures', () => {
    const lines: string[] = [];
    const outage = outageLog('database', (l) => lines.push(l));
    outage.recovered();
    for (let i = 0; i < 5; i++) outage.failed(pgError('57P01', 'terminating connection due to administrator command'));
    outage.recovered();
    outage.recovered();
    expect(lines).toEqual([
      '[database] terminating connection due to administrator command',
      '[database] back after 5 failures',
    ]);
  });
});
