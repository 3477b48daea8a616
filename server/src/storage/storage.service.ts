import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { S3Driver } from './s3-driver.js';
import { assertKey, LocalDriver, type StorageDriver, type StoredObject } from './storage-driver.js';

export type Visibility = 'public' | 'private';

/** Paths of the two local storage areas under DATA_DIR. */
export function storageRoots(dataDir: string) {
  return {
    public: path.join(dataDir, 'uploads', 'public'),
    private: path.join(dataDir, 'uploads', 'private'),
  };
}

/** The driver the configuration chooses: S3 when a bucket is named, else DATA_DIR/uploads. */
export function createStorageDriver(config: Pick<AppConfig, 'storage' | 's3' | 'dataDir'>) {
  if (config.storage === 's3') return new S3Driver({ ...config.s3, bucket: config.s3.bucket! });
  return new LocalDriver(path.join(config.dataDir, 'uploads'));
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The type a stored file is served with, from its extension (uploads are checked by content). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Every stored file: course images and profile pictures (public, served at /storage/...), CVs
 * and certificates (private, only through authorised API routes). The bytes live wherever the
 * driver puts them (ADR 0018); the keys the database keeps are the same for both drivers.
 */
@Injectable()
export class StorageService implements OnModuleInit, OnModuleDestroy {
  readonly driver: StorageDriver;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.driver = createStorageDriver(config);
  }

  /** A fresh stack's bucket is created at start; a storage that cannot be reached fails it. */
  async onModuleInit(): Promise<void> {
    await this.driver.check();
  }

  onModuleDestroy(): void {
    this.driver.close();
  }

  /** Stores the bytes under a random name; returns the key (public keys start with /storage/). */
  async save(
    visibility: Visibility,
    folder: string,
    bytes: Buffer | Readable,
    extension: string,
  ): Promise<string> {
    const name = `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${extension}`;
    const key = `${folder}/${name}`;
    await this.driver.put(`${visibility}/${key}`, bytes, contentTypeOf(name));
    return visibility === 'public' ? `/storage/${key}` : key;
  }

  /** Writes under a chosen key (the demo catalogue's images), replacing what was there. */
  async write(visibility: Visibility, key: string, bytes: Buffer): Promise<void> {
    const object = this.objectKey(visibility, key);
    await this.driver.put(object, bytes, contentTypeOf(object));
  }

  /** The stored file's bytes and size, or undefined when it is missing. */
  async open(
    visibility: Visibility,
    key: string,
  ): Promise<(StoredObject & { body: Readable }) | undefined> {
    const object = this.objectKey(visibility, key);
    try {
      assertKey(object);
    } catch {
      return undefined; // A key we never write (`..`, a dot file) names no stored file.
    }
    return this.driver.get(object);
  }

  /** Size and time of a stored file without reading it, or undefined when it is missing. */
  async stat(visibility: Visibility, key: string): Promise<StoredObject | undefined> {
    const object = this.objectKey(visibility, key);
    try {
      assertKey(object);
    } catch {
      return undefined;
    }
    return this.driver.stat(object);
  }

  async remove(visibility: Visibility, key: string | null | undefined): Promise<void> {
    if (!key) return;
    try {
      await this.driver.delete(this.objectKey(visibility, key));
    } catch {
      // Already gone, or a key that names nothing we store: nothing to clean up.
    }
  }

  /** The driver's key of a database key (`/storage/courses/x.png` → `public/courses/x.png`). */
  objectKey(visibility: Visibility, key: string): string {
    const relative = visibility === 'public' ? key.replace(/^\/storage\//, '') : key;
    return `${visibility}/${relative}`;
  }
}
