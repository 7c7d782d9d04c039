import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';

/** The one error shape of the API: {statusCode, message, errors?}; `message` is what a toast shows. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
  /** A reason a front end acts on rather than shows (AUTH_ERROR_CODES: e.g. ask for a code, then retry). */
  code?: string;
  /** A review link that needs its passcode (issue 35): the guest's page then asks for it. */
  passcodeRequired?: true;
}

/** Turns any thrown value into the API's error JSON. Only unexpected errors are 500 and logged. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { statusCode, message: response };
    const body = response as { message?: unknown; errors?: Record<string, string[]>; code?: unknown; passcodeRequired?: unknown };
    const raw = body.message;
    const message = Array.isArray(raw) ? raw.map(String).join('; ') : typeof raw === 'string' ? raw : (STATUS_CODES[statusCode] ?? 'Error');
    return {
      statusCode,
      message,
      ...(body.errors ? { errors: body.errors } : {}),
      ...(typeof body.code === 'string' ? { code: body.code } : {}),
      ...(body.passcodeRequired === true ? { passcodeRequired: true as const } : {}),
    };
  }
  // Errors raised by Express middleware (body parser, multer) carry an HTTP status of their own.
  const status = (exception as { status?: unknown; statusCode?: unknown } | null)?.status ?? (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (exception as { type?: string }).type;
    const message =
      type === 'entity.parse.failed'
        ? 'Malformed JSON in request body'
        : type === 'entity.too.large'
          ? 'Request body is too large'
          : (exception as Error).message || (STATUS_CODES[status] ?? 'Bad request');
    return { statusCode: status, message };
  }
  if (isDatabaseUnavailable(exception))
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: 'The database is not reachable right now; try again shortly' };
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
}

/** Seconds a client should wait before retrying a 503 caused by a dependency that is away. */
const RETRY_AFTER_SEC = 5;

/**
 * A lost or refused PostgreSQL connection (server restart, pg_terminate_backend, failover): the pool
 * opens a new connection for the next query, so the client is told to retry rather than given a 500.
 * Codes: class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect now).
 */
function isDatabaseUnavailable(exception: unknown): boolean {
  const error = exception as { code?: unknown; driverError?: { code?: unknown }; message?: unknown } | null;
  const code = String(error?.driverError?.code ?? error?.code ?? '');
  if (/^08/.test(code) || /^57P0[123]$/.test(code) || code === 'ECONNREFUSED' || code === 'ECONNRESET') return true;
  const message = typeof error?.message === 'string' ? error.message : '';
  return /Connection terminated|terminating connection due to administrator command|timeout exceeded when trying to connect/i.test(message);
}

function retryAfter(exception: unknown, statusCode: number): number | undefined {
  const own = (exception as { retryAfterSec?: unknown } | null)?.retryAfterSec;
  if (typeof own === 'number') return own;
  return statusCode === HttpStatus.SERVICE_UNAVAILABLE ? RETRY_AFTER_SEC : undefined;
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    if (res.headersSent) {
      res.end();
      return;
    }
    const wait = retryAfter(exception, body.statusCode);
    if (wait !== undefined) res.setHeader('Retry-After', String(wait));
    res.status(body.statusCode).json(body);
  }
}
