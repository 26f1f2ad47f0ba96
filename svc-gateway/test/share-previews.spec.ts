// Pages are served with Open Graph / Twitter tags rendered on the server, so a link
// pasted into a chat shows the pet (or the business); pending, rejected and unknown posts get the
// generic tags. Real gateway, svc-pets, svc-directory and svc-admin.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { imageSrcSet } from '@pawpals/contracts';
import { FIRST_SCREEN_HEADING_SLOT, FIRST_SCREEN_IMAGE_SIZES, FIRST_SCREEN_IMAGE_SLOT, FIRST_SCREEN_TEXT_SLOT } from '@pawpals/remotes';
import { dropDatabases, isolatedConfig, ServiceFleet } from '@pawpals/testing';
import { Client } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { signUp, uploadPetPhoto, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let webRoot: string;
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
  webRoot = mkdtempSync(join(tmpdir(), 'pawpals-web-'));
  mkdirSync(join(webRoot, 'shell/dist'), { recursive: true });
  const index = readFileSync(resolve(__dirname, '../../shell/public/index.html'), 'utf8');
  writeFileSync(join(webRoot, 'shell/dist/index.html'), index);
  // Detail pages' templates as the shell's build writes them: their texts and photo are slots (shell/tools/prerender.mjs).
  mkdirSync(join(webRoot, 'shell/dist/pages'));
  writeFileSync(join(webRoot, 'shell/dist/pages/_business.html'), index.replace('<div id="root"></div>', `<div id="root"><h1>${FIRST_SCREEN_HEADING_SLOT}</h1><p>${FIRST_SCREEN_TEXT_SLOT}</p></div>`));
  writeFileSync(
    join(webRoot, 'shell/dist/pages/_pet.html'),
    index.replace('<div id="root"></div>', `<div id="root"><img src="${FIRST_SCREEN_IMAGE_SLOT}" alt="Photo of ${FIRST_SCREEN_HEADING_SLOT}"/></div>`),
  );
  fleet = await ServiceFleet.start(config, ['pets', 'directory', 'admin']);
  gateway = await createGateway({ config, webRoot });
  http = request(gateway.app.getHttpServer());
  adminDb = new Client({ connectionString: databaseUrlFor(config, 'admin') });
  await adminDb.connect();
  [poster, moderator] = await Promise.all([signUp(http, 'og_poster'), signUp(http, 'og_mod')]);
  await adminDb.query(`INSERT INTO admin_roles (user_id, role) VALUES ($1, 'moderator')`, [moderator.user.id]);
}, 90_000);

afterAll(async () => {
  delete process.env.OBJECTS_DIR;
  delete process.env.PUBLIC_URL;
  await adminDb?.end();
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  rmSync(webRoot, { recursive: true, force: true });
  rmSync(objectsDir, { recursive: true, force: true });
});

const photo = (member: Member) => uploadPetPhoto(http, member);

const page = async (path: string) => (await http.get(path).set('Accept', 'text/html').expect(200).expect('Content-Type', /html/)).text;
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('share previews', () => {
  let postId = '';
  let photoUrl = '';

  beforeAll(async () => {
    photoUrl = await photo(poster);
    const post = await http
      .post('/api/lost-found-pets')
      .set('Cookie', poster.cookie)
      .send({
        type: 'lost', petName: 'Biscuit "Bis" <b>', breed: 'Beagle', color: 'Tan', description: 'Friendly beagle, slipped his harness.',
        lastSeenLocation: 'Riverside Park, Austin', lastSeenDate: '2026-11-20', photoUrl, contactInfo: '(512) 555-0142',
      })
      .expect(201);
    postId = post.body.id;
  });

  it('a pending post gets the generic tags only (nothing leaks)', async () => {
    const html = await page(`/lost-found/${postId}`);
    expect(meta(html, 'og:title')).toBe('PawPals — Connecting Pet Families');
    expect(meta(html, 'og:image')).toBeUndefined();
    expect(html).not.toContain('Biscuit');
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(html).not.toContain('as="image"');
    expect(html).toContain('<div id="root"></div>');
  });

  it('an approved post shows the pet: title, description, its 1200×630 share image, large card; text is escaped', async () => {
    await http.patch(`/api/admin/lost-found/${postId}/approve`).set('Cookie', moderator.cookie).send({ approvalStatus: 'approved' }).expect(200);
    const html = await page(`/lost-found/${postId}`);
    expect(meta(html, 'og:title')).toBe('LOST: Biscuit &#34;Bis&#34; &#60;b&#62;, beagle — Riverside Park, Austin');
    expect(meta(html, 'og:description')).toBe('Last seen on November 20. Have you seen this pet? Friendly beagle, slipped his harness.');
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}${photoUrl}/og.jpg`);
    expect(meta(html, 'og:image:type')).toBe('image/jpeg');
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630']);
    const shared = await http.get(`${photoUrl}/og.jpg`).expect(200);
    expect(await sharp(shared.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/lost-found/${postId}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<title>LOST: Biscuit &#34;Bis&#34; &#60;b&#62;, beagle — Riverside Park, Austin | PawPals</title>');
    expect(html).not.toContain('<b>,');
    // The photo is the page's largest paint: it loads with the HTML, at the width the page's <img> asks for.
    expect(html).toContain(`<link rel="preload" as="image" imagesrcset="${imageSrcSet(photoUrl)}" imagesizes="${FIRST_SCREEN_IMAGE_SIZES}" fetchpriority="high" />`);
    // …and is drawn by the HTML itself, before any script (the page's template, completed by the gateway).
    expect(html).toContain(`<div id="root"><img src="${photoUrl}" alt="Photo of Biscuit &#34;Bis&#34; &#60;b&#62;"/></div>`);
    expect(html).toContain(`"heading":"Biscuit \\"Bis\\" \\u003cb>","image":"${photoUrl}"`);
  });

  it('an unknown post or a business page', async () => {
    expect(meta(await page('/lost-found/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e'), 'og:title')).toBe('PawPals — Connecting Pet Families');
    // An unknown business gets the plain page, never the template with its slot.
    const unknownBusiness = await page('/business/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e');
    expect(unknownBusiness).toContain('<div id="root"></div>');
    expect(unknownBusiness).not.toContain(FIRST_SCREEN_HEADING_SLOT);
    const owner = await signUp(http, 'og_owner', { accountType: 'business_owner' });
    const business = await http
      .post('/api/businesses')
      .set('Cookie', owner.cookie)
      .send({ name: 'Happy Tails Vet', category: 'veterinarian', city: 'Austin', state: 'TX', description: 'Friendly clinic by the river.' })
      .expect(201);
    const html = await page(`/business/${business.body.id}`);
    expect(meta(html, 'og:title')).toBe('Happy Tails Vet — Veterinarian in Austin, TX');
    expect(meta(html, 'og:description')).toBe('Friendly clinic by the river.');
    // Its first screen is drawn with its name, in the HTML (the name is the page's largest paint).
    expect(html).toContain('<div id="root"><h1>Happy Tails Vet</h1><p>Friendly clinic by the river.</p></div>');
    expect(html).toContain(
      `<script type="application/json" id="pawpals-first-screen">{"path":"/business/${business.body.id}","heading":"Happy Tails Vet","text":"Friendly clinic by the river."}</script>`,
    );
    // A page without a preview shares its own title (every route has one), never another page's.
    expect(meta(await page('/services'), 'og:title')).toBe('Pet Services Near You — Groomers, Vets, Pet Stores and Parks');
  });

  it('a listing whose text looks like a replacement pattern or markup is written as text', async () => {
    const owner = await signUp(http, 'og_owner2', { accountType: 'business_owner' });
    const name = `Paws $' & <Claws> $&`;
    const business = await http.post('/api/businesses').set('Cookie', owner.cookie).send({ name, category: 'groomer', city: 'Austin', state: 'TX' }).expect(201);
    const html = await page(`/business/${business.body.id}`);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    // No description: the About card's own words.
    expect(html).toContain('<h1>Paws $&#39; &#38; &#60;Claws&#62; $&#38;</h1><p>This business hasn’t added a description yet.</p>');
    expect(html).toContain('<title>Paws $&#39; &#38; &#60;Claws&#62; $&#38; — Groomer in Austin, TX | PawPals</title>');
    expect(html).toContain('"heading":"Paws $\' & \\u003cClaws> $&"');
  });
});
