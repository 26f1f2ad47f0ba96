import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS } from '@pawpals/contracts';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet, waitFor } from '@pawpals/testing';
import { Client } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { UploadSigner } from '../src/media/uploads/signing';
import { UploadsService } from '../src/media/uploads/uploads.service';
import { gif, jpeg, png, webp } from './image-fixtures';
import { signUp, type Member } from './support';

const SECRET = 'test-upload-signing-secret-0123456789abcdef';
let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let objectsDir: string;
let identityDb: Client;
let ann: Member;
let ben: Member;

beforeAll(async () => {
  config = await isolatedConfig();
  objectsDir = mkdtempSync(join(tmpdir(), 'pawpals-objects-'));
  process.env.OBJECTS_DIR = objectsDir;
  process.env.UPLOAD_SIGNING_SECRET = SECRET;
  process.env.UPLOAD_IDLE_TIMEOUT_MS = '1000';
  fleet = await ServiceFleet.start(config, ['directory']);
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
  identityDb = new Client({ connectionString: databaseUrlFor(config, 'identity') });
  await identityDb.connect();
  ann = await signUp(http, 'ann_uploads');
  ben = await signUp(http, 'ben_uploads');
}, 90_000);

afterAll(async () => {
  delete process.env.OBJECTS_DIR;
  delete process.env.UPLOAD_SIGNING_SECRET;
  delete process.env.UPLOAD_IDLE_TIMEOUT_MS;
  await identityDb?.end();
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  rmSync(objectsDir, { recursive: true, force: true });
});

/** Every file under the storage folder, including uploads in flight. */
function storedFiles(): string[] {
  return readdirSync(objectsDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

async function uploadUrl(member: Member = ann): Promise<string> {
  const res = await http.post('/api/objects/upload').set('Cookie', member.cookie).expect(200);
  expect(res.body).toEqual({ uploadURL: expect.stringMatching(/^\/api\/objects\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/) });
  return res.body.uploadURL;
}

/** The raw bytes as the body, whatever the content type says (superagent would JSON-encode a Buffer). */
const put = (url: string, bytes: Buffer, contentType = 'application/octet-stream') =>
  http
    .put(url)
    .set('Content-Type', contentType)
    .serialize((b: Buffer) => b as unknown as string)
    .send(bytes);

const idOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!;

it('gives upload URLs to signed-in members only', async () => {
  const res = await http.post('/api/objects/upload').expect(401);
  expect(res.body.message).toContain('Unauthorized');
});

it.each([
  ['JPEG', jpeg, 8, 6],
  ['PNG', png(), 4, 4],
  ['WebP', webp, 8, 6],
  ['GIF', gif, 8, 6],
])('accepts a %s image and serves its processed master at a stable path with immutable caching', async (_name, bytes, width, height) => {
  const url = await uploadUrl();
  // The browser may send any content type (here one the JSON parser would otherwise grab).
  const stored = await put(url, bytes, 'application/json').expect(200);
  const processed = { objectPath: `/objects/${idOf(url)}`, width, height, placeholder: expect.stringMatching(/^[A-Za-z0-9+/=]{10,100}$/) };
  expect(stored.body).toEqual(processed);

  const photo = await http.put('/api/pet-photo').set('Cookie', ann.cookie).send({ photoUrl: url }).expect(200);
  expect(photo.body).toEqual(processed);

  const served = await http.get(photo.body.objectPath).buffer(true).parse((res, done) => {
    const parts: Buffer[] = [];
    res.on('data', (c: Buffer) => parts.push(c));
    res.on('end', () => done(null, Buffer.concat(parts)));
  });
  expect(served.status).toBe(200);
  // Opaque images are kept as JPEG, whatever they were sent as; never the bytes as uploaded.
  expect(served.headers['content-type']).toBe('image/jpeg');
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(Buffer.compare(served.body as Buffer, bytes)).not.toBe(0);
  expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width, height });
  expect(Number(served.headers['content-length'])).toBe((served.body as Buffer).length);
});

it('accepts an image of exactly 10 485 760 bytes (a PNG with trailing bytes after its end)', async () => {
  const bytes = Buffer.alloc(LIMITS.uploadMaxBytes);
  png().copy(bytes);
  const url = await uploadUrl();
  await put(url, bytes, 'image/png').expect(200);
  const head = await http.head(`/objects/${idOf(url)}`).expect(200);
  expect(Number(head.headers['content-length'])).toBeLessThan(2000);
});

it('refuses 10 MB + 1 byte with 413 and keeps nothing of it', async () => {
  const before = storedFiles();
  const bytes = Buffer.alloc(LIMITS.uploadMaxBytes + 1);
  png().copy(bytes);
  const url = await uploadUrl();
  const res = await put(url, bytes, 'image/png').expect(413);
  expect(res.body).toEqual({ message: 'The image is too large. The maximum size is 10 MB (10485760 bytes).' });
  expect(storedFiles()).toEqual(before);
  await http.get(`/objects/${idOf(url)}`).expect(404);
  const photo = await http.put('/api/pet-photo').set('Cookie', ann.cookie).send({ photoUrl: url }).expect(400);
  expect(photo.body.message).toBe('The image has not finished uploading yet.');
});

it('refuses a text file renamed .jpg (checked by its bytes) and keeps nothing of it', async () => {
  const before = storedFiles();
  const url = await uploadUrl();
  const res = await put(url, Buffer.from('just some notes, saved as holiday.jpg\n'), 'image/jpeg').expect(400);
  expect(res.body).toEqual({ message: 'Only image files can be uploaded: JPEG, PNG, WebP, GIF or AVIF.' });
  expect(storedFiles()).toEqual(before);
  await http.get(`/objects/${idOf(url)}`).expect(404);
});

it('refuses an empty body', async () => {
  const url = await uploadUrl();
  const res = await put(url, Buffer.alloc(0)).expect(400);
  expect(res.body.message).toBe('The file is empty. Please choose an image.');
});

it('lets a link refused for a bad file take a proper image afterwards', async () => {
  const url = await uploadUrl();
  await put(url, Buffer.from('not an image')).expect(400);
  await put(url, png()).expect(200);
});

it('refuses a link that was already used, and keeps the first image', async () => {
  const url = await uploadUrl();
  await put(url, png(2, 2, [10, 20, 30])).expect(200);
  const before = storedFiles();
  const again = await put(url, gif).expect(403);
  expect(again.body).toEqual({ message: 'This upload link has already been used. Please start a new upload.' });
  expect(storedFiles()).toEqual(before);
  const served = await http.get(`/objects/${idOf(url)}`).expect(200);
  // Still the first image's colour (JPEG keeps it within a few levels).
  const [r, g, b] = await sharp(served.body as Buffer).raw().toBuffer();
  expect([Math.abs(r - 10), Math.abs(g - 20), Math.abs(b - 30)].every((d) => d <= 4)).toBe(true);
});

it('refuses an expired link (by its signed expiry and by its ticket), and a link whose expiry was changed', async () => {
  const signer = new UploadSigner(SECRET);
  const url = await uploadUrl();
  const id = idOf(url);
  const past = Math.floor(Date.now() / 1000) - 60;
  const expired = await put(`/api/objects/uploads/${id}?expires=${past}&signature=${signer.sign(id, past)}`, png()).expect(410);
  expect(expired.body).toEqual({ message: 'This upload link has expired. Please start the upload again.' });

  const extended = url.replace(/expires=(\d+)/, (_m, s) => `expires=${Number(s) + 3600}`);
  const tampered = await put(extended, png()).expect(403);
  expect(tampered.body).toEqual({ message: 'This upload link is not valid. Please start the upload again.' });

  await identityDb.query(`UPDATE uploads SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
  const before = storedFiles();
  await put(url, png()).expect(410);
  expect(storedFiles()).toEqual(before);
});

it("turns only the caller's own finished upload into a photo path", async () => {
  const url = await uploadUrl(ann);
  await put(url, png()).expect(200);
  const other = await http.put('/api/pet-photo').set('Cookie', ben.cookie).send({ photoUrl: url }).expect(403);
  expect(other.body).toEqual({ message: 'This image was uploaded by someone else.' });
  await http.put('/api/pet-photo').send({ photoUrl: url }).expect(401);

  const missing = await http.put('/api/pet-photo').set('Cookie', ann.cookie).send({}).expect(400);
  expect(missing.body.message).toBe('photoUrl is required');
  const garbage = await http.put('/api/pet-photo').set('Cookie', ann.cookie).send({ photoUrl: 'https://example.com/cat.jpg' }).expect(400);
  expect(garbage.body.message).toBe('photoUrl must be the URL of an image you uploaded');
  const unknown = await http
    .put('/api/pet-photo')
    .set('Cookie', ann.cookie)
    .send({ photoUrl: '/objects/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e' })
    .expect(404);
  expect(unknown.body).toEqual({ message: 'Uploaded image not found' });
});

it('answers 404 JSON for unknown images', async () => {
  const res = await http.get('/objects/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e').expect(404);
  expect(res.body).toEqual({ message: 'Image not found' });
  await http.get('/objects/../package.json').expect(404);
  await http.get('/objects/not-an-id').expect(404);
});

it("sets the business owner's logo through svc-directory", async () => {
  const owner = await signUp(http, 'logo_owner', { accountType: 'business_owner' });
  await http.post('/api/businesses').set('Cookie', owner.cookie).send({ name: 'Bubbles Grooming', category: 'groomer' }).expect(201);
  const url = await uploadUrl(owner);
  await put(url, jpeg, 'image/jpeg').expect(200);
  const res = await http.put('/api/business-logo').set('Cookie', owner.cookie).send({ logoUrl: url }).expect(200);
  expect(res.body).toMatchObject({ objectPath: `/objects/${idOf(url)}`, width: 8, height: 6 });
  const mine = await http.get('/api/my-business').set('Cookie', owner.cookie).expect(200);
  expect(mine.body.logoUrl).toBe(`/objects/${idOf(url)}`);
  // svc-directory records the placeholder the gateway computed, never one a client sent.
  expect(mine.body.photoPlaceholder).toBe(res.body.placeholder);
  expect(res.body.placeholder).toEqual(expect.any(String));

  const foreign = await http.put('/api/business-logo').set('Cookie', ann.cookie).send({ logoUrl: url }).expect(403);
  expect(foreign.body.message).toBe('This image was uploaded by someone else.');
});

it("adds the business owner's own finished uploads to the gallery, refusing anyone else's or an outside URL and storing nothing", async () => {
  const owner = await signUp(http, 'gallery_owner', { accountType: 'business_owner' });
  await http.post('/api/businesses').set('Cookie', owner.cookie).send({ name: 'Gallery Paws', category: 'groomer' }).expect(201);
  const addPhoto = (photoUrl: unknown) => http.post('/api/my-business/photos').set('Cookie', owner.cookie).send({ photoUrl });
  const url = await uploadUrl(owner);
  await put(url, png()).expect(200);
  expect((await addPhoto(url).expect(201)).body).toEqual([{ id: expect.any(String), url: `/objects/${idOf(url)}`, placeholder: expect.any(String) }]);

  const annUrl = await uploadUrl(ann);
  await put(annUrl, png()).expect(200);
  expect((await addPhoto(annUrl).expect(403)).body.message).toBe('This image was uploaded by someone else.');
  expect((await addPhoto(await uploadUrl(owner)).expect(400)).body.message).toBe('The image has not finished uploading yet.');
  expect((await addPhoto('https://tracker.example/pixel.gif').expect(400)).body.message).toBe('photoUrl must be the URL of an image you uploaded');
  expect((await addPhoto(undefined).expect(400)).body.message).toContain('photoUrl is required');
  const mine = await http.get('/api/my-business').set('Cookie', owner.cookie).expect(200);
  expect(mine.body.photos.map((p: { url: string }) => p.url)).toEqual([`/objects/${idOf(url)}`]);
});

describe('business writes name only the owner’s own images and web addresses', () => {
  let owner: Member;
  let businessPath: string;
  const update = (body: Record<string, unknown>) => http.put(businessPath).set('Cookie', owner.cookie).send(body);

  beforeAll(async () => {
    owner = await signUp(http, 'logo_put_owner', { accountType: 'business_owner' });
    const created = await http.post('/api/businesses').set('Cookie', owner.cookie).send({ name: 'Tidy Paws', category: 'groomer' }).expect(201);
    businessPath = `/api/businesses/${created.body.id}`;
  });

  it('refuses as logoUrl someone else’s image, a missing or unfinished one, an outside URL or a script, changing nothing', async () => {
    const annUrl = await uploadUrl(ann);
    await put(annUrl, png()).expect(200);
    const foreign = await update({ logoUrl: `/objects/${idOf(annUrl)}` }).expect(403);
    expect(foreign.body.message).toBe('This image was uploaded by someone else.');
    const missing = await update({ logoUrl: '/objects/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e' }).expect(404);
    expect(missing.body.message).toBe('Uploaded image not found');
    const unfinished = await update({ logoUrl: await uploadUrl(owner) }).expect(400);
    expect(unfinished.body.message).toBe('The image has not finished uploading yet.');
    for (const logoUrl of ['https://tracker.example/pixel.gif?u=1', 'javascript:alert(document.cookie)', '//evil.example/logo.png']) {
      const res = await update({ logoUrl }).expect(400);
      expect(res.body.message).toBe('logoUrl must be the URL of an image you uploaded');
    }
    const created = await http
      .post('/api/businesses')
      .set('Cookie', ann.cookie)
      .send({ name: 'Borrowed Logo', category: 'groomer', logoUrl: `/objects/${idOf((await uploadUrl(ben)).toString())}` });
    expect(created.status).toBe(403);
    expect((await http.get(businessPath).expect(200)).body.logoUrl).toBeNull();
  });

  it('stores the owner’s own finished upload as its /objects path, and clears it with an empty value', async () => {
    const url = await uploadUrl(owner);
    await put(url, png()).expect(200);
    expect((await update({ logoUrl: url }).expect(200)).body.logoUrl).toBe(`/objects/${idOf(url)}`);
    expect((await update({ logoUrl: `/objects/${idOf(url)}`, name: 'Tidy Paws Salon' }).expect(200)).body.logoUrl).toBe(`/objects/${idOf(url)}`);
    expect((await update({ logoUrl: '' }).expect(200)).body.logoUrl).toBeNull();
  });

  it('refuses websites that are not http(s), on create and update', async () => {
    for (const websiteUrl of ['javascript:alert(document.cookie)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'ftp://files.example']) {
      const res = await update({ websiteUrl }).expect(400);
      expect(res.body.message).toBe('Website must be a web address starting with http:// or https://');
      expect(res.body.errors).toEqual([{ field: 'websiteUrl', message: 'Website must be a web address starting with http:// or https://' }]);
    }
    await http.post('/api/businesses').set('Cookie', ben.cookie).send({ name: 'Sneaky', category: 'groomer', websiteUrl: 'javascript:alert(1)' }).expect(400);
    for (const websiteUrl of ['https://tidypaws.example', 'http://tidypaws.example/book?x=1', 'www.tidypaws.example']) {
      expect((await update({ websiteUrl }).expect(200)).body.websiteUrl).toBe(websiteUrl);
    }
  });
});

describe('a connection that breaks the protocol around the upload', () => {
  /** Files of the storage folder this process still holds open (the gateway runs in this process). */
  const openStorageFiles = () =>
    readdirSync('/proc/self/fd')
      .map((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`);
        } catch {
          return '';
        }
      })
      .filter((target) => target.startsWith(objectsDir));

  /** Writes raw bytes on a fresh TCP connection and resolves when the server has closed it (a quiet one after UPLOAD_IDLE_TIMEOUT_MS). */
  async function rawExchange(bytes: Buffer, { halfClose }: { halfClose: boolean }): Promise<string> {
    const server = gateway.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(bytes);
        if (halfClose) socket.end();
      });
      const answer: Buffer[] = [];
      socket.on('data', (chunk) => answer.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(answer).toString('latin1')));
    });
  }

  const head = (url: string, contentLength: number) =>
    Buffer.from(`PUT ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/png\r\nContent-Length: ${contentLength}\r\n\r\n`, 'latin1');

  it('survives clients that hang up right after sending a whole image: each upload is stored or refused, never half', async () => {
    for (let i = 0; i < 12; i++) {
      const url = await uploadUrl();
      const id = idOf(url);
      const receive = jest.spyOn(gateway.app.get(UploadsService), 'receive');
      // The whole request, then the connection is dropped without waiting for the answer; depending on timing
      // the gateway sees it gone before, while or after it commits the file.
      const server = gateway.app.getHttpServer();
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(Buffer.concat([head(url, png().length), png()]), () => setTimeout(() => socket.destroy(), i % 4));
        });
        socket.on('error', () => undefined);
        socket.on('close', () => resolve());
      });
      await waitFor(() => receive.mock.results.length === 1, 5000, 'the upload request to reach the gateway');
      const outcome = await (receive.mock.results[0].value as Promise<unknown>).then(
        () => 'stored',
        (err: { status?: number }) => err.status,
      );
      receive.mockRestore();
      await waitFor(async () => {
        const { rows } = await identityDb.query('SELECT status FROM uploads WHERE id = $1', [id]);
        const kept = storedFiles().includes(join(objectsDir, id));
        return openStorageFiles().length === 0 && (outcome === 'stored' ? rows[0].status === 'stored' && kept : outcome === 400 && rows[0].status === 'issued' && !kept);
      }, 5000, `upload ${i} (${outcome}) to end stored with its file, or refused without one`);
    }
  });

  it.each([
    ['a malformed request right after the body', (url: string) => Buffer.concat([head(url, png().length), png(), Buffer.from('NOT HTTP AT ALL\r\n\r\n')]), false],
    ['a Content-Length shorter than the body', (url: string) => Buffer.concat([head(url, 20), png(), Buffer.from('\r\n\r\n')]), false],
    ['a Content-Length longer than the body, then silence on an open connection', (url: string) => Buffer.concat([head(url, png().length + 500), png()]), false],
    ['a Content-Length longer than the body, then the end of the stream', (url: string) => Buffer.concat([head(url, png().length + 500), png()]), true],
  ])('leaves nothing behind for %s, and the link works again', async (_name, bytes, halfClose) => {
    const before = storedFiles();
    const url = await uploadUrl();
    const receive = jest.spyOn(gateway.app.get(UploadsService), 'receive');
    await rawExchange(bytes(url), { halfClose });
    // The connection is gone; wait until the gateway has finished with the request it carried.
    await waitFor(() => receive.mock.results.length === 1, 5000, 'the upload request to reach the gateway');
    const outcome = await (receive.mock.results[0].value as Promise<unknown>).then(
      () => 'stored',
      (err: { status?: number }) => err.status,
    );
    receive.mockRestore();
    expect(outcome).toBe(400);
    const id = idOf(url);
    await waitFor(async () => {
      const { rows } = await identityDb.query('SELECT status FROM uploads WHERE id = $1', [id]);
      return rows[0].status === 'issued' && openStorageFiles().length === 0 && storedFiles().join() === before.join();
    }, 5000, 'the broken upload to be cleaned up');
    await put(url, png()).expect(200);
    expect(storedFiles()).toEqual([...before, join(objectsDir, id)].sort());
  });
});
