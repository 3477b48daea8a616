import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

interface Entry {
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Sends a text answer compressed once and kept in memory, keyed by its content hash (which is also
 * its ETag): the same page is not compressed again for every visitor, and a revalidation costs a
 * 304. Pages are compressed at the highest brotli quality, which would be far too slow per request
 * (the compression middleware uses quality 4 for that reason) but is paid once here.
 * Least recently used answers are dropped beyond `maxEntries`.
 */
export class CompressedAnswers {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 500) {}

  send(req: Request, res: Response, body: string, type: string): void {
    const raw = Buffer.from(body, 'utf8');
    const etag = `"${createHash('sha1').update(raw).digest('base64url')}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(type);
    // res.send answers 304 itself when the request's If-None-Match is this ETag.
    // Brotli whenever the client takes it (smaller), whatever order it lists its encodings in.
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip');
    if (encoding !== 'br' && encoding !== 'gzip') {
      res.send(raw);
      return;
    }
    const entry = this.entry(etag);
    entry[encoding] ??= compress(raw, encoding);
    // Set before send: the compression middleware leaves an encoded answer alone.
    res.setHeader('Content-Encoding', encoding);
    res.send(entry[encoding]);
  }

  private entry(etag: string): Entry {
    let entry = this.entries.get(etag);
    if (entry) {
      this.entries.delete(etag);
    } else {
      entry = {};
      if (this.entries.size >= this.maxEntries) {
        this.entries.delete(this.entries.keys().next().value as string);
      }
    }
    this.entries.set(etag, entry);
    return entry;
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
