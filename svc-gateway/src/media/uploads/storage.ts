import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** Repository root, from src/media/uploads or dist/media/uploads alike. */
const REPO_ROOT = resolve(__dirname, '../../../..');

export interface DiskStorageConfig {
  kind: 'disk';
  dir: string;
}
export interface S3StorageConfig {
  kind: 's3';
  /** Where the gateway reaches the store (e.g. http://minio:9000). */
  endpoint: string;
  /** Where browsers reach it, for presigned URLs (default: endpoint). */
  publicEndpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  keyPrefix: string;
}
export type StorageConfig = DiskStorageConfig | S3StorageConfig;

/**
 * Disk under OBJECTS_DIR (default `$DATA_DIR/objects`, DATA_DIR defaulting to `<repo>/.data`), or any
 * S3-compatible store when S3_ENDPOINT is set.
 */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  if (env.S3_ENDPOINT) {
    return {
      kind: 's3',
      endpoint: env.S3_ENDPOINT,
      publicEndpoint: env.S3_PUBLIC_ENDPOINT || env.S3_ENDPOINT,
      bucket: env.S3_BUCKET || 'pawpals',
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY || '',
      secretAccessKey: env.S3_SECRET_KEY || '',
      keyPrefix: env.S3_KEY_PREFIX ?? 'objects/',
    };
  }
  const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : join(REPO_ROOT, '.data');
  return { kind: 'disk', dir: env.OBJECTS_DIR ? resolve(env.OBJECTS_DIR) : join(dataDir, 'objects') };
}

/** Origins browsers must be allowed to connect to for uploads (CSP connect-src). */
export function uploadOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const config = storageConfigFromEnv(env);
  if (config.kind !== 's3') return [];
  try {
    return [new URL(config.publicEndpoint).origin];
  } catch {
    return [];
  }
}

export interface StoredObjectInfo {
  size: number;
}

/** Local disk: images at <dir>/<id>; uploads in flight at <dir>/.incoming/<id>.part (same file system, so the final rename is atomic). */
export class DiskStorage {
  readonly kind = 'disk' as const;
  constructor(readonly dir: string) {}

  private get incomingDir() {
    return join(this.dir, '.incoming');
  }

  async init(): Promise<void> {
    await mkdir(this.incomingDir, { recursive: true });
    // Leftovers of a crash mid-upload: nothing refers to them.
    const dayAgo = Date.now() - 86_400_000;
    for (const name of await readdir(this.incomingDir).catch(() => [] as string[])) {
      const path = join(this.incomingDir, name);
      const info = await stat(path).catch(() => undefined);
      if (info && info.mtimeMs < dayAgo) await unlink(path).catch(() => undefined);
    }
  }

  tempPath(id: string): string {
    return join(this.incomingDir, `${id}.part`);
  }

  createTempWriter(id: string): Writable {
    return createWriteStream(this.tempPath(id), { flags: 'wx', mode: 0o640 });
  }

  async discardTemp(id: string): Promise<void> {
    await unlink(this.tempPath(id)).catch(() => undefined);
  }

  pathOf(id: string): string {
    return join(this.dir, id);
  }

  async head(id: string): Promise<StoredObjectInfo | null> {
    const info = await stat(this.pathOf(id)).catch(() => undefined);
    return info?.isFile() ? { size: info.size } : null;
  }

  read(id: string): Readable {
    return createReadStream(this.pathOf(id));
  }

  async remove(id: string): Promise<void> {
    await unlink(this.pathOf(id)).catch(() => undefined);
  }

  /** Where the image worker may write (same file system as the objects, so a rename is atomic). */
  scratchPath(name: string): string {
    return join(this.incomingDir, name);
  }

  /** The master as a local file the image worker can read. */
  async masterFile(id: string): Promise<string> {
    return this.pathOf(id);
  }

  /** A processed master replaces whatever was stored under the id (the bytes as uploaded go). */
  async saveMaster(id: string, localPath: string): Promise<void> {
    await rename(localPath, this.pathOf(id));
  }

  variantPath(id: string, name: string): string {
    return join(this.dir, '.variants', id, name);
  }

  async variantSize(id: string, name: string): Promise<number | null> {
    const info = await stat(this.variantPath(id, name)).catch(() => undefined);
    return info?.isFile() ? info.size : null;
  }

  readVariant(id: string, name: string): Readable {
    return createReadStream(this.variantPath(id, name));
  }

  async saveVariant(id: string, name: string, localPath: string): Promise<void> {
    await mkdir(join(this.dir, '.variants', id), { recursive: true });
    await rename(localPath, this.variantPath(id, name));
  }

  async variantBytes(id: string, name: string): Promise<Buffer> {
    return readFile(this.variantPath(id, name));
  }

  /** The master and every variant of an image. */
  async removeAll(id: string): Promise<void> {
    await this.remove(id);
    await this.discardTemp(id);
    await rm(join(this.dir, '.variants', id), { recursive: true, force: true });
  }
}

/** S3-compatible store: the browser PUTs straight to a presigned URL; the gateway validates afterwards. */
export class S3Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly publicClient: S3Client;

  constructor(readonly config: S3StorageConfig) {
    const common = {
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      forcePathStyle: true,
    };
    this.client = new S3Client({ ...common, endpoint: config.endpoint });
    this.publicClient = new S3Client({ ...common, endpoint: config.publicEndpoint });
  }

  keyOf(id: string): string {
    return `${this.config.keyPrefix}${id}`;
  }

  /** A presigned single PUT, valid for expiresInSeconds; no content type is signed, so any header is accepted. */
  presignPut(id: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(this.publicClient, new PutObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(id) }), {
      expiresIn: expiresInSeconds,
    });
  }

  async head(id: string): Promise<StoredObjectInfo | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(id) }));
      return { size: Number(out.ContentLength ?? 0) };
    } catch (err) {
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async readHead(id: string, bytes: number): Promise<Buffer> {
    const out = await this.client.send(
      new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(id), Range: `bytes=0-${bytes - 1}` }),
    );
    return Buffer.from(await out.Body!.transformToByteArray());
  }

  async read(id: string): Promise<Readable> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(id) }));
    return out.Body as Readable;
  }

  async remove(id: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(id) })).catch(() => undefined);
  }

  private variantKey(id: string, name: string): string {
    return `${this.config.keyPrefix}variants/${id}/${name}`;
  }

  /** The image worker reads and writes local files: a scratch folder of this process. */
  scratchPath(name: string): string {
    return join(tmpdir(), `pawpals-images-${process.pid}`, name);
  }

  async masterFile(id: string): Promise<string> {
    const path = this.scratchPath(`${id}.master`);
    await mkdir(join(path, '..'), { recursive: true });
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(id) }));
    await writeFile(path, await out.Body!.transformToByteArray());
    return path;
  }

  async saveMaster(id: string, localPath: string): Promise<void> {
    await this.put(this.keyOf(id), localPath);
  }

  async variantSize(id: string, name: string): Promise<number | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.variantKey(id, name) }));
      return Number(out.ContentLength ?? 0);
    } catch (err) {
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async readVariant(id: string, name: string): Promise<Readable> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.variantKey(id, name) }));
    return out.Body as Readable;
  }

  async variantBytes(id: string, name: string): Promise<Buffer> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.variantKey(id, name) }));
    return Buffer.from(await out.Body!.transformToByteArray());
  }

  async saveVariant(id: string, name: string, localPath: string): Promise<void> {
    await this.put(this.variantKey(id, name), localPath);
  }

  async removeAll(id: string): Promise<void> {
    await this.remove(id);
    const prefix = `${this.config.keyPrefix}variants/${id}/`;
    const listed = await this.client.send(new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: prefix }));
    const keys = (listed.Contents ?? []).map((o) => ({ Key: o.Key! }));
    if (keys.length > 0) await this.client.send(new DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects: keys } }));
  }

  private async put(key: string, localPath: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: await readFile(localPath) }));
    await unlink(localPath).catch(() => undefined);
  }
}

export type ObjectStorage = DiskStorage | S3Storage;

export function createStorage(config: StorageConfig): ObjectStorage {
  return config.kind === 's3' ? new S3Storage(config) : new DiskStorage(config.dir);
}
