import { randomBytes, randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpException, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { forbidden, invalid, LIMITS, notFound, SUBJECTS, type Actor, type ObjectPathResult, type ProcessedImage, type UploadUrlResult } from '@pawpals/contracts';
import { createLogger, RpcClient } from '@pawpals/nest-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ImagesService, type StoredImage } from '../images.service';
import { detectImageType, IMAGE_SIGNATURE_BYTES } from './image-type';
import { isObjectId, OBJECT_PATH_PREFIX, objectIdFromUrl, UPLOAD_PUT_PREFIX } from './paths';
import { UploadSigner } from './signing';
import { UploadsRepository } from './uploads.repository';
import { DiskStorage, type ObjectStorage } from './storage';

const log = createLogger('uploads');

export const UPLOAD_MESSAGES = {
  invalidLink: 'This upload link is not valid. Please start the upload again.',
  expired: 'This upload link has expired. Please start the upload again.',
  used: 'This upload link has already been used. Please start a new upload.',
  tooLarge: `The image is too large. The maximum size is 10 MB (${LIMITS.uploadMaxBytes} bytes).`,
  notImage: 'Only image files can be uploaded: JPEG, PNG, WebP, GIF or AVIF.',
  empty: 'The file is empty. Please choose an image.',
  notUploaded: 'The image has not finished uploading yet.',
  notYours: 'This image was uploaded by someone else.',
  unknownImage: 'Uploaded image not found',
  interrupted: 'The upload was interrupted. Please try again.',
} as const;

/** How much of a refused body we read and discard to answer on a healthy connection. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

const httpError = (status: number, message: string) => new HttpException({ message }, status);

/**
 * Images of posts and business logos (docs/decisions/0029-uploads.md). A signed-in user asks for an upload URL; the
 * browser PUTs one image there; the caller then turns that URL into a stable /objects/<id> path. Every
 * ticket is a row in the gateway's database, so single use and ownership hold across replicas. An image
 * counts as stored only once the pipeline (ImagesService) has made its master; the bytes as sent are
 * never kept.
 */
@Injectable()
export class UploadsService implements OnModuleInit, OnApplicationBootstrap {
  readonly maxBytes = LIMITS.uploadMaxBytes;
  readonly ttlSeconds = Math.max(10, Number(process.env.UPLOAD_URL_TTL_SECONDS) || 15 * 60);
  /** A body that stops arriving for this long is given up (its connection closed, the upload refused). */
  readonly idleTimeoutMs = Number(process.env.UPLOAD_IDLE_TIMEOUT_MS) || 30_000;
  private signer!: UploadSigner;

  constructor(
    private readonly uploads: UploadsRepository,
    private readonly rpc: RpcClient,
    private readonly images: ImagesService,
  ) {}

  get storage(): ObjectStorage {
    return this.images.storage;
  }

  async onModuleInit() {
    this.signer = new UploadSigner(await this.signingSecret());
    log.info({ storage: this.storage.kind, ...(this.storage instanceof DiskStorage ? { dir: this.storage.dir } : {}) }, 'upload storage ready');
  }

  /** Images stored before the pipeline, and erased accounts' files, are dealt with once the gateway runs. */
  onApplicationBootstrap() {
    void this.images.startBackfill();
  }

  /** UPLOAD_SIGNING_SECRET, else one random secret created once in the gateway database (shared by every replica). */
  private async signingSecret(): Promise<string> {
    if (process.env.UPLOAD_SIGNING_SECRET) return process.env.UPLOAD_SIGNING_SECRET;
    return this.uploads.secret('upload_signing', randomBytes(32).toString('base64url'));
  }

  /** POST /api/objects/upload */
  async issue(actor: Actor): Promise<UploadUrlResult> {
    const id = randomUUID();
    const expiresAt = Math.floor(Date.now() / 1000) + this.ttlSeconds;
    await this.uploads.pruneUnusedTickets();
    await this.uploads.issue(id, actor.userId, expiresAt);
    if (this.storage.kind === 's3') return { uploadURL: await this.storage.presignPut(id, this.ttlSeconds) };
    return { uploadURL: `${UPLOAD_PUT_PREFIX}${id}?expires=${expiresAt}&signature=${this.signer.sign(id, expiresAt)}` };
  }

  /** PUT <upload URL>: exactly one image, streamed to a temp file, kept only when it passes every check. */
  async receive(id: string, query: Record<string, unknown>, req: FastifyRequest, res: FastifyReply): Promise<ObjectPathResult> {
    const storage = this.storage;
    if (!(storage instanceof DiskStorage)) throw notFound('Uploads go directly to object storage on this server');
    const expires = typeof query.expires === 'string' && /^\d{1,12}$/.test(query.expires) ? Number(query.expires) : NaN;
    const signature = typeof query.signature === 'string' ? query.signature : '';
    if (!isObjectId(id) || !Number.isFinite(expires) || !this.signer.verify(id, expires, signature)) {
      throw httpError(403, UPLOAD_MESSAGES.invalidLink);
    }
    if (expires * 1000 <= Date.now()) throw httpError(410, UPLOAD_MESSAGES.expired);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > this.maxBytes + DRAIN_LIMIT_BYTES) {
      // Far over the limit: refuse before reading a byte; the connection closes since the body is left unread.
      res.header('Connection', 'close');
      throw httpError(413, UPLOAD_MESSAGES.tooLarge);
    }

    await this.claim(id);
    let size = 0;
    let head = Buffer.alloc(0);
    let tooLarge = false;
    const max = this.maxBytes;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (head.length < IMAGE_SIGNATURE_BYTES) head = Buffer.concat([head, chunk]).subarray(0, IMAGE_SIGNATURE_BYTES);
        if (size > max) {
          tooLarge = true;
          done(new Error('too large'));
        } else done(null, chunk);
      },
    });
    // The connection may break at any moment from here on (a malformed request after the body, a
    // wrong Content-Length, a client gone quiet): the upload must then end refused, file closed and removed.
    let connectionLost = false;
    let copying = false;
    const raw = req.raw;
    const socket = raw.socket;
    const onConnectionLost = () => {
      connectionLost = true;
      // Only a running copy needs stopping. Destroyed outside the pipeline (before it starts, or while the
      // stored file is committed), the counter's error would have no listener and crash the gateway.
      if (copying) counter.destroy(new Error('connection closed before the upload was answered'));
    };
    socket.once('close', onConnectionLost);
    raw.setTimeout(this.idleTimeoutMs, () => raw.destroy());

    let refusal: HttpException | undefined;
    try {
      // Closed while the ticket was being claimed: its close event may already be gone.
      if (socket.destroyed || raw.destroyed) connectionLost = true;
      if (connectionLost) throw new Error('connection closed before the upload started');
      copying = true;
      const written = pipeline(counter, storage.createTempWriter(id));
      raw.pipe(counter);
      try {
        await written;
      } finally {
        copying = false;
      }
      // The whole body is here: the idle limit was for its arrival, not for the processing that follows.
      raw.setTimeout(0);
      // A broken request after the body (a malformed one, a wrong Content-Length) has the server end or
      // destroy the connection at once, before its close event: nobody will read our answer, so keep nothing.
      // (Not `raw.destroyed` here: a request is destroyed once its body has been read.)
      if (socket.destroyed || socket.writableEnded) connectionLost = true;
      if (connectionLost) throw new Error('connection closed before the upload was answered');
      if (size === 0) refusal = httpError(400, UPLOAD_MESSAGES.empty);
      else if (!detectImageType(head)) refusal = httpError(400, UPLOAD_MESSAGES.notImage);
      else {
        let master: Awaited<ReturnType<ImagesService['normalise']>>;
        try {
          master = await this.images.normalise(id, storage.tempPath(id));
        } catch (err) {
          if (!(err instanceof HttpException)) throw err;
          await this.refuse(id, storage);
          throw err;
        }
        if (socket.destroyed || socket.writableEnded) connectionLost = true;
        if (connectionLost) {
          await discardFile(master.path);
          throw new Error('connection closed before the upload was answered');
        }
        const image = await this.images.keepMaster(id, master.path, master.image);
        await storage.discardTemp(id);
        return objectPathResult(id, image);
      }
    } catch (err) {
      if (err instanceof HttpException && !tooLarge && !connectionLost) throw err;
      if (tooLarge) {
        refusal = httpError(413, UPLOAD_MESSAGES.tooLarge);
        drainAtMost(raw, DRAIN_LIMIT_BYTES);
      } else if (connectionLost) {
        // Nobody is left to answer; the link may be used again on a new connection.
        await this.refuse(id, storage);
        throw httpError(400, UPLOAD_MESSAGES.interrupted);
      } else {
        await this.refuse(id, storage);
        await storage.remove(id);
        throw err;
      }
    } finally {
      socket.off('close', onConnectionLost);
      if (!socket.destroyed) socket.setTimeout(0);
    }
    await this.refuse(id, storage);
    throw refusal;
  }

  /**
   * PUT /api/pet-photo and /api/business-logo, and every image a body names: the caller's own finished
   * upload as a stable path, with its size and placeholder.
   */
  async confirm(actor: Actor, url: unknown, field: string): Promise<ObjectPathResult> {
    if (url === undefined || url === null || url === '') throw invalid(`${field} is required`, [{ field, message: `${field} is required` }]);
    const id = objectIdFromUrl(url);
    if (!id) throw invalid(`${field} must be the URL of an image you uploaded`, [{ field, message: `${field} must be the URL of an image you uploaded` }]);
    const row = await this.uploads.ticket(id);
    if (!row || row.status === 'erased') throw notFound(UPLOAD_MESSAGES.unknownImage);
    if (row.ownerId !== actor.userId) throw forbidden(UPLOAD_MESSAGES.notYours);
    if (row.status !== 'stored') {
      if (this.storage.kind === 's3' && row.status === 'issued') return objectPathResult(id, await this.verifyS3Upload(id));
      throw invalid(UPLOAD_MESSAGES.notUploaded);
    }
    return objectPathResult(id, (await this.images.describe([id])).get(id));
  }

  /** PUT /api/business-logo also tells svc-directory to record the logo on the caller's business. */
  async setBusinessLogo(actor: Actor, url: unknown): Promise<ObjectPathResult> {
    const result = await this.confirm(actor, url, 'logoUrl');
    const image = processedImageOf(result);
    await this.rpc.request(SUBJECTS.directory.setBusinessLogo, {
      actor,
      params: {},
      query: {},
      body: { logoUrl: result.objectPath },
      ...(image ? { uploads: { [result.objectPath]: image } } : {}),
    });
    return result;
  }

  private async claim(id: string): Promise<void> {
    if (await this.uploads.claim(id)) return;
    const row = await this.uploads.ticket(id);
    if (!row) throw httpError(403, UPLOAD_MESSAGES.invalidLink);
    if (row.status !== 'issued') throw httpError(403, UPLOAD_MESSAGES.used);
    throw httpError(410, UPLOAD_MESSAGES.expired);
  }

  /** A refused upload leaves nothing behind, and its link may be used again with a proper image. */
  private async refuse(id: string, storage: DiskStorage) {
    await storage.discardTemp(id);
    await this.uploads.release(id);
  }

  /**
   * S3 mode: the bytes went straight to the store, so they are checked and put through the pipeline now;
   * the master replaces them under the same key. A bad object is deleted.
   */
  private async verifyS3Upload(id: string): Promise<StoredImage> {
    if (this.storage.kind !== 's3') throw invalid(UPLOAD_MESSAGES.notUploaded);
    const storage = this.storage;
    const info = await storage.head(id);
    if (!info) throw invalid(UPLOAD_MESSAGES.notUploaded);
    let refusal: HttpException | undefined;
    if (info.size === 0) refusal = httpError(400, UPLOAD_MESSAGES.empty);
    else if (info.size > this.maxBytes) refusal = httpError(413, UPLOAD_MESSAGES.tooLarge);
    else if (!detectImageType(await storage.readHead(id, IMAGE_SIGNATURE_BYTES))) refusal = httpError(400, UPLOAD_MESSAGES.notImage);
    if (refusal) {
      await storage.remove(id);
      throw refusal;
    }
    const source = await storage.masterFile(id);
    try {
      const { path, image } = await this.images.normalise(id, source);
      return await this.images.keepMaster(id, path, image);
    } catch (err) {
      if (err instanceof HttpException) await storage.remove(id);
      throw err;
    } finally {
      await discardFile(source);
    }
  }
}

/** Reads and discards what is left of a refused body, up to a cap; beyond it the connection is dropped. */
function drainAtMost(req: IncomingMessage, maxBytes: number) {
  let drained = 0;
  req.unpipe();
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > maxBytes) req.destroy();
  });
  req.resume();
}

/** What a service may record of a confirmed upload (RpcRequest.uploads), once the pipeline has processed it. */
export function processedImageOf({ width, height, placeholder }: ObjectPathResult): ProcessedImage | null {
  return width !== undefined && height !== undefined && placeholder !== undefined ? { width, height, placeholder } : null;
}

function objectPathResult(id: string, image: StoredImage | undefined): ObjectPathResult {
  const objectPath = `${OBJECT_PATH_PREFIX}${id}`;
  return image ? { objectPath, width: image.width, height: image.height, placeholder: image.placeholder } : { objectPath };
}

async function discardFile(path: string) {
  await unlink(path).catch(() => undefined);
}
