// `npm run bench:api`: the production path measured in one run. Each visitor route is driven
// three ways with the same client and headers:
//   - app alone: the built server, as `npm start` runs it;
//   - through nginx: the product's proxy (server/proxy/nginx.conf.template, started as
//     `npm run proxy` starts it) in front of that same server, keeping what the app allows;
//   - nginx static: nginx sending the very same bytes and headers from files, what serving
//     these answers can cost at least on this machine.
// Staff and other routes are driven against the app alone. Figures, not assertions: budgets are
// printed as met or missed (`--strict` exits 1 on a miss). Needs `npm run build` and nginx.
//
//   npm run bench:api [-- --duration 10 --connections 50 --runs 3 --strict --only 'home page;course page']
//   DATABASE_URL=mysql://… npm run bench:api -- --big   (10 connections unless --connections)
//
// The server runs on a fresh embedded database with the demo catalogue. Rate limits are raised
// for the run (every autocannon client shares 127.0.0.1) but their middleware still runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { findNginx, startNginx, startProxy } from '../proxy/nginx.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

// autocannon appends every response body to a string (`req.body += chunk`), decoding it as UTF-8.
// On compressed bodies (brotli) that decoding cost the client more than nginx spends sending
// them: the client set the ceiling (a 13 KB brotli page: about 1,500 req/s from nginx, against
// 17,000 for 13 KB of ASCII). This benchmark reads no body through autocannon, so it keeps none.
createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js').prototype.addBody =
  () => {};
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string' },
    strict: { type: 'boolean', default: false },
    only: { type: 'string' },
    big: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
  },
});
const DURATION = Number(args.duration);
// A campaign's visitors: 50 connections; --big's busy office of staff: 10.
const CONNECTIONS = Number(args.connections ?? (args.big ? 10 : 50));
const WARM_UP = 2;
/** --runs N: each figure is the median of N runs (a shared machine's bursts land on one). */
const RUNS = Math.max(1, Number(args.runs) || 1);

/**
 * CPU milliseconds a process and its children have used (Linux /proc; nginx's workers are
 * children of its master), or undefined elsewhere. Divided by the requests answered it is the
 * cost of one request, which a busy or shared machine changes far less than req/s and p99
 * (those include waiting for a core).
 */
function cpuMs(pid) {
  const stat = (id) => fs.readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
  try {
    let total = 0;
    const ids = [pid];
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || Number(entry) === pid) continue;
      try {
        if (Number(stat(entry)[1]) === pid) ids.push(Number(entry));
      } catch {
        // gone meanwhile
      }
    }
    for (const id of ids) {
      const fields = stat(id);
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    }
    return total;
  } catch {
    return undefined;
  }
}

/** The local MySQL/MariaDB server's pid when --big runs against one on this machine. */
function databasePid() {
  for (const name of ['mariadbd', 'mysqld']) {
    for (const entry of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) return Number(entry);
      } catch {
        // gone meanwhile
      }
    }
  }
  return undefined;
}
const BROWSER_ENCODINGS = 'gzip, deflate, br';
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Str0ng!pass' };

for (const built of [
  'server/dist/main.js',
  'public-site/dist/index.html',
  'admin/dist/index.html',
]) {
  if (!fs.existsSync(path.join(root, built))) {
    console.error(`${built} is missing: run "npm run build" first.`);
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One raw request: the bytes exactly as sent (no decompression), for the baseline to replay. */
function request(port, { method = 'GET', path: urlPath, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // --big: the database that `npm run db:fake` filled (DATABASE_URL); else a fresh SQLite.
      DATABASE_URL: args.big ? process.env.DATABASE_URL : '',
      SEED_DEMO: args.big ? '0' : '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_DEFAULT: '1000000',
      RATE_LIMIT_AUTH: '1000000',
      RATE_LIMIT_FORMS: '1000000',
      RATE_LIMIT_LOGIN_FAILURES: '1000000',
      REDIS_URL: '',
      // As in docker-compose.yml: the app sits behind one proxy hop.
      TRUST_PROXY: '1',
    },
  });
  for (let i = 0; i < 240; i += 1) {
    try {
      const res = await request(port, { path: '/api/health' });
      if (res.status === 200) return { port, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('The server did not become healthy within 60 s.');
}

/**
 * How the proxy answered the requests logged after byte `from` of its access log (the
 * template's `cache=` field), e.g. "HIT 99.9 %, STALE 0.1 %". The log is flushed every second.
 */
async function cacheShares(log, from) {
  await new Promise((r) => setTimeout(r, 1200));
  const counts = new Map();
  let total = 0;
  const text = fs.readFileSync(log).subarray(from).toString();
  for (const [, status] of text.matchAll(/ cache=(\S*) /g)) {
    counts.set(status || 'none', (counts.get(status || 'none') ?? 0) + 1);
    total += 1;
  }
  if (!total) return '—';
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => {
      const share = (100 * n) / total;
      // Floored, so that 99.998 % is not printed as 100.00 beside another status.
      const shown =
        n === total ? '100' : share < 0.01 ? '< 0.01' : (Math.floor(share * 100) / 100).toFixed(2);
      return `${status} ${shown} %`;
    })
    .join(', ');
}

/** Headers nginx static makes itself, or that belong to one connection or one request. */
const NOT_REPLAYED = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'etag',
  'last-modified',
]);

/**
 * nginx serving each recorded answer from a file, with the headers the app sent: the same bytes
 * without any application.
 */
async function startStatic(recorded) {
  const port = await freePort();
  const serverConf = (prefix) => {
    const root = path.join(prefix, 'answers');
    fs.mkdirSync(root, { recursive: true });
    fs.chmodSync(root, 0o755);
    const locations = [...recorded].map(([urlPath, answer], index) => {
      const file = path.join(root, `${index}.bin`);
      fs.writeFileSync(file, answer.body, { mode: 0o644 });
      // Every header the app sent (security headers, Vary, Cache-Control, encoding), so that the
      // client reads as many bytes from nginx static as from the proxy; nginx sets its own
      // length, date, connection and ETag.
      const replayed = Object.entries(answer.headers)
        .filter(([name]) => !NOT_REPLAYED.has(name))
        .map(
          ([name, value]) => `    add_header ${name} "${String(value).replaceAll('"', '\\"')}";`,
        );
      return [
        `  location = ${urlPath} {`,
        '    types { }',
        `    default_type "${answer.headers['content-type'] ?? 'application/octet-stream'}";`,
        ...replayed,
        // rewrite, not alias: `location = /` with an alias would look for an index file.
        `    root ${root};`,
        `    rewrite ^ /${index}.bin break;`,
        '  }',
      ].join('\n');
    });
    return [
      'server {',
      `  listen 127.0.0.1:${port};`,
      `  access_log ${path.join(prefix, 'access.log')} combined buffer=256k flush=1s;`,
      '  keepalive_timeout 65s;',
      ...locations,
      '}',
      '',
    ].join('\n');
  };
  return startNginx({ serverConf, port });
}

let fresh = 0;

async function drive(port, target) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    // A fresh query string per request where asked (a search never kept, see bigTargets).
    ...(target.freshQuery && {
      requests: [
        {
          setupRequest: (req) => ({ ...req, path: `${target.path}&fresh=${(fresh += 1)}` }),
        },
      ],
    }),
    connections: target.connections ?? CONNECTIONS,
    duration: target.duration ?? DURATION,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    done: result.requests.total,
  };
}

/** --big: the dashboard's lists and searches on a database of a million job requests. */
async function bigTargets(port, staff, json) {
  if (!process.env.DATABASE_URL) throw new Error('--big needs DATABASE_URL (filled by db:fake)');
  const jobs = JSON.parse((await request(port, { path: '/api/jobs' })).body);
  const job = jobs[0];
  if (!job) throw new Error('No job in that database: run npm run db:fake first.');
  const headers = { ...staff, ...json };
  const get = (name, urlPath) => ({ name, path: urlPath, headers, p99Budget: BUDGET.bigP99 });
  // What the dashboard sends for a search's first page: the page, not every match.
  const search = (name, query) => ({ ...get(name, `${query}&page=1&limit=10`), method: 'POST' });
  return [
    get('job requests, page 1', '/api/job-requests?page=1&limit=10'),
    get('job requests, page 5,000', '/api/job-requests?page=5000&limit=10'),
    search('job requests, common name', '/api/job-requests/search?full_name=Mohamed'),
    // The same search with an extra parameter that changes every request: a search's kept
    // matches (ADR 0015) are never reused, so this is the search itself, every time.
    {
      ...search(
        'job requests, common name, never kept',
        '/api/job-requests/search?full_name=Mohamed',
      ),
      p99Budget: undefined,
      freshQuery: true,
    },
    search('job requests, no match', '/api/job-requests/search?full_name=Zzyzx'),
    search('job requests, grade', '/api/job-requests/search?full_name=&gpa=Good'),
    search(
      'job requests, job',
      `/api/job-requests/search?full_name=&job_title=${encodeURIComponent(job.title)}`,
    ),
    get('users, page 1', '/api/users?page=1&limit=10'),
    get('users, page 5,000', '/api/users?page=5000&limit=10'),
    search('users, no match', '/api/users/search?email=zzyzx'),
    get('courses, page 1', '/api/courses?page=1&limit=10'),
    get('courses, page 5,000', '/api/courses?page=5000&limit=10'),
    search('courses, no match', '/api/courses/search?name=zzyzx'),
  ];
}

if (!findNginx()) {
  console.error('nginx is missing: apt-get install nginx (bench:api measures the app behind it).');
  process.exit(1);
}

/** Budgets of issue 23, printed with the table. */
const BUDGET = {
  throughNginxShare: 0.8, // through nginx ≥ 80 % of nginx static's req/s
  aloneP99: 50, // the app alone: p99 ≤ 50 ms at 50 connections
  bigP99: 50, // --big: p99 ≤ 50 ms at 10 connections
};

const server = await startServer();
let proxy;
let proxyDir;
let proxyLog;
let staticNginx;
try {
  const login = await request(server.port, {
    method: 'POST',
    path: '/api/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email_or_phone: ADMIN.email, password: ADMIN.password }),
  });
  const token = JSON.parse(login.body.toString()).data.token;
  const courses = JSON.parse((await request(server.port, { path: '/api/courses' })).body);
  const courseId = courses[0]?.id;
  const staff = { authorization: `Bearer ${token}` };
  const browser = { 'accept-encoding': BROWSER_ENCODINGS, accept: 'text/html' };
  const json = { 'accept-encoding': BROWSER_ENCODINGS };

  // `budget`: a visitor's route, driven alone, through nginx and against nginx static.
  const targets = args.big
    ? await bigTargets(server.port, staff, json)
    : [
        { name: 'public course list', path: '/api/courses', headers: json, budget: true },
        { name: 'course page', path: `/courses/${courseId}`, headers: browser, budget: true },
        { name: 'home page', path: '/', headers: browser, budget: true },
        { name: '/aboutus', path: '/aboutus', headers: browser, budget: true },
        { name: 'public job list', path: '/api/jobs', headers: json, budget: true },
        { name: 'health', path: '/api/health', headers: {} },
        {
          name: 'login (argon2-bound)',
          path: '/api/login',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email_or_phone: ADMIN.email, password: ADMIN.password }),
          connections: 10,
        },
        {
          name: 'dashboard list',
          path: '/api/job-requests?page=1&limit=10',
          headers: { ...staff, ...json },
        },
        {
          name: 'dashboard search',
          path: '/api/job-requests/search?full_name=nobody-matches-this',
          method: 'POST',
          headers: { ...staff, ...json },
        },
      ];

  if (args.only) {
    const wanted = args.only.split(';').map((name) => name.trim());
    targets.splice(0, targets.length, ...targets.filter((t) => wanted.includes(t.name)));
  }

  const recorded = new Map();
  for (const target of targets) {
    const began = performance.now();
    const res = await request(server.port, target);
    target.firstMs = Math.round(performance.now() - began);
    if (res.status >= 400) throw new Error(`${target.name}: ${res.status} ${res.body}`);
    target.bytes = res.body.length;
    target.encoding = res.headers['content-encoding'] ?? 'identity';
    target.cacheControl = res.headers['cache-control'] ?? '—';
    if (target.budget) recorded.set(target.path, { headers: res.headers, body: res.body });
  }
  const visitorRoutes = targets.some((target) => target.budget);
  if (visitorRoutes) {
    proxyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-proxy-'));
    proxyLog = path.join(proxyDir, 'access.log');
    proxy = await startProxy({
      port: await freePort(),
      upstream: `http://127.0.0.1:${server.port}`,
      prefix: proxyDir,
      // Logged as in production (its cache= field says how each request was answered),
      // buffered; nginx static logs every request the same way.
      accessLog: `${proxyLog} petrolink buffer=256k flush=1s`,
    });
    staticNginx = await startStatic(recorded);
  }

  const dbPid = args.big ? databasePid() : undefined;
  /** One measured run after an untimed warm-up (JIT, pools, caches), with CPU per request. */
  async function measure(port, target, pids = [], log = undefined) {
    await drive(port, { ...target, duration: WARM_UP });
    const before = pids.map((pid) => cpuMs(pid));
    const logFrom = log && fs.existsSync(log) ? fs.statSync(log).size : 0;
    const figures = await drive(port, target);
    figures.cpu = pids.map((pid, i) =>
      before[i] === undefined || !figures.done
        ? undefined
        : (cpuMs(pid) - before[i]) / figures.done,
    );
    if (log) figures.cacheShares = await cacheShares(log, logFrom);
    return figures;
  }

  // One untimed pass over every route first: the code they share is compiled by the JIT before
  // any figure counts, so the first route measured is not also the one that warms the server.
  for (const target of targets) await drive(server.port, { ...target, duration: WARM_UP });
  const rows = [];
  /** The median run of several (by req/s; its p99 and CPU with it), the worst error count. */
  const median = (runs) => {
    const sorted = [...runs].sort((a, b) => a.rps - b.rps);
    return { ...sorted[Math.floor(sorted.length / 2)], bad: Math.max(...runs.map((r) => r.bad)) };
  };
  for (const target of targets) {
    // With --runs N the three paths take turns N times: a burst of load from elsewhere on a
    // shared machine then falls on all of them rather than on one.
    const runs = { alone: [], through: [], baseline: [] };
    for (let run = 0; run < RUNS; run += 1) {
      runs.alone.push(
        await measure(server.port, target, [server.child.pid, dbPid].filter(Boolean)),
      );
      if (!target.budget) continue;
      runs.through.push(
        await measure(proxy.port, target, [proxy.child.pid, server.child.pid], proxyLog),
      );
      runs.baseline.push(await measure(staticNginx.port, target, [staticNginx.child.pid]));
    }
    const row = { target, alone: median(runs.alone) };
    if (target.budget) {
      row.through = median(runs.through);
      row.baseline = median(runs.baseline);
    }
    rows.push(row);
    process.stderr.write(`  measured ${target.name}\n`);
  }

  const f = (n) => (n === undefined ? '—' : Math.round(n).toLocaleString('en-US'));
  // nginx spends tens of microseconds a request: three decimals below 0.1 ms.
  const ms = (n) => (n === undefined ? '—' : n.toFixed(n < 0.1 ? 3 : 2));
  const bad = (run) =>
    run.bad ? ` (${run.bad} not 2xx!)` : run.done ? '' : ' (none answered in time)';
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(
    `\nbench:api — ${new Date().toISOString()} — ${os.cpus().length} cores (load ${load.join(' ')}), ` +
      `node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per route and path` +
      `${RUNS > 1 ? `, median of ${RUNS} runs` : ''}\n`,
  );
  let missed = 0;
  if (visitorRoutes) {
    console.log(
      "Visitors' routes — app alone | through nginx (the product's proxy) | nginx static (same bytes)",
    );
    console.log(
      '| route | bytes (encoding) | app req/s | app p50 / p99 ms | app CPU ms/req | nginx req/s | nginx p99 ms | cache | nginx+app CPU ms/req | static req/s | static p99 ms | static CPU ms/req | nginx / static | by CPU | budget |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const { target, alone, through, baseline } of rows.filter((row) => row.through)) {
      const share = through.rps / baseline.rps;
      const misses = [];
      if (!(alone.done > 0 && alone.p99 <= BUDGET.aloneP99)) misses.push('app p99');
      if (!(through.done > 0 && share >= BUDGET.throughNginxShare)) misses.push('nginx share');
      if (alone.bad || through.bad) misses.push('errors');
      missed += misses.length;
      // The same comparison by cost, which a loaded machine moves far less than req/s: nginx
      // static's CPU per request over the proxy's and the app's together.
      const throughCpu = (through.cpu[0] ?? NaN) + (through.cpu[1] ?? NaN);
      const byCpu = Number.isFinite(throughCpu / baseline.cpu[0])
        ? `${Math.round((100 * baseline.cpu[0]) / throughCpu)} %`
        : '—';
      const cpuThrough =
        through.cpu[0] === undefined ? '—' : `${ms(through.cpu[0])} + ${ms(through.cpu[1])}`;
      console.log(
        `| ${target.name} | ${f(target.bytes)} (${target.encoding}) | ${f(alone.rps)}${bad(alone)} | ${alone.p50} / ${alone.p99} | ${ms(alone.cpu[0])} | ` +
          `${f(through.rps)}${bad(through)} | ${through.p99} | ${through.cacheShares} | ${cpuThrough} | ` +
          `${f(baseline.rps)} | ${baseline.p99} | ${ms(baseline.cpu[0])} | ${Math.round(share * 100)} % | ${byCpu}  | ${misses.length ? `MISSED (${misses.join(', ')})` : 'met'} |`,
      );
    }
    console.log(
      `\nBudgets: through nginx at least ${BUDGET.throughNginxShare * 100} % of nginx static's req/s; ` +
        `the app alone p99 at most ${BUDGET.aloneP99} ms at ${CONNECTIONS} connections. ` +
        "\"by CPU\" (not a budget): nginx static's CPU per request over nginx's and the app's " +
        'through the proxy, the comparison a busy machine moves least.\n',
    );
  }
  const others = rows.filter((row) => !row.through);
  if (others.length) {
    console.log(args.big ? 'Dashboard at size — app alone' : 'Other routes — app alone');
    console.log(
      '| route | bytes (encoding) | first ms | req/s | p50 ms | p99 ms | CPU ms/req (server / db) | budget |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const { target, alone } of others) {
      let verdict = '—';
      if (target.p99Budget) {
        const ok = alone.done > 0 && !alone.bad && alone.p99 <= target.p99Budget;
        verdict = ok ? 'met' : 'MISSED';
        if (!ok) missed += 1;
      }
      console.log(
        `| ${target.name} | ${f(target.bytes)} (${target.encoding}) | ${target.firstMs} | ${f(alone.rps)}${bad(alone)} | ${alone.p50} | ${alone.p99} | ${ms(alone.cpu[0])} / ${ms(alone.cpu[1])} | ${verdict} |`,
      );
    }
    if (args.big)
      console.log(
        `\nBudget: p99 at most ${BUDGET.bigP99} ms on every dashboard list, page 5,000 and search at ${CONNECTIONS} connections.`,
      );
  }
  console.log(`\n${missed ? `${missed} budget(s) missed.` : 'All budgets met.'}`);
  if (args.strict && missed) process.exitCode = 1;
} finally {
  await proxy?.stop();
  if (proxyDir) fs.rmSync(proxyDir, { recursive: true, force: true });
  await staticNginx?.stop();
  server.child.kill();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
