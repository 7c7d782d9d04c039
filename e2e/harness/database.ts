import { Client } from 'pg';

/** Runs `run` on one connection to a product's database (a real fault for a test: a table renamed away, then back). */
export async function withDatabase<T>(databaseUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
