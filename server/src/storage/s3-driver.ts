import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertKey,
  type ListedObject,
  type StorageDriver,
  type StoredObject,
} from './storage-driver.js';

/** Where the objects live: S3_* variables of the configuration. */
export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prepended to every key (several sites or test runs can share one bucket). */
  prefix?: string;
  /** Path-style addresses (http://host/bucket/key): what S3-compatible servers expect. */
  forcePathStyle?: boolean;
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.$metadata?.httpStatusCode === 404 || e.name === 'NoSuchKey' || e.name === 'NotFound';
};

/** The SDK client every S3 use shares (the app, storage:migrate, backup and restore). */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region ?? 'us-east-1',
    forcePathStyle: settings.forcePathStyle ?? true,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // The SDK's default adds a CRC32 trailer to streamed uploads; S3-compatible servers that do
    // not know it store the trailer inside the object (aws-sdk-js-v3 issue 6810: 1,000 bytes
    // became 1,043). Checksums only where an operation requires one keeps the bytes exact.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Objects in an S3-compatible bucket (AWS S3, SeaweedFS, Garage, R2, s3rver in the tests). */
export class S3Driver implements StorageDriver {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings) {
    this.client = s3Client(settings);
    this.bucket = settings.bucket;
    this.prefix = settings.prefix ? settings.prefix.replace(/\/*$/, '/') : '';
  }

  private objectKey(key: string): string {
    assertKey(key);
    return this.prefix + key;
  }

  async put(key: string, body: Buffer | Readable, contentType?: string): Promise<void> {
    const Key = this.objectKey(key);
    if (Buffer.isBuffer(body)) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key,
          Body: body,
          ContentLength: body.length,
          ContentType: contentType,
        }),
      );
      return;
    }
    // A stream of unknown length: multipart upload in 5 MB parts (PutObject needs a length).
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: body, ContentType: contentType },
    }).done();
  }

  async stat(key: string): Promise<StoredObject | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return { size: head.ContentLength ?? 0, modified: head.LastModified };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async get(key: string): Promise<(StoredObject & { body: Readable }) | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      const body = object.Body;
      if (!(body instanceof Readable)) throw new Error('S3 answered a body that is not a stream');
      return { size: object.ContentLength ?? 0, modified: object.LastModified, body };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }

  async *list(prefix = ''): AsyncIterable<ListedObject> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: this.prefix + prefix },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          key: object.Key.slice(this.prefix.length),
          size: object.Size ?? 0,
          modified: object.LastModified,
        };
      }
    }
  }

  /** Answers when the bucket is reachable; creates it when missing (a fresh compose stack). */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (!notFound(error)) throw error;
      try {
        await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
      } catch (creating) {
        // Another replica created it first.
        const name = (creating as { name?: string }).name;
        if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw creating;
      }
    }
  }

  close(): void {
    this.client.destroy();
  }
}
