import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_CONFIG, EnvironmentVariables } from '../config/app-config';
import { bearerMatches, metricsMode } from './metrics-access';
import { MetricsExposition } from './metrics-exposition';

/**
 * /metrics on METRICS_PORT, apart from the site: the port a private network's scraper reaches and
 * the public one does not. A plain node:http server (it serves one path, none of the site's
 * pipeline applies), in the HTTP server and in `npm run worker` alike.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: Server;

  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly exposition: MetricsExposition,
  ) {}

  /** The port it listens on (METRICS_PORT=0 picks a free one: tests). */
  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (metricsMode(this.config) !== 'port') return;
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.METRICS_PORT, '0.0.0.0', () => {
        server.off('error', reject);
        resolve();
      });
    });
    // A failing socket is logged, never the end of the process.
    server.on('error', (error) => this.logger.warn(`Metrics server: ${error.message}`));
    this.server = server;
    this.logger.log(`Metrics on port ${this.port} at /metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?', 1)[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return plain(res, 404, 'Not found');
    const token = this.config.METRICS_TOKEN;
    if (token && !bearerMatches(req.headers.authorization, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      return plain(res, 401, 'A valid metrics token is required');
    }
    try {
      const body = await this.exposition.render();
      res.writeHead(200, { 'Content-Type': this.exposition.contentType, 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      this.logger.warn(`A scrape failed: ${error instanceof Error ? error.message : String(error)}`);
      plain(res, 500, 'Metrics could not be read');
    }
  }
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}
