import { detectImageType } from './image-type';
import { objectIdFromUrl } from './paths';
import { UploadSigner } from './signing';
import { S3Storage, storageConfigFromEnv, uploadOrigins, type S3StorageConfig } from './storage';

const ID = '0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e';

describe('detectImageType', () => {
  it.each([
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1], 'image/jpeg'],
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'image/png'],
    ['GIF89a', [...Buffer.from('GIF89a'), 1, 0, 1, 0, 0x80, 0], 'image/gif'],
    ['GIF87a', [...Buffer.from('GIF87a'), 1, 0, 1, 0, 0x80, 0], 'image/gif'],
    ['WebP', [...Buffer.from('RIFF'), 0x1a, 0, 0, 0, ...Buffer.from('WEBP')], 'image/webp'],
  ])('recognises %s by its first bytes', (_name, bytes, type) => {
    expect(detectImageType(Buffer.from(bytes as number[]))).toBe(type);
  });

  it.each([
    ['plain text', Buffer.from('hello, this is not a picture')],
    ['an SVG (scriptable, refused)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\x1a\x00\x00\x00WAVEfmt ', 'latin1')],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});

describe('objectIdFromUrl', () => {
  it.each([
    [`/api/objects/uploads/${ID}?expires=1&signature=abc`],
    [`http://localhost:3000/api/objects/uploads/${ID}?expires=1&signature=abc`],
    [`/objects/${ID}`],
    [`http://localhost:9000/pawpals/objects/${ID}?X-Amz-Signature=abc`],
  ])('finds the object id in %s', (url) => {
    expect(objectIdFromUrl(url)).toBe(ID);
  });

  it.each([[''], ['not a url at all'], [`/somewhere/${ID}`], ['/objects/../../etc/passwd'], [42], [null]])('refuses %p', (url) => {
    expect(objectIdFromUrl(url)).toBeNull();
  });
});

describe('UploadSigner', () => {
  const signer = new UploadSigner('x'.repeat(40));

  it('accepts its own signature and refuses a changed id, expiry or secret', () => {
    const sig = signer.sign(ID, 1_900_000_000);
    expect(signer.verify(ID, 1_900_000_000, sig)).toBe(true);
    expect(signer.verify(ID, 1_900_000_001, sig)).toBe(false);
    expect(signer.verify(ID.replace('0b8a', '0b8b'), 1_900_000_000, sig)).toBe(false);
    expect(new UploadSigner('y'.repeat(40)).verify(ID, 1_900_000_000, sig)).toBe(false);
    expect(signer.verify(ID, 1_900_000_000, '')).toBe(false);
  });

  it('refuses a short secret', () => {
    expect(() => new UploadSigner('short')).toThrow(/at least 32/);
  });
});

describe('storage configuration', () => {
  it('uses the disk under DATA_DIR by default and S3 when S3_ENDPOINT is set', () => {
    expect(storageConfigFromEnv({ DATA_DIR: '/var/pawpals' })).toEqual({ kind: 'disk', dir: '/var/pawpals/objects' });
    expect(storageConfigFromEnv({ OBJECTS_DIR: '/srv/img' })).toEqual({ kind: 'disk', dir: '/srv/img' });
    expect(storageConfigFromEnv({ S3_ENDPOINT: 'http://minio:9000', S3_PUBLIC_ENDPOINT: 'http://localhost:9000' })).toMatchObject({
      kind: 's3',
      endpoint: 'http://minio:9000',
      publicEndpoint: 'http://localhost:9000',
      bucket: 'pawpals',
    });
    expect(uploadOrigins({ S3_ENDPOINT: 'http://minio:9000', S3_PUBLIC_ENDPOINT: 'https://files.example.com/base' })).toEqual([
      'https://files.example.com',
    ]);
    expect(uploadOrigins({})).toEqual([]);
  });
});

// No S3-compatible store runs in this test environment: only the presigned URL is checked here.
describe('S3Storage presigned PUT URL', () => {
  const config: S3StorageConfig = {
    kind: 's3',
    endpoint: 'http://minio:9000',
    publicEndpoint: 'http://localhost:9000',
    bucket: 'pawpals',
    region: 'us-east-1',
    accessKeyId: 'pawpals',
    secretAccessKey: 'pawpals-dev-secret',
    keyPrefix: 'objects/',
  };

  it('points at the public endpoint, path-style, signed for 15 minutes, without a signed content type', async () => {
    const url = new URL(await new S3Storage(config).presignPut(ID, 900));
    expect(url.origin).toBe('http://localhost:9000');
    expect(url.pathname).toBe(`/pawpals/objects/${ID}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^pawpals\/\d{8}\/us-east-1\/s3\/aws4_request$/);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(objectIdFromUrl(url.toString())).toBe(ID);
  });
});
