// GET /api/lost-found-pets/:id/flyer.pdf — a one-page PDF naming the pet, with its
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
import { phonePhoto, pngClaiming, transparentPng } from './image-fixtures';
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

  it("follows the page's language: ?lang=es (or a Spanish Accept-Language) prints it in Spanish, its QR code to the /es page", async () => {
    const spanish = (await binary(http.get(`/api/lost-found-pets/${postId}/flyer.pdf?lang=es`)).expect(200)).body as Buffer;
    const text = pdfText(spanish).replace(/\n/g, '');
    for (const words of ['PERRO PERDIDO', 'Biscuit', 'perro · Beagle · tan and white · tamaño mediano', 'Riverside Park, Austin', 'Llama al (512) 555-0142', 'viernes, 20 de noviembre de 2026']) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/LOST|Call |Scan the code/);
    expect(qrOf(spanish)).toBe(`${PUBLIC_URL}/es/lost-found/${postId}`);
    const byHeader = (await binary(http.get(`/api/lost-found-pets/${postId}/flyer.pdf`).set('Accept-Language', 'es-US,es;q=0.9,en;q=0.5')).expect(200)).body as Buffer;
    expect(pdfText(byHeader)).toContain('PERRO PERDIDO');
    // The page's link says English: a Spanish browser on an English page gets the English flyer.
    const english = (await binary(http.get(`/api/lost-found-pets/${postId}/flyer.pdf?lang=en`).set('Accept-Language', 'es')).expect(200)).body as Buffer;
    expect(pdfText(english)).toContain('LOST DOG');
    expect(qrOf(english)).toBe(`${PUBLIC_URL}/lost-found/${postId}`);
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

  // pdfkit decodes a PNG it embeds in this process (zlib, then every pixel in JS). An
  // 85-byte PNG with a broken data stream threw from zlib's callback (the process died), and an
  // 8000×8000 one held the event loop for seconds. Only the print JPEG the image workers cut goes in.
  it.each([
    // 8 (signature) + 25 (IHDR) + 40 (an IDAT of 28 bytes: a zlib header, then garbage) + 12 (IEND).
    ['an 85-byte PNG with a broken data stream', async () => pngClaiming(64, 64, Buffer.concat([Buffer.from([0x78, 0x9c]), Buffer.alloc(26, 0xff)]))],
    ['an 8000×8000 PNG', () => transparentPng(8000, 8000)],
  ])('prints no photo, decoding nothing in the gateway, when the cover stored before the pipeline is %s', async (_name, make) => {
    const bytes = await make();
    if (bytes.length < 100) expect(bytes).toHaveLength(85);
    const photoUrl = await photo(poster);
    const created = await http
      .post('/api/lost-found-pets')
      .set('Cookie', poster.cookie)
      .send({ type: 'lost', petName: 'Pixel', description: 'An old post.', lastSeenLocation: 'Zilker Park, Austin', lastSeenDate: '2026-11-19', photoUrl, contactInfo: '(512) 555-0142' })
      .expect(201);
    const id = photoUrl.split('/').pop()!;
    writeFileSync(join(objectsDir, id), bytes);
    await identityDb.query(`UPDATE uploads SET processed_at = NULL WHERE id = $1`, [id]);
    const flyer = () => binary(http.get(`/api/lost-found-pets/${created.body.id}/flyer.pdf`).set('Cookie', poster.cookie));

    const crashes: unknown[] = [];
    const crashed = (err: unknown) => crashes.push(err);
    process.on('uncaughtException', crashed);
    // CPU time of this process (the gateway's, every thread): the image workers' decoding is not in it.
    const before = process.cpuUsage();
    let hostileCpuMs: number;
    try {
      const [res] = await Promise.all([flyer(), Promise.all(Array.from({ length: 5 }, () => http.get('/api/config').expect(200)))]);
      const used = process.cpuUsage(before);
      hostileCpuMs = (used.user + used.system) / 1000;
      expect(res.status).toBe(200);
      const pdf = res.body as Buffer;
      expect(pdfText(pdf)).toContain('Pixel');
      expect(pdfText(pdf)).toContain('See the photo on the post');
      expect(pdfStreams(pdf).filter((s) => /DCTDecode/.test(s.dict))).toHaveLength(0);
      // The QR code is the only image: the refused photo was not embedded as a PNG either.
      expect(pdfStreams(pdf).filter((s) => /\/Subtype\s*\/Image/.test(s.dict) && /DeviceRGB/.test(s.dict))).toHaveLength(1);
    } finally {
      process.off('uncaughtException', crashed);
    }
    expect(crashes).toEqual([]);
    // Never fit to serve: erased by the pipeline that refused it.
    await http.get(photoUrl).expect(404);
    // The same flyer again, now simply without a photo: decoding 8000×8000 pixels here would cost seconds more.
    const again = process.cpuUsage();
    await flyer().expect(200);
    const plain = process.cpuUsage(again);
    expect(hostileCpuMs).toBeLessThan((plain.user + plain.system) / 1000 + 1000);
  });
});
