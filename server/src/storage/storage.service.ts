import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export type Visibility = 'public' | 'private';

/** Paths of the two local storage areas under DATA_DIR. */
export function storageRoots(dataDir: string) {
  return {
    public: path.join(dataDir, 'uploads', 'public'),
    private: path.join(dataDir, 'uploads', 'private'),
  };
}

/**
 * Local file storage. Public files (course images) are served at /storage/...;
 * private files (CVs, certificates) only through authorised API routes.
 */
@Injectable()
export class StorageService {
  private readonly roots: ReturnType<typeof storageRoots>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.roots = storageRoots(config.dataDir);
  }

  /** Stores the bytes under a random name; returns the key (public keys start with /storage/). */
  async save(
    visibility: Visibility,
    folder: string,
    bytes: Buffer,
    extension: string,
  ): Promise<string> {
    const name = `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${extension}`;
    const dir = path.join(this.roots[visibility], folder);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
    return visibility === 'public' ? `/storage/${folder}/${name}` : `${folder}/${name}`;
  }

  /** Absolute path of a stored key, refusing anything that escapes the storage area. */
  resolve(visibility: Visibility, key: string): string {
    const relative = visibility === 'public' ? key.replace(/^\/storage\//, '') : key;
    const full = path.resolve(this.roots[visibility], relative);
    if (!full.startsWith(this.roots[visibility] + path.sep)) throw new Error('Invalid storage key');
    return full;
  }

  async remove(visibility: Visibility, key: string | null | undefined): Promise<void> {
    if (!key) return;
    try {
      await fs.unlink(this.resolve(visibility, key));
    } catch {
      // Already gone: nothing to clean up.
    }
  }
}
