// Issue 14 item 3: GET /api/lost-found-pets/:id/flyer.pdf — a one-page PDF naming the pet, with its
// photo and a QR code to the post. Read back by inflating the PDF's streams: the text operators are
// decoded, and the QR image is decoded with jsQR.
import { inflateSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet } from '@pawpals/testing';
import jsQR from 'jsqr';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { png } from './image-fixtures';
import { signUp, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let objectsDir: string;
let adminDb: Client;
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
  [poster, moderator] = await Promise.all([signUp(http, 'fly_poster'), signUp(http, 'fly_mod')]);
  await adminDb.query(`INSERT INTO admin_roles (user_id, role) VALUES ($1, 'moderator')`, [moderator.user.id]);
}, 90_000);

afterAll(async () => {
  delete process.env.OBJECTS_DIR;
  delete process.env.PUBLIC_URL;
  await adminDb?.end();
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  rmSync(objectsDir, { recursive: true, force: true });
});

/** Every stream of a PDF with its dictionary, inflated when Flate-encoded. */
function pdfStreams(pdf: Buffer): { dict: string; data: Buffer }[] {
  const text = pdf.toString('latin1');
  const streams: { dict: string; data: Buffer }[] = [];
  const re = /(\d+) 0 obj\s*<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    let data = pdf.subarray(start, end);
    if (data[data.length - 1] === 0x0a) data = data.subarray(0, data.length - 1);
    if (data[data.length - 1] === 0x0d) data = data.subarray(0, data.length - 1);
    streams.push({ dict: m[2], data: /FlateDecode/.test(m[2]) ? inflateSync(data) : data });
  }
  return streams;
}

/** The text the page's TJ/Tj operators draw (pdfkit writes standard-font text as hex strings). */
function pdfText(pdf: Buffer): string {
  return pdfStreams(pdf)
    .filter((s) => !/\/Subtype\s*\/Image/.test(s.dict))
    .map((s) => s.data.toString('latin1'))
    .map((content) =>
      [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)]
        .map(([, parts]) => [...parts.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1')).join(''))
        .join('\n'),
    )
    .join('\n');
}

/** Decodes every RGB image of the PDF as a QR code; answers what the first readable one says. */
function qrOf(pdf: Buffer): string | null {
  for (const { dict, data } of pdfStreams(pdf)) {
    if (!/\/Subtype\s*\/Image/.test(dict) || !/DeviceRGB/.test(dict)) continue;
    const width = Number(/\/Width (\d+)/.exec(dict)?.[1]);
    const height = Number(/\/Height (\d+)/.exec(dict)?.[1]);
    if (data.length !== width * height * 3) continue;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba.set(data.subarray(i * 3, i * 3 + 3), i * 4);
      rgba[i * 4 + 3] = 255;
    }
    const code = jsQR(rgba, width, height);
    if (code) return code.data;
  }
  return null;
}

async function photo(member: Member): Promise<string> {
  const { body } = await http.post('/api/objects/upload').set('Cookie', member.cookie).expect(200);
  await http.put(body.uploadURL).set('Content-Type', 'image/png').send(png()).expect(200);
  return (await http.put('/api/pet-photo').set('Cookie', member.cookie).send({ photoUrl: body.uploadURL }).expect(200)).body.objectPath;
}

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
});
