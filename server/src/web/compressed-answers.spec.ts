import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { CompressedAnswers } from '../common/http/compressed-answers.js';

function appWith(answers: CompressedAnswers, page: { html: string }) {
  const app = express();
  app.use(compression());
  app.get('/page', (req, res) => answers.send(req, res, page.html, 'html'));
  return app;
}

/** The bytes as sent, not decompressed (supertest would decompress them). */
function rawGet(port: number, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/page', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const html = `<!doctype html><html><body>${'<p>Artificial lift and well testing.</p>'.repeat(200)}</body></html>`;

describe('CompressedAnswers', () => {
  it('sends brotli to a browser, compressed once: the same bytes again and again', async () => {
    const server = appWith(new CompressedAnswers(), { html }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const first = await rawGet(port, { 'Accept-Encoding': 'gzip, deflate, br' });
      const second = await rawGet(port, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.vary).toMatch(/Accept-Encoding/i);
      expect(first.headers['content-type']).toMatch(/text\/html/);
      expect(zlib.brotliDecompressSync(first.body).toString()).toBe(html);
      expect(second.body.equals(first.body)).toBe(true);
      // Highest quality: no larger than what the middleware's per-request quality 4 gives.
      const quality4 = zlib.brotliCompressSync(Buffer.from(html), {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      });
      expect(first.body.length).toBeLessThanOrEqual(quality4.length);
    } finally {
      server.close();
    }
  });

  it('answers 304 to a revalidation with the ETag, and a new ETag once the page changes', async () => {
    const page = { html };
    const app = appWith(new CompressedAnswers(), page);
    const first = await request(app).get('/page').set('Accept-Encoding', 'gzip');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.text).toBe(html);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await request(app).get('/page').set('If-None-Match', etag);
    expect(again.status).toBe(304);

    page.html = html.replace('well testing', 'enhanced oil recovery');
    const changed = await request(app).get('/page').set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.text).toContain('enhanced oil recovery');
  });

  it('sends plain text to a client that takes no compression', async () => {
    const app = appWith(new CompressedAnswers(), { html });
    const res = await request(app).get('/page').set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(html);
  });

  it('keeps at most its bound of answers, dropping the least recently used', async () => {
    const answers = new CompressedAnswers(2);
    const page = { html: 'a' };
    const app = appWith(answers, page);
    for (const text of ['one', 'two', 'three']) {
      page.html = text;
      await request(app).get('/page').set('Accept-Encoding', 'br');
    }
    expect((answers as unknown as { entries: Map<string, unknown> }).entries.size).toBe(2);
  });
});
