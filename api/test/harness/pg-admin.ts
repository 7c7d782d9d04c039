import { Client } from 'pg';
import { PG_ROOT_URL } from './test-env';

/** Runs statements on the maintenance database (CREATE/DROP DATABASE cannot run inside the target). */
export async function withAdminClient<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: `${PG_ROOT_URL}/postgres` });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(client: Client, name: string): Promise<void> {
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
