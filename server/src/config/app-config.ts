import path from 'node:path';

export type PaymentProvider = 'emulator' | 'paymob';

export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** MySQL driver limits: how long to wait for the database before answering 503 instead. */
  database: {
    connectTimeoutMs: number;
    queryTimeoutMs: number;
    poolSize: number;
    /** Requests waiting for a free pool connection; more are refused at once (503). */
    queueLimit: number;
  };
  /** Longest an API request may take once received; past it the client gets 503. */
  requestTimeoutMs: number;
  /** Seconds a visitor's shared answer is fresh in browsers and the proxy (ADR 0016). */
  publicMaxAge: number;
  publicUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  paymentProvider: PaymentProvider;
  paymob: {
    flow: 'intention' | 'iframe';
    baseUrl: string;
    secretKey?: string;
    publicKey?: string;
    apiKey?: string;
    integrationId?: string;
    iframeId?: string;
    hmacSecret?: string;
  };
  /** Where uploads live (ADR 0018): DATA_DIR/uploads, or an S3-compatible bucket. */
  storage: 'local' | 's3';
  s3: {
    bucket?: string;
    region?: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    /** Prepended to every object key (several sites or test runs sharing one bucket). */
    prefix?: string;
    forcePathStyle: boolean;
  };
  smtpUrl?: string;
  /** Sender of the mail the site sends, and who gets contact messages (empty: every staff user). */
  mail: {
    from: string;
    to: string[];
    /** How often the outbox worker looks for mail to send (0: never; tests call it). */
    pollMs: number;
    /** First retry wait after a failed send; it doubles per attempt, capped at an hour. */
    retryBaseMs: number;
  };
  /** Dated course sessions (ADR 0011). */
  sessions: {
    /** How long a pending checkout keeps its seat (SEAT_HOLD_MINUTES). */
    holdMinutes: number;
    /** How often holds, offers and reminders are swept (SESSION_SWEEP_MS; 0: never, tests call it). */
    sweepMs: number;
  };
  /** Periodic jobs: outbox, sweeps, reconciliation, expiry reminders (ADR 0019). */
  jobs: {
    /** RUN_JOBS=0: this process runs none (a web-only replica, a one-off command). */
    run: boolean;
    /** REDIS_URL: BullMQ job schedulers, each tick run once whatever the number of processes. */
    redisUrl?: string;
    /** Prefix of the BullMQ keys (several sites or test runs can share one Redis). */
    redisPrefix: string;
    /** How often pending payments are reconciled with Paymob (RECONCILE_EVERY_MS; 0: never). */
    reconcileMs: number;
    /** How often certificate-expiry reminders are looked for (CERTIFICATE_SWEEP_MS; 0: never). */
    certificateSweepMs: number;
    /** JOBS_LOG_RUNS=1: one log line per run (job, tick, process, result). */
    logRuns: boolean;
  };
  corsOrigins: string[];
  /**
   * Key that signs the short-lived addresses of CVs and certificates (DECISIONS 17). Required in
   * production; elsewhere, when unset, one is generated and kept in DATA_DIR.
   */
  fileUrlSecret?: string;
  /** Express "trust proxy": hops of reverse proxies in front (0 = none). */
  trustProxy: number;
  /** LOG_LEVEL: the JSON logs' level (info by default; silent writes none). */
  logLevel: LogLevelName;
  /** METRICS_TOKEN: the Bearer token Prometheus sends for GET /metrics; unset, there is none. */
  metricsToken?: string;
  /** DECISIONS 8 and 24; see docs/decisions/0002-rate-limiting.md. */
  rateLimit: RateLimitConfig;
  /** Built front ends served by the server. */
  publicSiteDist: string;
  adminDist: string;
}

/**
 * Requests a minute per account (signed in) or per client address (otherwise), by route group,
 * and failed logins per target account.
 */
export interface RateLimitConfig {
  /** Every API route not in another group. */
  default: number;
  /** Login and register. */
  auth: number;
  /** Contact, job applications and payment initiation. */
  forms: number;
  /** Failed logins per target account in `loginFailureWindowMs`; more are refused with 429. */
  loginFailures: number;
  loginFailureWindowMs: number;
  /** Counters shared by every server process; in process memory when absent. */
  redisUrl?: string;
  /** Prefix of the Redis keys (several sites or test runs can share one Redis). */
  redisPrefix: string;
}

/** A configuration value that cannot be used: the message names the variable. */
export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `must be 1 or 0 (got "${raw}")`);
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got "${raw}")`);
  }
  return raw as T;
}

function url(env: Env, name: string, protocols: string[], fallback?: string): string | undefined {
  const raw = text(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (got "${raw}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.join(' or ')}`);
  }
  return raw.replace(/\/+$/, '');
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The Paymob account's keys (PAYMOB_FLOW and PAYMOB_BASE_URL are settings, not keys). */
const PAYMOB_KEYS = [
  'PAYMOB_SECRET_KEY',
  'PAYMOB_PUBLIC_KEY',
  'PAYMOB_API_KEY',
  'PAYMOB_INTEGRATION_ID',
  'PAYMOB_IFRAME_ID',
  'PAYMOB_HMAC_SECRET',
] as const;

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** Reads and validates the environment once, at start. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const databaseUrl = url(env, 'DATABASE_URL', ['mysql:', 'mariadb:']);
  const adminEmail = text(env, 'ADMIN_EMAIL');
  const adminPassword = text(env, 'ADMIN_PASSWORD');
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    throw new ConfigError('ADMIN_EMAIL', `must be an email address (got "${adminEmail}")`);
  }
  if (adminEmail && !adminPassword) {
    throw new ConfigError('ADMIN_PASSWORD', 'must be set when ADMIN_EMAIL is set');
  }
  if (adminPassword && (adminPassword.length < 8 || adminPassword.length > 128)) {
    throw new ConfigError('ADMIN_PASSWORD', 'must be 8 to 128 characters (DECISIONS 16)');
  }
  // The emulator is a development tool: the default only on a development (or test) start with
  // no Paymob key at all, so `npm start` gives a working demo; a key means a real account.
  const developmentStart = nodeEnv === 'development' || nodeEnv === 'test';
  const paymobKeySet = PAYMOB_KEYS.some((name) => text(env, name) !== undefined);
  const paymentProvider = oneOf(
    env,
    'PAYMENT_PROVIDER',
    ['emulator', 'paymob'] as const,
    developmentStart && !paymobKeySet ? 'emulator' : 'paymob',
  );
  if (isProduction && paymentProvider === 'emulator') {
    throw new ConfigError('PAYMENT_PROVIDER', 'cannot be "emulator" in production');
  }
  const paymob = {
    flow: oneOf(env, 'PAYMOB_FLOW', ['intention', 'iframe'] as const, 'intention'),
    baseUrl: url(env, 'PAYMOB_BASE_URL', ['https:', 'http:'], 'https://accept.paymob.com')!,
    secretKey: text(env, 'PAYMOB_SECRET_KEY'),
    publicKey: text(env, 'PAYMOB_PUBLIC_KEY'),
    apiKey: text(env, 'PAYMOB_API_KEY'),
    integrationId: text(env, 'PAYMOB_INTEGRATION_ID'),
    iframeId: text(env, 'PAYMOB_IFRAME_ID'),
    hmacSecret: text(env, 'PAYMOB_HMAC_SECRET'),
  };
  if (paymentProvider === 'paymob') {
    const needed =
      paymob.flow === 'intention'
        ? (['secretKey', 'publicKey', 'integrationId', 'hmacSecret'] as const)
        : (['apiKey', 'integrationId', 'iframeId', 'hmacSecret'] as const);
    for (const key of needed) {
      if (!paymob[key]) {
        const name = `PAYMOB_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
        throw new ConfigError(name, 'must be set when PAYMENT_PROVIDER is paymob');
      }
    }
  }
  // S3 as soon as a bucket is named (ADR 0018); local disk otherwise, so `npm start` needs none.
  const s3 = {
    bucket: text(env, 'S3_BUCKET'),
    region: text(env, 'S3_REGION'),
    endpoint: url(env, 'S3_ENDPOINT', ['https:', 'http:']),
    accessKeyId: text(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: text(env, 'S3_SECRET_ACCESS_KEY'),
    prefix: text(env, 'S3_PREFIX'),
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', true),
  };
  const storage = oneOf(env, 'STORAGE', ['local', 's3'] as const, s3.bucket ? 's3' : 'local');
  if (storage === 's3' && !s3.bucket) {
    throw new ConfigError('S3_BUCKET', 'must be set when STORAGE is s3');
  }
  if (!s3.accessKeyId !== !s3.secretAccessKey) {
    throw new ConfigError(
      s3.accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'must be set with its pair (or neither: the SDK then reads AWS_* or an instance role)',
    );
  }
  const corsOrigins = (text(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    url({ CORS_ORIGINS: origin }, 'CORS_ORIGINS', ['https:', 'http:']);
  }
  const publicUrl = url(env, 'PUBLIC_URL', ['https:', 'http:'], `http://localhost:${port}`)!;
  const mailTo = (text(env, 'MAIL_TO') ?? '')
    .split(',')
    .map((address) => address.trim().toLowerCase())
    .filter(Boolean);
  for (const address of mailTo) {
    if (!EMAIL.test(address)) {
      throw new ConfigError(
        'MAIL_TO',
        `must be email addresses separated by commas (got "${address}")`,
      );
    }
  }
  const metricsToken = text(env, 'METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 24) {
    throw new ConfigError('METRICS_TOKEN', 'must be at least 24 characters');
  }
  const fileUrlSecret = text(env, 'FILE_URL_SECRET');
  if (fileUrlSecret !== undefined && fileUrlSecret.length < 32) {
    throw new ConfigError('FILE_URL_SECRET', 'must be at least 32 characters (a random string)');
  }
  if (isProduction && fileUrlSecret === undefined) {
    throw new ConfigError(
      'FILE_URL_SECRET',
      'must be set in production (at least 32 random characters; e.g. openssl rand -hex 32)',
    );
  }
  const mailFrom = text(env, 'MAIL_FROM') ?? `no-reply@${new URL(publicUrl).hostname}`;
  if (!EMAIL.test(mailFrom.replace(/^.*<([^>]+)>\s*$/, '$1'))) {
    throw new ConfigError('MAIL_FROM', `must be an email address (got "${mailFrom}")`);
  }
  return {
    nodeEnv,
    isProduction,
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(text(env, 'DATA_DIR') ?? path.join(repoRoot, 'data')),
    databaseUrl,
    database: {
      connectTimeoutMs: integer(env, 'DB_CONNECT_TIMEOUT_MS', 5_000, 100, 600_000),
      queryTimeoutMs: integer(env, 'DB_QUERY_TIMEOUT_MS', 10_000, 100, 3_600_000),
      poolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 1_000),
      queueLimit: integer(env, 'DB_QUEUE_LIMIT', 100, 1, 100_000),
    },
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 15_000, 500, 600_000),
    publicMaxAge: integer(env, 'PUBLIC_MAX_AGE', 10, 1, 3_600),
    publicUrl,
    adminEmail: adminEmail?.toLowerCase(),
    adminPassword,
    seedDemo: flag(env, 'SEED_DEMO', !databaseUrl),
    paymentProvider,
    paymob,
    storage,
    s3,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mail: {
      from: mailFrom,
      to: mailTo,
      pollMs: integer(env, 'MAIL_POLL_MS', 5_000, 0, 3_600_000),
      retryBaseMs: integer(env, 'MAIL_RETRY_BASE_MS', 30_000, 10, 3_600_000),
    },
    sessions: {
      holdMinutes: integer(env, 'SEAT_HOLD_MINUTES', 15, 1, 24 * 60),
      sweepMs: integer(env, 'SESSION_SWEEP_MS', 60_000, 0, 3_600_000),
    },
    jobs: {
      run: flag(env, 'RUN_JOBS', true),
      redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
      redisPrefix: text(env, 'JOBS_REDIS_PREFIX') ?? 'petrolink:jobs',
      reconcileMs: integer(env, 'RECONCILE_EVERY_MS', 5 * 60_000, 0, 86_400_000),
      certificateSweepMs: integer(env, 'CERTIFICATE_SWEEP_MS', 60 * 60_000, 0, 86_400_000),
      logRuns: flag(env, 'JOBS_LOG_RUNS', false),
    },
    corsOrigins,
    fileUrlSecret,
    trustProxy: integer(env, 'TRUST_PROXY', 0, 0, 10),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    metricsToken,
    rateLimit: {
      default: integer(env, 'RATE_LIMIT_DEFAULT', 600, 1, 1_000_000),
      auth: integer(env, 'RATE_LIMIT_AUTH', 10, 1, 1_000_000),
      forms: integer(env, 'RATE_LIMIT_FORMS', 10, 1, 1_000_000),
      loginFailures: integer(env, 'RATE_LIMIT_LOGIN_FAILURES', 10, 1, 1_000_000),
      loginFailureWindowMs: 15 * 60_000,
      redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
      redisPrefix: text(env, 'RATE_LIMIT_REDIS_PREFIX') ?? 'petrolink:rl:',
    },
    publicSiteDist: path.join(repoRoot, 'public-site', 'dist'),
    adminDist: path.join(repoRoot, 'admin', 'dist'),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
