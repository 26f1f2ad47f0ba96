import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** Repository root, from src/uploads or dist/uploads alike. */
const REPO_ROOT = resolve(__dirname, '../../..');

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

  async commitTemp(id: string): Promise<void> {
    await rename(this.tempPath(id), this.pathOf(id));
  }

  pathOf(id: string): string {
    return join(this.dir, id);
  }

  exists(id: string): boolean {
    return existsSync(this.pathOf(id));
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
}

export type ObjectStorage = DiskStorage | S3Storage;

export function createStorage(config: StorageConfig): ObjectStorage {
  return config.kind === 's3' ? new S3Storage(config) : new DiskStorage(config.dir);
}
