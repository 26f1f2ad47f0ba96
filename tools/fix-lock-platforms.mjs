#!/usr/bin/env node
// Run after `npm install` changes package-lock.json on this machine. Its npm registry does not serve
// other platforms' native bindings (@rspack/binding-darwin-*, @swc/core-win32-*, …), so npm drops
// them from the lock, and `npm ci` then refuses the lock as out of sync. This adds each missing entry
// with its exact version and the os/cpu/libc its name encodes, which is all `npm ci` needs to skip it.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = join(root, 'package-lock.json');

function missingFromLock() {
  try {
    execFileSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund'], { cwd: root, stdio: 'pipe', encoding: 'utf8' });
    return [];
  } catch (err) {
    return [...String(err.stderr).matchAll(/Missing: (\S+?)@\S* from lock file/g)].map((m) => m[1]);
  }
}

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony'];
const CPU = [['arm64', 'arm64'], ['x64', 'x64'], ['ia32', 'ia32'], ['ppc64', 'ppc64'], ['riscv64', 'riscv64'], ['s390x', 's390x'], ['loong64', 'loong64'], ['arm-', 'arm'], ['wasm32', 'wasm32']];

const names = missingFromLock();
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const unresolved = [];
for (const name of names) {
  const spec = Object.values(lock.packages).map((p) => p.optionalDependencies?.[name]).find(Boolean);
  if (!spec || !/^\d+\.\d+\.\d+/.test(spec)) {
    unresolved.push(name);
    continue;
  }
  const tail = `${name.split('/').pop()}-`;
  const entry = { version: spec };
  const cpu = CPU.find(([k]) => tail.includes(`-${k}`));
  if (cpu) entry.cpu = [cpu[1]];
  if (tail.includes('-gnu')) entry.libc = ['glibc'];
  if (tail.includes('-musl')) entry.libc = ['musl'];
  entry.optional = true;
  const os = OS.find((o) => tail.includes(`-${o}-`));
  if (os) entry.os = [os];
  lock.packages[`node_modules/${name}`] = entry;
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${names.length - unresolved.length} platform entries to package-lock.json`);
if (unresolved.length) {
  console.error(`not an optional platform binding, fix by hand: ${unresolved.join(', ')}`);
  process.exit(1);
}
if (missingFromLock().length) {
  console.error('npm ci still refuses the lock');
  process.exit(1);
}
