import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
const port = 4777;
const q = process.argv[2] ?? '/api/job-requests/search?full_name=Mohamed&page=1&limit=10';
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', 'server/dist/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '/tmp/prof-data', DATABASE_URL: 'mysql://root@127.0.0.1:3306/h_speed', SEED_DEMO: '0',
    ADMIN_EMAIL: 'bench-admin@example.com', ADMIN_PASSWORD: 'Bench-Str0ng!pass', PUBLIC_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_DEFAULT: '1000000', RATE_LIMIT_AUTH: '1000000', RATE_LIMIT_FORMS: '1000000', RATE_LIMIT_LOGIN_FAILURES: '1000000', REDIS_URL: '' },
});
for (let i = 0; i < 240; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 250)); }
const login = await (await fetch(`http://127.0.0.1:${port}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email_or_phone: 'bench-admin@example.com', password: 'Bench-Str0ng!pass' }) })).json();
const headers = { authorization: `Bearer ${login.data.token}` };
const r = await autocannon({ url: `http://127.0.0.1:${port}${q}`, method: q.includes('/search') ? 'POST' : 'GET', headers, connections: Number(process.env.C ?? 10), duration: Number(process.env.D ?? 10) });
console.log('req/s', r.requests.average, 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx);
child.kill('SIGINT');
await new Promise(r => child.once('exit', r));
