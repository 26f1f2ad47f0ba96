// The image pipeline with S3 storage, against s3rver (a local server speaking the S3 API): the browser
// PUTs to a presigned URL, the gateway processes the object when it is confirmed, and the master replaces
// the bytes as uploaded under the same key.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet } from '@pawpals/testing';
import S3rver from 's3rver';
import sharp from 'sharp';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { phonePhoto } from './image-fixtures';
import { signUp, type Member } from './support';

const BUCKET = 'pawpals-test';
let s3dir: string;
let s3server: S3rver;
let s3: S3Client;
let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let ann: Member;

beforeAll(async () => {
  s3dir = mkdtempSync(join(tmpdir(), 'pawpals-s3-'));
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  Object.assign(process.env, { S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' });
  s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  config = await isolatedConfig();
  fleet = await ServiceFleet.start(config, []);
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
  ann = await signUp(http, 'ann_s3');
}, 90_000);

afterAll(async () => {
  for (const key of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY']) delete process.env[key];
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  s3.destroy();
  await s3server?.close();
  rmSync(s3dir, { recursive: true, force: true });
});

const keysOf = async (id: string) =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key!).filter((k) => k.includes(id)).sort();

async function putToStore(bytes: Buffer, member: Member = ann) {
  const { body } = await http.post('/api/objects/upload').set('Cookie', member.cookie).expect(200);
  const put = await fetch(body.uploadURL, { method: 'PUT', body: bytes, headers: { 'Content-Type': 'image/jpeg' } });
  expect(put.status).toBe(200);
  return { url: body.uploadURL as string, id: new URL(body.uploadURL).pathname.split('/').pop()! };
}

it('processes a presigned upload when it is confirmed: the master replaces the bytes as uploaded, variants sit beside it', async () => {
  const { url, id } = await putToStore(await phonePhoto());
  const confirmed = await http.put('/api/pet-photo').set('Cookie', ann.cookie).send({ photoUrl: url }).expect(200);
  expect(confirmed.body).toEqual({ objectPath: `/objects/${id}`, width: 1200, height: 1600, placeholder: expect.any(String) });

  const stored = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: `objects/${id}` }));
  const master = Buffer.from(await stored.Body!.transformToByteArray());
  expect((await sharp(master).metadata()).exif).toBeUndefined();
  expect(master.includes('SN-998877')).toBe(false);

  const variant = await http.get(`/objects/${id}?w=640`).set('Accept', 'image/avif').expect(200);
  expect(variant.headers['content-type']).toBe('image/avif');
  expect(await keysOf(id)).toEqual([`objects/${id}`, `objects/variants/${id}/w640.avif`]);
});

it('refuses an unreadable object at confirmation and deletes it from the store', async () => {
  const broken = (await phonePhoto()).subarray(0, 3000);
  const { url, id } = await putToStore(broken);
  const res = await http.put('/api/pet-photo').set('Cookie', ann.cookie).send({ photoUrl: url }).expect(400);
  expect(res.body.message).toBe('This image is damaged or incomplete and cannot be read. Please choose another photo.');
  expect(await keysOf(id)).toEqual([]);
  await http.get(`/objects/${id}`).expect(404);
});

it("erases a deleted account's masters and variants from the store", async () => {
  const leaving = await signUp(http, 'leaving_s3');
  const { url, id } = await putToStore(await phonePhoto(400, 300), leaving);
  await http.put('/api/pet-photo').set('Cookie', leaving.cookie).send({ photoUrl: url }).expect(200);
  await http.get(`/objects/${id}/og.jpg`).expect(200);
  expect((await keysOf(id)).length).toBe(2);
  await http.delete('/api/auth/user').set('Cookie', leaving.cookie).send({ password: 'walnut-harbor-42' }).expect(200);
  expect(await keysOf(id)).toEqual([]);
  await http.get(`/objects/${id}`).expect(404);
});
