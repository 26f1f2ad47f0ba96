import sharp from 'sharp';
import { makeVariant, normaliseUpload } from './image-ops';
import { ImageRefusedError, type PipelineLimits, type VariantSpec } from './image-refusal';

/**
 * The image worker process (forked by ImagePool): one job at a time per libvips thread budget, no
 * cache, so its memory is bounded by the largest image the limits allow, never by a burst of uploads.
 */
export type WorkerJob =
  | { op: 'normalise'; inPath: string; outPath: string; limits: PipelineLimits }
  | { op: 'variant'; masterPath: string; outPath: string; spec: VariantSpec };

export interface WorkerRequest {
  jobId: number;
  job: WorkerJob;
}

export type WorkerReply =
  | { jobId: number; ok: true; result: unknown }
  | { jobId: number; ok: false; refusal?: ImageRefusedError['refusal']; message: string };

sharp.cache(false);
sharp.concurrency(Number(process.env.IMAGE_WORKER_THREADS) || 1);

function run(job: WorkerJob): Promise<unknown> {
  return job.op === 'normalise' ? normaliseUpload(job.inPath, job.outPath, job.limits) : makeVariant(job.masterPath, job.outPath, job.spec);
}

process.on('message', (message: WorkerRequest) => {
  run(message.job).then(
    (result) => process.send?.({ jobId: message.jobId, ok: true, result } satisfies WorkerReply),
    (err: unknown) =>
      process.send?.({
        jobId: message.jobId,
        ok: false,
        refusal: err instanceof ImageRefusedError ? err.refusal : undefined,
        message: err instanceof Error ? err.message : String(err),
      } satisfies WorkerReply),
  );
});
// The gateway gone means nobody will read our answers.
process.on('disconnect', () => process.exit(0));
