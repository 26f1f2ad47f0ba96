import { unlink } from 'node:fs/promises';
import { HttpException, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { IMAGE_LIMITS, IMAGE_MESSAGES, IMAGE_WIDTHS, SHARE_IMAGE_SIZE, type ProcessedImage } from '@pawpals/contracts';
import { createLogger } from '@pawpals/nest-common';
import type { FastifyReply } from 'fastify';
import { createStorage, DiskStorage, storageConfigFromEnv, type ObjectStorage } from './uploads/storage';
import { UploadsRepository, type ImageRow } from './uploads/uploads.repository';
import { ImageRefusedError, type MasterFormat, type NormalisedImage, type VariantFormat, type VariantSpec } from './image-refusal';
import { ImagePool, PRIORITY, type JobPriority } from './image-pool';

const log = createLogger('images');

const CONTENT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };
const EXTENSIONS: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };
const QUALITY: Record<VariantFormat, number> = { avif: 50, webp: 75, jpeg: 80, png: 100 };
/** A print-quality JPEG for the flyer: 1600 px is 200 dpi across its 8-inch photo box. */
const PRINT = { name: 'print.jpg', spec: { width: 1600, format: 'jpeg', quality: 90 } } as const;
const SHARE = { name: 'og.jpg', spec: { ...SHARE_IMAGE_SIZE, format: 'jpeg', quality: 82 } } as const;

export const WIDTH_MESSAGE = `w must be a width in pixels, from 1 to ${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}`;

/** What a processed upload is, as the uploads table records it. */
export interface StoredImage extends ProcessedImage {
  contentType: string;
  size: number;
}

const readable = (status: number, message: string) => new HttpException({ message }, status);

/** The readable 400 for an image the pipeline refused. */
export function refusalOf(err: unknown): HttpException | null {
  return err instanceof ImageRefusedError ? readable(400, IMAGE_MESSAGES[err.refusal]) : null;
}

/** The variant format a browser gets: the smallest it says it takes; JPEG (PNG for transparency) otherwise. */
export function negotiateFormat(accept: string | undefined, master: MasterFormat): VariantFormat {
  const types = (accept ?? '').toLowerCase();
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return master;
}

/** The served width for `?w=N`: the smallest of IMAGE_WIDTHS ≥ N (the largest beyond it), never above the master. */
export function servedWidth(asked: number, masterWidth: number): number {
  const width = IMAGE_WIDTHS.find((w) => w >= asked) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return Math.min(width, masterWidth);
}

/**
 * The gateway's media part (docs/decisions/0120-one-image-pipeline.md): every upload becomes an upright, metadata-free sRGB master
 * of at most 2560 px before anything serves it, and every image on a page is a variant cut from that
 * master. The CPU work runs in a bounded pool of worker processes (ImagePool). Variants are made on first
 * request and kept, concurrent asks for the same one share a single job.
 */
@Injectable()
export class ImagesService implements OnModuleInit, OnModuleDestroy {
  storage!: ObjectStorage;
  readonly pool = new ImagePool();
  private readonly inFlight = new Map<string, Promise<void>>();
  private backfilling: Promise<void> | null = null;
  private stopping = false;

  constructor(private readonly uploads: UploadsRepository) {}

  async onModuleInit() {
    this.storage = createStorage(storageConfigFromEnv());
    if (this.storage instanceof DiskStorage) await this.storage.init();
  }

  async onModuleDestroy() {
    this.stopping = true;
    await this.pool.close();
    await this.backfilling?.catch(() => undefined);
  }

  /**
   * An upload's bytes (a local file) through the pipeline into a master in local scratch space; the caller
   * then keeps it (keepMaster) or drops it. Refusals are readable 400s.
   */
  async normalise(id: string, inPath: string, priority: JobPriority = PRIORITY.upload): Promise<{ path: string; image: NormalisedImage }> {
    const outPath = this.storage.scratchPath(`${id}.master`);
    try {
      const image = await this.pool.run<NormalisedImage>({ op: 'normalise', inPath, outPath, limits: IMAGE_LIMITS }, priority);
      return { path: outPath, image };
    } catch (err) {
      await unlink(outPath).catch(() => undefined);
      throw refusalOf(err) ?? err;
    }
  }

  /** The processed master replaces the bytes as uploaded, and the row records what it now is. */
  async keepMaster(id: string, masterPath: string, image: NormalisedImage): Promise<StoredImage> {
    await this.storage.saveMaster(id, masterPath);
    const contentType = CONTENT_TYPES[image.format];
    await this.uploads.markStored(id, { contentType, bytes: image.bytes, width: image.width, height: image.height, placeholder: image.placeholder });
    return { contentType, size: image.bytes, width: image.width, height: image.height, placeholder: image.placeholder };
  }

  /** GET /objects/<id>[?w=N]: the master, or its variant for a width in the browser's best format. */
  async serve(id: string, query: Record<string, unknown>, accept: string | undefined, res: FastifyReply): Promise<void> {
    const asked = query.w;
    let askedWidth: number | null = null;
    if (asked !== undefined) {
      askedWidth = typeof asked === 'string' && /^\d{1,5}$/.test(asked) ? Number(asked) : NaN;
      if (!Number.isInteger(askedWidth) || askedWidth < 1) throw readable(400, WIDTH_MESSAGE);
    }
    const row = await this.processedRow(id);
    if (askedWidth === null) {
      const stream = await this.openMaster(id);
      return this.send(res, stream, row.content_type!, Number(row.size_bytes), false);
    }
    const master = masterFormatOf(row.content_type!);
    const format = negotiateFormat(accept, master);
    const width = servedWidth(askedWidth, row.width!);
    const name = `w${width}.${EXTENSIONS[format]}`;
    const size = await this.ensureVariant(id, name, { width, format, quality: QUALITY[format] }, PRIORITY.request);
    return this.send(res, await this.storage.readVariant(id, name), CONTENT_TYPES[format], size, true);
  }

  /** GET /objects/<id>/og.jpg: the 1200×630 share image cut from the master. */
  async serveShareImage(id: string, res: FastifyReply): Promise<void> {
    await this.processedRow(id);
    const size = await this.ensureVariant(id, SHARE.name, SHARE.spec, PRIORITY.request);
    return this.send(res, await this.storage.readVariant(id, SHARE.name), 'image/jpeg', size, false);
  }

  /** An upright print-quality JPEG of a stored image for the flyer, or null when there is none. */
  async printImage(id: string): Promise<Buffer | null> {
    try {
      await this.processedRow(id);
      await this.ensureVariant(id, PRINT.name, PRINT.spec, PRIORITY.request);
      return await this.storage.variantBytes(id, PRINT.name);
    } catch (err) {
      log.warn({ id, err: err instanceof Error ? err.message : String(err) }, 'no print image');
      return null;
    }
  }

  /** Width, height and placeholder of stored images, by id (for answers and share previews). */
  async describe(ids: string[]): Promise<Map<string, StoredImage>> {
    if (ids.length === 0) return new Map();
    const rows = await this.uploads.processed(ids);
    return new Map(
      rows.map((r) => [r.id, { contentType: r.content_type!, size: Number(r.size_bytes), width: r.width!, height: r.height!, placeholder: r.placeholder }]),
    );
  }

  /**
   * Images of erased accounts (status 'erased'): their files and variants go, then their rows. Safe to
   * run again after a crash; also run at start.
   */
  async sweepErased(): Promise<number> {
    let swept = 0;
    for (;;) {
      const ids = await this.uploads.erased(500);
      for (const id of ids) {
        await this.storage.removeAll(id);
        await this.uploads.deleteErased(id);
      }
      swept += ids.length;
      if (ids.length < 500) return swept;
    }
  }

  /**
   * Every image stored before the pipeline existed goes through it once (in the background, one at a
   * time, a single replica at once by advisory lock). An image it refuses is erased: it was never fit
   * to serve. A request for one not yet done processes it first (processedRow).
   */
  startBackfill(): Promise<void> {
    this.backfilling ??= this.backfill().catch((err) => log.warn({ err: err instanceof Error ? err.message : String(err) }, 'image backfill stopped'));
    return this.backfilling;
  }

  private async backfill(): Promise<void> {
    await this.uploads.whileBackfillLocked(async () => {
      let done = 0;
      // Failed for a reason that is not the image's (storage down, shutting down): left for the next start.
      const skipped: string[] = [];
      while (!this.stopping) {
        const ids = await this.uploads.unprocessed(skipped, 20);
        if (ids.length === 0) break;
        for (const id of ids) {
          if (this.stopping) break;
          if (await this.reprocess(id, PRIORITY.background)) done++;
          else skipped.push(id);
        }
      }
      await this.sweepErased();
      if (done > 0) log.info({ images: done }, 'stored images put through the pipeline');
    });
  }

  /** A stored image not yet through the pipeline: processed now; refused means erased. */
  private async reprocess(id: string, priority: JobPriority): Promise<boolean> {
    const key = `${id}/master`;
    const running = this.inFlight.get(key);
    if (running) return running.then(() => true, () => false);
    const job = (async () => {
      const source = await this.storage.masterFile(id);
      try {
        const { path, image } = await this.normalise(id, source, priority);
        await this.keepMaster(id, path, image);
      } catch (err) {
        if (!(err instanceof HttpException)) throw err;
        log.warn({ id }, 'a stored image failed the pipeline and is erased');
        await this.uploads.markErased(id);
        await this.storage.removeAll(id);
        await this.uploads.deleteErased(id);
        throw err;
      } finally {
        if (!(this.storage instanceof DiskStorage)) await unlink(source).catch(() => undefined);
      }
    })();
    this.inFlight.set(key, job);
    try {
      await job;
      return true;
    } catch {
      return false;
    } finally {
      this.inFlight.delete(key);
    }
  }

  /** The row of a stored image whose master went through the pipeline (processing it now if not), else 404. */
  private async processedRow(id: string): Promise<ImageRow> {
    const find = () => this.uploads.stored(id);
    let row = await find();
    if (row && !row.processed_at && (await this.reprocess(id, PRIORITY.request))) row = await find();
    if (!row?.processed_at || !row.width || !row.content_type) throw readable(404, 'Image not found');
    if (this.storage instanceof DiskStorage && !(await this.storage.head(id))) throw readable(404, 'Image not found');
    return row;
  }

  private async openMaster(id: string) {
    return this.storage instanceof DiskStorage ? this.storage.read(id) : await this.storage.read(id);
  }

  /** The size of a variant, made first when missing; one job however many ask at once. */
  private async ensureVariant(id: string, name: string, spec: VariantSpec, priority: JobPriority): Promise<number> {
    const existing = await this.storage.variantSize(id, name);
    if (existing !== null) return existing;
    const key = `${id}/${name}`;
    let job = this.inFlight.get(key);
    if (!job) {
      job = (async () => {
        const masterPath = await this.storage.masterFile(id);
        const outPath = this.storage.scratchPath(`${id}.${name}`);
        try {
          await this.pool.run({ op: 'variant', masterPath, outPath, spec }, priority);
          await this.storage.saveVariant(id, name, outPath);
        } finally {
          await unlink(outPath).catch(() => undefined);
          if (!(this.storage instanceof DiskStorage)) await unlink(masterPath).catch(() => undefined);
        }
      })();
      this.inFlight.set(key, job);
      job.finally(() => this.inFlight.delete(key)).catch(() => undefined);
    }
    await job;
    const size = await this.storage.variantSize(id, name);
    if (size === null) throw readable(404, 'Image not found');
    return size;
  }

  private async send(res: FastifyReply, body: NodeJS.ReadableStream, contentType: string, size: number, varies: boolean) {
    (body as NodeJS.EventEmitter).once('error', (err: Error) => log.warn({ err: err.message }, 'image stream ended early'));
    res.status(200);
    res.header('Content-Type', contentType);
    if (Number.isFinite(size) && size > 0) res.header('Content-Length', String(size));
    res.header('Cache-Control', 'public, max-age=31536000, immutable');
    if (varies) res.header('Vary', 'Accept');
    res.header('X-Content-Type-Options', 'nosniff');
    res.header('Content-Disposition', 'inline');
    res.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    await res.send(body);
  }
}

function masterFormatOf(contentType: string): MasterFormat {
  return contentType === 'image/png' ? 'png' : 'jpeg';
}
