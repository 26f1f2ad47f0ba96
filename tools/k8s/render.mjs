// A small kustomize: renders deploy/k8s/<base|overlay> to a list of manifests without kubectl, for
// tools/check-k8s.mjs. It implements the subset our kustomizations use, the way kustomize does it:
// resources (files and kustomization folders), namespace, images, configMap/secretGenerator from env
// files and literals (without name hashes), and patches (strategic merge and JSON 6902). Anything
// else in a kustomization is an error, so a new field cannot be silently skipped by the check.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import YAML from 'yaml';

const SUPPORTED_FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'images',
  'patches',
  'configMapGenerator',
  'secretGenerator',
  'generatorOptions',
]);

/** Kinds that live outside namespaces (the namespace transformer leaves them alone). */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PersistentVolume',
  'StorageClass',
  'PriorityClass',
  'IngressClass',
]);

/** Strategic-merge keys of the lists we patch (from the Kubernetes API's patchMergeKey). */
const MERGE_KEYS = {
  containers: 'name',
  initContainers: 'name',
  ephemeralContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  imagePullSecrets: 'name',
  hostAliases: 'ip',
  // Container ports merge by containerPort, Service ports by port.
  ports: (item) => ('containerPort' in item ? 'containerPort' : 'port'),
};

/**
 * Renders the kustomization in `dir`.
 * @param {string} dir folder holding kustomization.yaml
 * @param {{ readFile?: (path: string) => string }} [options] readFile lets a caller supply files that
 *   are not on disk (the check renders secrets.env from its committed example).
 */
export function renderKustomization(dir, options = {}) {
  const readFile = options.readFile ?? ((path) => readFileSync(path, 'utf8'));
  return render(resolve(dir), readFile);
}

function render(dir, readFile) {
  const file = join(dir, 'kustomization.yaml');
  const kustomization = YAML.parse(readFile(file)) ?? {};
  const where = relative(process.cwd(), file);
  for (const field of Object.keys(kustomization)) {
    if (!SUPPORTED_FIELDS.has(field))
      throw new Error(`${where}: field "${field}" is not supported by tools/k8s/render.mjs`);
  }
  if (kustomization.kind !== 'Kustomization') throw new Error(`${where}: kind must be Kustomization`);

  const resources = [];
  for (const entry of kustomization.resources ?? []) {
    const path = resolve(dir, entry);
    if (existsSync(path) && statSync(path).isDirectory()) resources.push(...render(path, readFile));
    else resources.push(...parseDocuments(readFile(path), relative(process.cwd(), path)));
  }

  const hashNames = kustomization.generatorOptions?.disableNameSuffixHash !== true;
  for (const [field, kind] of [
    ['configMapGenerator', 'ConfigMap'],
    ['secretGenerator', 'Secret'],
  ]) {
    for (const generator of kustomization[field] ?? []) {
      if (hashNames || generator.options) {
        throw new Error(
          `${where}: ${field} "${generator.name}" needs generatorOptions.disableNameSuffixHash: true (name hashes are not rendered)`,
        );
      }
      resources.push(generate(kind, generator, dir, readFile, where));
    }
  }

  for (const patch of kustomization.patches ?? []) applyPatch(resources, patch, dir, readFile, where);

  for (const image of kustomization.images ?? []) setImage(resources, image, where);

  if (kustomization.namespace) {
    for (const resource of resources) {
      if (!CLUSTER_SCOPED.has(resource.kind)) resource.metadata.namespace = kustomization.namespace;
    }
  }
  assertUnique(resources, where);
  return resources;
}

function parseDocuments(text, where) {
  const docs = YAML.parseAllDocuments(text);
  const resources = [];
  for (const doc of docs) {
    if (doc.errors.length) throw new Error(`${where}: ${doc.errors[0].message}`);
    const value = doc.toJS();
    if (value == null) continue;
    if (!value.apiVersion || !value.kind || !value.metadata?.name) {
      throw new Error(`${where}: every document needs apiVersion, kind and metadata.name`);
    }
    resources.push(value);
  }
  return resources;
}

function generate(kind, generator, dir, readFile, where) {
  const entries = [];
  for (const envFile of generator.envs ?? []) {
    const path = join(dir, envFile);
    readFile(path)
      .split('\n')
      .forEach((line, i) => {
        const text = line.trim();
        if (!text || text.startsWith('#')) return;
        const eq = text.indexOf('=');
        if (eq <= 0) throw new Error(`${relative(process.cwd(), path)}:${i + 1}: expected KEY=VALUE`);
        entries.push([text.slice(0, eq), text.slice(eq + 1)]);
      });
  }
  for (const literal of generator.literals ?? []) {
    const eq = literal.indexOf('=');
    if (eq <= 0) throw new Error(`${where}: literal "${literal}" is not KEY=VALUE`);
    entries.push([literal.slice(0, eq), literal.slice(eq + 1)]);
  }
  for (const field of Object.keys(generator)) {
    if (!['name', 'envs', 'literals', 'type'].includes(field)) {
      throw new Error(`${where}: generator field "${field}" is not supported by tools/k8s/render.mjs`);
    }
  }
  const data = Object.fromEntries(
    entries.map(([key, value]) => [key, kind === 'Secret' ? Buffer.from(value).toString('base64') : value]),
  );
  const resource = { apiVersion: 'v1', kind, metadata: { name: generator.name }, data };
  if (kind === 'Secret') resource.type = generator.type ?? 'Opaque';
  return resource;
}

function applyPatch(resources, patch, dir, readFile, where) {
  const text = patch.path ? readFile(join(dir, patch.path)) : patch.patch;
  if (text == null) throw new Error(`${where}: a patch needs path or patch`);
  const label = patch.path ?? 'inline patch';
  const docs = YAML.parseAllDocuments(text)
    .map((doc) => doc.toJS())
    .filter((doc) => doc != null);
  if (docs.length === 1 && Array.isArray(docs[0])) {
    const targets = matchTargets(resources, patch.target, `${where}: ${label}`);
    for (const resource of targets) applyJsonPatch(resource, docs[0], `${where}: ${label}`);
    return;
  }
  for (const doc of docs) {
    const target = patch.target ?? { kind: doc.kind, name: doc.metadata?.name };
    for (const resource of matchTargets(resources, target, `${where}: ${label}`)) {
      const merged = strategicMerge(resource, doc);
      for (const key of Object.keys(resource)) delete resource[key];
      Object.assign(resource, merged);
    }
  }
}

function matchTargets(resources, target, where) {
  if (!target) throw new Error(`${where}: a JSON patch needs a target`);
  for (const field of Object.keys(target)) {
    if (!['kind', 'name'].includes(field))
      throw new Error(`${where}: target field "${field}" is not supported by tools/k8s/render.mjs`);
  }
  const found = resources.filter(
    (r) => (!target.kind || r.kind === target.kind) && (!target.name || r.metadata.name === target.name),
  );
  if (!found.length)
    throw new Error(`${where}: no resource matches ${target.kind ?? '*'}/${target.name ?? '*'}`);
  return found;
}

/** A strategic merge patch as the API server applies it, for the lists in MERGE_KEYS. */
export function strategicMerge(base, patch, field) {
  if (Array.isArray(patch)) {
    const key =
      typeof MERGE_KEYS[field] === 'function' ? MERGE_KEYS[field](patch[0] ?? {}) : MERGE_KEYS[field];
    if (!key || !Array.isArray(base)) return structuredClone(patch);
    const result = structuredClone(base);
    for (const item of patch) {
      const at = result.findIndex((existing) => existing?.[key] === item[key]);
      if (item.$patch === 'delete') {
        if (at >= 0) result.splice(at, 1);
      } else if (at >= 0) result[at] = strategicMerge(result[at], item);
      else result.push(structuredClone(item));
    }
    return result;
  }
  if (patch === null || typeof patch !== 'object') return patch;
  if (patch.$patch === 'replace') {
    const { $patch: _directive, ...rest } = patch;
    return structuredClone(rest);
  }
  if (patch.$patch) throw new Error(`$patch: ${patch.$patch} is not supported by tools/k8s/render.mjs`);
  const result = base && typeof base === 'object' && !Array.isArray(base) ? structuredClone(base) : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = strategicMerge(result[key], value, key);
  }
  return result;
}

/** RFC 6902 (add, remove, replace, test), as kustomize applies it. */
export function applyJsonPatch(resource, operations, where) {
  for (const operation of operations) {
    const tokens = operation.path
      .split('/')
      .slice(1)
      .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = tokens.pop();
    let parent = resource;
    for (const token of tokens) {
      parent = parent?.[Array.isArray(parent) ? Number(token) : token];
      if (parent == null || typeof parent !== 'object')
        throw new Error(`${where}: ${operation.op} ${operation.path}: no such path`);
    }
    const index = Array.isArray(parent) ? (last === '-' ? parent.length : Number(last)) : last;
    const exists = Array.isArray(parent) ? index < parent.length : Object.hasOwn(parent, index);
    switch (operation.op) {
      case 'add':
        if (Array.isArray(parent)) parent.splice(index, 0, structuredClone(operation.value));
        else parent[index] = structuredClone(operation.value);
        break;
      case 'replace':
        if (!exists) throw new Error(`${where}: replace ${operation.path}: no such path`);
        parent[index] = structuredClone(operation.value);
        break;
      case 'remove':
        if (!exists) throw new Error(`${where}: remove ${operation.path}: no such path`);
        if (Array.isArray(parent)) parent.splice(index, 1);
        else delete parent[index];
        break;
      case 'test':
        if (JSON.stringify(parent[index]) !== JSON.stringify(operation.value)) {
          throw new Error(`${where}: test ${operation.path} failed`);
        }
        break;
      default:
        throw new Error(`${where}: JSON patch op "${operation.op}" is not supported by tools/k8s/render.mjs`);
    }
  }
}

function setImage(resources, image, where) {
  let used = false;
  for (const resource of resources) {
    const pod =
      resource.kind === 'CronJob'
        ? resource.spec?.jobTemplate?.spec?.template?.spec
        : resource.spec?.template?.spec;
    for (const container of [...(pod?.containers ?? []), ...(pod?.initContainers ?? [])]) {
      const [, name, tag] = /^(.*?)(?::([^:/@]+))?(?:@.*)?$/.exec(container.image);
      if (name !== image.name) continue;
      used = true;
      const newTag = image.digest ? `@${image.digest}` : `:${image.newTag ?? tag ?? 'latest'}`;
      container.image = `${image.newName ?? name}${newTag}`;
    }
  }
  if (!used) throw new Error(`${where}: images entry ${image.name} matches no container`);
}

function assertUnique(resources, where) {
  const seen = new Set();
  for (const r of resources) {
    const id = `${r.kind}/${r.metadata.namespace ?? ''}/${r.metadata.name}`;
    if (seen.has(id)) throw new Error(`${where}: ${id} is defined twice`);
    seen.add(id);
  }
}
