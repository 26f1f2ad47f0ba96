#!/usr/bin/env node
// The deployment files name every remote and every service by hand (docker-compose.yml, the shell's nginx,
// the Kubernetes base). This check (run by `npm test`) holds each of those lists to the two sources of truth:
// libs/remotes/src/remotes.json for the web remotes and the svc-* Nx projects for the services, so adding,
// renaming or removing one fails here, with the file and the missing or extra name, until every list agrees.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const readFile = (file) => readFileSync(join(root, file), 'utf8');

const remotes = Object.entries(JSON.parse(readFile('libs/remotes/src/remotes.json')).remotes).map(
  ([name, { dir }]) => ({
    dir,
    // libs/remotes remoteUrlEnvVar: how the gateway is told where a remote's entry is.
    envVar: `REMOTE_URL_${name.toUpperCase()}`,
  }),
);
const services = readdirSync(root).filter(
  (dir) => dir.startsWith('svc-') && existsSync(join(root, dir, 'project.json')),
);
const apps = ['shell', ...remotes.map((r) => r.dir), ...services];

/** What disagrees, reading each file through `edits[file]` (the self-test's mutations) when given. */
function check(edits = {}) {
  const problems = [];
  const read = (file) => (file in edits ? edits[file](readFile(file)) : readFile(file));
  /** `actual` must hold exactly `expected`; says which names are missing and which are extra. */
  function sameSet(where, expected, actual) {
    const want = new Set(expected);
    const have = new Set(actual);
    const missing = [...want].filter((x) => !have.has(x));
    const extra = [...have].filter((x) => !want.has(x));
    if (missing.length) problems.push(`${where}: missing ${missing.join(', ')}`);
    if (extra.length) problems.push(`${where}: not in the project (${extra.join(', ')})`);
  }
  const remoteEnv = (env) => Object.keys(env ?? {}).filter((key) => key.startsWith('REMOTE_URL_'));

  // docker-compose.yml: a container per app, the gateway told of every remote and waiting for every service.
  const compose = YAML.parse(read('docker-compose.yml'));
  const built = Object.values(compose.services)
    .map((s) => s.build?.args?.APP)
    .filter(Boolean);
  sameSet('docker-compose.yml: containers built from the apps', apps, built);
  const gateway = compose.services['svc-gateway'];
  const gatewayEnv = Array.isArray(gateway.environment)
    ? Object.fromEntries(gateway.environment.map((line) => line.split('=')))
    : gateway.environment;
  sameSet(
    'docker-compose.yml: svc-gateway REMOTE_URL_* variables',
    remotes.map((r) => r.envVar),
    remoteEnv(gatewayEnv),
  );
  const waitsFor = Object.keys(gateway.depends_on ?? {}).filter((name) => name.startsWith('svc-'));
  sameSet(
    'docker-compose.yml: services svc-gateway depends on',
    services.filter((s) => s !== 'svc-gateway'),
    waitsFor,
  );

  // The shell's nginx proxies /remotes/<dir>/ to each remote's container.
  const proxied = /location ~ \^\/remotes\/\(([^)]*)\)\//.exec(read('docker/nginx/shell.conf'));
  if (!proxied) problems.push('docker/nginx/shell.conf: no `location ~ ^/remotes/(…)/` block');
  else
    sameSet(
      'docker/nginx/shell.conf: remotes proxied',
      remotes.map((r) => r.dir),
      proxied[1].split('|'),
    );

  // Kubernetes base: a manifest per app, the gateway's config naming every remote, an Ingress path per remote.
  const kustomization = YAML.parse(read('deploy/k8s/base/kustomization.yaml'));
  const manifests = (kustomization.resources ?? [])
    .map((file) => file.replace(/\.yaml$/, ''))
    .filter((name) => apps.includes(name) || /^(svc|mfe)-/.test(name) || name === 'shell');
  sameSet('deploy/k8s/base/kustomization.yaml: app manifests', apps, manifests);
  const config = YAML.parseAllDocuments(read('deploy/k8s/base/config.yaml'))
    .map((doc) => doc.toJS())
    .find((doc) => doc?.kind === 'ConfigMap' && doc.metadata?.name === 'gateway-config');
  if (!config) problems.push('deploy/k8s/base/config.yaml: no ConfigMap gateway-config');
  else
    sameSet(
      'deploy/k8s/base/config.yaml: gateway-config REMOTE_URL_* variables',
      remotes.map((r) => r.envVar),
      remoteEnv(config.data),
    );
  const ingressPaths = YAML.parseAllDocuments(read('deploy/k8s/base/ingress.yaml'))
    .map((doc) => doc.toJS())
    .filter((doc) => doc?.kind === 'Ingress')
    .flatMap((ingress) => ingress.spec.rules.flatMap((rule) => rule.http.paths))
    .filter((p) => p.path.startsWith('/remotes/'));
  sameSet(
    'deploy/k8s/base/ingress.yaml: /remotes/<dir> paths',
    remotes.map((r) => r.dir),
    ingressPaths.map((p) => p.path.slice('/remotes/'.length)),
  );
  for (const p of ingressPaths) {
    const dir = p.path.slice('/remotes/'.length);
    if (p.backend?.service?.name !== dir)
      problems.push(
        `deploy/k8s/base/ingress.yaml: ${p.path} goes to ${p.backend?.service?.name}, not ${dir}`,
      );
  }

  // The container health check knows every service.
  const healthServices = /const SERVICES = \[([^\]]*)\]/.exec(read('tools/healthcheck.mjs'))?.[1] ?? '';
  sameSet(
    'tools/healthcheck.mjs: SERVICES',
    services.filter((s) => s !== 'svc-gateway').map((s) => s.replace(/^svc-/, '')),
    [...healthServices.matchAll(/'([^']+)'/g)].map((m) => m[1]),
  );
  return problems;
}

// The check must bite: each edit below breaks one list, and must be reported.
const MUTATIONS = [
  [
    'docker/nginx/shell.conf',
    (t) => t.replace('|mfe-admin)', ')'),
    /shell\.conf: remotes proxied: missing mfe-admin/,
  ],
  [
    'docker-compose.yml',
    (t) => t.replace(/^\s*REMOTE_URL_MFE_ACCOUNT:.*\n/m, ''),
    /svc-gateway REMOTE_URL_\* variables: missing REMOTE_URL_MFE_ACCOUNT/,
  ],
  [
    'deploy/k8s/base/config.yaml',
    (t) => t.replace('REMOTE_URL_MFE_ADMIN:', 'REMOTE_URL_MFE_ADMINS:'),
    /gateway-config REMOTE_URL_\* variables: missing REMOTE_URL_MFE_ADMIN$/,
  ],
  [
    'deploy/k8s/base/ingress.yaml',
    (t) => t.replace('- path: /remotes/mfe-lostfound', '- path: /remotes/mfe-lost-found'),
    /ingress\.yaml: \/remotes\/<dir> paths: missing mfe-lostfound/,
  ],
  [
    'deploy/k8s/base/kustomization.yaml',
    (t) => t.replace(/^\s*- svc-pets\.yaml\n/m, ''),
    /kustomization\.yaml: app manifests: missing svc-pets/,
  ],
  [
    'tools/healthcheck.mjs',
    (t) => t.replace("'admin'", "'admins'"),
    /healthcheck\.mjs: SERVICES: missing admin/,
  ],
];

const problems = check();
for (const [file, edit, expected] of MUTATIONS) {
  const found = check({ [file]: edit });
  if (!found.some((p) => expected.test(p)))
    problems.push(
      `self-test: breaking ${file} (${expected}) was not reported; reported: ${found.join(' | ') || 'nothing'}`,
    );
}
if (problems.length) {
  console.error(
    `check-deploy-lists: the deployment files disagree with libs/remotes and the svc-* projects:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `check-deploy-lists: ok (${remotes.length} remotes, ${services.length} services in compose, nginx and deploy/k8s)`,
);
