import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { EnvironmentVariables } from '../config/app-config';
import { currentRequest } from '../common/request-context';
import { currentJobContext } from '../queue/job-context';

/**
 * Safety net for objects code logs (the request lines log no headers or bodies at all): where these
 * keys appear, one level deep or at the top, the value is replaced.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  ...['password', 'newPassword', 'currentPassword', 'token', 'secret', 'sig', 'cookie', 'authorization'].flatMap((key) => [key, `*.${key}`]),
];

let stdoutStream: ReturnType<typeof pino.destination> | undefined;
/**
 * One stdout stream per process (apps built again in tests share it). Asynchronous: a line is written
 * at once when stdout is idle, and lines that come while a write is pending go out together in the
 * next one, so a busy server makes one write per batch, not per request. What is pending is written
 * synchronously when the process exits (a kill -9 can lose the last few lines).
 */
const stdout = (): DestinationStream => {
  if (!stdoutStream) {
    const stream = pino.destination({ dest: 1, sync: false });
    process.on('exit', () => {
      try {
        stream.flushSync();
      } catch {
        // Nothing pending, or stdout already closed: nothing to save.
      }
    });
    stdoutStream = stream;
  }
  return stdoutStream;
};

let isoMs = 0;
let isoField = '';
/** pino's isoTime, made once per millisecond: a busy server writes many lines in the same one, and Date formatting is the costliest part of a line. */
const isoTime = (): string => {
  const now = Date.now();
  if (now !== isoMs) {
    isoMs = now;
    isoField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return isoField;
};

type PrettyFactory = (options: Record<string, unknown>) => DestinationStream;

/** pino-pretty is a development dependency: absent in a production install, where LOG_FORMAT=pretty falls back to JSON. */
function prettyStream(): DestinationStream | null {
  let factory: PrettyFactory;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when asked for, and may be absent
    factory = require('pino-pretty') as PrettyFactory;
  } catch {
    return null;
  }
  // sync: lines appear in order with what else the process writes (development only).
  return factory({
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,context',
    messageFormat: '{if context}{context}: {end}{msg}',
  });
}

/** The two loggers of a process: `root` for everything the code logs, `requestLines` for the one line per request. */
export interface ProcessLoggers {
  root: Logger;
  requestLines: Logger;
}

/**
 * The process's pino loggers (docs/operations.md, "Logs"): JSON lines with level, time and message,
 * plus the request id in every line logged for a request or for a job a request enqueued (the root
 * logger's mixin reads the request's context, else the job's).
 *
 * The request lines have a logger of their own on the same stream, without the redaction rules and the
 * mixin: http-logger.ts writes only fields it made itself (the address already redacted by loggedUrl,
 * the request id given), and the redaction pass over every line was the largest cost of logging a
 * cached read (bench:api, docs/performance.md "API: metrics and logs on").
 */
export function createLoggers(config: EnvironmentVariables, destination?: DestinationStream): ProcessLoggers {
  const pretty = config.LOG_FORMAT === 'pretty' && !destination ? prettyStream() : null;
  const stream = destination ?? pretty ?? stdout();
  const common: LoggerOptions = {
    level: config.LOG_LEVEL,
    timestamp: isoTime,
    // Level names, not numbers, in JSON (pino-pretty prints its own).
    formatters: pretty ? {} : { level: (label) => ({ level: label }) },
  };
  const root = pino(
    {
      ...common,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin: () => {
        const requestId = currentRequest()?.requestId ?? currentJobContext()?.requestId;
        return requestId ? { requestId } : {};
      },
    },
    stream,
  );
  const requestLines = pino(common, stream);
  if (config.LOG_FORMAT === 'pretty' && !pretty && !destination) {
    root.warn('LOG_FORMAT=pretty needs pino-pretty (a development dependency), which is not installed: logging JSON lines');
  }
  return { root, requestLines };
}
