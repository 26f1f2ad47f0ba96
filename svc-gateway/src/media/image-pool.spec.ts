import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImageRefusedError } from './image-refusal';
import { ImagePool, PRIORITY } from './image-pool';
import type { WorkerJob } from './image-worker';

// A stand-in worker speaking the pool's protocol: answers each job with its outPath after a short
// while, and dies on a job whose outPath is "crash" (as libvips would on a hostile file).
const WORKER = `
process.on('message', ({ jobId, job }) => {
  if (job.outPath === 'crash') process.exit(3);
  setTimeout(() => process.send({ jobId, ok: true, result: job.outPath }), 30);
});
process.on('disconnect', () => process.exit(0));
`;

let dir: string;
let script: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'image-pool-'));
  script = join(dir, 'worker.js');
  writeFileSync(script, WORKER);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const job = (outPath: string): WorkerJob => ({ op: 'variant', masterPath: 'in', outPath, spec: { format: 'jpeg', quality: 80 } });

it('runs an upload before waiting variants, and those before background work', async () => {
  const pool = new ImagePool(1, 1, script);
  const done: string[] = [];
  const track = (name: string, priority: (typeof PRIORITY)[keyof typeof PRIORITY]) => pool.run<string>(job(name), priority).then((r) => done.push(r));
  await Promise.all([
    track('first', PRIORITY.background),
    track('backfill', PRIORITY.background),
    track('variant', PRIORITY.request),
    track('upload', PRIORITY.upload),
  ]);
  // "first" was already running when the others arrived.
  expect(done).toEqual(['first', 'upload', 'variant', 'backfill']);
  await pool.close();
});

it('never runs more jobs at once than its workers × jobs per worker', async () => {
  const pool = new ImagePool(2, 2, script);
  let peak = 0;
  const jobs = Array.from({ length: 12 }, (_, i) => {
    const promise = pool.run(job(`j${i}`), i % 2 ? PRIORITY.background : PRIORITY.upload);
    peak = Math.max(peak, pool.pending - (pool as unknown as { queue: unknown[] }).queue.length);
    return promise;
  });
  expect(peak).toBeLessThanOrEqual(4);
  expect(pool.pids.length).toBeLessThanOrEqual(2);
  await Promise.all(jobs);
  await pool.close();
});

it('refuses the job that kills its worker (after one more try), while the other jobs and later ones still run', async () => {
  const pool = new ImagePool(1, 2, script);
  const crash = pool.run(job('crash'), PRIORITY.upload);
  const innocent = pool.run<string>(job('innocent'), PRIORITY.upload);
  await expect(crash).rejects.toBeInstanceOf(ImageRefusedError);
  await expect(crash).rejects.toMatchObject({ refusal: 'corrupt' });
  await expect(innocent).resolves.toBe('innocent');
  await expect(pool.run(job('later'), PRIORITY.upload)).resolves.toBe('later');
  await pool.close();
  await expect(pool.run(job('closed'), PRIORITY.upload)).rejects.toThrow('image pool closed');
});
