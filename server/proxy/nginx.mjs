// Runs Debian's nginx (or any nginx on PATH) without root and without touching /etc/nginx: the
// config, pid, error log, temp and cache folders all live in one folder of its own. Used by
// `npm run proxy` (server/scripts/proxy.mjs), the proxy tests and `npm run bench:api`.
//
// The proxy's server block is nginx.conf.template, the very file docker-compose.yml gives nginx's
// official image; `renderTemplate` substitutes its ${VARIABLES} the way that image's envsubst does
// (named variables only, so nginx's own $variables stay).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const TEMPLATE = path.join(import.meta.dirname, 'nginx.conf.template');

/** The nginx binary: NGINX_BIN, Debian's /usr/sbin/nginx, or `nginx` on PATH; else undefined. */
export function findNginx() {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx'];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : undefined;
}

/**
 * The template with each ${NAME} replaced; a name the template uses but `vars` lacks throws.
 * A value given as a list repeats each line that uses it once per item (the upstream's `server`
 * line, one per app process); envsubst in compose gets one value, a name every replica answers.
 */
export function renderTemplate(vars, template = fs.readFileSync(TEMPLATE, 'utf8')) {
  const value = (name) => {
    const given = vars[name];
    if (given === undefined || given === '' || (Array.isArray(given) && given.length === 0))
      throw new Error(`nginx template: no value for \${${name}}`);
    return given;
  };
  const names = /\$\{([A-Z][A-Z0-9_]*)\}/g;
  return template
    .split('\n')
    .flatMap((line) => {
      const list = [...line.matchAll(names)]
        .map(([, name]) => name)
        .find((name) => Array.isArray(vars[name]));
      return list
        ? value(list).map((item) => line.replaceAll(`\${${list}}`, String(item)))
        : [line];
    })
    .join('\n')
    .replace(names, (_whole, name) => String(value(name)));
}

/**
 * The nginx.conf that wraps a server block in `prefix`: what nginx's official image sets in its
 * own nginx.conf (workers, mime types, sendfile), with every path inside the folder.
 */
function mainConf(prefix, { workers }) {
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'].find((file) =>
    fs.existsSync(file),
  );
  const temp = (name) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  return [
    // As root (a container, CI) the workers drop to nobody; they need to reach the folders.
    process.getuid?.() === 0 ? 'user nobody nogroup;' : '',
    `worker_processes ${workers};`,
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'error_log stderr error;',
    'events { worker_connections 4096; }',
    'http {',
    mimeTypes ? `  include ${mimeTypes};` : '',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  tcp_nopush on;',
    `  ${temp('client_body')}`,
    `  ${temp('proxy')}`,
    `  ${temp('fastcgi')}`,
    `  ${temp('uwsgi')}`,
    `  ${temp('scgi')}`,
    `  include ${path.join(prefix, 'conf.d')}/*.conf;`,
    '}',
    '',
  ].join('\n');
}

function canConnect(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts nginx in the foreground on `serverConf(prefix)` (a server block and its http-level
 * directives) and resolves once it accepts connections on `port`. Without `prefix`, a temporary
 * folder is made and removed again by stop().
 * Returns { child, prefix, port, stop() }.
 */
export async function startNginx({
  serverConf,
  port,
  host = '127.0.0.1',
  prefix,
  workers = 'auto',
  stdio = ['ignore', 'inherit', 'inherit'],
}) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  const temporary = !prefix;
  const dir = prefix ? path.resolve(prefix) : fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-'));
  for (const sub of ['conf.d', 'temp', 'cache'])
    fs.mkdirSync(path.join(dir, sub), { recursive: true });
  // Workers running as nobody (when started as root) must traverse the folder.
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, 'conf.d', 'proxy.conf'), serverConf(dir));
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, mainConf(dir, { workers }));

  const child = spawn(
    nginx,
    ['-p', dir, '-c', confFile, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    {
      stdio,
    },
  );
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  let stopped = false;
  const stop = async () => {
    if (!stopped && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    stopped = true;
    await exited;
    if (temporary) fs.rmSync(dir, { recursive: true, force: true });
  };

  let early;
  void exited.then((code) => (early = code));
  for (let i = 0; i < 100; i += 1) {
    if (early !== undefined) {
      const log = fs.existsSync(path.join(dir, 'error.log'))
        ? fs
            .readFileSync(path.join(dir, 'error.log'), 'utf8')
            .trim()
            .split('\n')
            .slice(-5)
            .join('\n')
        : '';
      if (temporary) fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx exited at start (${early})${log ? `:\n${log}` : ''}`);
    }
    if (await canConnect(port, host === '0.0.0.0' ? '127.0.0.1' : host)) {
      return { child, prefix: dir, port, stop };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`nginx did not listen on ${host}:${port} within 10 s`);
}

/**
 * The product's proxy (nginx.conf.template) in front of `upstream`: http://host:port, or several
 * comma-separated (one `server` line each, nginx balancing and retrying reads between them).
 */
export function proxyServerConf({
  prefix,
  port,
  host = '127.0.0.1',
  upstream,
  cacheMaxSize = '1g',
  accessLog,
}) {
  // One app process or several, comma-separated: http://127.0.0.1:3001,http://127.0.0.1:3002
  const targets = String(upstream)
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
    .map((address) => {
      const target = URL.canParse(address) ? new URL(address) : undefined;
      if (target?.protocol !== 'http:')
        throw new Error(`--upstream must be http://host:port, comma-separated (${address})`);
      return `${target.hostname}:${target.port || 80}`;
    });
  return renderTemplate({
    PROXY_LISTEN: `${host}:${port}`,
    PROXY_UPSTREAM: targets,
    PROXY_CACHE_DIR: path.join(prefix, 'cache'),
    PROXY_CACHE_MAX_SIZE: cacheMaxSize,
    PROXY_ACCESS_LOG: accessLog ?? `${path.join(prefix, 'access.log')} petrolink`,
  });
}

/** Starts the product's proxy; options as proxyServerConf plus startNginx's. */
export function startProxy(options) {
  return startNginx({
    ...options,
    serverConf: (prefix) => proxyServerConf({ ...options, prefix }),
  });
}
