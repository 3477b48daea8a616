// `npm run proxy`: the production reverse proxy (server/proxy/nginx.conf.template, the file
// docker-compose.yml runs) in front of an app on this machine, with nginx in the foreground and
// its config, logs, temp and cache folders in one folder of its own (no root needed).
//
//   npm run proxy -- --port 8080 --upstream http://127.0.0.1:3000[,http://127.0.0.1:3001,...]
//     [--host 0.0.0.0] [--cache-size 1g] [--workers auto] [--dir ./proxy-run] [--access-log off]
//
// Without --dir the folder is temporary and removed on exit (Ctrl-C). Start the app with
// TRUST_PROXY=1 so that it reads the client's address from the X-Forwarded-For nginx adds.
import { parseArgs } from 'node:util';
import { findNginx, startProxy } from '../proxy/nginx.mjs';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    upstream: { type: 'string', default: 'http://127.0.0.1:3000' },
    'cache-size': { type: 'string', default: '1g' },
    workers: { type: 'string', default: 'auto' },
    dir: { type: 'string' },
    'access-log': { type: 'string' },
  },
});

if (!findNginx()) {
  console.error('nginx is not installed: apt-get install nginx (or set NGINX_BIN).');
  process.exit(1);
}

const port = Number(args.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`--port must be a port number (${args.port})`);
  process.exit(1);
}

let proxy;
try {
  proxy = await startProxy({
    port,
    host: args.host,
    upstream: args.upstream,
    cacheMaxSize: args['cache-size'],
    workers: args.workers,
    prefix: args.dir,
    accessLog: args['access-log'],
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Tests and bench:api wait for this line.
console.log(
  `proxy listening on http://${args.host}:${port} → ${args.upstream} (nginx folder ${proxy.prefix})`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await proxy.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
// nginx stopping by itself ends this script too: Ctrl-C reaches nginx as well (it exits 0), a
// crash or a kill does not exit 0.
proxy.child.once('exit', (code, signal) => {
  if (stopping) return;
  stopping = true;
  if (code !== 0) console.error(`nginx exited (${code ?? signal})`);
  void proxy.stop().then(() => process.exit(code === 0 ? 0 : 1));
});
