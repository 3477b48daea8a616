import { spawn, execSync } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
const port = 4779;
const dir = process.argv[2] ?? '.';
const child = spawn(process.execPath, [dir + '/server/dist/main.js'], { stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '/tmp/prof-data', DATABASE_URL: 'mysql://root@127.0.0.1:3306/h_speed', SEED_DEMO: '0',
    ADMIN_EMAIL: 'bench-admin@example.com', ADMIN_PASSWORD: 'Bench-Str0ng!pass', PUBLIC_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_DEFAULT: '1000000', REDIS_URL: '' } });
for (let i = 0; i < 240; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 250)); }
const login = await (await fetch(`http://127.0.0.1:${port}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email_or_phone: 'bench-admin@example.com', password: 'Bench-Str0ng!pass' }) })).json();
const headers = { authorization: `Bearer ${login.data.token}`, 'accept-encoding': 'gzip, deflate, br' };
const mysqld = execSync('pidof mariadbd').toString().trim();
const ticks = (pid) => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const routes = { common: ['POST', '/api/job-requests/search?full_name=Mohamed&page=1&limit=10'], none: ['POST', '/api/job-requests/search?full_name=Zzyzx&page=1&limit=10'], page1: ['GET', '/api/job-requests?page=1&limit=10'], grade: ['POST', '/api/job-requests/search?full_name=&gpa=Good&page=1&limit=10'] };
for (const [name, [method, p]] of Object.entries(routes)) {
  await autocannon({ url: `http://127.0.0.1:${port}${p}`, method, headers, connections: 10, amount: 300 });
  const n0 = ticks(child.pid), m0 = ticks(mysqld);
  const r = await autocannon({ url: `http://127.0.0.1:${port}${p}`, method, headers, connections: 10, amount: 2000 });
  const n = (ticks(child.pid) - n0) / 2000, m = (ticks(mysqld) - m0) / 2000;
  console.log(name.padEnd(7), 'node ms/req', n.toFixed(2), 'mysqld ms/req', m.toFixed(2), 'req/s', r.requests.average, 'p99', r.latency.p99);
}
child.kill('SIGINT');
