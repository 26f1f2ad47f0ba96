// Issue 14 item 3: GET /api/lost-found-pets/:id/flyer.pdf — a one-page PDF naming the pet, with its
// photo and a QR code to the post. Read back by inflating the PDF's streams: the text operators are
// decoded, and the QR image is decoded with jsQR.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet } from '@pawpals/testing';
import { Client } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { phonePhoto, pngClaiming } from './image-fixtures';
import { pdfStreams, pdfText, qrOf } from './pdf-reading';
import { signUp, uploadPetPhoto, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let objectsDir: string;
let adminDb: Client;
let identityDb: Client;
let poster: Member;
let moderator: Member;
const PUBLIC_URL = 'https://pawpals.example';

beforeAll(async () => {
  config = await isolatedConfig();
  objectsDir = mkdtempSync(join(tmpdir(), 'pawpals-objects-'));
  process.env.OBJECTS_DIR = objectsDir;
  process.env.PUBLIC_URL = PUBLIC_URL;
  fleet = await ServiceFleet.start(config, ['pets', 'admin']);
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
  adminDb = new Client({ connectionString: databaseUrlFor(config, 'admin') });
  await adminDb.connect();
  identityDb = new Client({ connectionString: databaseUrlFor(config, 'identity') });
  await identityDb.connect();
  [poster, moderator] = await Promise.all([signUp(http, 'fly_poster'), signUp(http, 'fly_mod')]);
  await adminDb.query(`INSERT INTO admin_roles (user_id, role) VALUES ($1, 'moderator')`, [moderator.user.id]);
}, 90_000);

afterAll(async () => {
  delete process.env.OBJECTS_DIR;
  delete process.env.PUBLIC_URL;
  await adminDb?.end();
  await identityDb?.end();
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  rmSync(objectsDir, { recursive: true, force: true });
});

const photo = (member: Member) => uploadPetPhoto(http, member);
const binary = (req: request.Test) =>
  req.buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('the printable flyer', () => {
  let postId = '';

  beforeAll(async () => {
    const res = await http
      .post('/api/lost-found-pets')
      .set('Cookie', poster.cookie)
      .send({
        type: 'lost', petName: 'Biscuit', breed: 'Beagle', color: 'tan and white', species: 'dog', size: 'medium',
        description: 'Friendly beagle, slipped his harness at the park.', lastSeenLocation: 'Riverside Park, Austin',
        lastSeenDate: '2026-11-20', photoUrl: await photo(poster), contactInfo: '(512) 555-0142',
      })
      .expect(201);
    postId = res.body.id;
  });

  it('is only for its poster and admins while the post waits for review', async () => {
    await http.get(`/api/lost-found-pets/${postId}/flyer.pdf`).expect(404);
    await http.get(`/api/lost-found-pets/${postId}/flyer.pdf`).set('Cookie', poster.cookie).expect(200);
    await http.get('/api/lost-found-pets/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e/flyer.pdf').expect(404);
  });

  it('is one PDF page naming the pet, with its photo, the phone, and a QR code to the post', async () => {
    await http.patch(`/api/admin/lost-found/${postId}/approve`).set('Cookie', moderator.cookie).send({ approvalStatus: 'approved' }).expect(200);
    const res = await http.get(`/api/lost-found-pets/${postId}/flyer.pdf`).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    const text = pdfText(pdf);
    for (const words of ['LOST DOG', 'Biscuit', 'Beagle', 'tan and white', 'Riverside Park, Austin', 'Call (512) 555-0142', 'Friday, November 20, 2026']) {
      expect(text.replace(/\n/g, '')).toContain(words);
    }
    expect(qrOf(pdf)).toBe(`${PUBLIC_URL}/lost-found/${postId}`);
    const images = pdfStreams(pdf).filter((s) => /\/Subtype\s*\/Image/.test(s.dict) && /DeviceRGB/.test(s.dict));
    expect(images.length).toBeGreaterThanOrEqual(2); // the photo and the QR code
  });

  it('embeds the cover upright as a print JPEG cut from the master, never the bytes as uploaded', async () => {
    const created = await http
      .post('/api/lost-found-pets')
      .set('Cookie', poster.cookie)
      .send({
        type: 'found', description: 'Sideways phone photo of a found cat.', lastSeenLocation: 'Hyde Park, Austin', lastSeenDate: '2026-11-21',
        photoUrl: await uploadPetPhoto(http, poster, await phonePhoto()), contactInfo: '(512) 555-0142',
      })
      .expect(201);
    const pdf = (await binary(http.get(`/api/lost-found-pets/${created.body.id}/flyer.pdf`).set('Cookie', poster.cookie)).expect(200)).body as Buffer;
    const [photo] = pdfStreams(pdf).filter((s) => /\/Subtype\s*\/Image/.test(s.dict) && /DCTDecode/.test(s.dict));
    const meta = await sharp(photo.data).metadata();
    // Taken 1600×1200 with orientation 6: upright it is a portrait, and it carries nothing of the camera.
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect(meta.exif).toBeUndefined();
  });

  it('is still a flyer, without the photo, when a photo stored before the pipeline fails it', async () => {
    const photoUrl = await photo(poster);
    const created = await http
      .post('/api/lost-found-pets')
      .set('Cookie', poster.cookie)
      .send({ type: 'lost', description: 'An old post.', lastSeenLocation: 'Zilker Park, Austin', lastSeenDate: '2026-11-19', photoUrl, contactInfo: '(512) 555-0142' })
      .expect(201);
    // As if stored before the pipeline: a PNG whose data stream is broken, never processed.
    const id = photoUrl.split('/').pop()!;
    writeFileSync(join(objectsDir, id), pngClaiming(64, 64, Buffer.from('not a deflate stream')));
    await identityDb.query(`UPDATE uploads SET processed_at = NULL WHERE id = $1`, [id]);
    const pdf = (await binary(http.get(`/api/lost-found-pets/${created.body.id}/flyer.pdf`).set('Cookie', poster.cookie)).expect(200)).body as Buffer;
    expect(pdfText(pdf)).toContain('LOST');
    expect(pdfStreams(pdf).filter((s) => /DCTDecode/.test(s.dict))).toHaveLength(0);
    await http.get(photoUrl).expect(404);
  });
});
