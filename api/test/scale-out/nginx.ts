import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../faults/throwaway-redis';

/** Debian installs nginx in /usr/sbin, which is not on every PATH. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/**
 * The proxy in front of the API processes, as docs/deployment.md ("Scaling out") describes it:
 * round robin, no sticky sessions; a refused connection, a timeout, a 502 or a 503 sends an idempotent
 * request to the next API (POST is never retried), and one failure takes an API out for a moment so
 * that one being restarted is skipped. Uploads stream through (no request buffering, no size limit:
 * the API enforces its own).
 */
export function nginxConfig(prefix: string, port: number, upstreams: string[]): string {
  // As root the workers would drop to `nobody`, who cannot enter the test's private temp folder.
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  const servers = upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join('\n');
  return `${user}
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${join(prefix, 'tmp', 'body')};
  proxy_temp_path ${join(prefix, 'tmp', 'proxy')};
  fastcgi_temp_path ${join(prefix, 'tmp', 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'tmp', 'uwsgi')};
  scgi_temp_path ${join(prefix, 'tmp', 'scgi')};
  upstream api {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 0;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 5s;
      proxy_read_timeout 300s;
      proxy_request_buffering off;
      # Which API answered (the last address when nginx retried): lets a restart wait until traffic is back.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** nginx as a child process of the test, with its own config and prefix: never the system service. */
export class Nginx {
  child?: ChildProcess;
  url = '';
  private log = '';

  constructor(private readonly prefix: string) {}

  /** What nginx printed and its error log (refused upstreams, retries, "no live upstreams"). */
  output(): string {
    let errors = '';
    try {
      errors = readFileSync(join(this.prefix, 'error.log'), 'utf8');
    } catch {
      // not started
    }
    return `${this.log}${errors}`;
  }

  async start(upstreams: string[]): Promise<void> {
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    mkdirSync(join(this.prefix, 'tmp'), { recursive: true });
    const conf = join(this.prefix, 'nginx.conf');
    writeFileSync(conf, nginxConfig(this.prefix, port, upstreams));
    // -e: the log of the moments before the config is read (else /var/log/nginx).
    const child = spawn(NGINX, ['-c', conf, '-p', this.prefix, '-e', join(this.prefix, 'error.log'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    child.on('error', (error) => (this.log += `${error.message}\n`));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${this.log}`);
      const ok = await fetch(`${this.url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`nginx did not answer:\n${this.log}`);
  }

  /** SIGTERM (fast shutdown: the master takes its workers with it), SIGKILL if it lingers. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  }
}
