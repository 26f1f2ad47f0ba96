// With PUBLIC_URL unset, the absolute links the gateway writes (robots.txt, which is
// cached for an hour, the sitemap, a page's share tags and the flyer's QR code) must not come from the
// request's Host or X-Forwarded-Proto, which anyone can forge. They use the configured base only: the
// gateway on localhost at its PORT (as mail links do). Real gateway, svc-pets, svc-directory, svc-admin.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet } from '@pawpals/testing';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { qrOf } from './pdf-reading';
import { signUp, uploadPetPhoto, webRootWithShellPage } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let webRoot: string;
let objectsDir: string;
let postId = '';
const savedPublicUrl = process.env.PUBLIC_URL;
const BASE = `http://localhost:${Number(process.env.PORT) || 3000}`;
const FORGED = { Host: 'evil.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example' };

beforeAll(async () => {
  delete process.env.PUBLIC_URL;
  config = await isolatedConfig();
  objectsDir = mkdtempSync(join(tmpdir(), 'pawpals-objects-'));
  process.env.OBJECTS_DIR = objectsDir;
  webRoot = webRootWithShellPage();
  fleet = await ServiceFleet.start(config, ['pets', 'directory', 'admin']);
  gateway = await createGateway({ config, webRoot });
  http = request(gateway.app.getHttpServer());
  const [poster, moderator] = await Promise.all([signUp(http, 'base_poster'), signUp(http, 'base_mod')]);
  const adminDb = new Client({ connectionString: databaseUrlFor(config, 'admin') });
  await adminDb.connect();
  await adminDb.query(`INSERT INTO admin_roles (user_id, role) VALUES ($1, 'moderator')`, [moderator.user.id]);
  await adminDb.end();
  const created = await http
    .post('/api/lost-found-pets')
    .set('Cookie', poster.cookie)
    .send({
      type: 'lost', petName: 'Biscuit', description: 'Slipped his harness.', lastSeenLocation: 'Riverside Park, Austin', lastSeenDate: '2026-11-20',
      photoUrl: await uploadPetPhoto(http, poster), contactInfo: '(512) 555-0142',
    })
    .expect(201);
  postId = created.body.id;
  await http.patch(`/api/admin/lost-found/${postId}/approve`).set('Cookie', moderator.cookie).send({ approvalStatus: 'approved' }).expect(200);
}, 120_000);

afterAll(async () => {
  delete process.env.OBJECTS_DIR;
  if (savedPublicUrl !== undefined) process.env.PUBLIC_URL = savedPublicUrl;
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  rmSync(webRoot, { recursive: true, force: true });
  rmSync(objectsDir, { recursive: true, force: true });
});

const forged = (req: request.Test) => req.set(FORGED);

it('names the sitemap in robots.txt (cached for an hour) from the configured base, whatever Host the request names', async () => {
  const res = await forged(http.get('/robots.txt')).expect(200);
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  expect(res.text.split('\n')).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  expect(res.text).not.toContain('evil.example');
});

it('lists the sitemap’s pages under the configured base only', async () => {
  const res = await forged(http.get('/sitemap.xml')).expect(200);
  const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toContain(`${BASE}/lost-found/${postId}`);
  expect(locs.every((loc) => loc.startsWith(`${BASE}/`))).toBe(true);
});

it('writes a page’s canonical link and share tags with the configured base', async () => {
  const html = (await forged(http.get(`/lost-found/${postId}`)).set('Accept', 'text/html').expect(200)).text;
  expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(`${BASE}/lost-found/${postId}`);
  expect(/<meta property="og:url" content="([^"]*)"/.exec(html)?.[1]).toBe(`${BASE}/lost-found/${postId}`);
  expect(/<meta property="og:image" content="([^"]*)"/.exec(html)?.[1]).toMatch(new RegExp(`^${BASE}/objects/`));
  expect(html).not.toContain('evil.example');
});

it('prints the configured base on the flyer and in its QR code', async () => {
  const res = await forged(http.get(`/api/lost-found-pets/${postId}/flyer.pdf`))
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  expect(qrOf(res.body as Buffer)).toBe(`${BASE}/lost-found/${postId}`);
});
