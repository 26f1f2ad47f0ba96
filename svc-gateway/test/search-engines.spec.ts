// Search engines: /robots.txt, /sitemap.xml (kept current from the owning services'
// answers over NATS, an index of files beyond its page size), and each page's own title, description,
// canonical link, lang and JSON-LD rendered on the server. Real gateway, svc-pets, svc-directory, svc-admin.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError, SUBJECTS } from '@pawpals/contracts';
import { databaseUrlFor, RpcClient, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet } from '@pawpals/testing';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { STATIC_PAGES } from '../src/edge/web/page-meta';
import { type Member, signUp, uploadPetPhoto, webRootWithShellPage } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
/** A second gateway whose sitemap files hold 4 URLs, so the index is exercised without 50,000 rows. */
let pagedGateway: RunningGateway;
let http: ReturnType<typeof request>;
let paged: ReturnType<typeof request>;
let webRoot: string;
let objectsDir: string;
let adminDb: Client;
let poster: Member;
let moderator: Member;
let reviewer: Member;

const PUBLIC_URL = 'https://pawpals.example';
const businesses: string[] = [];
let photoUrl = '';
const posts = { approved: [] as string[], pending: '', resolved: '' };

beforeAll(async () => {
  config = await isolatedConfig();
  objectsDir = mkdtempSync(join(tmpdir(), 'pawpals-objects-'));
  process.env.OBJECTS_DIR = objectsDir;
  process.env.PUBLIC_URL = PUBLIC_URL;
  webRoot = webRootWithShellPage();
  fleet = await ServiceFleet.start(config, ['pets', 'directory', 'admin']);
  gateway = await createGateway({ config, webRoot });
  // 8 URLs a file: 4 pages, each in English and Spanish.
  process.env.SITEMAP_PAGE_SIZE = '8';
  pagedGateway = await createGateway({ config, webRoot });
  delete process.env.SITEMAP_PAGE_SIZE;
  http = request(gateway.app.getHttpServer());
  paged = request(pagedGateway.app.getHttpServer());
  adminDb = new Client({ connectionString: databaseUrlFor(config, 'admin') });
  await adminDb.connect();
  [poster, moderator, reviewer] = await Promise.all([signUp(http, 'seo_poster'), signUp(http, 'seo_mod'), signUp(http, 'seo_reviewer')]);
  await adminDb.query(`INSERT INTO admin_roles (user_id, role) VALUES ($1, 'moderator')`, [moderator.user.id]);

  for (const [i, name] of ['Happy Tails Vet', 'Bark </script><b> Park', 'Whisker Mart'].entries()) {
    const owner = await signUp(http, `seo_owner_${i}`, { accountType: 'business_owner' });
    const category = ['veterinarian', 'park', 'pet_store'][i];
    const created = await http
      .post('/api/businesses')
      .set('Cookie', owner.cookie)
      .send({ name, category, address: '12 River Rd', city: 'Austin', state: 'TX', zipCode: '78701', phone: '(512) 555-0100', description: 'Friendly place by the river.' })
      .expect(201);
    businesses.push(created.body.id);
  }
  photoUrl = await uploadPetPhoto(http, poster);
  const post = async (petName: string) =>
    (
      await http
        .post('/api/lost-found-pets')
        .set('Cookie', poster.cookie)
        .send({ type: 'lost', petName, breed: 'Beagle', color: 'Tan', description: 'Slipped his harness.', lastSeenLocation: 'Riverside Park, Austin', lastSeenDate: '2026-11-20', photoUrl, contactInfo: '(512) 555-0142' })
        .expect(201)
    ).body.id as string;
  const approve = (id: string) => http.patch(`/api/admin/lost-found/${id}/approve`).set('Cookie', moderator.cookie).send({ approvalStatus: 'approved' }).expect(200);
  posts.approved = [await post('Biscuit'), await post('Pepper')];
  posts.pending = await post('Shadow');
  posts.resolved = await post('Mochi');
  for (const id of [...posts.approved, posts.resolved]) await approve(id);
  await http.patch(`/api/lost-found-pets/${posts.resolved}/status`).set('Cookie', poster.cookie).send({ status: 'resolved' }).expect(200);
}, 120_000);

afterAll(async () => {
  delete process.env.OBJECTS_DIR;
  delete process.env.PUBLIC_URL;
  await adminDb?.end();
  await pagedGateway?.close();
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  rmSync(webRoot, { recursive: true, force: true });
  rmSync(objectsDir, { recursive: true, force: true });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
/** The English URLs of a sitemap file (each page is listed in Spanish too, under /es). */
const englishLocs = (xml: string) => locs(xml).filter((loc) => !loc.startsWith(`${PUBLIC_URL}/es`));
const spanish = (url: string) => url.replace(PUBLIC_URL, `${PUBLIC_URL}/es`).replace(/\/es\/$/, '/es');
const page = async (path: string) => (await http.get(path).set('Accept', 'text/html').expect(200).expect('Content-Type', /html/)).text;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const jsonLdOf = (html: string) => {
  const found = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html);
  return found ? JSON.parse(found[1]) : undefined;
};

describe('robots.txt', () => {
  it('is plain text that keeps crawlers out of the admin portal, the account pages and the API, and names the sitemap', async () => {
    const res = await http.get('/robots.txt').expect(200).expect('Content-Type', /^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /dashboard', 'Disallow: /my-business', 'Disallow: /login', 'Disallow: /signup', 'Disallow: /api/']));
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /es/admin', 'Disallow: /es/dashboard', 'Disallow: /es/login', 'Disallow: /es/signup']));
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.text).not.toMatch(/Disallow: \/(services|lost-found|business)\b/);
  });
});

describe('sitemap.xml', () => {
  it('lists the static pages, every business and every approved active post, with their last change', async () => {
    const res = await http.get('/sitemap.xml').expect(200).expect('Content-Type', /^application\/xml/);
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    const listed = englishLocs(res.text);
    for (const path of Object.keys(STATIC_PAGES)) expect(listed).toContain(`${PUBLIC_URL}${path}`);
    for (const id of businesses) expect(listed).toContain(`${PUBLIC_URL}/business/${id}`);
    for (const id of posts.approved) expect(listed).toContain(`${PUBLIC_URL}/lost-found/${id}`);
    expect(listed).toHaveLength(Object.keys(STATIC_PAGES).length + businesses.length + posts.approved.length);
    // Every page in Spanish too, and each names both versions and the default.
    expect(locs(res.text).sort()).toEqual([...listed, ...listed.map(spanish)].sort());
    expect(res.text).toMatch(new RegExp(`<loc>${PUBLIC_URL}/business/${businesses[0]}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`));
    expect(res.text).toContain(
      `<url><loc>${PUBLIC_URL}/es/faqs</loc><xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/faqs"/><xhtml:link rel="alternate" hreflang="es" href="${PUBLIC_URL}/es/faqs"/><xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/faqs"/></url>`,
    );
  });

  it('never lists a pending or a reunited post, nor a private page', async () => {
    const { text } = await http.get('/sitemap.xml').expect(200);
    expect(text).not.toContain(posts.pending);
    expect(text).not.toContain(posts.resolved);
    expect(text).not.toMatch(/\/(admin|dashboard|my-business|login|signup)[<"]/);
  });

  it('is kept current: a post approved a moment ago is listed on the next request', async () => {
    const fresh = (
      await http
        .post('/api/lost-found-pets')
        .set('Cookie', poster.cookie)
        .send({ type: 'found', description: 'Tabby cat sitting on my porch.', lastSeenLocation: 'Zilker Park, Austin', lastSeenDate: '2026-11-21', photoUrl, contactInfo: '(512) 555-0143' })
        .expect(201)
    ).body.id as string;
    expect((await http.get('/sitemap.xml')).text).not.toContain(fresh);
    await http.patch(`/api/admin/lost-found/${fresh}/approve`).set('Cookie', moderator.cookie).send({ approvalStatus: 'approved' }).expect(200);
    expect(locs((await http.get('/sitemap.xml')).text)).toContain(`${PUBLIC_URL}/lost-found/${fresh}`);
    posts.approved.push(fresh);
  });

  it('beyond its page size becomes an index of files that together list every URL exactly once', async () => {
    const index = await paged.get('/sitemap.xml').expect(200).expect('Content-Type', /^application\/xml/);
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index.text);
    // 3 businesses → 1 file of 4; 3 approved active posts → 1 file; pages in their own file.
    expect(files).toEqual([`${PUBLIC_URL}/sitemaps/pages.xml`, `${PUBLIC_URL}/sitemaps/businesses-1.xml`, `${PUBLIC_URL}/sitemaps/lost-found-1.xml`]);
    const listed: string[] = [];
    for (const file of files) {
      const res = await paged.get(new URL(file).pathname).expect(200).expect('Content-Type', /^application\/xml/);
      expect(res.text).toContain('<urlset');
      listed.push(...englishLocs(res.text));
    }
    const expected = [
      ...Object.keys(STATIC_PAGES).map((path) => `${PUBLIC_URL}${path}`),
      ...businesses.map((id) => `${PUBLIC_URL}/business/${id}`),
      ...posts.approved.map((id) => `${PUBLIC_URL}/lost-found/${id}`),
    ];
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  it('pages a kind across files of at most the page size once it has more', async () => {
    const owner = await signUp(http, 'seo_owner_more', { accountType: 'business_owner' });
    const more = await http.post('/api/businesses').set('Cookie', owner.cookie).send({ name: 'Fifth Paw Groomers', category: 'groomer', city: 'Austin', state: 'TX' }).expect(201);
    const owner2 = await signUp(http, 'seo_owner_more2', { accountType: 'business_owner' });
    const more2 = await http.post('/api/businesses').set('Cookie', owner2.cookie).send({ name: 'Sixth Paw Groomers', category: 'groomer', city: 'Austin', state: 'TX' }).expect(201);
    businesses.push(more.body.id, more2.body.id);
    const files = locs((await paged.get('/sitemap.xml').expect(200)).text);
    expect(files).toContain(`${PUBLIC_URL}/sitemaps/businesses-2.xml`);
    const first = englishLocs((await paged.get('/sitemaps/businesses-1.xml').expect(200)).text);
    const second = englishLocs((await paged.get('/sitemaps/businesses-2.xml').expect(200)).text);
    expect(first).toHaveLength(4);
    expect(second).toHaveLength(1);
    expect([...first, ...second].sort()).toEqual(businesses.map((id) => `${PUBLIC_URL}/business/${id}`).sort());
    await paged.get('/sitemaps/businesses-3.xml').expect(404);
    await paged.get('/sitemaps/businesses-0.xml').expect(404);
    await paged.get('/sitemaps/secrets.xml').expect(404);
  });

  it('the owning services refuse a malformed page request with a readable message', async () => {
    const rpc = gateway.app.get(RpcClient);
    const ask = (subject: string, body: unknown) => rpc.request(subject, { actor: null, params: {}, query: {}, body });
    for (const subject of [SUBJECTS.directory.listSitemapBusinesses, SUBJECTS.pets.listSitemapPosts]) {
      await expect(ask(subject, { offset: 0, limit: 0 })).rejects.toMatchObject({ code: 'validation', message: 'limit must be a whole number from 1 to 5000' });
      await expect(ask(subject, { offset: 0, limit: 5001 })).rejects.toBeInstanceOf(DomainError);
      await expect(ask(subject, { offset: -1, limit: 10 })).rejects.toMatchObject({ code: 'validation', message: 'offset must be a whole number of at least 0' });
      await expect(ask(subject, 'all of it')).rejects.toMatchObject({ code: 'validation' });
    }
  });
});

describe('page tags rendered on the server', () => {
  it('each static page has its own title and description, lang="en" and a canonical link without the query', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of Object.keys(STATIC_PAGES)) {
      const html = await page(path);
      expect(html).toContain('<html lang="en">');
      titles.add(titleOf(html)!);
      descriptions.add(descriptionOf(html)!);
      expect(canonicalOf(html)).toBe(`${PUBLIC_URL}${path}`);
    }
    expect(titles.size).toBe(Object.keys(STATIC_PAGES).length);
    expect(descriptions.size).toBe(Object.keys(STATIC_PAGES).length);
    const services = await page('/services?category=groomer&city=Austin');
    expect(titleOf(services)).toBe('Pet Services Near You — Groomers, Vets, Pet Stores and Parks | PawPals');
    expect(canonicalOf(services)).toBe(`${PUBLIC_URL}/services`);
    expect(canonicalOf(await page('/lost-found/'))).toBe(`${PUBLIC_URL}/lost-found`);
  });

  it('a Spanish page (/es/…) is served in Spanish: lang="es", its own title and description, and both languages named', async () => {
    const titles = new Set<string>();
    for (const path of Object.keys(STATIC_PAGES)) {
      const es = path === '/' ? '/es' : `/es${path}`;
      const html = await page(es);
      expect(html).toContain('<html lang="es">');
      expect(canonicalOf(html)).toBe(`${PUBLIC_URL}${es}`);
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}${path}" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="es" href="${PUBLIC_URL}${es}" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}${path}" />`);
      expect(descriptionOf(html)).not.toBe(descriptionOf(await page(path)));
      titles.add(titleOf(html)!);
    }
    expect(titles.size).toBe(Object.keys(STATIC_PAGES).length);
    expect(titleOf(await page('/es/faqs'))).toBe('Preguntas frecuentes | PawPals');
    expect(descriptionOf(await page('/es/services'))).toMatch(/^Busca peluquerías, veterinarios/);
    // The English page names its Spanish twin the same way.
    expect(await page('/faqs')).toContain(`<link rel="alternate" hreflang="es" href="${PUBLIC_URL}/es/faqs" />`);
    // A Spanish pet page's preview is Spanish too.
    const pet = await page(`/es/lost-found/${posts.approved[0]}`);
    expect(pet).toContain('<html lang="es">');
    expect(titleOf(pet)).toBe('PERDIDO: Biscuit, beagle — Riverside Park, Austin | PawPals');
    expect(titleOf(await page(`/es/business/${businesses[0]}`))).toBe('Happy Tails Vet — Veterinario en Austin, TX | PawPals');
    expect(descriptionOf(pet)).toBe('Visto por última vez el 20 de noviembre. ¿Has visto a esta mascota? Slipped his harness.');
    expect(pet).toContain('<meta property="og:locale" content="es_US" />');
    // Private pages stay out of search in every language, and name no twin.
    const login = await page('/es/login');
    expect(login).toContain('<meta name="robots" content="noindex" />');
    expect(login).not.toContain('hreflang');
  });

  it('a detail page is titled after its business or pet, with its own canonical link', async () => {
    const business = await page(`/business/${businesses[0]}`);
    expect(titleOf(business)).toBe('Happy Tails Vet — Veterinarian in Austin, TX | PawPals');
    expect(canonicalOf(business)).toBe(`${PUBLIC_URL}/business/${businesses[0]}`);
    const pet = await page(`/lost-found/${posts.approved[0]}`);
    expect(titleOf(pet)).toBe('LOST: Biscuit, beagle — Riverside Park, Austin | PawPals');
    expect(descriptionOf(pet)).toBe('Last seen on November 20. Have you seen this pet? Slipped his harness.');
  });

  it('the admin portal and the account pages carry noindex; public pages do not', async () => {
    for (const path of ['/admin', '/admin/users', '/dashboard', '/my-business', '/login', '/signup/business']) {
      expect(await page(path)).toContain('<meta name="robots" content="noindex" />');
    }
    for (const path of ['/', '/services', `/business/${businesses[0]}`]) expect(await page(path)).not.toContain('noindex');
  });

  it('a business page carries LocalBusiness JSON-LD, with its rating once it is reviewed', async () => {
    const before = jsonLdOf(await page(`/business/${businesses[0]}`));
    expect(before).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Happy Tails Vet',
      url: `${PUBLIC_URL}/business/${businesses[0]}`,
      telephone: '(512) 555-0100',
      address: { '@type': 'PostalAddress', streetAddress: '12 River Rd', addressLocality: 'Austin', addressRegion: 'TX', postalCode: '78701', addressCountry: 'US' },
    });
    expect(before.aggregateRating).toBeUndefined();
    await http.post('/api/reviews').set('Cookie', reviewer.cookie).send({ businessId: businesses[0], rating: 4, comment: 'Kind staff.' }).expect(201);
    await http.post('/api/reviews').set('Cookie', poster.cookie).send({ businessId: businesses[0], rating: 5 }).expect(201);
    const after = jsonLdOf(await page(`/business/${businesses[0]}`));
    expect(after.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
  });

  it("a listing's text cannot close the JSON-LD script", async () => {
    const html = await page(`/business/${businesses[1]}`);
    expect(html).not.toContain('</script><b>');
    expect(jsonLdOf(html).name).toBe('Bark </script><b> Park');
  });

  it('pages without structured data carry none', async () => {
    expect(jsonLdOf(await page('/services'))).toBeUndefined();
    expect(jsonLdOf(await page(`/lost-found/${posts.pending}`))).toBeUndefined();
  });
});
