#!/usr/bin/env node
// Metrics and alerts as code (deploy/observability, deploy/k8s/monitoring; docs/decisions/0146-metrics.md),
// checked by `npm test` in a few seconds:
//  1. promtool check config (with its rule files) and promtool test rules (prometheus/tests);
//  2. every alert has a test in which it fires;
//  3. every metric the rules and the dashboards name is one the processes export (libs/nest-common/src/metrics),
//     a default process/Node.js metric, a recording rule, `up` or `ALERTS`: a renamed metric fails here;
//  4. the Grafana dashboards parse, have unique uids and panel ids, and use the provisioned data source;
//  5. the metrics ports agree everywhere (tools/start.mjs, docker-compose.yml, prometheus.yml, the Kubernetes
//     Deployments' METRICS_PORT and `metrics` container port), and the PodMonitor passes its schema and selects
//     every gateway and service pod.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { renderKustomization } from './k8s/render.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'deploy/observability');
const read = (path) => readFileSync(join(root, path), 'utf8');
const problems = [];

// ---------------------------------------------------------------- 1. promtool

const promtool = ['promtool', '/usr/bin/promtool'].find((bin) => spawnSync(bin, ['--version']).status === 0);
if (!promtool) {
  console.error('check-observability: promtool is missing (apt-get install prometheus; tools/preflight.sh installs it)');
  process.exit(1);
}
function run(args) {
  const result = spawnSync(promtool, args, { cwd: join(dir, 'prometheus'), encoding: 'utf8' });
  if (result.status !== 0) problems.push(`promtool ${args.join(' ')}:\n${result.stdout}${result.stderr}`);
}
const tests = readdirSync(join(dir, 'prometheus/tests')).filter((f) => f.endsWith('.yml')).map((f) => `tests/${f}`);
run(['check', 'config', 'prometheus.yml']);
run(['test', 'rules', ...tests]);

// ---------------------------------------------------------------- 2. every alert fires in a test

const ruleFiles = readdirSync(join(dir, 'prometheus/rules')).filter((f) => f.endsWith('.yml'));
const rules = ruleFiles.flatMap((f) => YAML.parse(read(`deploy/observability/prometheus/rules/${f}`)).groups.flatMap((g) => g.rules));
const firedInTests = new Set(
  tests.flatMap((f) =>
    YAML.parse(read(`deploy/observability/prometheus/${f}`)).tests.flatMap((t) =>
      (t.alert_rule_test ?? []).filter((a) => a.exp_alerts?.length).map((a) => a.alertname),
    ),
  ),
);
for (const rule of rules.filter((r) => r.alert)) {
  if (!firedInTests.has(rule.alert)) problems.push(`alert ${rule.alert}: no test in prometheus/tests where it fires`);
}

// ---------------------------------------------------------------- 3. metric names

const metricsSource = read('libs/nest-common/src/metrics/index.ts');
const exported = new Set();
for (const [, kind, name] of metricsSource.matchAll(/new (Histogram|Counter)\(\{\s*name: '([a-z_:]+)'/g)) {
  if (kind === 'Histogram') for (const suffix of ['_bucket', '_count', '_sum']) exported.add(name + suffix);
  else exported.add(name);
}
for (const [, name] of metricsSource.matchAll(/gauge\('([a-z_:]+)'/g)) exported.add(name);
const recorded = new Set(rules.filter((r) => r.record).map((r) => r.record));
const KEYWORDS = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'offset', 'inf', 'nan']);

/** The metric names a PromQL expression reads (label matchers, grouping labels, strings and functions left out). */
function metricsOf(expr) {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  return [...bare.matchAll(/(?<![\w:.$])([a-zA-Z_:][\w:]*)(?![\w:])(?!\s*\()/g)]
    .map((m) => m[1])
    .filter((name) => !KEYWORDS.has(name.toLowerCase()) && !/^\d/.test(name));
}
function checkExpr(where, expr) {
  for (const name of metricsOf(expr)) {
    const known = exported.has(name) || recorded.has(name) || name === 'up' || name === 'ALERTS' || /^(process|nodejs)_/.test(name);
    if (!known) problems.push(`${where}: ${name} is not a metric the processes export (libs/nest-common/src/metrics)`);
  }
}
for (const rule of rules) checkExpr(`rule ${rule.alert ?? rule.record}`, rule.expr);

// ---------------------------------------------------------------- 4. dashboards

const datasources = YAML.parse(read('deploy/observability/grafana/provisioning/datasources/prometheus.yml')).datasources;
const datasourceUids = new Set(datasources.map((d) => d.uid));
const dashboardDir = join(dir, 'grafana/dashboards');
const uids = new Set();
const dashboards = readdirSync(dashboardDir).filter((f) => f.endsWith('.json'));
if (dashboards.length < 3) problems.push(`grafana/dashboards: expected the overview, service and events dashboards, found ${dashboards.join(', ')}`);
for (const file of dashboards) {
  let dashboard;
  try {
    dashboard = JSON.parse(readFileSync(join(dashboardDir, file), 'utf8'));
  } catch (err) {
    problems.push(`grafana/dashboards/${file}: not JSON (${err.message})`);
    continue;
  }
  if (!dashboard.uid || uids.has(dashboard.uid)) problems.push(`grafana/dashboards/${file}: missing or repeated uid ${dashboard.uid}`);
  uids.add(dashboard.uid);
  const ids = new Set();
  for (const panel of dashboard.panels ?? []) {
    if (ids.has(panel.id)) problems.push(`grafana/dashboards/${file}: panel id ${panel.id} repeated`);
    ids.add(panel.id);
    for (const target of panel.targets ?? []) {
      const uid = target.datasource?.uid ?? panel.datasource?.uid;
      if (!datasourceUids.has(uid)) problems.push(`grafana/dashboards/${file}: panel "${panel.title}" uses data source ${uid}, not a provisioned one`);
      checkExpr(`grafana/dashboards/${file} panel "${panel.title}"`, target.expr ?? '');
    }
  }
}

// ---------------------------------------------------------------- 5. ports and the PodMonitor

const startPorts = Object.fromEntries(
  [...(/const metricsPorts = \{([^}]*)\}/.exec(read('tools/start.mjs'))?.[1] ?? '').matchAll(/(\w+): (\d+)/g)].map((m) => [`svc-${m[1]}`, m[2]]),
);
const services = readdirSync(root).filter((d) => d.startsWith('svc-') && existsSync(join(root, d, 'project.json')));
const compose = YAML.parse(read('docker-compose.yml'), { merge: true }).services;
const scrape = Object.fromEntries(
  YAML.parse(read('deploy/observability/prometheus/prometheus.yml')).scrape_configs.map((c) => [c.job_name, c.static_configs.flatMap((s) => s.targets)]),
);
const base = renderKustomization(join(root, 'deploy/k8s/base'));
for (const app of services) {
  const port = startPorts[app];
  if (!port) {
    problems.push(`tools/start.mjs: no metrics port for ${app}`);
    continue;
  }
  if (compose[app]?.environment?.METRICS_PORT !== port) problems.push(`docker-compose.yml: ${app} METRICS_PORT is not ${port}`);
  if (JSON.stringify(scrape[app]) !== JSON.stringify([`${app}:${port}`])) problems.push(`prometheus.yml: job ${app} must scrape ${app}:${port}`);
  const deployment = base.find((r) => r.kind === 'Deployment' && r.metadata.name === app);
  const container = deployment?.spec.template.spec.containers[0];
  if (container?.env?.find((e) => e.name === 'METRICS_PORT')?.value !== port) problems.push(`deploy/k8s/base: Deployment ${app} METRICS_PORT is not ${port}`);
  if (String(container?.ports?.find((p) => p.name === 'metrics')?.containerPort) !== port) problems.push(`deploy/k8s/base: Deployment ${app} has no container port metrics ${port}`);
}
const extraJobs = Object.keys(scrape).filter((job) => !services.includes(job));
if (extraJobs.length) problems.push(`prometheus.yml: jobs of no process: ${extraJobs.join(', ')}`);

const monitoring = renderKustomization(join(root, 'deploy/k8s/monitoring'));
const podMonitor = monitoring.find((r) => r.kind === 'PodMonitor');
if (!podMonitor) problems.push('deploy/k8s/monitoring: no PodMonitor');
else {
  const { PodMonitor } = await import('@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PodMonitor');
  try {
    new PodMonitor(podMonitor).validate();
  } catch (err) {
    problems.push(`deploy/k8s/monitoring: PodMonitor: ${err.message}`);
  }
  const { matchLabels = {}, matchExpressions = [] } = podMonitor.spec.selector;
  const selects = (labels) =>
    Object.entries(matchLabels).every(([k, v]) => labels[k] === v) &&
    matchExpressions.every(({ key, operator, values }) => (operator === 'In' ? values.includes(labels[key]) : operator === 'NotIn' ? !values.includes(labels[key]) : true));
  const endpointPorts = podMonitor.spec.podMetricsEndpoints.map((e) => e.port);
  for (const app of services) {
    const deployment = base.find((r) => r.kind === 'Deployment' && r.metadata.name === app);
    if (!deployment || !selects(deployment.spec.template.metadata.labels)) problems.push(`deploy/k8s/monitoring: the PodMonitor does not select ${app}'s pods`);
    const names = deployment?.spec.template.spec.containers[0].ports?.map((p) => p.name) ?? [];
    if (!endpointPorts.some((p) => names.includes(p))) problems.push(`deploy/k8s/monitoring: the PodMonitor scrapes no port of ${app}`);
  }
  for (const other of base.filter((r) => r.kind === 'Deployment' && !services.includes(r.metadata.name))) {
    if (selects(other.spec.template.metadata.labels)) problems.push(`deploy/k8s/monitoring: the PodMonitor selects ${other.metadata.name}, which has no metrics`);
  }
}

if (problems.length) {
  console.error(`check-observability: problems:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `check-observability: ok (${rules.length} rules, ${tests.length} rule test files, ${dashboards.length} dashboards, ${services.length} metrics ports, PodMonitor)`,
);
