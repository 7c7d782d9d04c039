import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** OTLP/JSON's attribute value (one of these is set). */
interface AnyValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: { values?: AnyValue[] };
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: AnyValue }>;
}

interface OtlpRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value: AnyValue }> };
    scopeSpans?: Array<{ spans?: OtlpSpan[] }>;
  }>;
}

/** A received span with its attributes as plain values and its service's name. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  kind: number;
  service: string | undefined;
  attributes: Record<string, unknown>;
}

/** OTLP's SpanKind numbers. */
export const SPAN_KIND = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;

function plain(value: AnyValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plain);
  return undefined;
}

const attributesOf = (list: Array<{ key: string; value: AnyValue }> = []) => Object.fromEntries(list.map(({ key, value }) => [key, plain(value)]));

/**
 * A collector for a test: a plain HTTP server taking OTLP/JSON on POST /v1/traces (the server process
 * sends JSON with OTEL_EXPORTER_OTLP_PROTOCOL=http/json) and keeping every span.
 */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  private server?: Server;

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('not started');
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/traces') {
          res.writeHead(404).end();
          return;
        }
        try {
          this.take(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpRequest);
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        } catch {
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Every span of one trace. */
  trace(traceId: string): ReceivedSpan[] {
    return this.spans.filter((span) => span.traceId === traceId);
  }

  private take(body: OtlpRequest): void {
    for (const resourceSpans of body.resourceSpans ?? []) {
      const service = attributesOf(resourceSpans.resource?.attributes)['service.name'];
      for (const scope of resourceSpans.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          this.spans.push({
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || undefined,
            name: span.name,
            kind: span.kind,
            service: typeof service === 'string' ? service : undefined,
            attributes: attributesOf(span.attributes),
          });
        }
      }
    }
  }
}
