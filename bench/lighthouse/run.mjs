#!/usr/bin/env node
// Lighthouse on a phone. See bench/README.md.
//
//   node bench/lighthouse/run.mjs [--runs 3] [--locale es] [--base-url http://127.0.0.1:3000] [--no-write]
//
// Starts the system as `npm start` runs it (tools/start.mjs with its demo data, in its own process group)
// unless --base-url names a running one, then runs Lighthouse (the `lighthouse` npm package, mobile
// defaults: simulated slow 4G and a 4× slower CPU) --runs times on /, /services, /business/{id},
// /lost-found and /lost-found/{id} (with --locale es: the same pages under /es, their own section), each run in a fresh Chromium (CHROME_PATH, default /usr/bin/chromium,
// --headless --no-sandbox --disable-gpu), and writes the medians to the lighthouse section of bench/RESULTS.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createProcesses, dropBenchState, freePort, RESULTS_FILE, writeResultsSection } from '../lib/harness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'bench/out/lighthouse');
const DATABASES = ['identity', 'directory', 'pets', 'notifications', 'admin'];
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];
const TARGETS = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05, accessibility: 100, seo: 100 };

const { values: opt } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, locale: { type: 'string', default: 'en' }, 'base-url': { type: 'string' }, 'no-write': { type: 'boolean', default: false } },
});
const RUNS = Number(opt.runs);
// Spanish pages are the English ones under /es (docs/i18n.md).
const PREFIX = opt.locale === 'es' ? '/es' : '';
const env = {
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222',
  DB_NAME_PREFIX: process.env.BENCH_DB_PREFIX || 'benchlh_',
  NATS_PREFIX: process.env.BENCH_NATS_PREFIX || 'benchlh',
};
const say = (msg) => console.log(`[lighthouse] ${msg}`);
/** Median of the measured runs (NaN when none was measured). */
const median = (xs) => {
  const measured = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return measured.length ? measured[Math.floor(measured.length / 2)] : NaN;
};
mkdirSync(outDir, { recursive: true });

const processes = createProcesses({ root, outDir, env });
let system = null;

async function startSystem() {
  const port = await freePort();
  say(`starting the system with tools/start.mjs on port ${port} (builds first, cached; seeds its demo data)…`);
  system = processes.start(
    'system',
    ['tools/start.mjs'],
    { PORT: String(port), LOG_LEVEL: 'warn', ADMIN_USERNAME: 'benchlh_admin', ADMIN_PASSWORD: randomBytes(18).toString('base64url'), DATA_DIR: join(outDir, 'data') },
    { stopTimeoutMs: 15_000, group: true },
  );
  const base = `http://127.0.0.1:${port}`;
  await processes.waitFor(`${base}/api/health 200`, () => fetch(`${base}/api/health`).then((r) => r.ok), 10 * 60_000);
  // The demo data is seeded after the gateway answers: wait for the posts.
  await processes.waitFor('demo posts seeded', async () => ((await (await fetch(`${base}/api/lost-found-pets`)).json()).length ?? 0) > 0, 5 * 60_000);
  return base;
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
    // A run Lighthouse could not measure (e.g. no LCP) counts as NaN and says why, rather than ending the bench.
    const score = (category) => (typeof lhr.categories[category]?.score === 'number' ? Math.round(lhr.categories[category].score * 100) : NaN);
    const value = (audit) => lhr.audits[audit]?.numericValue ?? NaN;
    const problems = [lhr.runtimeError?.code, ...['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map((a) => lhr.audits[a]?.errorMessage)].filter(Boolean);
    if (problems.length) say(`${url}: ${problems.join('; ')}`);
    return {
      performance: score('performance'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && ['seo', 'accessibility'].some((c) => lhr.categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0)))
        .map((a) => a.id),
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } finally {
    await chrome.kill();
  }
}

const met = (key, value) => Number.isFinite(value) && (key === 'performance' || key === 'accessibility' || key === 'seo' ? value >= TARGETS[key] : value <= TARGETS[key]);

async function main() {
  const loadAtStart = os.loadavg()[0];
  const base = opt['base-url'] ?? (await startSystem());
  const business = (await (await fetch(`${base}/api/businesses?limit=1`)).json())[0];
  const post = (await (await fetch(`${base}/api/lost-found-pets`)).json())[0];
  const pages = [
    ['/', '/'],
    ['/services', '/services'],
    ['/business/{id}', `/business/${business.id}`],
    ['/lost-found', '/lost-found'],
    ['/lost-found/{id}', `/lost-found/${post.id}`],
  ].map(([label, path]) => [PREFIX ? `${PREFIX}${label === '/' ? '' : label}` : label, PREFIX ? `${PREFIX}${path === '/' ? '' : path}` : path]);
  const rows = [];
  let version = '';
  for (const [label, path] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // Chromium sometimes fails to record the trace (NO_NAVSTART): that attempt measured nothing, so it
      // is repeated (twice at most) rather than counted.
      let result = await audit(`${base}${path}`);
      for (let retry = 0; retry < 2 && !Number.isFinite(result.performance); retry++) result = await audit(`${base}${path}`);
      version = result.lighthouseVersion;
      say(`${label} run ${i + 1}: performance ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${Number(result.cls).toFixed(3)}, a11y ${result.accessibility}, SEO ${result.seo}`);
      runs.push(result);
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    rows.push({ label, performance: pick('performance'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), accessibility: pick('accessibility'), seo: pick('seo'), failing: [...new Set(runs.flatMap((r) => r.failing))] });
  }
  writeFileSync(join(outDir, 'medians.json'), JSON.stringify(rows, null, 2));
  const cell = (key, value, text) => (met(key, value) ? text : `**${text}** ✗`);
  const table = [
    '| page | performance | LCP | TBT | CLS | accessibility | SEO | failing a11y/SEO audits |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${cell('performance', r.performance, String(r.performance))} | ${cell('lcpMs', r.lcpMs, `${(r.lcpMs / 1000).toFixed(1)} s`)} | ${cell('tbtMs', r.tbtMs, `${Math.round(r.tbtMs)} ms`)} | ${cell('cls', r.cls, r.cls.toFixed(3))} | ${cell('accessibility', r.accessibility, String(r.accessibility))} | ${cell('seo', r.seo, String(r.seo))} | ${r.failing.join(', ') || '–'} |`,
    ),
  ];
  const allMet = rows.every((r) => Object.keys(TARGETS).every((k) => met(k, r[k])));
  const cpus = os.cpus();
  const section = `## Lighthouse on a phone${PREFIX ? ', the Spanish pages (issue 32)' : ' (issue 16)'}

\`node bench/lighthouse/run.mjs${RUNS === 3 ? '' : ` --runs ${RUNS}`}${PREFIX ? ` --locale ${opt.locale}` : ''}\` — Lighthouse ${version} (npm \`lighthouse\`), mobile defaults (simulated slow 4G,
4× CPU slowdown), \`CHROME_PATH=${CHROME_PATH}\` with ${CHROME_FLAGS.join(' ')}, a fresh Chromium per run, median of ${RUNS} runs per page,
against the system as \`npm start\` runs it (tools/start.mjs with its demo data). Machine: ${cpus.length} cores (${cpus[0]?.model?.trim() ?? 'unknown'}),
Node ${process.version}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Targets: performance ≥ 90, LCP ≤ 2.5 s,
TBT ≤ 200 ms, CLS ≤ 0.05, accessibility 100, SEO 100 (✗ = missed). Load average (1 min) of the machine: ${loadAtStart.toFixed(1)} at the
start, ${os.loadavg()[0].toFixed(1)} at the end (${cpus.length} cores; other work on the machine slows Lighthouse's simulated CPU as well).

${table.join('\n')}

All targets met: ${allMet ? '**yes**' : '**no**'}.`;
  if (!opt['no-write']) {
    writeResultsSection(PREFIX ? 'lighthouse-es' : 'lighthouse', section);
    say(`wrote the lighthouse section of ${relative(root, RESULTS_FILE)}`);
  } else console.log(section);
}

try {
  await main();
} finally {
  if (system) {
    await processes.stop(system);
    await dropBenchState(env, DATABASES).catch(() => undefined);
    rmSync(join(outDir, 'data'), { recursive: true, force: true });
  }
}
