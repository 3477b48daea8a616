import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Response } from 'express';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from '../../database/connection-errors.js';
import { isRowReferenced } from '../../database/foreign-keys.js';
import { answeredByDeadline } from '../deadline/request-deadline.js';

const REASONS: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthenticated',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timed out',
  413: 'The upload is too large',
  415: 'Unsupported media type',
  429: 'Too many requests, please try again in a minute',
};

/** Every error leaves the API as {message, errors?}; unexpected ones are logged, never leaked. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    // The deadline answered 503 already; the handler's late reply failing on that is expected.
    if (answeredByDeadline(response) && isHeadersSentError(exception)) return;
    const { status, body, retryAfter } = this.describe(exception);
    if (retryAfter) {
      // An outage produces one of these per request: a line each, not a stack each.
      this.logger.warn(`Database unavailable: ${describeCause(exception)}`);
    } else if (status >= 500) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : exception,
      );
    }
    // Also when the request deadline has already answered 503: the late outcome is dropped.
    if (response.headersSent) return;
    if (retryAfter) response.setHeader('Retry-After', String(retryAfter));
    response.status(status).json(body);
  }

  private describe(exception: unknown): {
    status: number;
    body: Record<string, unknown>;
    retryAfter?: number;
  } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      if (typeof raw === 'object' && raw !== null && 'message' in raw) {
        const { message, errors } = raw as { message: unknown; errors?: unknown };
        const text = Array.isArray(message) ? String(message[0]) : String(message);
        // Nest's own texts (e.g. "Cannot GET /x", "Unexpected token") are fine to show as-is.
        return {
          status,
          body: { message: text || REASONS[status] || 'Error', ...(errors ? { errors } : {}) },
        };
      }
      return {
        status,
        body: { message: typeof raw === 'string' ? raw : (REASONS[status] ?? 'Error') },
      };
    }
    if (exception instanceof EntityNotFoundError) {
      return { status: HttpStatus.NOT_FOUND, body: { message: 'Not found' } };
    }
    if (isRowReferenced(exception)) {
      // Services name the dependents (CrudService.remove); this covers any other delete.
      return {
        status: HttpStatus.CONFLICT,
        body: { message: 'Other records depend on this one; it cannot be deleted.' },
      };
    }
    const missing = missingColumn(exception);
    if (missing) {
      // A field sent as null that the table requires (issue 24 item 11): the client's mistake.
      const text = `The ${missing.replace(/_/g, ' ')} is required`;
      return {
        status: HttpStatus.UNPROCESSABLE_ENTITY,
        body: { message: text, errors: { [missing]: text } },
      };
    }
    if (exception instanceof QueryFailedError && isDuplicateKey(exception)) {
      return { status: HttpStatus.CONFLICT, body: { message: 'This record already exists' } };
    }
    if (isDatabaseUnavailable(exception)) {
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: { message: DATABASE_UNAVAILABLE_MESSAGE },
        retryAfter: RETRY_AFTER_SECONDS,
      };
    }
    const status = httpStatusOf(exception);
    if (status && status < 500) {
      return { status, body: { message: REASONS[status] ?? 'Bad request' } };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: 'Internal Server Error' } };
  }
}

function isHeadersSentError(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ERR_HTTP_HEADERS_SENT';
}

function describeCause(exception: unknown): string {
  const driverError: unknown =
    exception instanceof QueryFailedError ? exception.driverError : exception;
  const { code, message } = (driverError ?? {}) as { code?: unknown; message?: unknown };
  return [code, message].filter((part) => typeof part === 'string').join(' ') || 'unknown';
}

/** Body-parser and similar middleware errors carry their status on the error object. */
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    const value = typeof status === 'number' ? status : statusCode;
    if (typeof value === 'number' && value >= 400 && value < 600) return value;
  }
  return undefined;
}

/** The column a NOT NULL constraint refused (SQLite and MySQL/MariaDB), if that is the error. */
function missingColumn(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError = error.driverError as { code?: string; message?: string } | undefined;
  const message = driverError?.message ?? '';
  if (driverError?.code === 'SQLITE_CONSTRAINT_NOTNULL') {
    return /NOT NULL constraint failed: \w+\.(\w+)/.exec(message)?.[1];
  }
  if (driverError?.code === 'ER_BAD_NULL_ERROR') return /Column '(\w+)'/.exec(message)?.[1];
  return undefined;
}

export function isDuplicateKey(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; errno?: number } | undefined;
  return (
    driverError?.code === 'ER_DUP_ENTRY' ||
    driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    driverError?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
