import type { Readable } from 'node:stream';
import {
  applyDecorators,
  ForbiddenException,
  SetMetadata,
  StreamableFile,
  UnauthorizedException,
} from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../common/decorators/access.decorators.js';
import type { Principal } from '../common/access/roles.js';
import type { SignatureCheck } from './signed-links.js';

/** A stored private file ready to be sent. */
export interface PrivateDownload {
  /** The bytes, streamed from wherever the storage keeps them (ADR 0018). */
  body: Readable;
  contentType: string;
  disposition: string;
  size: number;
}

/** Route metadata: who may open the file without a signed address (read by the API document). */
export const PRIVATE_FILE_ACCESS = 'private-file-access';

/**
 * A download route of private files. It is open at the guard (which still identifies a Bearer
 * caller) because a valid signed address needs no header; the service then applies
 * `admitPrivateFile`. `who` says who may open it by header, for the API document.
 */
export const PrivateFileRoute = (who: string) =>
  applyDecorators(Public(), SetMetadata(PRIVATE_FILE_ACCESS, who));

/**
 * DECISIONS 17 then 2: a valid signature opens the file; without one the Bearer rule applies.
 * A bad or expired signature without a header answers 401 with a message saying what to do.
 */
export function admitPrivateFile<U extends Principal>(
  signature: SignatureCheck,
  user: U | undefined,
  allowed: (user: U) => boolean,
): 'signed' | 'bearer' {
  if (signature === 'valid') return 'signed';
  if (!user) {
    throw new UnauthorizedException(
      signature === 'invalid'
        ? 'This file link has expired or is not valid: open the file again from the page that listed it'
        : 'Unauthenticated',
    );
  }
  if (!allowed(user)) throw new ForbiddenException('You do not have permission to do this');
  return 'bearer';
}

/**
 * Streams the file, never cached. Opened by a signed address it may be embedded by another
 * origin (the company's front end shows certificates as `<img>`); by header it stays same-origin.
 */
export function sendPrivateFile(
  res: Response,
  download: PrivateDownload,
  via: 'signed' | 'bearer',
): StreamableFile {
  res.setHeader('Cache-Control', 'private, no-store');
  if (via === 'signed') res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  return new StreamableFile(download.body, {
    type: download.contentType,
    disposition: download.disposition,
    length: download.size,
  });
}
