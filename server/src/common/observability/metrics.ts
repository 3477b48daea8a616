import { timingSafeEqual } from 'node:crypto';
import type { Express, NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';

/**
 * Prometheus metrics (issue 27 item 5), one registry per process: Prometheus scrapes every
 * replica and adds them up. Counters are bumped where things happen (jobRuns, reconcileOutcomes);
 * the outbox's backlog is read from its table at scrape time, so it is the same on every
 * replica.
 */
export const metrics = new Registry();
collectDefaultMetrics({ register: metrics });

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
  registers: [metrics],
});

export const jobRuns = new Counter({
  name: 'job_runs_total',
  help: 'Runs of the periodic jobs in this process, by job and result (ok or failed)',
  labelNames: ['job', 'result'] as const,
  registers: [metrics],
});

export const reconcileOutcomes = new Counter({
  name: 'payment_reconcile_total',
  help: 'Orders looked at by payment reconciliation, by outcome',
  labelNames: ['outcome'] as const,
  registers: [metrics],
});

/**
 * A bounded route label: Express's matched pattern (`/api/courses/:id`), never the raw URL,
 * whose ids and query strings would make a series per request.
 */
function routeOf(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  if (req.originalUrl.startsWith('/api/')) return 'api (unmatched)';
  return req.originalUrl.startsWith('/dashboard') ? 'dashboard' : 'site';
}

/** Express middleware: times every request until its answer is finished. */
export function requestMetrics(req: Request, res: Response, next: NextFunction): void {
  const end = requestDuration.startTimer();
  res.once('finish', () =>
    end({ method: req.method, route: routeOf(req), status: String(res.statusCode) }),
  );
  next();
}

/** The database the outbox figures are read from (the app's, set by mountMetrics). */
let outboxDb: DataSource | undefined;

/** The outbox's state, read when scraped (any replica gives the same figure). */
function watchOutbox() {
  const count = async (failing: boolean) => {
    if (!outboxDb?.isInitialized) return 0;
    const [row] = await outboxDb.query<{ n: number | string }[]>(
      `SELECT COUNT(*) AS n FROM mail_outbox WHERE status = 'pending'${
        failing ? ' AND attempts > 0' : ''
      }`,
    );
    return Number(row?.n ?? 0);
  };
  new Gauge({
    name: 'mail_outbox_pending',
    help: 'Mails waiting in the outbox to be sent',
    registers: [metrics],
    async collect() {
      this.set(await count(false));
    },
  });
  new Gauge({
    name: 'mail_outbox_failing',
    help: 'Pending mails whose last attempt failed (the mail server refused or did not answer)',
    registers: [metrics],
    async collect() {
      this.set(await count(true));
    },
  });
}

watchOutbox();

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics for Prometheus, with `Authorization: Bearer $METRICS_TOKEN`. Without a token
 * configured it does not exist (404): metrics tell an outsider how busy the company is. The
 * product's nginx does not pass /metrics either; Prometheus scrapes the app on the inside.
 */
export function mountMetrics(app: Express, db: DataSource, token: string | undefined): void {
  outboxDb = db;
  app.get('/metrics', (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!token) {
      res.status(404).json({ message: 'Not found' });
      return;
    }
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(401).json({ message: 'A valid metrics token is required' });
      return;
    }
    metrics.metrics().then((text) => {
      res.type(metrics.contentType).send(text);
    }, next);
  });
}
