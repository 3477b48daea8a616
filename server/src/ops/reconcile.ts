/**
 * `npm run reconcile -w server` (node dist/ops/reconcile.js [--older-than=15]
 * [--expire-after=24] [--order=<reference> ...]): asks Paymob about orders left pending and
 * applies the answers, once. The server already runs it every RECONCILE_EVERY_MS (the periodic
 * job `reconcile`, ADR 0019): this command is for one order a buyer asks about, or a catch-up.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { ReconcileService } from '../booking/reconcile.service.js';

function number(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+(\.\d+)?$/.test(value)) throw new ConfigError(`--${name}`, 'must be a number');
  return Number(value);
}

async function main() {
  const { values } = parseArgs({
    options: {
      'older-than': { type: 'string' },
      'expire-after': { type: 'string' },
      order: { type: 'string', multiple: true },
    },
  });
  // A one-off command: it runs no periodic jobs of its own (nor takes the servers' ticks).
  const config = loadConfig({ ...process.env, RUN_JOBS: '0' });
  const app = await NestFactory.createApplicationContext(AppModule.register(config), {
    logger: ['warn', 'error'],
  });
  try {
    const report = await app.get(ReconcileService).run({
      olderThanMinutes: number(values['older-than'], 'older-than', 15),
      expireAfterHours: number(values['expire-after'], 'expire-after', 24),
      references: values.order,
    });
    process.stdout.write(
      `Reconciled ${report.checked} pending order(s): ${report.paid} paid, ${report.declined} declined, ${report.expired} expired, ${report.unchanged} still pending, ${report.failed.length} failed; ${report.replaced_paid} replaced checkout(s) found paid, ${report.refunds_retried} automatic refund(s) asked again\n`,
    );
    for (const failure of report.failed) {
      process.stderr.write(`  ${failure.reference}: ${failure.error}\n`);
    }
    process.exitCode = report.failed.length ? 1 : 0;
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
