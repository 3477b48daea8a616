import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageFile } from './static-sites.js';

describe('pageFile', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  beforeAll(() => {
    fs.mkdirSync(path.join(dist, 'login'));
    fs.mkdirSync(path.join(dist, 'ar', 'login'), { recursive: true });
    for (const file of [
      'index.html',
      'shell.html',
      'shell-ar.html',
      'login/index.html',
      'ar/index.html',
      'ar/login/index.html',
    ])
      fs.writeFileSync(path.join(dist, file), file);
  });

  it('serves the prerendered page of a route, the home page for /, the shell otherwise', () => {
    expect(pageFile(dist, '/')).toBe(path.join(dist, 'index.html'));
    expect(pageFile(dist, '/login')).toBe(path.join(dist, 'login', 'index.html'));
    expect(pageFile(dist, '/courses/12')).toBe(path.join(dist, 'shell.html'));
  });

  it('serves the Arabic pages from dist/ar, and the Arabic shell for Arabic routes not prerendered', () => {
    expect(pageFile(dist, '/ar')).toBe(path.join(dist, 'ar', 'index.html'));
    expect(pageFile(dist, '/ar/login')).toBe(path.join(dist, 'ar', 'login', 'index.html'));
    expect(pageFile(dist, '/ar/courses/12')).toBe(path.join(dist, 'shell-ar.html'));
    expect(pageFile(dist, '/archive')).toBe(path.join(dist, 'shell.html'));
  });

  it('never leaves the build folder, even for encoded dot segments or bad encodings', () => {
    expect(pageFile(dist, '/..%2F..%2Fetc')).toBe(path.join(dist, 'shell.html'));
    expect(pageFile(dist, '/%E0%A4%A')).toBe(path.join(dist, 'shell.html'));
  });
});
