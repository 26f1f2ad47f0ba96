// The directory and the board are sent with their first results in the HTML, drawn by the shell's own renderer
// (its build: shell/dist and shell/.prerender, made before the tests by `npm test`'s build step), so a phone
// paints result cards before any script runs. Real gateway, svc-directory, svc-pets and svc-admin.
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { FIRST_SCREEN_ROOT_SLOT, LIST_FIRST_SCREENS, type FirstScreen } from '@pawpals/remotes';
import { dropDatabases, isolatedConfig, ServiceFleet } from '@pawpals/testing';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { ListFirstScreens, loadShellRenderer } from '../src/edge/web/list-first-screens';
import { signUp, uploadPetPhoto, type Member } from './support';

const shellDir = resolve(__dirname, '../../shell');

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let webRoot: string;
let objectsDir: string;
let adminDb: Client;
let poster: Member;
let moderator: Member;

beforeAll(async () => {
  if (!existsSync(join(shellDir, '.prerender/prerender.cjs')) || !existsSync(join(shellDir, 'dist/pages/_services.html'))) {
    throw new Error('These tests render with the shell\'s build: run `npx nx build shell` first (npm test builds before testing).');
  }
  config = await isolatedConfig();
  objectsDir = mkdtempSync(join(tmpdir(), 'pawpals-objects-'));
  process.env.OBJECTS_DIR = objectsDir;
  // The shell's build, and nothing else, under a web root of its own.
  webRoot = mkdtempSync(join(tmpdir(), 'pawpals-web-'));
  mkdirSync(join(webRoot, 'shell'));
  symlinkSync(join(shellDir, 'dist'), join(webRoot, 'shell/dist'));
  symlinkSync(join(shellDir, '.prerender'), join(webRoot, 'shell/.prerender'));
  fleet = await ServiceFleet.start(config, ['pets', 'directory', 'admin']);
  gateway = await createGateway({ config, webRoot });
  http = request(gateway.app.getHttpServer());
  adminDb = new Client({ connectionString: databaseUrlFor(config, 'admin') });
  await adminDb.connect();
  [poster, moderator] = await Promise.all([signUp(http, 'lfs_poster'), signUp(http, 'lfs_mod')]);
  await adminDb.query(`INSERT INTO admin_roles (user_id, role) VALUES ($1, 'moderator')`, [moderator.user.id]);
}, 90_000);

afterAll(async () => {
  delete process.env.OBJECTS_DIR;
  await adminDb?.end();
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  rmSync(webRoot, { recursive: true, force: true });
  rmSync(objectsDir, { recursive: true, force: true });
});

const page = async (path: string) => (await http.get(path).set('Accept', 'text/html').expect(200).expect('Content-Type', /html/)).text;
const firstScreenOf = (html: string): FirstScreen | null => {
  const json = /<script type="application\/json" id="pawpals-first-screen">(.*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as FirstScreen) : null;
};
const cardsIn = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;

describe('the directory with its first results in the HTML', () => {
  const names = ['Alpha Grooming', 'Bravo Vet', 'Charlie Pet Store', 'Delta Dog Park', 'Echo Grooming', 'Foxtrot Vet', 'Golf <b>Pets</b> & Co'];

  beforeAll(async () => {
    for (const [i, name] of names.entries()) {
      const owner = await signUp(http, `lfs_owner${i}`, { accountType: 'business_owner' });
      await http
        .post('/api/businesses')
        .set('Cookie', owner.cookie)
        .send({ name, category: name.includes('Vet') ? 'veterinarian' : 'groomer', city: 'Austin', state: 'TX', description: `${name} serves Austin.` })
        .expect(201);
    }
  });

  it('draws the first cards of the search a visitor first sees, in its order, with the answer\'s size', async () => {
    const answer = (await http.get('/api/businesses').expect(200)).body as { id: string; name: string }[];
    const html = await page('/services');
    const { cards } = LIST_FIRST_SCREENS['/services'];
    expect(cardsIn(html, 'business-card')).toBe(Math.min(cards, answer.length));
    // Each card in the answer's order; the text is React's, escaped.
    let at = 0;
    for (const business of answer.slice(0, cards)) {
      const found = html.indexOf(`href="/business/${business.id}"`, at);
      expect(found).toBeGreaterThan(at);
      at = found;
    }
    expect(html).not.toContain('<b>Pets</b>');
    expect(html).toContain(`${answer.length} services found`);
    // The same results travel as JSON, for the browser's first render and the directory's.
    expect(firstScreenOf(html)).toEqual({
      path: '/services',
      results: { kind: 'businesses', businesses: answer.slice(0, cards), count: answer.length },
    });
    expect(html).not.toContain(FIRST_SCREEN_ROOT_SLOT);
    // The page's own title and share tags stay.
    expect(html).toContain('<title>Pet Services Near You — Groomers, Vets, Pet Stores and Parks | PawPals</title>');
  });

  it('a search with filters is the plain page: the directory draws what was asked for', async () => {
    const html = await page('/services?category=veterinarian');
    expect(cardsIn(html, 'business-card')).toBe(0);
    expect(firstScreenOf(html)).toBeNull();
  });
});

describe('the board with its first pets in the HTML', () => {
  it('draws the first approved, active posts, never a pending one', async () => {
    const photoUrl = await uploadPetPhoto(http, poster);
    const post = (petName: string) =>
      http
        .post('/api/lost-found-pets')
        .set('Cookie', poster.cookie)
        .send({ type: 'lost', petName, breed: 'Beagle', color: 'Tan', description: 'Slipped his harness.', lastSeenLocation: 'Riverside Park, Austin', lastSeenDate: '2026-11-20', photoUrl, contactInfo: '(512) 555-0142' })
        .expect(201);
    const [approved, pending] = await Promise.all([post('Biscuit'), post('Pending Pepper')]);
    await http.patch(`/api/admin/lost-found/${approved.body.id}/approve`).set('Cookie', moderator.cookie).send({ approvalStatus: 'approved' }).expect(200);

    const html = await page('/lost-found');
    expect(cardsIn(html, 'pet-card')).toBe(1);
    expect(html).toContain(`href="/lost-found/${approved.body.id}"`);
    expect(html).toContain('Biscuit');
    // The first card's photo is the phone's largest paint: fetched at once, first.
    expect(html).toMatch(new RegExp(`<img[^>]*fetchPriority="high"[^>]*src="${photoUrl}[^"]*"|<img[^>]*src="${photoUrl}[^"]*"[^>]*fetchPriority="high"`));
    expect(html).not.toContain(pending.body.id);
    expect(html).not.toContain('Pending Pepper');
    const first = firstScreenOf(html);
    expect(first?.results).toEqual({ kind: 'pets', pets: [expect.objectContaining({ id: approved.body.id, petName: 'Biscuit' })] });
  });
});

describe('when the results cannot be had', () => {
  it('there is no page to send, so the gateway sends the page without them', async () => {
    const shellDist = join(shellDir, 'dist');
    const unavailable = new ListFirstScreens(shellDist, () => loadShellRenderer(webRoot), () => Promise.reject(new Error('svc-directory does not answer')));
    expect(await unavailable.html('/services')).toBeNull();
    const withoutRenderer = new ListFirstScreens(shellDist, () => null, () => Promise.resolve({ kind: 'pets', pets: [] }));
    expect(await withoutRenderer.html('/lost-found')).toBeNull();
  });

  it('a failed render is not kept: the next visitor gets the results once they answer again', async () => {
    let down = true;
    const pets = new ListFirstScreens(join(shellDir, 'dist'), () => loadShellRenderer(webRoot), () =>
      down ? Promise.reject(new Error('svc-pets does not answer')) : Promise.resolve({ kind: 'pets', pets: [] }),
    );
    expect(await pets.html('/lost-found')).toBeNull();
    down = false;
    expect(firstScreenOf((await pets.html('/lost-found')) ?? '')).toEqual({ path: '/lost-found', results: { kind: 'pets', pets: [] } });
  });
});
