import fs from 'node:fs';
import type http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { unique } from './test-app.js';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  httpServer?: http.Server;
}
// s3rver ships no types: the little of its API the tests use.
const S3rver = createRequire(import.meta.url)('s3rver') as new (
  options: Record<string, unknown>,
) => S3rverInstance;

export const TEST_BUCKET = 'petrolink-test';

/** Reads a stream to its end. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * A real S3-compatible server (s3rver from npm) on a free port, its data in a temp folder,
 * plus a plain SDK client (default settings apart from the endpoint) to look at what the
 * bucket really holds, independently of the app's driver.
 */
export async function startS3() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'petrolink-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const inspector = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  /** The app's S3 settings with its own key prefix (runs and instances share the bucket). */
  const env = (prefix = unique('run-')) => ({
    S3_BUCKET: TEST_BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: prefix,
  });
  return {
    endpoint,
    env,
    /** The object's bytes and stored length as the bucket reports them, or undefined. */
    async object(key: string): Promise<{ bytes: Buffer; length: number } | undefined> {
      try {
        const head = await inspector.send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
        const got = await inspector.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
        return { bytes: await readAll(got.Body as Readable), length: head.ContentLength ?? -1 };
      } catch (error) {
        if (
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return undefined;
        throw error;
      }
    },
    async close() {
      inspector.destroy();
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Test = Awaited<ReturnType<typeof startS3>>;
