import pg from 'pg';

/**
 * Why the PostgreSQL at `url` cannot be used for a test, or null when it answers a query: the tests that need a real
 * server skip themselves with this reason instead of failing on a machine without one.
 */
export async function postgresProblem(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}
