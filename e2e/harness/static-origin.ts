import express from 'express';
import type { Server } from 'node:http';
import { freePort } from './free-port';

/** Serves a folder from a second origin (another port) with CORS, like a CDN holding a remote's build. */
export async function serveFolder(folder: string, fixedPort?: number): Promise<{ url: string; requests: string[]; close: () => Promise<void> }> {
  const port = fixedPort ?? (await freePort());
  const requests: string[] = [];
  const app = express();
  app.use((req, res, next) => {
    requests.push(req.path);
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use(express.static(folder));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
