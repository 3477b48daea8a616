import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { pinoHttp } from 'pino-http';

/**
 * Structured logs (issue 27 item 5): one JSON object a line on stdout, for any log shipper.
 * Every line written while a request is handled carries its `reqId`, also sent back as
 * `X-Request-Id` (a proxy's own id is kept when it is a plain token).
 *
 * What is never logged: headers (Authorization, cookies), bodies (passwords, card data), and
 * the values of query parameters that carry secrets (reset and verification tokens, signed
 * file links). Proved by server/test/json-logs.e2e-spec.ts, which greps a whole flow's log.
 */
export function jsonLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ sync: false }),
  );
}

/** The request's logger while it is handled (AsyncLocalStorage follows its promises). */
const current = new AsyncLocalStorage<Logger>();

const REQUEST_ID = /^[\w.:-]{1,100}$/;
/** Query parameters whose values are secrets or personal: logged as "[redacted]". */
const SECRET_PARAM =
  /token|signature|sig|expires|key|code|password|secret|hmac|email|pan|card|^q$|^search$/i;

/** The path and query of a URL with secret values replaced, for the log. */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = new URLSearchParams(url.slice(mark + 1));
  for (const name of new Set(query.keys())) {
    if (SECRET_PARAM.test(name)) query.set(name, '[redacted]');
  }
  return `${url.slice(0, mark)}?${query.toString()}`;
}

/** Express middleware: a request id, one "request completed" line, the logger in context. */
export function requestLogging(logger: Logger) {
  const http = pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Only what ops need: never headers or bodies.
    serializers: {
      // Express's req.ip: the client's address through TRUST_PROXY's hops.
      req: (req: Request) => ({
        method: req.method,
        url: loggedUrl(req.originalUrl ?? req.url),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
    wrapSerializers: false,
    // Lines written while handling carry only the id; the closing line has the request too.
    quietReqLogger: true,
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    // Probes every few seconds would drown the rest.
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    http(req, res);
    current.run(req.log, next);
  };
}

/**
 * Nest's logger on the same JSON lines: a service's `Logger.warn(...)` during a request carries
 * that request's id.
 */
export class JsonNestLogger implements LoggerService {
  constructor(private readonly base: Logger) {}

  private write(level: 'info' | 'warn' | 'error' | 'debug' | 'trace' | 'fatal', args: unknown[]) {
    const logger = current.getStore() ?? this.base;
    let context: string | undefined;
    if (args.length > 1 && typeof args[args.length - 1] === 'string') {
      context = args.pop() as string;
    }
    const [message, ...rest] = args;
    const fields: Record<string, unknown> = context ? { context } : {};
    if (message instanceof Error) {
      logger[level]({ ...fields, err: message }, message.message);
      return;
    }
    // Nest's error(message, stack, context): the stack is the second argument.
    if (level === 'error' && typeof rest[0] === 'string') fields.stack = rest[0];
    logger[level](fields, typeof message === 'string' ? message : JSON.stringify(message));
  }

  log(...args: unknown[]) {
    this.write('info', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  verbose(...args: unknown[]) {
    this.write('trace', args);
  }
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
}
