#!/usr/bin/env node
// `npm test`: lint (including module boundaries), typecheck and build every project, then every unit
// and integration test against real Postgres and NATS, then the browser journeys in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'error', NX_DAEMON: 'false' };
const started = Date.now();

function step(title, command, args) {
  console.log(`\n\x1b[36m▶ ${title}\x1b[0m`);
  const t = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\x1b[31m✖ ${title} failed\x1b[0m`);
    process.exit(result.status ?? 1);
  }
  console.log(`\x1b[32m✔ ${title}\x1b[0m (${Math.round((Date.now() - t) / 1000)} s)`);
}

const extra = process.argv.slice(2);
// Chromium, docker-compose, nats-server, Postgres and NATS: installed or started where it may, else the one command to run.
step('The machine has what the tests need', 'bash', ['tools/preflight.sh']);
// The README's first command is `npm ci`; a lock it refuses would fail every fresh install.
step('package-lock.json installs with npm ci', 'npm', ['ci', '--dry-run', '--no-audit', '--no-fund']);
step('Lint, typecheck and build', 'npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'build', '--output-style=static']);
step('Module boundaries bite', 'node', ['tools/check-boundaries.mjs']);
step('OpenAPI from the route contracts passes Spectral (spectral:oas, 0 errors, 0 warnings)', 'node', ['tools/lint-openapi.mjs']);
if (existsSync(resolve(root, 'tools/check-compose.sh'))) step('docker-compose.yml', 'bash', ['tools/check-compose.sh']);
step('Deployment lists agree with libs/remotes and the svc-* projects', 'node', ['tools/check-deploy-lists.mjs']);
step('SQL only in repositories and migrations', 'node', ['tools/check-sql-placement.mjs']);
step('Every link and path the docs cite exists', 'node', ['tools/check-docs.mjs']);
step('Every message is translated, and no translation is left over (docs/i18n.md)', 'node', ['tools/check-i18n.mjs']);
step('Kubernetes manifests (deploy/k8s) render and pass the Kubernetes schemas', 'node', ['tools/check-k8s.mjs']);
step('Prometheus config, alert rules and their tests, Grafana dashboards, metrics ports (promtool)', 'node', ['tools/check-observability.mjs']);
step('Unit and integration tests', 'npx', ['jest', '-c', 'jest.config.js', '-w', '2', '--forceExit', ...extra]);
if (existsSync(resolve(root, 'e2e/jest.config.js'))) {
  step('Browser journeys', 'npx', ['jest', '-c', 'e2e/jest.config.js', '--runInBand', '--forceExit']);
}
console.log(`\n\x1b[32mAll checks passed in ${Math.round((Date.now() - started) / 1000)} s\x1b[0m`);
