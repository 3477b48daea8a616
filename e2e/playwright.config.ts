import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from './tests/support/constants';
import { E2E_SMTP_PORT } from './tests/support/mailbox';

// Each run starts the production build on a fresh embedded database.
const dataDir = path.join(__dirname, '.artifacts', `data-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  // A local SMTP server for the run: the app's mail is read back by the tests.
  globalSetup: './global-setup.ts',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node server/scripts/start.mjs',
    cwd: path.join(__dirname, '..'),
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: '1',
      RATE_LIMIT_AUTH: '1000',
      RATE_LIMIT_FORMS: '1000',
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      // The outbox sends through the run's SMTP server (global-setup.ts) within a moment, and
      // retries soon if the app started first.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_POLL_MS: '200',
      MAIL_RETRY_BASE_MS: '200',
    },
  },
});
