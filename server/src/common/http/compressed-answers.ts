import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { encodedTag } from './http-caching.js';

/** An answer's bytes, its ETag and its compressed forms, each made once when first asked for. */
export interface PreparedAnswer {
  raw: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  /** Compressed at a middling quality (an answer kept for seconds), not the highest. */
  quick?: boolean;
}

export function prepareAnswer(body: string, quick = false): PreparedAnswer {
  const raw = Buffer.from(body, 'utf8');
  return { raw, etag: `"${createHash('sha1').update(raw).digest('base64url')}"`, quick };
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
  tag?: string,
): void {
  const encoding = encodingFor(answer, req.headers['accept-encoding']);
  // A strong tag per coding: the content hash's, or the given one (encodedTag).
  res.setHeader('ETag', tag ? encodedTag(tag, encoding) : answer.etag);
  res.vary('Accept-Encoding');
  res.type(type);
  if (!encoding) {
    // res.send answers 304 itself when the request's If-None-Match is this ETag.
    res.send(answer.raw);
    return;
  }
  // Set before send: the compression middleware leaves an encoded answer alone.
  res.setHeader('Content-Encoding', encoding);
  res.send(compressedForm(answer, encoding));
}

/**
 * The encoding to send for an Accept-Encoding header: brotli whenever the client takes it
 * (smaller), whatever order it lists its encodings in, else gzip, else none. `q=0` refuses an
 * encoding; `*` stands for any encoding the header does not name.
 */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  // Browsers send the same header on every request: decide once for it.
  if (header === lastAsked.header) return lastAsked.encoding;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim());
    const q = params.find((param) => param.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  const encoding = takes('br') ? 'br' : takes('gzip') ? 'gzip' : undefined;
  lastAsked = { header, encoding };
  return encoding;
}

let lastAsked: { header?: string; encoding?: 'br' | 'gzip' } = {};

/** Below this size compression saves too little to pay (the compression middleware's rule). */
const COMPRESS_FROM = 1024;

/** The encoding to send this answer in to a client with this Accept-Encoding. */
export function encodingFor(
  answer: PreparedAnswer,
  acceptEncoding: string | undefined,
): 'br' | 'gzip' | undefined {
  return answer.raw.length < COMPRESS_FROM ? undefined : preferredEncoding(acceptEncoding);
}

/** The answer in this encoding, compressed the first time it is asked for. */
export function compressedForm(answer: PreparedAnswer, encoding: 'br' | 'gzip'): Buffer {
  return (answer[encoding] ??= compress(answer.raw, encoding, answer.quick));
}

/**
 * Text answers (pages) kept by their content hash, so the same page is not compressed again for
 * every visitor. Least recently used answers are dropped beyond `maxEntries`.
 */
export class CompressedAnswers {
  private readonly entries = new Map<string, PreparedAnswer>();

  constructor(private readonly maxEntries = 500) {}

  /**
   * Sends the page, with its content hash as ETag unless a tag is given (a page's tag is made
   * from what it is built from, ADR 0016: the compressed forms are still kept by content).
   */
  send(req: Request, res: Response, body: string, type: string, tag?: string): void {
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
    sendPrepared(req, res, answer, type, tag);
  }
}

function compress(raw: Buffer, encoding: 'br' | 'gzip', quick = false): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(raw, { level: quick ? 6 : 9 });
  return zlib.brotliCompressSync(raw, {
    params: {
      // 5: still smaller than the compression middleware's 4, at a fraction of 11's time.
      [zlib.constants.BROTLI_PARAM_QUALITY]: quick ? 5 : zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}
