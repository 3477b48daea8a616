import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageFile } from './static-sites.js';

describe('pageFile', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  beforeAll(() => {
    fs.mkdirSync(path.join(dist, 'login'));
    for (const file of ['index.html', 'shell.html', 'login/index.html'])
      fs.writeFileSync(path.join(dist, file), file);
  });

  it('serves the prerendered page of a route, the home page for /, the shell otherwise', () => {
    expect(pageFile(dist, '/')).toBe(path.join(dist, 'index.html'));
    expect(pageFile(dist, '/login')).toBe(path.join(dist, 'login', 'index.html'));
    expect(pageFile(dist, '/courses/12')).toBe(path.join(dist, 'shell.html'));
  });

  it('never leaves the build folder, even for encoded dot segments or bad encodings', () => {
    expect(pageFile(dist, '/..%2F..%2Fetc')).toBe(path.join(dist, 'shell.html'));
    expect(pageFile(dist, '/%E0%A4%A')).toBe(path.join(dist, 'shell.html'));
  });
});
