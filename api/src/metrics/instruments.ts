import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's own counters and histograms (docs/operations.md, "Metrics"). They live once per
 * process, not per Nest app, so the code that records (MailService, the transcoder, Bull's events)
 * needs no injection and records the same way in the server and in `npm run worker`. Recording
 * costs an addition whether or not metrics are served; what is read at scrape time (queue depth,
 * pools, Redis) belongs to each app instead (scrape-gauges.ts).
 */
export const processRegistry = new Registry();

/** Route labels are templates (`/api/episodes/:id`), never raw paths: the label set stays bounded. */
export const httpRequestDuration = new Histogram({
  name: 'podcast_http_request_duration_seconds',
  help: 'HTTP requests by route template, method and status class, from arrival to the last byte written',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processRegistry],
});

export const jobDuration = new Histogram({
  name: 'podcast_job_duration_seconds',
  help: 'Bull jobs processed by this process, by queue, job name and outcome (completed or failed)',
  labelNames: ['queue', 'name', 'outcome'] as const,
  // A mail takes under a second, a transcode can take an hour.
  buckets: [0.05, 0.25, 1, 5, 15, 60, 300, 900, 1800, 3600],
  registers: [processRegistry],
});

export const jobFailures = new Counter({
  name: 'podcast_job_failures_total',
  help: 'Failed attempts of Bull jobs by queue and job name (retried attempts included)',
  labelNames: ['queue', 'name'] as const,
  registers: [processRegistry],
});

export const transcodeSeconds = new Histogram({
  name: 'podcast_transcode_seconds',
  help: 'Wall-clock time of ffmpeg transcode runs, by outcome (ok or failed)',
  labelNames: ['outcome'] as const,
  buckets: [5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200],
  registers: [processRegistry],
});

export const mailSent = new Counter({
  name: 'podcast_mail_sent_total',
  help: 'Mails the SMTP server accepted',
  registers: [processRegistry],
});

export const mailFailed = new Counter({
  name: 'podcast_mail_failed_total',
  help: 'Mails the SMTP server refused or that could not be handed to it',
  registers: [processRegistry],
});

let defaultsOn = false;

/**
 * Process memory, CPU, handles and event-loop lag (prom-client's defaults, standard names). Started
 * only when metrics are served: the event-loop monitor is a timer the process otherwise does not need.
 */
export function startDefaultMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: processRegistry });
}

/** 2xx..5xx from a status code (1xx never reaches 'finish' as a final answer). */
export function statusClass(status: number): string {
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  if (status >= 300) return '3xx';
  return '2xx';
}
