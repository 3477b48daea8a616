import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

/** An answer's bytes, its ETag and its compressed forms, each made once when first asked for. */
export interface PreparedAnswer {
  raw: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

export function prepareAnswer(body: string): PreparedAnswer {
  const raw = Buffer.from(body, 'utf8');
  return { raw, etag: `"${createHash('sha1').update(raw).digest('base64url')}"` };
}

/**
 * Sends a prepared answer: brotli or gzip as the client takes them, compressed at the highest
 * quality once and kept (the compression middleware uses brotli quality 4 because it pays on
 * every request), with its ETag, so a revalidation costs a 304.
 */
export function sendPrepared(
  req: Request,
  res: Response,
  answer: PreparedAnswer,
  type: string,
): void {
  res.setHeader('ETag', answer.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  res.type(type);
  // Brotli whenever the client takes it (smaller), whatever order it lists its encodings in.
  const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip');
  if (encoding !== 'br' && encoding !== 'gzip') {
    // res.send answers 304 itself when the request's If-None-Match is this ETag.
    res.send(answer.raw);
    return;
  }
  answer[encoding] ??= compress(answer.raw, encoding);
  // Set before send: the compression middleware leaves an encoded answer alone.
  res.setHeader('Content-Encoding', encoding);
  res.send(answer[encoding]);
}

/**
 * Text answers (pages) kept by their content hash, so the same page is not compressed again for
 * every visitor. Least recently used answers are dropped beyond `maxEntries`.
 */
export class CompressedAnswers {
  private readonly entries = new Map<string, PreparedAnswer>();

  constructor(private readonly maxEntries = 500) {}

  send(req: Request, res: Response, body: string, type: string): void {
    const fresh = prepareAnswer(body);
    let answer = this.entries.get(fresh.etag);
    if (answer) {
      this.entries.delete(fresh.etag);
    } else {
      answer = fresh;
      if (this.entries.size >= this.maxEntries) {
        this.entries.delete(this.entries.keys().next().value as string);
      }
    }
    this.entries.set(answer.etag, answer);
    sendPrepared(req, res, answer, type);
  }
}

function compress(raw: Buffer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(raw, { level: 9 });
  return zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}
