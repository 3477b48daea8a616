import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';

/**
 * TypeORM's logger for MySQL. Setting maxQueryExecutionTime (the query timeout) also turns on
 * TypeORM's slow-query log, whose default prints the query's parameters: e-mail addresses,
 * password hashes, session tokens. This one names the query and its time only.
 * Other output matches `logging: false`: migrations are reported, queries are not.
 */
export class QueryLogger implements Logger {
  private readonly logger = new NestLogger('Database');

  logQuery(): void {}

  logQueryError(): void {}

  logQuerySlow(time: number, query: string): void {
    const sql = query.length > 200 ? `${query.slice(0, 200)}…` : query;
    this.logger.warn(`Query took ${time} ms: ${sql}`);
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(): void {}
}
