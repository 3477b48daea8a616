#!/usr/bin/env node
// `npm run bench:web`: Lighthouse 12 (mobile preset, simulated throttling) against the
// production build served by the real server, on a free port with a throw-away data folder.
// Builds nothing: run `npm run build` first. Prints a table of the budgets of issue 3
// (performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05, accessibility / best practices / SEO ≥ 95, home
// JavaScript ≤ 150 KB gzip) and exits 0; with --strict it exits 1 when a budget is missed.
//
// Options (environment): BENCH_PAGES=/,/aboutus  BENCH_RUNS=3 (median run per page)
//   CHROME_PATH=/usr/bin/chromium
//   BENCH_ROOT=<folder holding server/dist and public-site/dist> (default: this repository)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const root = path.resolve(process.env.BENCH_ROOT ?? repoRoot);
const pages = (process.env.BENCH_PAGES ?? '/,/aboutus,/projects,/contactus,/artificalleft')
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const strict = process.argv.includes('--strict');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1) || 1);

const BUDGET = {
  performance: 95,
  accessibility: 95,
  bestPractices: 95,
  seo: 95,
  lcpMs: 2000,
  cls: 0.05,
  homeJsKb: 150,
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function fail(message) {
  process.stderr.write(`bench:web: ${message}\n`);
  process.exit(2);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  fail(`the server did not answer ${base}/api/health within ${timeoutMs / 1000} s`);
}

function startServer(port, dataDir) {
  const main = path.join(root, 'server', 'dist', 'main.js');
  const site = path.join(root, 'public-site', 'dist', 'index.html');
  if (!fs.existsSync(main) || !fs.existsSync(site)) {
    fail(`no production build in ${root}: run "npm run build" first`);
  }
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: '1',
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: `Bench-${Math.random().toString(36).slice(2)}-Aa1!`,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  child.on('exit', (code) => {
    if (code && code !== 0 && !child.stopping) process.stderr.write(stderr);
  });
  return child;
}

function stopServer(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  child.stopping = true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Scripts the page downloaded, as transferred over the wire (gzip), in KB. */
function scriptKb(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** One Lighthouse run; a run the trace recorder spoils (NO_NAVSTART…) is tried again. */
async function audit(url, port, attempts = 3) {
  try {
    return await auditOnce(url, port);
  } catch (error) {
    if (attempts <= 1) throw error;
    process.stdout.write(`(retrying: ${error.message}) `);
    return audit(url, port, attempts - 1);
  }
}

/** The run with the median performance score. */
async function medianAudit(url, port) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await audit(url, port));
  results.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return results[Math.floor(results.length / 2)];
}

async function auditOnce(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsKb: scriptKb(lhr),
    failing: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
      )
      .map((a) => a.id),
  };
}

function pad(text, width, right = false) {
  const value = String(text);
  return right ? value.padStart(width) : value.padEnd(width);
}

function printTable(rows) {
  const mark = (ok) => (ok ? ' ' : '✗');
  const header = [
    pad('page', 16),
    pad('perf', 6, true),
    pad('LCP s', 8, true),
    pad('CLS', 7, true),
    pad('a11y', 6, true),
    pad('BP', 6, true),
    pad('SEO', 6, true),
    pad('FCP s', 7, true),
    pad('TBT ms', 8, true),
    pad('JS KB', 7, true),
  ].join(' ');
  console.log(`\n${header}\n${'-'.repeat(header.length)}`);
  for (const { page, r } of rows) {
    console.log(
      [
        pad(page, 16),
        pad(`${r.performance}${mark(r.performance >= BUDGET.performance)}`, 6, true),
        pad(`${(r.lcpMs / 1000).toFixed(2)}${mark(r.lcpMs <= BUDGET.lcpMs)}`, 8, true),
        pad(`${r.cls.toFixed(3)}${mark(r.cls <= BUDGET.cls)}`, 7, true),
        pad(`${r.accessibility}${mark(r.accessibility >= BUDGET.accessibility)}`, 6, true),
        pad(`${r.bestPractices}${mark(r.bestPractices >= BUDGET.bestPractices)}`, 6, true),
        pad(`${r.seo}${mark(r.seo >= BUDGET.seo)}`, 6, true),
        pad((r.fcpMs / 1000).toFixed(2), 7, true),
        pad(Math.round(r.tbtMs), 8, true),
        pad(r.jsKb.toFixed(1), 7, true),
      ].join(' '),
    );
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrolink-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let server;
let chrome;
let missed = [];
try {
  server = startServer(port, dataDir);
  await waitForHealth(base, server);
  // Warm the server (first file reads, database pages) so the audits measure steady state.
  for (const page of pages) await fetch(`${base}${page}`).then((res) => res.arrayBuffer());

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const { version } = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  );
  console.log(
    `Lighthouse ${version}, mobile preset, ${runs} run(s) per page (median shown), ${base} (build in ${root})`,
  );

  const rows = [];
  for (const page of pages) {
    process.stdout.write(`auditing ${page} … `);
    const r = await medianAudit(`${base}${page}`, chrome.port);
    rows.push({ page, r });
    console.log(`done (performance ${r.performance})`);
  }
  printTable(rows);

  const home = rows.find((row) => row.page === '/');
  if (home) {
    const ok = home.r.jsKb <= BUDGET.homeJsKb;
    console.log(
      `\nHome page JavaScript transferred: ${home.r.jsKb.toFixed(1)} KB gzip (budget ${BUDGET.homeJsKb} KB) ${ok ? 'ok' : '✗'}`,
    );
    if (!ok) missed.push('home JS');
  }
  for (const { page, r } of rows) {
    const pageMissed = [
      r.performance < BUDGET.performance && 'performance',
      r.lcpMs > BUDGET.lcpMs && 'LCP',
      r.cls > BUDGET.cls && 'CLS',
      r.accessibility < BUDGET.accessibility && 'accessibility',
      r.bestPractices < BUDGET.bestPractices && 'best practices',
      r.seo < BUDGET.seo && 'SEO',
    ].filter(Boolean);
    if (pageMissed.length) {
      missed.push(`${page}: ${pageMissed.join(', ')}`);
      console.log(`  ${page} audits below 90: ${r.failing.join(', ') || '(none)'}`);
    }
  }
  console.log(
    missed.length
      ? `\nBudgets missed: ${missed.join('; ')} (✗ above). Figures are noisy on a busy machine: run again.`
      : '\nAll budgets met.',
  );
} finally {
  if (chrome) await chrome.kill();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (strict && missed.length) process.exit(1);
