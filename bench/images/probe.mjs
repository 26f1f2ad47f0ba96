#!/usr/bin/env node
// Where the image worker's memory and CPU go, job by job. See bench/README.md (images).
//
//   node bench/images/probe.mjs [--cpu-only] [--no-write]
//
// Memory: each scenario runs in a fresh Node process set up as svc-gateway/dist/media/image-worker.js sets
// itself up (sharp.cache(false), sharp.concurrency(IMAGE_WORKER_THREADS || 1)), calling the built image-ops
// (normaliseUpload, makeVariant) on the bench's 12 MP phone JPEG and on two masters made from such photos,
// and reports its VmHWM (peak RSS) and VmRSS at the end; once with glibc's default malloc arenas, once with
// MALLOC_ARENA_MAX=2 (what the pool sets since d777aea) and once with jemalloc (LD_PRELOAD, when installed), to
// tell the allocator's share from the work's own.
// CPU: the stages of normaliseUpload done separately (process.cpuUsage), the master encoded with libjpeg-turbo
// (as since d777aea) and, for comparison, with mozjpeg (as before).
import { fork, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { RESULTS_FILE, writeResultsSection } from '../lib/harness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'bench/out/images/probe');
const require = createRequire(import.meta.url);
const JEMALLOC = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';

const memory = () => {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMB: Math.round(kb('VmRSS') / 1024), hwmMB: Math.round(kb('VmHWM') / 1024) };
};

const SCENARIOS = {
  'sharp loaded, nothing done': async () => {},
  'normalise 1 upload': async ({ normalise }) => normalise(0),
  'normalise 2 uploads at once': async ({ normalise }) => Promise.all([normalise(0), normalise(1)]),
  'normalise 20 uploads, 2 at a time': async ({ normalise }) => {
    for (let i = 0; i < 10; i++) await Promise.all([normalise(2 * i), normalise(2 * i + 1)]);
  },
  'variant w=1280 AVIF': async ({ variant }) => variant(0, 1280, 'avif'),
  'variant w=1920 AVIF': async ({ variant }) => variant(0, 1920, 'avif'),
  'variants w=1280 AVIF, 2 at once': async ({ variant }) => Promise.all([variant(0, 1280, 'avif'), variant(1, 1280, 'avif')]),
  'variants w=1920 AVIF, 2 at once': async ({ variant }) => Promise.all([variant(0, 1920, 'avif'), variant(1, 1920, 'avif')]),
  'variant w=1280 WebP': async ({ variant }) => variant(0, 1280, 'webp'),
  'variant w=1280 JPEG': async ({ variant }) => variant(0, 1280, 'jpeg'),
  '20 uploads, then 16 AVIF variants (960 + 1280), 2 at a time': async ({ normalise, variant }) => {
    for (let i = 0; i < 10; i++) await Promise.all([normalise(2 * i), normalise(2 * i + 1)]);
    for (let i = 0; i < 8; i++) await Promise.all([variant(i % 2, 960, 'avif', i), variant(i % 2, 1280, 'avif', i)]);
  },
};

if (process.argv[2] === '--child') {
  const scenario = process.argv[3];
  const sharp = (await import('sharp')).default;
  sharp.cache(false);
  sharp.concurrency(Number(process.env.IMAGE_WORKER_THREADS) || 1);
  const ops = require(join(root, 'svc-gateway/dist/media/image-ops.js'));
  const { IMAGE_LIMITS } = require(join(root, 'libs/contracts/dist/index.js'));
  const photo = join(outDir, 'photo.jpg');
  const masters = [join(outDir, 'master-a.jpg'), join(outDir, 'master-b.jpg')];
  const normalise = (i) => ops.normaliseUpload(photo, join(outDir, `n${i}.jpg`), IMAGE_LIMITS);
  const variant = (m, width, format, i = 0) =>
    ops.makeVariant(masters[m], join(outDir, `v${m}-${width}-${i}.${format}`), { width, format, quality: { avif: 50, webp: 75, jpeg: 80 }[format] });
  const t0 = performance.now();
  await SCENARIOS[scenario]({ normalise, variant });
  process.send({ scenario, after: memory(), ms: Math.round(performance.now() - t0) });
  process.exit(0);
}

const { values: opt } = parseArgs({ options: { 'no-write': { type: 'boolean', default: false }, 'cpu-only': { type: 'boolean', default: false } } });
mkdirSync(outDir, { recursive: true });
const say = (msg) => console.log(`[images probe] ${msg}`);
const { phonePhotoOfUsualSize } = await import('./photo.mjs');
const sharp = (await import('sharp')).default;
const ops = require(join(root, 'svc-gateway/dist/media/image-ops.js'));
const { IMAGE_LIMITS } = require(join(root, 'libs/contracts/dist/index.js'));
const photo = await phonePhotoOfUsualSize(1);
writeFileSync(join(outDir, 'photo.jpg'), photo);
writeFileSync(join(outDir, 'photo-b.jpg'), await phonePhotoOfUsualSize(3));
// Two masters as the pipeline makes them (1920×2560 upright JPEGs).
const masterInfo = await ops.normaliseUpload(join(outDir, 'photo.jpg'), join(outDir, 'master-a.jpg'), IMAGE_LIMITS);
await ops.normaliseUpload(join(outDir, 'photo-b.jpg'), join(outDir, 'master-b.jpg'), IMAGE_LIMITS);

// Since d777aea the pool forks its workers with MALLOC_ARENA_MAX=2 unless the gateway's env sets it.
const poolSetsArenas = readFileSync(join(root, 'svc-gateway/dist/media/image-pool.js'), 'utf8').includes('MALLOC_ARENA_MAX');
const asRun = ' (as the pool runs its workers)';
const allocators = [
  { label: `glibc malloc, default arenas${poolSetsArenas ? '' : asRun}`, env: {} },
  { label: `MALLOC_ARENA_MAX=2${poolSetsArenas ? asRun : ''}`, env: { MALLOC_ARENA_MAX: '2' } },
  ...(existsSync(JEMALLOC) ? [{ label: 'jemalloc (LD_PRELOAD)', env: { LD_PRELOAD: JEMALLOC } }] : []),
];
// --cpu-only: the memory table of the last full probe (bench/out/images/probe/probe.json) is kept.
const previous = opt['cpu-only'] && existsSync(join(outDir, 'probe.json')) ? JSON.parse(readFileSync(join(outDir, 'probe.json'), 'utf8')) : null;
const results = previous?.results ?? {};
const git = () => spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
const commit = git();
for (const allocator of previous ? [] : allocators) {
  for (const scenario of Object.keys(SCENARIOS)) {
    const result = await new Promise((done, fail) => {
      const child = fork(fileURLToPath(import.meta.url), ['--child', scenario], { env: { ...process.env, ...allocator.env } });
      child.once('message', done);
      child.once('exit', (code) => code !== 0 && fail(new Error(`${scenario}: exit ${code}`)));
    });
    (results[scenario] ??= {})[allocator.label] = result;
    say(`${allocator.label}: ${scenario}: VmHWM ${result.after.hwmMB} MB, VmRSS at the end ${result.after.rssMB} MB (${result.ms} ms)`);
  }
}

// CPU of normaliseUpload's stages, in this process (same sharp settings as the worker).
sharp.cache(false);
sharp.concurrency(1);
const N = 5;
/** CPU of one call (user + system of every thread of this process), the median of N after one warm-up call. */
async function cpuOf(fn) {
  await fn();
  const runs = [];
  for (let i = 0; i < N; i++) {
    const c0 = process.cpuUsage();
    await fn();
    const c = process.cpuUsage(c0);
    runs.push((c.user + c.system) / 1000);
  }
  return Math.round(runs.sort((a, b) => a - b)[Math.floor(N / 2)]);
}
let raw;
const cpu = {
  'normaliseUpload as a whole': await cpuOf(() => ops.normaliseUpload(join(outDir, 'photo.jpg'), join(outDir, 'cpu.jpg'), IMAGE_LIMITS)),
  'decode the 12 MP JPEG, turn upright, resize to the master (raw pixels)': await cpuOf(async () => {
    raw = await sharp(join(outDir, 'photo.jpg'), { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error', pages: 1 })
      .rotate()
      .resize({ width: IMAGE_LIMITS.masterMaxSide, height: IMAGE_LIMITS.masterMaxSide, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  }),
};
const rawIn = { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } };
Object.assign(cpu, {
  'encode the master: JPEG q88 libjpeg-turbo, optimised Huffman (as since d777aea)': await cpuOf(() => sharp(raw.data, rawIn).removeAlpha().jpeg({ quality: 88, optimiseCoding: true }).toBuffer()),
  'encode the master: JPEG q88 mozjpeg (as before d777aea)': await cpuOf(() => sharp(raw.data, rawIn).removeAlpha().jpeg({ quality: 88, mozjpeg: true }).toBuffer()),
  'placeholder (100 px ThumbHash input)': await cpuOf(() => sharp(raw.data, rawIn).resize(100, 100, { fit: 'inside' }).ensureAlpha().raw().toBuffer()),
  'variant w=1280 AVIF from the master': await cpuOf(() => ops.makeVariant(join(outDir, 'master-a.jpg'), join(outDir, 'cpu.avif'), { width: 1280, format: 'avif', quality: 50 })),
  'variant w=1280 WebP from the master': await cpuOf(() => ops.makeVariant(join(outDir, 'master-a.jpg'), join(outDir, 'cpu.webp'), { width: 1280, format: 'webp', quality: 75 })),
});
for (const [k, v] of Object.entries(cpu)) say(`CPU ${k}: ${v} ms`);
writeFileSync(join(outDir, 'probe.json'), JSON.stringify({ results, cpu, memoryMeasuredAt: previous?.memoryMeasuredAt ?? new Date().toISOString(), memoryCommit: previous?.memoryCommit ?? git() }, null, 2));

const cpus = os.cpus();
const section = `### Image worker probe: memory and CPU job by job

- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; machine: ${cpus.length} cores (${cpus[0]?.model?.trim() ?? 'unknown'}), Node ${process.version}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}); load average (1 min) ${os.loadavg()[0].toFixed(1)}; product at commit ${commit} (svc-gateway/dist as built)
- Command: \`node bench/images/probe.mjs\` — each scenario in a fresh process set up as the image worker (no cache, 1 libvips thread) calling the built \`image-ops\` on the bench's ${(photo.length / 1e6).toFixed(2)} MB 4032×3024 phone JPEG (orientation 6) or on ${masterInfo.width}×${masterInfo.height} masters made from such photos.

VmHWM (peak RSS) of the process / VmRSS at its end, MB${previous ? ` (measured ${previous.memoryMeasuredAt ? `${previous.memoryMeasuredAt.slice(0, 16).replace('T', ' ')} UTC at ${previous.memoryCommit}` : 'by the full probe before this one (16:54 UTC, afea405)'}; this run was \`--cpu-only\`)` : ''}:

| scenario | ${allocators.map((a) => a.label).join(' | ')} |
|---|${allocators.map(() => '---:').join('|')}|
${Object.entries(results)
  .map(([scenario, byAllocator]) => `| ${scenario} | ${allocators.map((a) => `${byAllocator[a.label].after.hwmMB} / ${byAllocator[a.label].after.rssMB}`).join(' | ')} |`)
  .join('\n')}

CPU per image (user + system of every thread, median of ${N} after a warm-up; on a shared machine the CPU time of a stage varies by ±20 % from run to run):

| stage | CPU |
|---|---:|
${Object.entries(cpu)
  .map(([k, v]) => `| ${k} | ${v} ms |`)
  .join('\n')}`;
if (!opt['no-write']) {
  writeResultsSection('images-probe', section);
  say(`wrote the images-probe section of ${relative(root, RESULTS_FILE)}`);
} else console.log(section);
