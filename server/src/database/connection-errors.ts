import { CannotExecuteNotConnectedError, QueryFailedError } from 'typeorm';

/** Seconds a client is told to wait (Retry-After) when the database is out of reach. */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not answering at the moment; please try again shortly';

/** Network and driver codes that say "the database cannot be reached now", not "bad query". */
const UNAVAILABLE_CODES = new Set([
  // Socket level: refused, reset, unreachable, timed out (mysql2 uses ETIMEDOUT for connect).
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // mysql2: the server closed the connection; a query passed DB_QUERY_TIMEOUT_MS.
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  // MySQL itself: too many connections, shutting down, connection killed.
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
]);

/** mysql2 pool errors that carry no code, only these messages. */
const UNAVAILABLE_MESSAGES = new Set([
  'Queue limit reached.',
  'No connections available.',
  'Pool is closed.',
  "Can't add new command when connection is in closed state",
]);

/**
 * Whether an error means the database is unreachable, stalled or saturated — a temporary state
 * the client should retry (503 + Retry-After), unlike a failing query (500) or a conflict (409).
 * Accepts TypeORM's QueryFailedError (the driver error is inside) and raw driver errors
 * (TypeORM passes pool errors through as they are).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof CannotExecuteNotConnectedError) return true;
  const driverError: unknown = error instanceof QueryFailedError ? error.driverError : error;
  if (typeof driverError !== 'object' || driverError === null) return false;
  const { code, message, fatal } = driverError as {
    code?: unknown;
    message?: unknown;
    fatal?: unknown;
  };
  if (typeof code === 'string') {
    if (UNAVAILABLE_CODES.has(code)) return true;
    // SQLite: another writer held the file past busy_timeout (SQLITE_BUSY, SQLITE_BUSY_*).
    if (code.startsWith('SQLITE_BUSY')) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.has(message)) return true;
  // mysql2 marks every error that broke the connection itself as fatal.
  return fatal === true;
}
