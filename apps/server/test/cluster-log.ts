import pg from 'pg';
import { inject } from 'vitest';

/**
 * The test cluster's own log (`<cluster folder>.log`, written by src/db/embedded.ts), or undefined
 * when the tests run on TEST_DATABASE_URL's server, whose log is its owner's. A line is written
 * before its error reaches the client, so it is there to read once the query has failed.
 */
export async function clusterLogFile(): Promise<string | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const client = new pg.Client({ connectionString: inject('testCluster').adminUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    return `${rows[0]?.data_directory}.log`;
  } finally {
    await client.end();
  }
}
