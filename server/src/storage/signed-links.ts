import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** How long a signed address opens its file (DECISIONS 17: about 10 minutes). */
export const SIGNED_LINK_SECONDS = 10 * 60;

/** The query parameters a signed address carries. */
export interface LinkSignature {
  expires?: unknown;
  sig?: unknown;
}

/** Outcome of checking a request's signature. */
export type SignatureCheck = 'valid' | 'absent' | 'invalid';

const SECRET_FILE = 'file-url-secret';

/**
 * The key that signs addresses: FILE_URL_SECRET, else (development only; production refuses to
 * start without it) a random key generated once and kept in DATA_DIR, so restarts keep the links
 * they handed out valid and every process on the same data directory agrees.
 */
export function fileUrlSecret(config: Pick<AppConfig, 'fileUrlSecret' | 'dataDir'>): Buffer {
  if (config.fileUrlSecret) return Buffer.from(config.fileUrlSecret, 'utf8');
  const file = path.join(config.dataDir, SECRET_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process (or an earlier start) wrote it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = fs.readFileSync(file, 'utf8').trim();
  if (stored.length < 32) throw new Error(`${file} holds no usable key: delete it to make one`);
  return Buffer.from(stored, 'utf8');
}

/**
 * Short-lived signed addresses of private files (CVs, certificates): `path?expires=…&sig=…`.
 * The signature binds the route path and the file's private storage key, so it opens only that
 * file (a row deleted and its id reused gets a new key), and expires with the time it carries.
 */
@Injectable()
export class SignedLinks {
  private readonly secret: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secret = fileUrlSecret(config);
  }

  /** `path` (the download route, starting with /) signed for the file stored under `key`. */
  sign(routePath: string, key: string, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + SIGNED_LINK_SECONDS;
    return `${routePath}?expires=${expires}&sig=${this.mac(routePath, key, expires)}`;
  }

  check(
    routePath: string,
    key: string | undefined,
    link: LinkSignature,
    now = Date.now(),
  ): SignatureCheck {
    const { expires, sig } = link;
    if (expires === undefined && sig === undefined) return 'absent';
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return 'invalid';
    if (typeof sig !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
    if (!key || Number(expires) * 1000 < now) return 'invalid';
    const expected = Buffer.from(this.mac(routePath, key, Number(expires)));
    return timingSafeEqual(expected, Buffer.from(sig)) ? 'valid' : 'invalid';
  }

  private mac(routePath: string, key: string, expires: number): string {
    return createHmac('sha256', this.secret)
      .update(`${routePath}\n${key}\n${expires}`)
      .digest('base64url');
  }
}
