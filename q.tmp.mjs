import { spawn, execSync } from 'node:child_process';
const port = 4778;
const child = spawn(process.execPath, ['server/dist/main.js'], { stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '/tmp/prof-data', DATABASE_URL: 'mysql://root@127.0.0.1:3306/h_speed', SEED_DEMO: '0',
    ADMIN_EMAIL: 'bench-admin@example.com', ADMIN_PASSWORD: 'Bench-Str0ng!pass', PUBLIC_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_DEFAULT: '1000000', REDIS_URL: '' } });
for (let i = 0; i < 240; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 250)); }
const login = await (await fetch(`http://127.0.0.1:${port}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email_or_phone: 'bench-admin@example.com', password: 'Bench-Str0ng!pass' }) })).json();
const headers = { authorization: `Bearer ${login.data.token}` };
const q = () => Number(execSync(`mysql -uroot -h127.0.0.1 -N -e "show global status like 'Questions'"`).toString().split('\t')[1]);
const paths = process.argv.slice(2);
await new Promise(r => setTimeout(r, 1500));
execSync(`mysql -uroot -h127.0.0.1 -e "SET GLOBAL general_log=0"`); execSync(`mysql -uroot -h127.0.0.1 -e "SET GLOBAL general_log=1"`);
for (const p of paths) {
  for (let k = 0; k < 3; k++) {
    const before = q();
    const r = await fetch(`http://127.0.0.1:${port}${p}`, { method: p.includes('/search') ? 'POST' : 'GET', headers });
    await r.arrayBuffer();
    const after = q();
    console.log(p, r.status, 'queries', after - before - 1);
  }
}
child.kill('SIGINT');
