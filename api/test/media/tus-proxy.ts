import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the API for the connection-loss tests: it counts the bytes clients send
 * and, while armed, destroys the connection (both sides) once `cutAfter` bytes have gone through it,
 * as a dropped Wi-Fi or a closed lid would. Connections after the cut pass untouched.
 */
export class CuttingProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  /** Bytes clients sent through the proxy, over every connection. */
  sentBytes = 0;
  cuts = 0;
  private armedAt: number | null = null;
  private sinceArmed = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** The next connection(s) are cut once `bytes` more bytes have gone up. */
  cutAfter(bytes: number): void {
    this.armedAt = bytes;
    this.sinceArmed = 0;
  }

  async listen(): Promise<number> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      this.sockets.add(client).add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.on('data', (chunk: Buffer) => {
        this.sentBytes += chunk.length;
        if (this.armedAt !== null) {
          this.sinceArmed += chunk.length;
          if (this.sinceArmed >= this.armedAt) {
            this.armedAt = null;
            this.cuts += 1;
            drop();
            return;
          }
        }
        upstream.write(chunk);
      });
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return address.port;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
