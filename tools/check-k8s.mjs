#!/usr/bin/env node
// Validates the Kubernetes manifests in deploy/k8s without a cluster or kubectl (called by `npm test`):
//  1. renders the base and every overlay (tools/k8s/render.mjs; an overlay's secrets.env, which is never
//     committed, is read from its secrets.env.example);
//  2. validates every manifest against the Kubernetes schemas (kubernetes-models) and refuses fields the
//     API does not know (a misspelt `readinesProbe` would otherwise be dropped without a word);
//  3. checks in each overlay what the schemas cannot: every app of docker-compose.yml has a Deployment
//     with the same image and every environment variable compose gives it, probes (the gateway's
//     /api/health, the services' NATS health check, the web apps' /healthz), resource requests and
//     limits, an HPA for the gateway and each service (and no fixed replicas fighting it), a PDB per
//     workload, Services, the Ingress and env references that resolve, and NATS as a 3-node
//     StatefulSet that NATS_URL and EVENTS_REPLICAS agree with;
//  4. proves the checks bite: broken copies of the rendered manifests must each be refused.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { renderKustomization } from './k8s/render.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const deployDir = join(root, 'deploy/k8s');
const require = createRequire(import.meta.url);
const modelsDir = dirname(require.resolve('kubernetes-models/package.json'));

// ---------------------------------------------------------------- rendering

function readWithExampleSecrets(path) {
  if (basename(path) === 'secrets.env' && !existsSync(path)) return readFileSync(`${path}.example`, 'utf8');
  return readFileSync(path, 'utf8');
}

function overlays() {
  const dir = join(deployDir, 'overlays');
  return readdirSync(dir).filter((name) => existsSync(join(dir, name, 'kustomization.yaml')));
}

// ---------------------------------------------------------------- schemas

/** The kubernetes-models class of an apiVersion/kind, or undefined when the package has none. */
async function modelOf(resource) {
  const module = await import(`kubernetes-models/${resource.apiVersion}`).catch(() => undefined);
  return module?.[resource.kind];
}

/**
 * The fields of the interface in a kubernetes-models .d.ts file: name → the .d.ts of its type, the
 * fields of an inline object type, or null (a scalar, or a map with free keys).
 */
const interfaces = new Map();
function interfaceAt(file) {
  if (interfaces.has(file)) return interfaces.get(file);
  const text = readFileSync(file, 'utf8');
  const imports = new Map(
    [...text.matchAll(/^import \{ (\w+) \} from "([^"]+)";$/gm)].map(([, name, from]) => [name, from]),
  );
  const body = /^export interface \w+(?: extends \w+)? \{\n([\s\S]*?)^\}/m.exec(text)?.[1];
  const shape = body
    ? fieldsOf(body.split('\n'), 4, (type) => imports.get(type) && resolveDts(file, imports.get(type)))
    : null;
  interfaces.set(file, shape);
  return shape;
}

function fieldsOf(lines, indent, typeFile) {
  const shape = new Map();
  const field = new RegExp(`^ {${indent}}"([^"]+)"\\??: (.+?);?$`);
  for (let i = 0; i < lines.length; i++) {
    const [, name, type] = field.exec(lines[i]) ?? [];
    if (!name) continue;
    if (/\{$/.test(type)) {
      // An inline object type, up to its closing brace at the same indentation.
      const end = lines.findIndex((line, j) => j > i && line.startsWith(`${' '.repeat(indent)}}`));
      const inner = lines.slice(i + 1, end);
      const freeKeys = inner.some((line) => line.trimStart().startsWith('[key: string]'));
      shape.set(name, freeKeys ? null : fieldsOf(inner, indent + 4, typeFile));
      i = end;
    } else {
      const element = /^(?:Array<)?(\w+)>?$/.exec(type)?.[1];
      shape.set(name, (element && typeFile(element)) || null);
    }
  }
  return shape;
}

function resolveDts(fromFile, specifier) {
  if (specifier.startsWith('.')) return resolve(dirname(fromFile), specifier.replace(/\.js$/, '.d.ts'));
  const [scope, pkg, ...rest] = specifier.split('/');
  return join(dirname(require.resolve(`${scope}/${pkg}/package.json`)), `${rest.join('/')}.d.ts`);
}

function unknownFields(value, type, path, problems) {
  if (!type || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => unknownFields(item, type, `${path}[${i}]`, problems));
    return;
  }
  const shape = type instanceof Map ? type : interfaceAt(type);
  if (!shape) return;
  for (const [key, child] of Object.entries(value)) {
    if (!shape.has(key)) problems.push(`${path}.${key}: unknown field`);
    else unknownFields(child, shape.get(key), `${path}.${key}`, problems);
  }
}

async function schemaProblems(resource) {
  const id = `${resource.kind}/${resource.metadata?.name}`;
  const Model = await modelOf(resource);
  if (!Model) return [`${id}: no Kubernetes schema for ${resource.apiVersion} ${resource.kind}`];
  try {
    new Model(resource).validate();
  } catch (err) {
    return [`${id}: ${err.message}`];
  }
  const problems = [];
  unknownFields(resource, join(modelsDir, resource.apiVersion, `${resource.kind}.d.ts`), id, problems);
  return problems;
}

// ---------------------------------------------------------------- what the schemas cannot see

const find = (resources, kind, name) => resources.find((r) => r.kind === kind && r.metadata.name === name);
const matches = (selector, labels) =>
  Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value) &&
  Object.keys(selector ?? {}).length > 0;

function composeApps() {
  const compose = YAML.parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
  return Object.values(compose.services)
    .filter((service) => service.build?.args?.APP)
    .map((service) => ({
      app: service.build.args.APP,
      target: service.build.target,
      env: Object.keys(service.environment ?? {}),
    }));
}

function envNames(container, resources) {
  const names = new Set((container.env ?? []).map((e) => e.name));
  for (const source of container.envFrom ?? []) {
    const ref = source.configMapRef ?? source.secretRef;
    const kind = source.configMapRef ? 'ConfigMap' : 'Secret';
    for (const key of Object.keys(find(resources, kind, ref.name)?.data ?? {}))
      names.add(`${source.prefix ?? ''}${key}`);
  }
  return names;
}

function ruleProblems(resources) {
  const problems = [];
  const workloads = resources.filter((r) => ['Deployment', 'StatefulSet'].includes(r.kind));
  const healthServices = /const SERVICES = \[([^\]]*)\]/.exec(
    readFileSync(join(root, 'tools/healthcheck.mjs'), 'utf8'),
  )[1];

  for (const { app, target, env } of composeApps()) {
    const deployment = find(resources, 'Deployment', app);
    if (!deployment) {
      problems.push(`${app}: runs in docker-compose.yml but has no Deployment`);
      continue;
    }
    const container = deployment.spec.template.spec.containers[0];
    if (!new RegExp(`(^|/)pawpals/${app}(:|@|$)`).test(container.image)) {
      problems.push(`Deployment/${app}: image ${container.image} is not pawpals/${app}`);
    }
    const provided = envNames(container, resources);
    for (const name of env)
      if (!provided.has(name)) problems.push(`Deployment/${app}: no ${name} (docker-compose.yml sets it)`);

    const { readinessProbe: ready, livenessProbe: live } = container;
    if (!ready || !live) problems.push(`Deployment/${app}: needs a readiness and a liveness probe`);
    else if (app === 'svc-gateway') {
      if (ready.httpGet?.path !== '/api/health')
        problems.push(`Deployment/${app}: readiness must be GET /api/health`);
    } else if (target === 'service') {
      const service = app.replace(/^svc-/, '');
      const expected = JSON.stringify(['node', '/app/tools/healthcheck.mjs', service]);
      for (const [kind, probe] of [
        ['readiness', ready],
        ['liveness', live],
      ]) {
        if (JSON.stringify(probe.exec?.command) !== expected)
          problems.push(`Deployment/${app}: ${kind} must run ${expected}`);
      }
      if (!healthServices.includes(`'${service}'`))
        problems.push(`Deployment/${app}: tools/healthcheck.mjs does not know ${service}`);
    } else if (ready.httpGet?.path !== '/healthz' || live.httpGet?.path !== '/healthz') {
      problems.push(`Deployment/${app}: web probes must be GET /healthz`);
    }

    if (target === 'service') {
      const hpa = resources.find(
        (r) => r.kind === 'HorizontalPodAutoscaler' && r.spec.scaleTargetRef.name === app,
      );
      if (!hpa) problems.push(`Deployment/${app}: no HorizontalPodAutoscaler`);
      else {
        if (hpa.spec.scaleTargetRef.kind !== 'Deployment')
          problems.push(`HorizontalPodAutoscaler/${hpa.metadata.name}: must scale the Deployment`);
        if (hpa.spec.minReplicas < 2)
          problems.push(`HorizontalPodAutoscaler/${hpa.metadata.name}: minReplicas below 2`);
        if (deployment.spec.replicas !== undefined)
          problems.push(`Deployment/${app}: sets replicas although an HPA scales it`);
      }
    }
  }

  for (const workload of workloads) {
    const id = `${workload.kind}/${workload.metadata.name}`;
    const labels = workload.spec.template.metadata?.labels;
    if (!matches(workload.spec.selector.matchLabels, labels))
      problems.push(`${id}: selector does not match its pod labels`);
    if (
      !resources.some(
        (r) => r.kind === 'PodDisruptionBudget' && matches(r.spec.selector?.matchLabels, labels),
      )
    ) {
      problems.push(`${id}: no PodDisruptionBudget`);
    }
    // The overlay's namespace enforces the restricted Pod Security Standard; a pod below it is refused.
    const pod = workload.spec.template.spec;
    if (
      pod.securityContext?.runAsNonRoot !== true ||
      pod.securityContext?.seccompProfile?.type !== 'RuntimeDefault'
    ) {
      problems.push(
        `${id}: pod needs runAsNonRoot and the RuntimeDefault seccomp profile (restricted Pod Security)`,
      );
    }
    for (const container of pod.containers) {
      const context = container.securityContext ?? {};
      if (context.allowPrivilegeEscalation !== false || !context.capabilities?.drop?.includes('ALL')) {
        problems.push(
          `${id}: container ${container.name} must drop ALL capabilities and forbid privilege escalation`,
        );
      }
      const { requests = {}, limits = {} } = container.resources ?? {};
      if (!requests.cpu || !requests.memory || !limits.memory)
        problems.push(`${id}: container ${container.name} needs cpu/memory requests and a memory limit`);
      for (const source of container.envFrom ?? []) {
        const kind = source.configMapRef ? 'ConfigMap' : 'Secret';
        const ref = source.configMapRef ?? source.secretRef;
        if (!ref.optional && !find(resources, kind, ref.name))
          problems.push(`${id}: envFrom names missing ${kind} ${ref.name}`);
      }
      for (const { name, valueFrom } of container.env ?? []) {
        const ref = valueFrom?.secretKeyRef ?? valueFrom?.configMapKeyRef;
        if (!ref || ref.optional) continue;
        const kind = valueFrom.secretKeyRef ? 'Secret' : 'ConfigMap';
        if (!(ref.key in (find(resources, kind, ref.name)?.data ?? {})))
          problems.push(`${id}: ${name} needs key ${ref.key} of ${kind} ${ref.name}`);
      }
    }
  }

  for (const pdb of resources.filter((r) => r.kind === 'PodDisruptionBudget')) {
    if (!workloads.some((w) => matches(pdb.spec.selector?.matchLabels, w.spec.template.metadata?.labels))) {
      problems.push(`PodDisruptionBudget/${pdb.metadata.name}: selects no pods`);
    }
  }

  const services = resources.filter((r) => r.kind === 'Service');
  for (const service of services.filter((s) => s.spec.selector)) {
    const target = workloads.find((w) => matches(service.spec.selector, w.spec.template.metadata?.labels));
    if (!target) problems.push(`Service/${service.metadata.name}: selects no pods`);
    const ports = new Set(
      target?.spec.template.spec.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name)),
    );
    for (const port of service.spec.ports) {
      if (typeof port.targetPort === 'string' && !ports.has(port.targetPort))
        problems.push(`Service/${service.metadata.name}: no container port ${port.targetPort}`);
    }
  }
  for (const ingress of resources.filter((r) => r.kind === 'Ingress')) {
    for (const path of ingress.spec.rules.flatMap((rule) => rule.http?.paths ?? [])) {
      const { name, port } = path.backend.service;
      const service = find(resources, 'Service', name);
      if (!service)
        problems.push(`Ingress/${ingress.metadata.name}: ${path.path} goes to missing Service ${name}`);
      else if (!service.spec.ports.some((p) => p.name === port.name || p.port === port.number)) {
        problems.push(
          `Ingress/${ingress.metadata.name}: Service ${name} has no port ${port.name ?? port.number}`,
        );
      }
    }
    for (const prefix of ['/api', '/']) {
      if (!ingress.spec.rules.some((rule) => rule.http?.paths.some((p) => p.path === prefix)))
        problems.push(`Ingress/${ingress.metadata.name}: no route for ${prefix}`);
    }
  }

  const postgres = find(resources, 'Service', 'postgres');
  if (!postgres || (postgres.spec.type !== 'ExternalName' && postgres.spec.selector)) {
    problems.push(
      'Service/postgres: must point outside the cluster (ExternalName, or no selector plus endpoints)',
    );
  }

  const nats = find(resources, 'StatefulSet', 'nats');
  const config = find(resources, 'ConfigMap', 'pawpals-config')?.data ?? {};
  if (!nats) problems.push('StatefulSet/nats: missing');
  else {
    const { replicas, serviceName } = nats.spec;
    const headless = find(resources, 'Service', serviceName);
    if (replicas !== 3) problems.push(`StatefulSet/nats: ${replicas} replicas, expected 3`);
    if (headless?.spec.clusterIP !== 'None')
      problems.push(`StatefulSet/nats: serviceName ${serviceName} must be a headless Service`);
    if (!nats.spec.volumeClaimTemplates?.length)
      problems.push('StatefulSet/nats: needs a volume claim per pod (JetStream store)');
    const pods = Array.from({ length: replicas }, (_, i) => `nats-${i}.${serviceName}`);
    const expectedUrl = pods.map((pod) => `nats://${pod}:4222`).join(',');
    if (config.NATS_URL !== expectedUrl)
      problems.push(`ConfigMap/pawpals-config: NATS_URL ${config.NATS_URL} must list ${expectedUrl}`);
    if (config.EVENTS_REPLICAS !== String(replicas))
      problems.push(
        `ConfigMap/pawpals-config: EVENTS_REPLICAS ${config.EVENTS_REPLICAS} must be ${replicas}`,
      );
    const args = nats.spec.template.spec.containers[0].args ?? [];
    const routes = pods.map((pod) => `nats://${pod}:6222`).join(',');
    if (!args.includes('--jetstream') || !args.includes(`--routes=${routes}`))
      problems.push(`StatefulSet/nats: needs --jetstream and --routes=${routes}`);
  }
  return problems;
}

async function problemsOf(resources, { rules }) {
  const problems = [];
  for (const resource of resources) problems.push(...(await schemaProblems(resource)));
  if (rules) problems.push(...ruleProblems(resources));
  return problems;
}

// ---------------------------------------------------------------- the checks must bite

/** Each case breaks a copy of a valid rendering; the check must refuse every one. */
const BROKEN = [
  [
    'a replica count that is not a number',
    (rs) => (find(rs, 'Deployment', 'shell').spec.replicas = 'two'),
    /must be integer/,
  ],
  [
    'a misspelt field',
    (rs) => (find(rs, 'Deployment', 'svc-pets').spec.template.spec.containers[0].readinesProbe = {}),
    /readinesProbe: unknown field/,
  ],
  [
    'a misspelt field in a volume claim template',
    (rs) => (find(rs, 'StatefulSet', 'nats').spec.volumeClaimTemplates[0].spec.resources.request = {}),
    /resources\.request: unknown field/,
  ],
  [
    'a container without a name',
    (rs) => delete find(rs, 'Deployment', 'mfe-admin').spec.template.spec.containers[0].name,
    /required property name/,
  ],
  [
    'a kind the API does not have',
    (rs) => rs.push({ apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'x' } }),
    /no Kubernetes schema/,
  ],
  [
    'a service without readiness probe',
    (rs) =>
      delete find(rs, 'Deployment', 'svc-notifications').spec.template.spec.containers[0].readinessProbe,
    /svc-notifications: needs a readiness/,
  ],
  [
    'a health check of the wrong service',
    (rs) =>
      (find(rs, 'Deployment', 'svc-admin').spec.template.spec.containers[0].livenessProbe.exec.command[2] =
        'pets'),
    /svc-admin: liveness must run/,
  ],
  [
    'a pod below restricted Pod Security',
    (rs) => delete find(rs, 'StatefulSet', 'nats').spec.template.spec.securityContext.seccompProfile,
    /nats: pod needs runAsNonRoot/,
  ],
  [
    'a container that may escalate privileges',
    (rs) =>
      (find(
        rs,
        'Deployment',
        'shell',
      ).spec.template.spec.containers[0].securityContext.allowPrivilegeEscalation = true),
    /shell: container shell must drop ALL/,
  ],
  [
    'a missing HPA',
    (rs) =>
      rs.splice(
        rs.indexOf(
          rs.find((r) => r.kind === 'HorizontalPodAutoscaler' && r.metadata.name === 'svc-directory'),
        ),
        1,
      ),
    /svc-directory: no HorizontalPodAutoscaler/,
  ],
  [
    'a missing PDB',
    (rs) => rs.splice(rs.indexOf(find(rs, 'PodDisruptionBudget', 'mfe-account')), 1),
    /Deployment\/mfe-account: no PodDisruptionBudget/,
  ],
  [
    'an env var compose sets that is missing',
    (rs) => delete find(rs, 'ConfigMap', 'gateway-config').data.TRUST_PROXY,
    /svc-gateway: no TRUST_PROXY/,
  ],
  [
    'a secret key that does not exist',
    (rs) => delete find(rs, 'Secret', 'pawpals-secrets').data.DATABASE_URL,
    /needs key DATABASE_URL/,
  ],
  [
    'an Ingress path to a missing Service',
    (rs) => (find(rs, 'Ingress', 'pawpals').spec.rules[0].http.paths[0].backend.service.name = 'svc-gatewy'),
    /missing Service svc-gatewy/,
  ],
  [
    'NATS_URL without the third node',
    (rs) =>
      (find(rs, 'ConfigMap', 'pawpals-config').data.NATS_URL =
        'nats://nats-0.nats:4222,nats://nats-1.nats:4222'),
    /NATS_URL .* must list/,
  ],
  [
    'the EVENTS stream at R1',
    (rs) => (find(rs, 'ConfigMap', 'pawpals-config').data.EVENTS_REPLICAS = '1'),
    /EVENTS_REPLICAS 1 must be 3/,
  ],
  [
    'Postgres inside the cluster',
    (rs) =>
      (find(rs, 'Service', 'postgres').spec = { selector: { app: 'postgres' }, ports: [{ port: 5432 }] }),
    /Service\/postgres: must point outside/,
  ],
];

function renderBites(overlayDir) {
  const file = join(overlayDir, 'kustomization.yaml');
  const original = readFileSync(file, 'utf8');
  const cases = [
    [
      'an unsupported kustomization field',
      `${original}\ncommonLabels: {a: b}\n`,
      /"commonLabels" is not supported/,
    ],
    [
      'a patch that matches nothing',
      `${original.replace('name: svc-gateway\n    patch:', 'name: svc-gateway-typo\n    patch:')}`,
      /no resource matches/,
    ],
  ];
  const failures = [];
  for (const [label, text, expected] of cases) {
    try {
      renderKustomization(overlayDir, {
        readFile: (path) => (path === file ? text : readWithExampleSecrets(path)),
      });
      failures.push(`renderer accepted ${label}`);
    } catch (err) {
      if (!expected.test(err.message))
        failures.push(`renderer refused ${label} for another reason: ${err.message}`);
    }
  }
  return failures;
}

// ---------------------------------------------------------------- main

const failures = [];
const base = renderKustomization(join(deployDir, 'base'));
failures.push(...(await problemsOf(base, { rules: false })).map((p) => `base: ${p}`));
let bitesChecked = false;
for (const name of overlays()) {
  const dir = join(deployDir, 'overlays', name);
  const resources = renderKustomization(dir, { readFile: readWithExampleSecrets });
  const problems = await problemsOf(resources, { rules: true });
  failures.push(...problems.map((p) => `overlays/${name}: ${p}`));
  if (problems.length || bitesChecked) continue;
  bitesChecked = true;
  for (const [label, breakIt, expected] of BROKEN) {
    const copy = structuredClone(resources);
    breakIt(copy);
    const found = await problemsOf(copy, { rules: true });
    if (!found.some((p) => expected.test(p)))
      failures.push(`the check accepted ${label} (found: ${found.join('; ') || 'nothing'})`);
  }
  failures.push(...renderBites(dir));
  console.log(
    `check-k8s: overlays/${name}: ${resources.length} manifests valid; ${BROKEN.length} broken copies refused`,
  );
}
if (!bitesChecked && !failures.length) failures.push('no overlay under deploy/k8s/overlays to check');
if (failures.length) {
  console.error(`check-k8s: deploy/k8s problems:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-k8s: ok (base: ${base.length} manifests; overlays: ${overlays().join(', ')})`);
