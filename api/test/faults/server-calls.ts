import { Client } from 'pg';
import type { ServerProcess } from './server-process';

/** Rows of one query on a server process's database, on a connection of its own. */
export async function sql<T>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** An admin call to a server process as a browser on its origin makes it (session cookie, Origin). */
export async function call(server: ServerProcess, cookie: string, method: string, path: string, body: unknown): Promise<{ id: number }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie, origin: server.url },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number };
}
