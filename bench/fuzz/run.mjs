#!/usr/bin/env node
// The long run of the API fuzzer: svc-gateway/test/security/fuzz.spec.ts (the same properties `npm test`
// runs with 40 cases per route) with many more cases per route. See bench/README.md.
//
//   node bench/fuzz/run.mjs                      # 1 000 cases per route (~31 000 in all)
//   node bench/fuzz/run.mjs --runs 5000 --seed 42
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const resultsFile = join(root, 'bench/RESULTS.md');
const outDir = join(root, 'bench/out');
const spec = 'svc-gateway/test/security/fuzz.spec.ts';

const args = process.argv.slice(2);
const opt = {};
for (let i = 0; i < args.length; i++) {
  const a = args[i].replace(/^--/, '');
  if (['no-build', 'no-write'].includes(a)) opt[a] = true;
  else opt[a] = args[++i];
}
const runs = Number(opt.runs ?? process.env.FUZZ_RUNS ?? 1000);
const seed = opt.seed ?? process.env.FUZZ_SEED;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');

const say = (m) => console.log(`[fuzz] ${m}`);

function writeResults(section) {
  const begin = '<!-- fuzz:begin -->';
  const end = '<!-- fuzz:end -->';
  const block = `${begin}\n${section.trim()}\n${end}`;
  let text = existsSync(resultsFile)
    ? readFileSync(resultsFile, 'utf8')
    : '# Benchmark results\n\nFigures written by the scripts in `bench/` (see bench/README.md). Each section is replaced when its script runs again.\n';
  text = text.includes(begin) && text.includes(end)
    ? text.slice(0, text.indexOf(begin)) + block + text.slice(text.indexOf(end) + end.length)
    : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(resultsFile, text);
}

if (!opt['no-build']) {
  // The services run from their dist (ServiceFleet); the gateway runs in-process from source.
  say('building the backend (nx, cached)…');
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--projects=contracts,nest-common,testing,svc-*'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (build.status !== 0) throw new Error('build failed');
}

mkdirSync(outDir, { recursive: true });
const report = join(outDir, 'fuzz.json');
say(`${runs} cases per route${seed ? `, seed ${seed}` : ''}…`);
const started = Date.now();
const jest = spawnSync('npx', ['jest', '-c', 'svc-gateway/jest.config.js', spec, '--json', `--outputFile=${report}`, '--forceExit'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: String(runs), ...(seed ? { FUZZ_SEED: String(seed) } : {}), LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' },
});
const seconds = (Date.now() - started) / 1000;

const result = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : { testResults: [] };
const tests = result.testResults.flatMap((f) => f.assertionResults ?? []);
const properties = tests.filter((t) => t.ancestorTitles.some((a) => a.startsWith('fuzzing every write route')));
const failed = tests.filter((t) => t.status !== 'passed');
const cases = properties.length * runs;
say(`${properties.length} properties × ${runs} = ${cases} cases, ${failed.length} failing tests, ${seconds.toFixed(0)} s`);
for (const t of failed) say(`FAILED: ${t.fullName}`);

if (!opt['no-write']) {
  writeResults(`## fuzz: malformed, oversized, wrong-type and injection payloads on every write route

${new Date(started).toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}.
Command: \`node bench/fuzz/run.mjs --runs ${runs}${seed ? ` --seed ${seed}` : ''}\` (the properties of \`${spec}\`).

| properties (write routes + upload URL) | cases per property | cases | failing tests | wall time |
|---|---|---|---|---|
| ${properties.length} | ${runs} | ${cases} | ${failed.length} | ${seconds.toFixed(0)} s |

Invariants per case: no 5xx, errors are JSON with a message, a refused write leaves the list it would
appear in unchanged; at the end \`GET /api/health\` is 200 and nothing was polluted.${
    failed.length ? `\n\nFailing: ${failed.map((t) => `\`${t.title}\``).join(', ')}` : ''
  }`);
  say('RESULTS.md updated');
}
process.exit(jest.status ?? 1);
