import express from 'express';
import type { Server } from 'node:http';
import { freePort } from './free-port';

export interface StaticOrigin {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  /** The path of every request it answered, in order. */
  requests: string[];
  close: () => Promise<void>;
}

/**
 * Serves folders from a second origin (another port) with CORS, like a CDN: each under its own path
 * (`{ '/remotes/mfe-bookings/1.4.0/': dist }`), as a CDN shared by several teams holds each build.
 */
export async function serveFolders(mounts: Record<string, string>, fixedPort?: number): Promise<StaticOrigin> {
  const port = fixedPort ?? (await freePort());
  const requests: string[] = [];
  const app = express();
  app.use((req, res, next) => {
    requests.push(req.path);
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  for (const [path, folder] of Object.entries(mounts)) app.use(path, express.static(folder));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Serves one folder at the root of a second origin (another port) with CORS, like a CDN holding a remote's build. */
export async function serveFolder(folder: string, fixedPort?: number): Promise<{ url: string; requests: string[]; close: () => Promise<void> }> {
  const served = await serveFolders({ '/': folder }, fixedPort);
  return { url: `${served.origin}/`, requests: served.requests, close: served.close };
}
