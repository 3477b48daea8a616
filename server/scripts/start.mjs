// `npm start`: builds whatever is missing or older than its sources, then starts the server
// (which migrates, creates the admin and seeds the demo catalogue on an empty database).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Newest modification time under a path (files and folders). */
function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-ssr') continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

const parts = [
  {
    name: 'public-site',
    output: 'public-site/dist/index.html',
    sources: ['src', 'index.html', 'public', 'scripts', 'vite.config.ts'],
  },
  {
    name: 'admin',
    output: 'admin/dist/index.html',
    sources: ['src', 'index.html', 'vite.config.ts'],
  },
  { name: 'server', output: 'server/dist/main.js', sources: ['src'] },
];

for (const part of parts) {
  const output = path.join(root, part.output);
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  const sources = Math.max(...part.sources.map((s) => newest(path.join(root, part.name, s))));
  if (built && built >= sources) continue;
  console.log(`Building ${part.name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', part.name], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`Building ${part.name} failed.`);
    process.exit(result.status ?? 1);
  }
}

await import(pathToFileURL(path.join(root, 'server', 'dist', 'main.js')).href);
