import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp, type CreateAppOptions } from '../../src/app.factory.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { ENTITIES } from '../../src/resources/index.js';
import { Role, type RoleCode } from '../../src/common/access/roles.js';
import { UsersService } from '../../src/auth/users.service.js';
import { checkAnswers, recordAnswer, rememberDocument } from './answer-check.js';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  db: DataSource;
  api: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

/**
 * The real server on a throw-away SQLite file, or on MySQL when TEST_DATABASE_URL is set
 * (that run is serial; every test makes its own uniquely named data).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: CreateAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrolink-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    RATE_LIMIT_AUTH: '10000',
    RATE_LIMIT_FORMS: '10000',
    // Mail tests see the outbox worker deliver within a moment.
    MAIL_POLL_MS: '100',
    // Tests run reconciliation and expiry reminders themselves, at chosen moments.
    RECONCILE_EVERY_MS: '0',
    CERTIFICATE_SWEEP_MS: '0',
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    ...env,
  });
  const app = await createApp(config, { logger: false, ...options });
  await app.init();
  const db = app.get(DataSource);
  rememberDocument(app);
  return {
    app,
    config,
    db,
    api: () => recorded(request(app.getHttpServer())),
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Agent = ReturnType<typeof request>;
const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/** The test's requests, each answer kept for the check against the API document. */
function recorded(agent: Agent): Agent {
  return new Proxy(agent, {
    get(target, verb: string) {
      const value = Reflect.get(target, verb) as unknown;
      if (!VERBS.has(verb) || typeof value !== 'function') return value;
      return (url: string, ...rest: unknown[]) => {
        const test = (value as (...args: unknown[]) => request.Test).call(target, url, ...rest);
        test.on('response', (response: { status: number; type?: string; body?: unknown }) =>
          recordAnswer(verb, url, response),
        );
        return test;
      };
    },
  });
}

/**
 * After each test file: every JSON answer it received matches the API document (ajv against
 * the document /api/docs.json serves; answer-check.ts). ANSWER_CHECK_LOG=<file> appends the
 * figures of each file there.
 */
afterAll(() => {
  const { checked, mismatches } = checkAnswers();
  const log = process.env.ANSWER_CHECK_LOG;
  if (log && checked) {
    const file = expect.getState().testPath ?? '?';
    fs.appendFileSync(log, `${path.basename(file)}\t${checked}\t${mismatches.length}\n`);
    for (const line of mismatches) fs.appendFileSync(log, `  ${line}\n`);
  }
  if (mismatches.length) {
    throw new Error(
      `${mismatches.length} answer(s) differ from the API document:\n${mismatches.join('\n')}`,
    );
  }
});

let counter = 0;
/** A value no other test (or earlier run on the same MySQL) has used. */
export function unique(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

export function uniquePhone(): string {
  return `01${String(Date.now() % 1e8).padStart(8, '0')}${String(++counter % 100).padStart(2, '0')}`.slice(
    0,
    15,
  );
}

export interface SignedIn {
  token: string;
  id: number;
  email: string;
  phone: string;
  password: string;
  name: string;
}

/** Creates a user with the given role directly, then signs in through the API. */
export async function signedInUser(
  t: TestApp,
  role: RoleCode = Role.User,
  name?: string,
): Promise<SignedIn> {
  const email = `${unique()}@example.com`;
  const phone = uniquePhone();
  const password = 'Sup3r-secret!';
  const user = await t.app
    .get(UsersService)
    .create({ name: name ?? `Test ${unique()}`, email, phone, password, role });
  const response = await t
    .api()
    .post('/api/login')
    .send({ email_or_phone: email, password })
    .expect(200);
  const body = response.body as { data: { token: string } };
  return { token: body.data.token, id: user.id, email, phone, password, name: user.name };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Keeps the entity list used by tests in one import (for cleaning helpers). */
export const allEntities = ENTITIES;
