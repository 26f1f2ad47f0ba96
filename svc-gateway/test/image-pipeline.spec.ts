import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_MESSAGES } from '@pawpals/contracts';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet } from '@pawpals/testing';
import { Client } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { ImagesService } from '../src/media/images.service';
import { phonePhoto, pngClaiming } from './image-fixtures';
import { signUp, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let objectsDir: string;
let db: Client;
let ann: Member;

beforeAll(async () => {
  config = await isolatedConfig();
  objectsDir = mkdtempSync(join(tmpdir(), 'pawpals-pipeline-'));
  process.env.OBJECTS_DIR = objectsDir;
  fleet = await ServiceFleet.start(config, []);
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
  db = new Client({ connectionString: databaseUrlFor(config, 'identity') });
  await db.connect();
  ann = await signUp(http, 'ann_pipeline');
}, 90_000);

afterAll(async () => {
  delete process.env.OBJECTS_DIR;
  await db?.end();
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  rmSync(objectsDir, { recursive: true, force: true });
});

/** Every file kept for an image: its master and its variants. */
const filesOf = (id: string) =>
  readdirSync(objectsDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && join(e.parentPath, e.name).includes(id))
    .map((e) => join(e.parentPath, e.name));

const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const parts: Buffer[] = [];
    res.on('data', (c: Buffer) => parts.push(c));
    res.on('end', () => done(null, Buffer.concat(parts)));
  });

async function upload(bytes: Buffer, member: Member = ann) {
  const { body } = await http.post('/api/objects/upload').set('Cookie', member.cookie).expect(200);
  const res = await http
    .put(body.uploadURL)
    .set('Content-Type', 'image/jpeg')
    .serialize((b: Buffer) => b as unknown as string)
    .send(bytes);
  return { res, id: new URL(body.uploadURL, 'http://x').pathname.split('/').pop()! };
}

/** A 1×1 GIF with `frames` frames. */
function gifWithFrames(frames: number): Buffer {
  const head = Buffer.from('47494638396101000100800000000000ffffff', 'hex');
  const frame = Buffer.from('21f90401000000002c0000000001000100000202440100', 'hex');
  return Buffer.concat([head, ...Array.from({ length: frames }, () => frame), Buffer.from('3b', 'hex')]);
}

describe('a phone photo', () => {
  let id: string;
  let master: Buffer;

  beforeAll(async () => {
    const original = await phonePhoto();
    const { res, id: uploaded } = await upload(original);
    expect(res.status).toBe(200);
    id = uploaded;
    // Upright: the sideways 1600×1200 is a 1200×1600 portrait.
    expect(res.body).toEqual({ objectPath: `/objects/${id}`, width: 1200, height: 1600, placeholder: expect.any(String) });
    expect(res.body.placeholder.length).toBeLessThanOrEqual(100);
    master = (await binary(http.get(`/objects/${id}`)).expect(200)).body as Buffer;
  });

  it('is served upright, with no EXIF, GPS, camera serial, artist or ICC profile', async () => {
    const meta = await sharp(master).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1600, space: 'srgb' });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    for (const secret of ['SN-998877', 'Jane Poster', 'Pixelcam', 'GPS']) expect(master.includes(secret)).toBe(false);
    // Red was the stored top-left; turned 90° clockwise, it is the top-right.
    const { data, info } = await sharp(master).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(info.width - 10, 10)[0]).toBeGreaterThan(200);
    expect(pixel(10, 10)[2]).toBeGreaterThan(150);
  });

  it('keeps no copy of the bytes as uploaded', () => {
    const files = filesOf(id);
    expect(files).toEqual([join(objectsDir, id)]);
  });

  it('answers ?w= with the smallest served width at or above it, in the best format the browser takes', async () => {
    const cases: [string, string, string, number][] = [
      ['300', 'image/avif,image/webp,*/*', 'image/avif', 320],
      ['700', 'image/webp,*/*', 'image/webp', 960],
      ['640', '*/*', 'image/jpeg', 640],
      ['5000', 'image/avif', 'image/avif', 1200],
    ];
    for (const [w, accept, type, width] of cases) {
      const res = await binary(http.get(`/objects/${id}?w=${w}`).set('Accept', accept)).expect(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers.vary).toBe('Accept');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('makes a variant once however many ask for it at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => binary(http.get(`/objects/${id}?w=1280`).set('Accept', 'image/webp'))));
    for (const res of answers) expect(res.status).toBe(200);
    expect(new Set(answers.map((r) => (r.body as Buffer).toString('base64'))).size).toBe(1);
    expect(filesOf(id).filter((f) => f.endsWith('w1200.webp'))).toHaveLength(1);
  });

  it('refuses a width that is not a number of pixels with a readable 400', async () => {
    for (const w of ['abc', '0', '-5', '12.5', '']) {
      const res = await http.get(`/objects/${id}?w=${encodeURIComponent(w)}`).expect(400);
      expect(res.body.message).toBe('w must be a width in pixels, from 1 to 1920');
    }
  });

  it('has a 1200×630 JPEG share image', async () => {
    const res = await binary(http.get(`/objects/${id}/og.jpg`)).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});

it('keeps a master of at most 2560 px on its long side, and transparency as PNG', async () => {
  const big = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#887766' } }).jpeg().toBuffer();
  const { res } = await upload(big);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ width: 2560, height: 1920 });

  const logo = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
  const transparent = await upload(logo);
  const served = await binary(http.get(`/objects/${transparent.id}`)).expect(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'png', hasAlpha: true, width: 300, height: 200 });
});

describe('refuses with a readable 400 and keeps nothing', () => {
  const truncatedJpeg = async () => {
    const noise = Buffer.alloc(400 * 300 * 3).map((_, i) => (i * 7919) % 251);
    const full = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } }).jpeg().toBuffer();
    return full.subarray(0, Math.floor(full.length / 2));
  };
  // The header is fine; the compressed pixels are not a zlib stream.
  const brokenPng = () => pngClaiming(64, 64, Buffer.from('this is not a deflate stream at all'));
  it.each<[string, () => Buffer | Promise<Buffer>, string]>([
    ['a decompression bomb (20000×20000 PNG)', () => pngClaiming(20000, 20000), IMAGE_MESSAGES.tooManyPixels],
    ['more than 50 million pixels (8000×8000)', () => pngClaiming(8000, 8000), IMAGE_MESSAGES.tooManyPixels],
    ['a side over 12,000 px', () => pngClaiming(12001, 10), IMAGE_MESSAGES.tooManyPixels],
    ['a truncated JPEG', truncatedJpeg, IMAGE_MESSAGES.corrupt],
    ['a PNG whose data stream is broken', brokenPng, IMAGE_MESSAGES.corrupt],
    ['a GIF with 3,000 frames', () => gifWithFrames(3000), IMAGE_MESSAGES.tooManyFrames],
  ])('%s', async (_name, make, message) => {
    const { res, id } = await upload(await make());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(filesOf(id)).toEqual([]);
    await http.get(`/objects/${id}`).expect(404);
    const [row] = (await db.query(`SELECT status FROM uploads WHERE id = $1`, [id])).rows;
    expect(row.status).toBe('issued');
  });

  it('an SVG (never decoded: not one of the formats)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const { res, id } = await upload(svg);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only image files can be uploaded: JPEG, PNG, WebP, GIF or AVIF.');
    expect(filesOf(id)).toEqual([]);
  });
});

it('accepts a short animation, keeping its first frame', async () => {
  const { res } = await upload(gifWithFrames(12));
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ width: 1, height: 1 });
});

it('puts images stored before the pipeline through it: served processed, or erased when unreadable', async () => {
  const legacy = '5d1c2b8e-1f0a-4c1e-9a7b-3c2d1e0f9a8b';
  const broken = '6e2d3c9f-2a1b-4d2f-8b8c-4d3e2f1a0b9c';
  writeFileSync(join(objectsDir, legacy), await phonePhoto(400, 300));
  writeFileSync(join(objectsDir, broken), Buffer.from('GIF89a not really'));
  for (const id of [legacy, broken]) {
    await db.query(
      `INSERT INTO uploads (id, owner_id, status, content_type, size_bytes, expires_at, stored_at) VALUES ($1, $2, 'stored', 'image/jpeg', 1, now(), now())`,
      [id, ann.user.id],
    );
  }
  // A request before the backfill reaches it gets the processed image, never the original.
  const served = await binary(http.get(`/objects/${legacy}`)).expect(200);
  expect((await sharp(served.body as Buffer).metadata()).exif).toBeUndefined();
  expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ width: 300, height: 400 });

  const images = gateway.app.get(ImagesService);
  await images.startBackfill().then(() => undefined);
  await (images as unknown as { backfilling: Promise<void> | null }).backfilling;
  // The backfill of this start already ran; run it again as a new start would.
  (images as unknown as { backfilling: Promise<void> | null }).backfilling = null;
  await images.startBackfill();
  await http.get(`/objects/${broken}`).expect(404);
  expect(existsSync(join(objectsDir, broken))).toBe(false);
  const rows = (await db.query(`SELECT id, processed_at FROM uploads WHERE id = ANY($1::uuid[])`, [[legacy, broken]])).rows;
  expect(rows).toEqual([{ id: legacy, processed_at: expect.any(Date) }]);
});

it("erases a member's images, masters and variants, when they delete their account", async () => {
  const leaving = await signUp(http, 'leaving_pipeline');
  const { id } = await upload(await phonePhoto(400, 300), leaving);
  await http.get(`/objects/${id}?w=320`).set('Accept', 'image/webp').expect(200);
  await http.get(`/objects/${id}/og.jpg`).expect(200);
  expect(filesOf(id).length).toBe(3);
  await http.delete('/api/auth/user').set('Cookie', leaving.cookie).send({ password: 'walnut-harbor-42' }).expect(200);
  await http.get(`/objects/${id}`).expect(404);
  await http.get(`/objects/${id}?w=320`).expect(404);
  expect(filesOf(id)).toEqual([]);
  expect((await db.query(`SELECT 1 FROM uploads WHERE owner_id = $1`, [leaving.user.id])).rowCount).toBe(0);
});
