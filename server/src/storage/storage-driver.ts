import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What is known of a stored object without reading it. */
export interface StoredObject {
  size: number;
  modified?: Date;
}

/** One entry of a listing. */
export interface ListedObject extends StoredObject {
  key: string;
}

/**
 * The one small interface every kind of file goes through (ADR 0018). Keys are opaque paths
 * such as `public/courses/x.png` or `private/cvs/y.pdf`, never a user's file name. Two drivers:
 * local disk (the default) and S3-compatible object storage.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** Writes the object whole (a Buffer) or streamed (a Readable of any length). */
  put(key: string, body: Buffer | Readable, contentType?: string): Promise<void>;
  /** The object's bytes and size, or undefined when there is no such object. */
  get(key: string): Promise<(StoredObject & { body: Readable }) | undefined>;
  stat(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in no particular order. */
  list(prefix?: string): AsyncIterable<ListedObject>;
  /** Readiness: the storage answers (a missing bucket is created when the server allows). */
  check(): Promise<void>;
  close(): void;
}

/** A key must be a plain relative path: no `..`, no dot files, no empty segments. */
export function assertKey(key: string): void {
  const segments = key.split('/');
  if (!key || segments.some((s) => !s || s === '..' || s.startsWith('.') || s.includes('\\'))) {
    throw new Error('Invalid storage key');
  }
}

/** Files under one folder (DATA_DIR/uploads): the two-command start needs nothing else. */
export class LocalDriver implements StorageDriver {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  /** Absolute path of a key, refusing anything that would escape the root. */
  file(key: string): string {
    assertKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error('Invalid storage key');
    return full;
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file, a failed write leaves none.
    const temp = path.join(path.dirname(target), `.${randomBytes(6).toString('hex')}.part`);
    try {
      if (Buffer.isBuffer(body)) await fs.writeFile(temp, body, { flag: 'wx' });
      else await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | undefined> {
    const stat = await fs.stat(this.file(key)).catch(() => undefined);
    return stat?.isFile() ? { size: stat.size, modified: stat.mtime } : undefined;
  }

  async get(key: string): Promise<(StoredObject & { body: Readable }) | undefined> {
    const stat = await this.stat(key);
    return stat && { ...stat, body: createReadStream(this.file(key)) };
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async *list(prefix = ''): AsyncIterable<ListedObject> {
    const entries = await fs
      .readdir(this.root, { recursive: true, withFileTypes: true })
      .catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, full).split(path.sep).join('/');
      // Half-written files (.part) and other dot files are not objects.
      if (key.split('/').some((s) => s.startsWith('.')) || !key.startsWith(prefix)) continue;
      const stat = await fs.stat(full).catch(() => undefined);
      if (stat) yield { key, size: stat.size, modified: stat.mtime };
    }
  }

  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, fs.constants.W_OK);
  }

  close(): void {}
}
