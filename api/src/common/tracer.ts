import { type Attributes, type Context, context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * The spans our own code starts (jobs, ffmpeg), next to the instrumented libraries' (docs/operations.md,
 * "Traces"). Through @opentelemetry/api only: with tracing off these are its no-op spans, which cost
 * a function call, and the SDK is never loaded (tracing.ts).
 */
export const tracer = trace.getTracer('podcast-api');

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** The parent (a job's stored trace context); the active context when absent. */
  parent?: Context;
}

/** Runs `work` inside a new active span that ends with it; a thrown error is recorded on the span and thrown on. */
export function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  const parent = options.parent ?? context.active();
  return tracer.startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, parent, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

export { SpanKind };
