/**
 * The byte rule of IAB Podcast Measurement v2.2 (docs/analytics.md): a download counts once the
 * bytes served to one listener (address and user agent) cover one minute of the episode, or the whole
 * file when it is shorter. The listener's ranges are merged, so re-reading the same bytes adds none.
 */

/** Bytes [start, end) of one file: end is exclusive. */
export interface Span {
  start: number;
  end: number;
}

/** The most disjoint spans kept per listener and file: a client cutting its reads into slivers cannot grow the state. */
export const MAX_SPANS = 64;

/** One minute of content in seconds: IAB's threshold. */
const MINUTE_SEC = 60;

/**
 * The bytes that must be served to count: one minute's share of the file at its average bitrate
 * (size × 60 / duration), or the whole file when it lasts a minute or less or its duration is unknown.
 */
export function bytesForOneMinute(size: number, durationSec: number | undefined): number {
  if (!durationSec || !Number.isFinite(durationSec) || durationSec <= MINUTE_SEC) return size;
  return Math.min(size, Math.ceil((size * MINUTE_SEC) / durationSec));
}

/**
 * Adds `span` to the sorted, disjoint `spans` (spans that overlap or touch merge into one). Past
 * `maxSpans` the new span is dropped (the listener's count then rests on what it had): a client
 * fragmenting its reads must not buy memory.
 */
export function mergeSpan(spans: readonly Span[], span: Span, maxSpans = MAX_SPANS): Span[] {
  if (span.end <= span.start) return [...spans];
  const merged: Span[] = [];
  let { start, end } = span;
  let placed = false;
  for (const current of spans) {
    if (current.end < start) merged.push(current);
    else if (current.start > end) {
      if (!placed) merged.push({ start, end });
      placed = true;
      merged.push(current);
    } else {
      start = Math.min(start, current.start);
      end = Math.max(end, current.end);
    }
  }
  if (!placed) merged.push({ start, end });
  return merged.length > maxSpans ? [...spans] : merged;
}

export const coveredBytes = (spans: readonly Span[]): number => spans.reduce((sum, span) => sum + span.end - span.start, 0);
