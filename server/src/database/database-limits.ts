import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnModuleInit,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ConnectionWatch } from './connection-watch.js';

/** Turns the MySQL query timeout on once start-up is done, and lets shutdown finish. */
@Injectable()
export class DatabaseLimits implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.db.options.type !== 'mysql') return;
    // The app writes UTC and compares it with CURRENT_TIMESTAMP defaults (reconcile, open
    // checkouts): a database clock in another zone would shift those windows by hours.
    const [clock] = await this.db.query<{ minutes: number | string }[]>(
      'SELECT TIMESTAMPDIFF(MINUTE, UTC_TIMESTAMP(), NOW()) AS minutes',
    );
    if (Number(clock?.minutes) !== 0) {
      this.logger.warn(
        `The database's time zone is ${clock?.minutes} minutes from UTC; run it in UTC (--default-time-zone=+00:00)`,
      );
    }
    // Migrations ran during initialize() without a time limit (an ALTER on a big table may
    // rightly take minutes); from here on every query gets DB_QUERY_TIMEOUT_MS. TypeORM reads
    // this option from the driver at each query and offers no setter, hence the assignment.
    (this.db.driver.options as { enableQueryTimeout?: boolean }).enableQueryTimeout = true;
  }

  /** Before TypeORM closes the pool: pool.end() would wait forever behind a stalled query. */
  async beforeApplicationShutdown(): Promise<void> {
    const watch = ConnectionWatch.of(this.db);
    if (!watch) return;
    const idle = await watch.whenIdle(this.config.database.queryTimeoutMs + 1_000);
    if (!idle) this.logger.warn('Closing the database with queries still in flight');
  }
}
