import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { withStartupLock } from './database/startup-lock.js';
import { SeedService } from './seed/seed.service.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  // One process at a time (ADR 0019): replicas starting together must not both create the admin.
  await withStartupLock(app.get(DataSource).options, () => app.get(SeedService).run());
  const server = app.getHttpServer();
  // Slow or stuck clients must not hold connections forever (DECISIONS 8). These bound
  // *receiving* a request (an upload may take up to 60 s); the answer is bounded separately by
  // the request deadline (REQUEST_TIMEOUT_MS, counted once the body has arrived).
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;
  await app.listen(config.port, config.host);

  // Drain on SIGTERM/SIGINT: stop accepting, finish in-flight requests, close the database.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    new Logger('Server').log(`${signal}: draining…`);
    // Draining waits for queries in flight, each bounded by DB_QUERY_TIMEOUT_MS.
    setTimeout(
      () => process.exit(1),
      Math.max(15_000, config.database.queryTimeoutMs + 5_000),
    ).unref();
    server.closeIdleConnections();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  new Logger('Server').log(
    `Ready on http://${shown}:${config.port} (site /, dashboard /dashboard, API /api) — database: ${
      config.databaseUrl ? 'MySQL' : `SQLite in ${config.dataDir}`
    }`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
