import {
  type BeforeApplicationShutdown,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { jobRuns } from '../observability/metrics.js';

/** One periodic job: the outbox sender, the session sweep, reconciliation, expiry reminders. */
export interface PeriodicJob {
  /** Also the BullMQ queue and job-scheduler id: letters, digits and dashes. */
  name: string;
  /** Milliseconds between two ticks (0: the job does not run in this process). */
  everyMs: number;
  /**
   * One run. May run again for the same work (a retried tick, a process that died mid-run, a
   * test calling it): it must claim what it does, so that a second run changes nothing.
   */
  run: () => Promise<unknown>;
}

/** Jobs kept in Redis after they ran (a look into the last ticks, and the test's proof). */
const KEEP = { completed: { count: 500 }, failed: { count: 500 } };
/** One warning a minute while Redis is away, not one per tick. */
const WARN_EVERY_MS = 60_000;
const NAME = /^[a-z][a-z0-9-]*$/;
/** Longest the shutdown waits for running jobs and Redis (the drain of main.ts allows 15 s). */
const CLOSE_MS = 10_000;

/**
 * ADR 0019: the one timer of the server's periodic jobs. Features register their job in
 * `onModuleInit`; at bootstrap each runs
 *
 * - without REDIS_URL (one process, e.g. `npm start` on SQLite): on an in-process interval, a
 *   tick skipped while the previous run is still going;
 * - with REDIS_URL: as a BullMQ job scheduler (`upsertJobScheduler`, the same id from every
 *   process, so there is one schedule) and a worker in every process: each tick is one BullMQ
 *   job, which exactly one worker takes. Delivery is at least once (a process killed mid-run
 *   leaves its job stalled, and another worker runs it again): every job claims its work in the
 *   database, so a second run sends nothing twice.
 *
 * RUN_JOBS=0 turns them all off in a process (a web-only replica, a one-off command).
 */
@Injectable()
export class PeriodicJobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly jobs = new Map<string, PeriodicJob>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private redis?: Redis;
  private readonly queues: Queue[] = [];
  private readonly workers: Worker[] = [];
  private started = false;
  private lastWarning = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Called from a provider's onModuleInit (before bootstrap); an interval of 0 registers nothing. */
  register(job: PeriodicJob): void {
    if (!NAME.test(job.name)) throw new Error(`Periodic job name "${job.name}" is not a-z, 0-9, -`);
    if (this.jobs.has(job.name)) throw new Error(`Periodic job "${job.name}" registered twice`);
    if (this.started) throw new Error(`Periodic job "${job.name}" registered after start`);
    if (job.everyMs > 0) this.jobs.set(job.name, job);
  }

  /** The registered jobs and their intervals (health and tests). */
  get schedule(): { name: string; everyMs: number }[] {
    return [...this.jobs.values()].map(({ name, everyMs }) => ({ name, everyMs }));
  }

  /** Where ticks are decided: in this process, or shared through Redis. */
  get mode(): 'off' | 'in-process' | 'redis' {
    if (!this.config.jobs.run) return 'off';
    return this.config.jobs.redisUrl ? 'redis' : 'in-process';
  }

  onApplicationBootstrap(): void {
    this.started = true;
    if (this.mode === 'off' || this.jobs.size === 0) return;
    if (this.mode === 'in-process') {
      for (const job of this.jobs.values()) {
        let tick = 0;
        const timer = setInterval(() => void this.execute(job, `local-${++tick}`), job.everyMs);
        timer.unref();
        this.timers.push(timer);
      }
      return;
    }
    this.startShared();
  }

  async beforeApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    // A worker's close() lets its running job finish (before the database closes after us); a
    // Redis that is away must not hold the shutdown, hence the bound.
    const closing = Promise.allSettled([
      ...this.workers.map((worker) => worker.close()),
      ...this.queues.map((queue) => queue.close()),
      ...this.running.values(),
    ]);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      closing,
      new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_MS))),
    ]);
    clearTimeout(timer);
    this.redis?.disconnect();
  }

  private startShared(): void {
    // Commands wait while Redis is away (BullMQ's workers need maxRetriesPerRequest null), so a
    // Redis that is down at start delays the ticks, not the start.
    const redis = new Redis(this.config.jobs.redisUrl!, {
      maxRetriesPerRequest: null,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    });
    redis.on('error', (error: Error) => this.warn(`Redis does not answer (${error.message})`));
    this.redis = redis;
    const prefix = this.config.jobs.redisPrefix;
    for (const job of this.jobs.values()) {
      // A queue per job: a process only ever takes the ticks of jobs it has (a rolling deploy
      // may run two versions side by side).
      const queue = new Queue(job.name, { connection: redis, prefix });
      this.queues.push(queue);
      queue.on('error', (error: Error) => this.warn(`Queue ${job.name}: ${error.message}`));
      // Every process upserts the same scheduler id: one schedule, its interval the last set.
      queue
        .upsertJobScheduler(
          job.name,
          { every: job.everyMs },
          { name: job.name, opts: { removeOnComplete: KEEP.completed, removeOnFail: KEEP.failed } },
        )
        .catch((error: Error) => this.warn(`Scheduling ${job.name} failed: ${error.message}`));
      const worker = new Worker(
        job.name,
        async (tick) => {
          const failure = await this.execute(job, tick.id ?? 'unknown');
          // Failed in BullMQ too (kept with its error); the next tick comes all the same.
          if (failure) throw failure;
        },
        { connection: redis, prefix, concurrency: 1 },
      );
      worker.on('error', (error: Error) => this.warn(`Worker ${job.name}: ${error.message}`));
      this.workers.push(worker);
    }
  }

  /** One run of a job; an overlapping tick in this process is skipped. Never throws. */
  private async execute(job: PeriodicJob, tick: string): Promise<Error | undefined> {
    if (this.running.has(job.name)) return undefined;
    let failure: Error | undefined;
    const started = Date.now();
    const run = job
      .run()
      .then(
        (result) => {
          jobRuns.inc({ job: job.name, result: 'ok' });
          if (this.config.jobs.logRuns) {
            // One line per run (JOBS_LOG_RUNS=1): what the jobs test counts across processes.
            this.logger.log(
              `job=${job.name} tick=${tick} pid=${process.pid} ms=${Date.now() - started} result=${JSON.stringify(result ?? null)}`,
            );
          }
        },
        (error: unknown) => {
          failure = error instanceof Error ? error : new Error(String(error));
          jobRuns.inc({ job: job.name, result: 'failed' });
          this.logger.warn(`Job ${job.name} (tick ${tick}) failed: ${failure.message}`);
        },
      )
      .finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
    await run;
    return failure;
  }

  private warn(message: string): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.logger.warn(`${message}: periodic jobs wait for it`);
  }
}

/** Global: the features that own a job inject PeriodicJobs without importing this module. */
@Global()
@Module({ providers: [PeriodicJobs], exports: [PeriodicJobs] })
export class PeriodicJobsModule {}
