#!/usr/bin/env node
// Copies into <out> the node_modules a built backend app really needs at run time, nothing else.
//   node docker/runtime-deps.mjs <out> <file-or-dir>...      e.g. /out svc-pets/dist tools/healthcheck.mjs
//
// Why: every package of this monorepo is a root devDependency (one lockfile, one node_modules), so
// `npm ci --omit=dev` would install nothing and copying node_modules whole would ship rspack, jest,
// Playwright, embedded Postgres... into every service image. Instead: collect the bare `require()`/
// `import` specifiers of the given built files, then copy the closure of those packages (their
// dependencies, optionalDependencies and installed peerDependencies — Nest loads some of these
// lazily, e.g. @nestjs/microservices and nats) keeping the same layout relative to the repo root,
// so Node resolves them exactly as it does in the repo. Workspace packages (@pawpals/* symlinks) are
// copied as real folders with their package.json and built `dist` only.
import { builtinModules } from 'node:module';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const [outArg, ...inputs] = process.argv.slice(2);
if (!outArg || !inputs.length) {
  console.error('usage: node docker/runtime-deps.mjs <out> <file-or-dir>...');
  process.exit(2);
}
const repo = process.cwd();
const out = resolve(outArg);
const builtins = new Set(builtinModules);

const SPECIFIER = /(?:require\(\s*|import\(\s*|\bfrom\s+|^\s*import\s+)["']([^"'./][^"']*)["']/gm;

function jsFiles(path) {
  const stat = statSync(path);
  if (stat.isFile()) return /\.(c|m)?js$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => (name === 'node_modules' ? [] : jsFiles(join(path, name))));
}

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function bareSpecifiers(files) {
  const names = new Set();
  for (const file of files) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (spec.startsWith('node:') || builtins.has(spec) || builtins.has(packageName(spec))) continue;
      names.add(packageName(spec));
    }
  }
  return names;
}

/** Node's lookup: <dir>/node_modules/<name>, then each parent's, up to the repo root. Logical paths (symlinks kept). */
function locate(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === repo || dir === dirname(dir) || !dir.startsWith(repo)) return undefined;
  }
}

const copied = new Map(); // logical package dir -> name
const missing = [];

function visit(name, fromDir, required) {
  const dir = locate(name, fromDir);
  if (!dir) {
    if (required) missing.push(`${name} (from ${relative(repo, fromDir) || '.'})`);
    return;
  }
  if (copied.has(dir)) return;
  copied.set(dir, name);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const target = join(out, relative(repo, dir));
  const real = realpathSync(dir);
  const workspace = !real.split(sep).includes('node_modules');
  mkdirSync(target, { recursive: true });
  if (workspace) {
    // A workspace library: its manifest and build output, and whatever its built code requires.
    cpSync(join(real, 'package.json'), join(target, 'package.json'));
    const dist = join(real, 'dist');
    if (!existsSync(dist)) throw new Error(`${name} is not built (${relative(repo, dist)} missing)`);
    cpSync(dist, join(target, 'dist'), { recursive: true, filter: (src) => !src.endsWith('.map') });
    for (const dep of bareSpecifiers(jsFiles(dist))) if (dep !== name) visit(dep, dir, true);
  } else {
    // Nested node_modules are copied only when something resolves into them.
    cpSync(real, target, {
      recursive: true,
      dereference: true,
      filter: (src) => !relative(real, src).split(sep).includes('node_modules'),
    });
  }
  for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, dir, true);
  for (const dep of Object.keys(pkg.optionalDependencies ?? {})) visit(dep, dir, false);
  for (const dep of Object.keys(pkg.peerDependencies ?? {})) visit(dep, dir, false); // peers: only when installed
}

for (const input of inputs) {
  const path = resolve(input);
  const fromDir = statSync(path).isFile() ? dirname(path) : path;
  for (const name of bareSpecifiers(jsFiles(path))) visit(name, fromDir, true);
}

if (missing.length) {
  console.error(`runtime-deps: cannot resolve ${missing.join(', ')}`);
  process.exit(1);
}
const size = (dir) =>
  lstatSync(dir).isDirectory() ? readdirSync(dir).reduce((sum, n) => sum + size(join(dir, n)), 0) : lstatSync(dir).size;
console.log(`runtime-deps: ${copied.size} packages, ${(size(out) / 1048576).toFixed(1)} MiB → ${out}`);
