import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { makeClip } from '../media/media-fixtures';
import { sql } from '../faults/server-calls';
import { ServerProcess } from '../faults/server-process';
import { OtlpReceiver, SPAN_KIND, type ReceivedSpan } from './otlp-receiver';

/** Preloaded into the server: writes what Node has loaded (require.cache) to LOADED_MODULES_FILE on SIGUSR2. */
const LOADED_MODULES = resolve(__dirname, 'loaded-modules.cjs');

async function waitUntil<T>(check: () => T | undefined | false | Promise<T | undefined | false>, what: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The files the server process has loaded, asked for with SIGUSR2 (see loaded-modules.cjs). */
async function loadedModules(server: ServerProcess, file: string): Promise<string[]> {
  rmSync(file, { force: true });
  server.signal('SIGUSR2');
  return waitUntil(
    () =>
      readFile(file, 'utf8').then(
        (text) => JSON.parse(text) as string[],
        () => undefined,
      ),
    'the list of loaded modules',
    10_000,
  );
}

async function createEpisode(server: ServerProcess, cookie: string): Promise<number> {
  const res = await fetch(`${server.url}/api/episodes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: server.url },
    body: JSON.stringify({ title: 'Traced episode', description: 'One trace from upload to renditions', episodeNumber: 1 }),
  });
  if (res.status !== 201) throw new Error(`create episode: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

const dbSystem = (span: ReceivedSpan) => span.attributes['db.system.name'] ?? span.attributes['db.system'];
const requestPath = (span: ReceivedSpan) => String(span.attributes['url.path'] ?? span.attributes['http.target'] ?? '');

/** Whether `ancestor` is `span` or one of its parents, following parent ids among `spans`. */
function descendsFrom(span: ReceivedSpan, ancestor: ReceivedSpan, spans: ReceivedSpan[]): boolean {
  const byId = new Map(spans.map((each) => [each.spanId, each]));
  for (let at: ReceivedSpan | undefined = span; at; at = at.parentSpanId ? byId.get(at.parentSpanId) : undefined) {
    if (at.spanId === ancestor.spanId) return true;
  }
  return false;
}

describe('traces over OTLP', () => {
  let scratch: string;
  const servers: ServerProcess[] = [];
  const receiver = new OtlpReceiver();

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'podcast-traces-'));
    await receiver.start();
  });
  afterAll(async () => {
    for (const server of servers) await server.dispose().catch(() => undefined);
    await receiver.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('follows an upload through its outbox row, Bull and the transcode job to ffmpeg, as one trace', async () => {
    const modulesFile = join(scratch, 'traced-modules.json');
    const env = ServerProcess.settings(join(scratch, 'traced'), {
      WORKER: 'inline',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'podcast-traces-test',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      NODE_OPTIONS: `--require ${LOADED_MODULES}`,
      LOADED_MODULES_FILE: modulesFile,
    });
    const server = new ServerProcess(env);
    servers.push(server);
    await server.start();
    // The check of the next test can fail: with an endpoint the SDK is loaded.
    expect((await loadedModules(server, modulesFile)).some((file) => file.includes('/@opentelemetry/sdk-node/'))).toBe(true);

    // A link secret in a path (a newsletter confirmation link) must not reach the collector.
    const linkSecret = randomBytes(32).toString('base64url');
    await fetch(`${server.url}/api/newsletter/confirm/${linkSecret}`);

    const cookie = await server.login();
    const episodeId = await createEpisode(server, cookie);
    const clip = await makeClip(join(scratch, 'traced.mp4'), { width: 854, height: 480, seconds: 2 });
    const form = new FormData();
    form.append('media', new Blob([readFileSync(clip)], { type: 'video/mp4' }), 'traced.mp4');
    const res = await fetch(`${server.url}/api/admin/episodes/${episodeId}/upload-video`, {
      method: 'POST',
      headers: { cookie, origin: server.url },
      body: form,
    });
    expect(res.status).toBe(200);
    const assetId = ((await res.json()) as { video: { id: number } }).video.id;
    await waitUntil(
      async () =>
        (await sql<{ status: string }>(env.DATABASE_URL, 'SELECT "transcodingStatus" AS status FROM video_asset WHERE id = $1', [assetId]))[0]?.status ===
        'completed',
      'the transcode to complete',
      120_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\nServer output:\n${server.output()}`);
    });

    const upload = await waitUntil(
      () => receiver.spans.find((span) => span.kind === SPAN_KIND.server && requestPath(span).endsWith(`/episodes/${episodeId}/upload-video`)),
      'the upload request span',
      15_000,
    );
    // The job's spans arrive in the batches after it ends; its own span ends last.
    const trace = await waitUntil(
      () => {
        const spans = receiver.trace(upload.traceId);
        return spans.some((span) => span.name === 'process transcode') && spans;
      },
      'the job span in the upload trace',
      15_000,
    ).catch((error: unknown) => {
      const names = receiver.trace(upload.traceId).map((span) => span.name);
      throw new Error(`${String(error)}; the trace has: ${names.join(', ')}`);
    });

    expect(upload.service).toBe('podcast-traces-test');
    expect(upload.attributes['http.route'] ?? upload.name).toContain('upload-video');
    const pg = trace.filter((span) => dbSystem(span) === 'postgresql');
    expect(pg.length).toBeGreaterThan(0);
    expect(trace.filter((span) => dbSystem(span) === 'redis').length).toBeGreaterThan(0);

    // upload request → outbox row (its INSERT inside) → hand-over to Bull (its Redis calls inside) → job → ffmpeg
    const created = trace.find((span) => span.name === 'create transcode' && span.kind === SPAN_KIND.producer);
    const sent = trace.find((span) => span.name === 'send transcode' && span.kind === SPAN_KIND.producer);
    const job = trace.find((span) => span.name === 'process transcode' && span.kind === SPAN_KIND.consumer);
    const ffmpeg = trace.find((span) => span.name === 'ffmpeg transcode');
    expect(trace.map((span) => span.name)).toEqual(expect.arrayContaining(['create transcode', 'send transcode', 'process transcode', 'ffmpeg transcode']));
    if (!created || !sent || !job || !ffmpeg) throw new Error('unreachable: checked above');
    expect(descendsFrom(created, upload, trace)).toBe(true);
    expect(
      pg.some(
        (span) =>
          span.parentSpanId === created.spanId && /insert/i.test(String(span.attributes['db.query.text'] ?? span.attributes['db.statement'] ?? span.name)),
      ),
    ).toBe(true);
    expect(sent.parentSpanId).toBe(created.spanId);
    expect(trace.some((span) => dbSystem(span) === 'redis' && span.parentSpanId === sent.spanId)).toBe(true);
    expect(job.parentSpanId).toBe(sent.spanId);
    expect(job.attributes['bull.job.name']).toBe('transcode-asset');
    expect(descendsFrom(ffmpeg, job, trace)).toBe(true);
    expect(ffmpeg.attributes).toMatchObject({ 'process.exit.code': 0, 'media.renditions': ['480p', '360p'] });
    expect(ffmpeg.attributes['media.duration_sec']).toBeCloseTo(2, 0);
    // The job's own queries are in the trace too.
    expect(pg.some((span) => descendsFrom(span, job, trace))).toBe(true);

    // What stays out: the link secret (its span has the route as its path) and job payloads (Bull's
    // scripts carry them to Redis; the span has the command and its keys).
    const link = receiver.spans.find((span) => span.kind === SPAN_KIND.server && span.attributes['http.route'] === '/api/newsletter/confirm/:token');
    expect(link?.attributes['url.path']).toBe('/api/newsletter/confirm/:token');
    const everything = JSON.stringify(receiver.spans);
    expect(everything).not.toContain(linkSecret);
    expect(everything).not.toContain('assetId');
  }, 240_000);

  it('exports the spans still buffered on SIGTERM, and waits about 2 s at most for a collector that hangs', async () => {
    const traced = (name: string, endpoint: string) =>
      new ServerProcess(
        ServerProcess.settings(join(scratch, name), {
          WORKER: 'inline',
          OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_SERVICE_NAME: `podcast-${name}`,
          // Nothing is sent before the stop: what arrives was flushed by it.
          OTEL_BSP_SCHEDULE_DELAY: '600000',
        }),
      );

    const server = traced('flushed', receiver.url);
    servers.push(server);
    await server.start();
    await createEpisode(server, await server.login());
    expect(receiver.spans.filter((span) => span.service === 'podcast-flushed')).toEqual([]);
    server.signal('SIGTERM');
    expect(await server.exited()).toBe(0);
    expect(receiver.spans.filter((span) => span.service === 'podcast-flushed').map((span) => span.name)).toContain('POST /api/episodes');

    // A collector that takes the connection and never answers.
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const stuck = traced('stuck', `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`);
      servers.push(stuck);
      await stuck.start();
      await createEpisode(stuck, await stuck.login());
      const stopAsked = Date.now();
      stuck.signal('SIGTERM');
      expect(await stuck.exited()).toBe(0);
      // Without requests in flight the stop itself takes about a second; the flush adds 2 s at most (the
      // exporter alone would wait 10 s).
      expect(Date.now() - stopAsked).toBeLessThan(6_500);
    } finally {
      hanging.closeAllConnections();
      hanging.close();
    }
  }, 120_000);

  it('loads no OpenTelemetry SDK and sends nothing without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    const modulesFile = join(scratch, 'plain-modules.json');
    const env = ServerProcess.settings(join(scratch, 'plain'), {
      WORKER: 'inline',
      OTEL_SERVICE_NAME: 'podcast-untraced',
      NODE_OPTIONS: `--require ${LOADED_MODULES}`,
      LOADED_MODULES_FILE: modulesFile,
    });
    const server = new ServerProcess(env);
    servers.push(server);
    await server.start();
    const cookie = await server.login().catch((error: unknown) => {
      throw new Error(`${String(error)}\n${server.output()}`);
    });
    await createEpisode(server, cookie);

    const loaded = await loadedModules(server, modulesFile);
    expect(loaded.length).toBeGreaterThan(100);
    expect(loaded.filter((file) => /\/@opentelemetry\/(sdk-|auto-instrumentations|instrumentation|exporter-)/.test(file))).toEqual([]);
    expect(receiver.spans.filter((span) => span.service === 'podcast-untraced')).toEqual([]);
  }, 120_000);
});
