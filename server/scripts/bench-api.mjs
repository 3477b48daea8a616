// `npm run bench:api`: how fast the built server answers, next to a baseline that sends the very
// same bytes from memory. Figures, not assertions: budgets are printed as met or missed
// (`--strict` exits 1 on a miss). Needs `npm run build` first.
//
//   npm run bench:api [-- --duration 10 --connections 50 --strict --only 'home page;course page']
//
// The server runs on a fresh embedded database with the demo catalogue. Rate limits are raised
// for the run (every autocannon client shares 127.0.0.1) but their middleware still runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..', '..');
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    strict: { type: 'boolean', default: false },
    only: { type: 'string' },
    big: { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WARM_UP = 2;

/**
 * CPU milliseconds a process has used (Linux /proc), or undefined elsewhere. Divided by the
 * requests answered it is the cost of one request, which a busy or shared machine changes far
 * less than req/s and p99 (those include waiting for a core).
 */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
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

/** Starts bench-baseline.mjs (its own process) on these recorded answers; resolves its port. */
async function startBaseline(recorded) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-'));
  const file = path.join(dir, 'answers.json');
  fs.writeFileSync(
    file,
    JSON.stringify(
      [...recorded].map(([key, hit]) => ({ key, ...hit, body: hit.body.toString('base64') })),
    ),
  );
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'bench-baseline.mjs'), file],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the baseline server exited (${code})`)));
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
  });
  return {
    port,
    close: () => {
      child.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Headers worth replaying: what a browser needs to use the answer the same way. */
function replayHeaders(headers) {
  const keep = ['content-type', 'content-encoding', 'vary', 'cache-control', 'etag'];
  return Object.fromEntries(keep.filter((k) => headers[k]).map((k) => [k, headers[k]]));
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
  const get = (name, urlPath) => ({ name, path: urlPath, headers, p99Budget: 50 });
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

const server = await startServer();
let baseline;
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
    recorded.set(`${target.method ?? 'GET'} ${target.path}`, {
      status: res.status,
      headers: replayHeaders(res.headers),
      body: res.body,
    });
  }
  baseline = await startBaseline(recorded);
  const baselinePort = baseline.port;

  const rows = [];
  const dbPid = args.big ? databasePid() : undefined;
  // One untimed pass over every route first: the code they share is compiled by the JIT before
  // any figure counts, so the first route measured is not also the one that warms the server.
  for (const target of targets) await drive(server.port, { ...target, duration: WARM_UP });
  for (const target of targets) {
    // Untimed first: the JIT, the pools and the kept answers warm up before the figures count.
    await drive(server.port, { ...target, duration: WARM_UP });
    const cpuBefore = [cpuMs(server.child.pid), dbPid && cpuMs(dbPid)];
    const ours = await drive(server.port, target);
    const perRequest = (before, after) =>
      before === undefined || after === undefined || !ours.done
        ? undefined
        : (after - before) / ours.done;
    ours.cpu = perRequest(cpuBefore[0], cpuMs(server.child.pid));
    ours.dbCpu = dbPid ? perRequest(cpuBefore[1], cpuMs(dbPid)) : undefined;
    if (target.budget) await drive(baselinePort, { ...target, duration: WARM_UP });
    const base = target.budget ? await drive(baselinePort, target) : undefined;
    rows.push({ target, ours, base });
    process.stderr.write(`  measured ${target.name}\n`);
  }

  const f = (n) => (n === undefined ? '—' : Math.round(n).toLocaleString('en-US'));
  const cpu = (n) => (n === undefined ? '—' : n.toFixed(2));
  console.log(
    `\nbench:api — ${new Date().toISOString()} — ${os.cpus().length} cores, node ${process.version}, ` +
      `${CONNECTIONS} connections, ${DURATION} s per route\n`,
  );
  console.log(
    '| route | bytes (encoding) | first ms | req/s | p50 ms | p99 ms | CPU ms/req (server / db) | baseline req/s | baseline p99 | ratio | budget |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  let missed = 0;
  for (const { target, ours, base } of rows) {
    let verdict = '—';
    let ratio = '—';
    if (target.p99Budget) {
      const ok = ours.done > 0 && ours.p99 <= target.p99Budget;
      verdict = ok ? 'met' : 'MISSED';
      if (!ok) missed += 1;
    } else if (base) {
      const share = ours.rps / base.rps;
      ratio = `${Math.round(share * 100)} %`;
      const ok = ours.done > 0 && share >= 0.5 && ours.p99 <= Math.max(2 * base.p99, 1);
      verdict = ok ? 'met' : 'MISSED';
      if (!ok) missed += 1;
    }
    const bad = ours.bad ? ` (${ours.bad} not 2xx!)` : ours.done ? '' : ' (none answered in time)';
    console.log(
      `| ${target.name} | ${f(target.bytes)} (${target.encoding}) | ${target.firstMs} | ${f(ours.rps)}${bad} | ${ours.p50} | ${ours.p99} | ${cpu(ours.cpu)} / ${cpu(ours.dbCpu)} | ${f(base?.rps)} | ${base?.p99 ?? '—'} | ${ratio} | ${verdict} |`,
    );
  }
  const rule = args.big
    ? 'p99 at most 50 ms on every dashboard list and search'
    : "at least 50 % of the baseline's req/s and p99 within 2× the baseline's";
  console.log(`\nBudget: ${rule}. ${missed ? `${missed} missed.` : 'All met.'}`);
  if (args.strict && missed) process.exitCode = 1;
} finally {
  baseline?.close();
  server.child.kill();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
