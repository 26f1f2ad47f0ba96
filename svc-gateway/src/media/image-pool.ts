import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createLogger } from '@pawpals/nest-common';
import { ImageRefusedError } from './image-refusal';
import type { WorkerJob, WorkerReply, WorkerRequest } from './image-worker';

const log = createLogger('image-pool');

/** Lower runs first: an upload someone waits for, then a variant someone asked for, then warm-ups and backfill. */
export const PRIORITY = { upload: 0, request: 1, background: 2 } as const;
export type JobPriority = (typeof PRIORITY)[keyof typeof PRIORITY];

interface Queued {
  jobId: number;
  job: WorkerJob;
  priority: JobPriority;
  retried?: boolean;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

interface Slot {
  child: ChildProcess;
  running: Map<number, Queued>;
}

/** The worker's built file: next to this one in dist, or in dist when the gateway runs from its sources (tests). */
function workerScript(): string {
  const beside = join(__dirname, 'image-worker.js');
  if (existsSync(beside)) return beside;
  return resolve(__dirname, '../../dist/media/image-worker.js');
}

/**
 * A bounded pool of image worker processes fed by a priority queue: at most `workers × perWorker` images
 * are decoded at once whatever arrives, so a burst of uploads waits its turn instead of taking the CPU
 * and memory every other request needs. A worker that dies (a libvips crash on a hostile file) fails only
 * its own jobs and is replaced.
 */
export class ImagePool {
  private readonly queue: Queued[] = [];
  private readonly slots: Slot[] = [];
  private nextJobId = 1;
  private closed = false;

  constructor(
    readonly workers = Math.max(1, Number(process.env.IMAGE_WORKERS) || 1),
    readonly perWorker = Math.max(1, Number(process.env.IMAGE_JOBS_PER_WORKER) || 2),
    private readonly script = workerScript(),
  ) {}

  get pending(): number {
    return this.queue.length + this.slots.reduce((n, s) => n + s.running.size, 0);
  }

  /** Worker process ids (the benchmark samples their memory). */
  get pids(): number[] {
    return this.slots.map((s) => s.child.pid).filter((pid): pid is number => pid !== undefined);
  }

  run<T>(job: WorkerJob, priority: JobPriority): Promise<T> {
    if (this.closed) return Promise.reject(new Error('image pool closed'));
    return new Promise<T>((resolve, reject) => {
      const entry: Queued = { jobId: this.nextJobId++, job, priority, resolve: resolve as (v: unknown) => void, reject };
      // Stable within a priority: first come, first served.
      const at = this.queue.findIndex((q) => q.priority > priority);
      if (at === -1) this.queue.push(entry);
      else this.queue.splice(at, 0, entry);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const q of this.queue.splice(0)) q.reject(new Error('image pool closed'));
    await Promise.all(
      this.slots.splice(0).map(
        (slot) =>
          new Promise<void>((done) => {
            if (slot.child.exitCode !== null || slot.child.signalCode !== null) return done();
            slot.child.once('exit', () => done());
            slot.child.kill();
          }),
      ),
    );
  }

  private dispatch() {
    while (this.queue.length > 0) {
      // Background work (backfill) holds at most one slot, so uploads and asked-for variants always find room.
      const backgroundRunning = this.slots.some((s) => [...s.running.values()].some((q) => q.priority === PRIORITY.background));
      const at = this.queue.findIndex((q) => q.priority !== PRIORITY.background || !backgroundRunning);
      if (at === -1) return;
      const slot = this.freeSlot(this.queue[at].retried === true);
      if (!slot) return;
      const [next] = this.queue.splice(at, 1);
      slot.running.set(next.jobId, next);
      slot.child.send({ jobId: next.jobId, job: next.job } satisfies WorkerRequest);
    }
  }

  /** A job tried again after a crash runs alone, so a job that kills its worker cannot take another down twice. */
  private freeSlot(alone: boolean): Slot | undefined {
    const isolated = (s: Slot) => [...s.running.values()].some((q) => q.retried);
    const idle = this.slots
      .filter((s) => (alone ? s.running.size === 0 : s.running.size < this.perWorker && !isolated(s)))
      .sort((a, b) => a.running.size - b.running.size)[0];
    if (idle) return idle;
    if (this.slots.length < this.workers) return this.spawn();
    return undefined;
  }

  private spawn(): Slot {
    const child = fork(this.script, [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
      // glibc gives each libvips thread its own malloc arena, and freed image buffers stay in them:
      // two arenas keep a worker's memory near what its images need (sharp's advice on glibc Linux).
      env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' },
    });
    const slot: Slot = { child, running: new Map() };
    this.slots.push(slot);
    child.on('message', (reply: WorkerReply) => {
      const entry = slot.running.get(reply.jobId);
      if (!entry) return;
      slot.running.delete(reply.jobId);
      if (reply.ok) entry.resolve(reply.result);
      else entry.reject(reply.refusal ? new ImageRefusedError(reply.refusal, reply.message) : new Error(reply.message));
      this.dispatch();
    });
    child.on('exit', (code, signal) => {
      const index = this.slots.indexOf(slot);
      if (index !== -1) this.slots.splice(index, 1);
      if (slot.running.size > 0) log.warn({ code, signal, jobs: slot.running.size }, 'image worker died; its jobs are refused');
      // A crash may be any one of its jobs' doing: each is tried once more, alone, before it is refused.
      for (const entry of slot.running.values()) {
        if (entry.retried || this.closed) entry.reject(new ImageRefusedError('corrupt', `image worker exited (${signal ?? code})`));
        else this.queue.unshift({ ...entry, retried: true });
      }
      slot.running.clear();
      if (!this.closed) this.dispatch();
    });
    child.on('error', (err) => log.warn({ err: err.message }, 'image worker error'));
    return slot;
  }
}
