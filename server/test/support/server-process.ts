import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Real server processes (the built server/dist/main.js) for the tests of several processes on
 * one database: start-up under the lock, periodic jobs shared through Redis.
 */
export const serverDir = path.resolve(import.meta.dirname, '..', '..');

/** The newest modification time of a source file under `dir`. */
function newest(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce(
      (max, entry) =>
        Math.max(
          max,
          entry.isDirectory()
            ? newest(path.join(dir, entry.name))
            : fs.statSync(path.join(dir, entry.name)).mtimeMs,
        ),
      0,
    );
}

function built(): boolean {
  const main = path.join(serverDir, 'dist', 'main.js');
  return fs.existsSync(main) && fs.statSync(main).mtimeMs >= newest(path.join(serverDir, 'src'));
}

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The processes run the built server: build it when a source is newer than the build. Test
 * files run in parallel (and CI's Node 22 pass starts without a build): one builds, under a
 * lock folder, while the others wait for it instead of writing dist/ at the same time.
 */
export function ensureBuilt(): void {
  if (built()) return;
  const lock = path.join(serverDir, 'node_modules', '.cache', 'server-build.lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // A lock left behind by a run that was killed while building.
    const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 300_000) fs.rmSync(lock, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`Waited 5 minutes for ${lock} to go`);
    sleepSync(500);
  }
  try {
    if (built()) return;
    const result = spawnSync('npm', ['run', 'build'], { cwd: serverDir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`npm run build -w server failed: ${result.stdout}`);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (standard output and error), line by line. */
  lines: string[];
  /** Resolves once GET /api/health answers 200; rejects if the process stops first. */
  healthy: (timeoutMs?: number) => Promise<void>;
  /** SIGTERM (the drain of main.ts), then waits for the exit; SIGKILL after `graceMs`. */
  stop: (graceMs?: number) => Promise<number | null>;
}

/** Starts one server process; its environment is this process's plus `env`. */
export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [path.join(serverDir, 'dist', 'main.js')], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      PAYMENT_PROVIDER: 'emulator',
      ...env,
    },
  });
  const lines: string[] = [];
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
    stream?.on('end', () => rest && lines.push(rest));
  };
  collect(child.stdout);
  collect(child.stderr);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    lines,
    healthy: async (timeoutMs = 120_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) {
          throw new Error(`The server stopped (${child.exitCode}):\n${lines.join('\n')}`);
        }
        try {
          const res = await fetch(`${url}/api/health`);
          if (res.ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`The server did not become healthy:\n${lines.join('\n')}`);
    },
    stop: async (graceMs = 20_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
