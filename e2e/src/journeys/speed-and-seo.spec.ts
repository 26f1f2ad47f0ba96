// Pages that do not jump while they load (layout-shift entries on a phone and a desktop),
// what search engines read (/robots.txt, /sitemap.xml), an admin portal that fits a phone, and a
// placeholder instead of a broken image when a photo cannot be loaded. Its posts and business are in Denver,
// away from the other journeys' Austin pins, so their map markers never overlap.
import { request, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { pngImage } from '../support/images';
import { adminCredentials, baseUrl } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner } from '../support/users';
import { layoutShiftSum, watchLayoutShifts } from '../support/layout-shifts';

/** The smallest well-formed image the upload path accepts (a 1×1 GIF). */
const TINY_GIF = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const CLS_TARGET = 0.05;

async function member(accountType: 'pet_owner' | 'business_owner'): Promise<APIRequestContext> {
  const person = newPetOwner();
  const api = await request.newContext({ baseURL: baseUrl() });
  const res = await api.post('/api/signup', { data: { ...person, confirmPassword: person.password, accountType } });
  expect(res.status()).toBe(201);
  return api;
}

async function postPet(api: APIRequestContext, petName: string, photo: { data: Buffer; type: string } = { data: TINY_GIF, type: 'image/gif' }): Promise<string> {
  const { uploadURL } = await (await api.post('/api/objects/upload')).json();
  expect((await api.put(uploadURL, { data: photo.data, headers: { 'Content-Type': photo.type } })).status()).toBe(200);
  const stored = await api.put('/api/pet-photo', { data: { photoUrl: uploadURL } });
  expect(stored.status()).toBe(200);
  const post = await api.post('/api/lost-found-pets', {
    data: {
      type: 'lost',
      petName,
      breed: 'Beagle',
      color: 'Tan',
      description: 'Friendly beagle, slipped his harness by the creek.',
      lastSeenLocation: 'Cherry Creek Trail, Denver, CO 80202',
      lastSeenDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      photoUrl: (await stored.json()).objectPath,
      contactInfo: '(512) 555-0142',
    },
  });
  expect(post.status()).toBe(201);
  return (await post.json()).id;
}

/** Opens `path` with a layout-shift observer installed before any script runs; answers the sum of the shifts. */
async function layoutShiftOf(browser: Browser, viewport: typeof PHONE, path: string, ready: (page: Page) => Promise<unknown>): Promise<number> {
  const { context, page } = await newVisitor(browser, viewport);
  try {
    await watchLayoutShifts(page);
    await page.goto(path);
    await ready(page);
    // Everything the page asks for has arrived and been drawn (lazy sections, images, the user check).
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return await layoutShiftSum(page);
  } finally {
    await context.close();
  }
}

describe('speed and search engines', () => {
  let browser: Browser;
  let owner: APIRequestContext;
  let petOwner: APIRequestContext;
  let admin: APIRequestContext;
  let businessId = '';
  const approved: string[] = [];
  let pending = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    [owner, petOwner] = await Promise.all([member('business_owner'), member('pet_owner')]);
    const business = await owner.post('/api/businesses', {
      data: { name: 'Steady Paws Clinic', category: 'veterinarian', address: '40 Larimer St', city: 'Denver', state: 'CO', zipCode: '80202', phone: '(512) 555-0100', description: 'Check-ups and care by the river.' },
    });
    expect(business.status()).toBe(201);
    businessId = (await business.json()).id;
    expect((await petOwner.post('/api/reviews', { data: { businessId, rating: 5, comment: 'Gentle with our old dog.' } })).status()).toBe(201);
    approved.push(await postPet(petOwner, 'Juniper'), await postPet(petOwner, 'Clover'));
    pending = await postPet(petOwner, 'Maple');
    admin = await request.newContext({ baseURL: baseUrl() });
    expect((await admin.post('/api/admin/login', { data: adminCredentials() })).status()).toBe(200);
    for (const id of approved) {
      expect((await admin.patch(`/api/admin/lost-found/${id}/approve`, { data: { approvalStatus: 'approved' } })).status()).toBe(200);
    }
  });

  afterAll(async () => {
    await Promise.all([owner?.dispose(), petOwner?.dispose(), admin?.dispose()]);
    await browser?.close();
  });

  const PAGES: [name: string, path: () => string, ready: (page: Page) => Promise<unknown>][] = [
    ['/', () => '/', (page) => page.getByRole('heading', { level: 1, name: /Everything your pet needs/ }).waitFor()],
    ['/services', () => '/services', (page) => page.getByTestId('business-card').first().waitFor()],
    ['/business/:id', () => `/business/${businessId}`, (page) => page.getByRole('heading', { level: 1, name: 'Steady Paws Clinic' }).waitFor()],
    ['/lost-found', () => '/lost-found', (page) => page.getByTestId('pet-card').first().waitFor()],
    ['/lost-found/:id', () => `/lost-found/${approved[0]}`, (page) => page.getByTestId('pet-detail').waitFor()],
  ];

  it.each(PAGES)('%s does not jump while it loads, on a phone or a desktop (layout shift ≤ 0.05)', async (_name, path, ready) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const shift = await layoutShiftOf(browser, viewport, path(), ready);
      // Names the viewport and the measured shift when it fails.
      expect({ viewport: viewport.width, shift: shift <= CLS_TARGET ? 'at most 0.05' : shift }).toEqual({ viewport: viewport.width, shift: 'at most 0.05' });
    }
  });

  it('/robots.txt and /sitemap.xml answer their own content types and content', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      const robots = await page.request.get('/robots.txt');
      expect(robots.status()).toBe(200);
      expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
      const rules = (await robots.text()).split('\n');
      expect(rules).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /dashboard', 'Disallow: /my-business']));
      const sitemapLine = rules.find((line) => line.startsWith('Sitemap: '));
      expect(sitemapLine).toMatch(/\/sitemap\.xml$/);

      const sitemap = await page.request.get(new URL(sitemapLine!.slice('Sitemap: '.length)).pathname);
      expect(sitemap.status()).toBe(200);
      expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
      const xml = await sitemap.text();
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
      for (const path of ['/', '/services', '/lost-found', '/about', `/business/${businessId}`, ...approved.map((id) => `/lost-found/${id}`)]) {
        expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${path.replace(/\//g, '\\/')}</loc>`));
      }
      expect(xml).not.toContain(pending);

      // What a crawler reads before any script runs: the business page's own title and its rating.
      const html = await (await page.request.get(`/business/${businessId}`, { headers: { Accept: 'text/html' } })).text();
      expect(html).toContain('<title>Steady Paws Clinic — Veterinarian in Denver, CO | PawPals</title>');
      expect(html).toMatch(/"@type":"LocalBusiness".*"aggregateRating":\{"@type":"AggregateRating","ratingValue":5,"reviewCount":1/);
      await page.goto(`/business/${businessId}`);
      await page.getByRole('heading', { level: 1, name: 'Steady Paws Clinic' }).waitFor();
      expect(await page.title()).toBe('Steady Paws Clinic — Veterinarian in Denver, CO | PawPals');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/business/${businessId}$`));
    } finally {
      await context.close();
    }
  });

  it('the landing and static pages arrive drawn in their HTML, styled, and React takes them over without a hydration error', async () => {
    const pages: [string, RegExp][] = [
      ['/', /Everything your pet needs/],
      ['/faqs', /Frequently Asked Questions/],
      ['/how-it-works', /Caring for your pet, made simple/],
    ];
    const api = await request.newContext({ baseURL: baseUrl() });
    for (const [path] of pages) {
      const html = await (await api.get(path, { headers: { Accept: 'text/html' } })).text();
      expect({ path, heading: /<h1[^>]*>/.test(html), stylesheet: /<link rel="stylesheet" href="\/[^"]+\.css">/.test(html) }).toEqual({ path, heading: true, stylesheet: true });
    }
    await api.dispose();
    // Without scripts the first screen is already there: its heading, the header's links, the footer.
    const noScript = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading }).isVisible()).resolves.toBe(true);
        await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
      }
    } finally {
      await noScript.close();
    }
    // With scripts, React hydrates the markup (a mismatch would be reported as a recoverable error) and the page works.
    const { context, page } = await newVisitor(browser, PHONE);
    const reactErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /React error|hydrat/i.test(message.text())) reactErrors.push(message.text());
    });
    page.on('pageerror', (error) => reactErrors.push(error.message));
    try {
      await page.goto('/');
      // Until React owns the markup, the page takes no clicks (a click would be lost, a form sent by the browser).
      await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
      await page.getByLabel('Search for services').fill('grooming');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/services\?/);
      await page.goto('/faqs');
      await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(reactErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the directory, the board, a business page and a pet page arrive with their first screen in the HTML, and that is their largest paint', async () => {
    const pages: [path: string, heading: string, largest: RegExp, ready: (page: Page) => Promise<unknown>][] = [
      ['/services', 'Pet Services Directory', /^Groomers, pet stores, parks and veterinarians/, (page) => page.getByTestId('business-card').first().waitFor()],
      // On a phone the community alert follows the board (pets first), so the introduction is the largest text.
      ['/lost-found', 'Lost & Found Pets', /^Help reunite lost pets/, (page) => page.getByTestId('pet-card').first().waitFor()],
      // The server names the business in its HTML (the page's template, completed by the gateway).
      [`/business/${businessId}`, 'Steady Paws Clinic', /^Steady Paws Clinic$/, (page) => page.getByTestId('business-rating').waitFor()],
    ];
    // A pet page's largest paint is its photo (a real picture: Chromium does not count a near-empty image), drawn from the HTML too.
    const pepper = await postPet(petOwner, 'Pepper', { data: pngImage(), type: 'image/png' });
    expect((await admin.patch(`/api/admin/lost-found/${pepper}/approve`, { data: { approvalStatus: 'approved' } })).status()).toBe(200);
    const petPage = `/lost-found/${pepper}`;
    const noScript = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      for (const [path, heading, largest] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading }).isVisible()).resolves.toBe(true);
        await expect(page.getByText(largest).isVisible()).resolves.toBe(true);
      }
      await page.goto(petPage);
      const photoOfPepper = page.getByRole('img', { name: 'Photo of Pepper' });
      await expect(photoOfPepper.isVisible()).resolves.toBe(true);
      // Responsive and first: the served widths to pick from, how wide it is drawn, its box, fetched first.
      const attributes = await photoOfPepper.evaluate((img) => Object.fromEntries(['srcset', 'sizes', 'width', 'height', 'fetchpriority', 'loading'].map((name) => [name, img.getAttribute(name)])));
      expect(attributes).toEqual({
        srcset: expect.stringMatching(/^\/objects\/[0-9a-f-]{36}\?w=320 320w, .+ 1920w$/),
        sizes: expect.stringContaining('100vw'),
        width: '800',
        height: '800',
        fetchpriority: 'high',
        loading: 'eager',
      });
    } finally {
      await noScript.close();
    }
    // With scripts, on a phone: the largest paint Chromium reports is the introduction the shell drew from the
    // HTML while the section loaded; the section draws the same text in the same place, which is no larger.
    const photo = /^$/; // an image's entry has no text
    for (const [path, , largest, ready] of [...pages, [petPage, '', photo, (page: Page) => page.getByTestId('pet-detail').waitFor()] as const]) {
      const { context, page } = await newVisitor(browser, PHONE);
      const reactErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /React error|hydrat/i.test(message.text())) reactErrors.push(message.text());
      });
      try {
        await page.addInitScript(() => {
          const paints: { text: string; fromShell: boolean; image: boolean; inCard: boolean }[] = [];
          (window as unknown as { __largestPaints: typeof paints }).__largestPaints = paints;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
              const image = !!(entry as unknown as { url: string }).url;
              const inCard = !!entry.element?.closest('[data-testid="business-card"], [data-testid="pet-card"]');
              paints.push({ text: entry.element?.textContent?.trim() ?? '', fromShell: !!entry.element?.closest('[aria-busy="true"]'), image, inCard });
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const served = await page.goto(path);
        await ready(page);
        await page.waitForLoadState('networkidle');
        const paints = await page.evaluate(() => (window as unknown as { __largestPaints: { text: string; fromShell: boolean; image: boolean; inCard: boolean }[] }).__largestPaints);
        const last = paints.at(-1);
        // The app's own code is asked for only once the drawn page has painted: every script the HTML does
        // not name (the bootstrap chunk, shared libraries, the section) starts after first-contentful-paint.
        const named = new Set([...((await served?.text()) ?? '').matchAll(/(?:src|href)="([^"]+\.js)"/g)].map(([, url]) => new URL(url, baseUrl()).pathname));
        const timing = await page.evaluate(() => ({
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
          scripts: performance.getEntriesByType('resource').filter((r) => /\.js$/.test(new URL(r.name).pathname)).map((r) => ({ path: new URL(r.name).pathname, startTime: r.startTime })),
        }));
        const asked = timing.scripts.filter((script) => !named.has(script.path));
        const askedBeforePaint = asked.filter((script) => script.startTime < timing.firstPaint).map((script) => script.path);
        // Results first: on a phone the first pet or business card is on the first screen, drawn from the HTML
        // (the server's first results, docs/decisions/0138-list-pages-first-results-in-the-html.md), and a card's
        // text or photo may be larger than the introduction. A card's text is then the largest paint, from the
        // HTML; its photo, once loaded, may be painted by the section (in a grid that may still be busy drawing
        // the cards below, so where it was drawn is not asked).
        const resultFirst = (path === '/lost-found' || path === '/services') && last?.inCard === true;
        const resultPhotoFirst = resultFirst && last?.image === true;
        const expected = { path, fromShell: resultPhotoFirst ? last?.fromShell : true, largest: true, image: largest === photo || resultPhotoFirst, reactErrors: [], codeAsked: true, askedBeforePaint: [] };
        expect({
          path,
          fromShell: last?.fromShell,
          largest: resultFirst || largest.test(last?.text ?? ''),
          image: last?.image,
          reactErrors,
          codeAsked: asked.length > 0,
          askedBeforePaint,
        }).toEqual(expected);
      } finally {
        await context.close();
      }
    }
  });

  it('in-app navigation sets the title the server renders for each page', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      // The <title> of the HTML the gateway serves for that address, as the browser reads it.
      const serverTitle = (path: string) =>
        page.evaluate(async (p) => {
          const html = await (await fetch(p, { headers: { Accept: 'text/html' } })).text();
          return new DOMParser().parseFromString(html, 'text/html').title;
        }, path);
      const expectTitle = async (path: string) => {
        const expected = await serverTitle(path);
        await page.waitForFunction((title) => document.title === title, expected, { timeout: 10_000 }).catch(() => undefined);
        expect({ path, title: await page.title() }).toEqual({ path, title: expected });
      };
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: /Everything your pet needs/ }).waitFor();
      const banner = page.getByRole('banner');
      await banner.getByRole('link', { name: 'Find Services', exact: true }).click();
      await page.getByTestId('business-card').first().waitFor();
      await expectTitle('/services');
      await banner.getByRole('link', { name: 'Lost & Found', exact: true }).click();
      await page.getByTestId('pet-card').first().waitFor();
      await expectTitle('/lost-found');
      await page.locator(`[data-testid="pet-card"][data-pet-id="${approved[0]}"]`).click();
      await page.getByTestId('pet-detail').waitFor();
      await expectTitle(`/lost-found/${approved[0]}`);
      await banner.getByRole('link', { name: 'About', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'We help pet families find each other' }).waitFor();
      await expectTitle('/about');
      await banner.getByRole('link', { name: 'PawPals home' }).click();
      await page.getByRole('heading', { level: 1, name: /Everything your pet needs/ }).waitFor();
      await expectTitle('/');
    } finally {
      await context.close();
    }
  });

  it('the admin portal has its own layout and fits a 390 px phone on every page', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    try {
      const { username, password } = adminCredentials();
      await page.goto('/admin/login');
      await page.getByLabel('Username', { exact: true }).fill(username);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectToast(page, 'Login successful', `Welcome back, ${username}!`);
      await page.waitForURL((url) => url.pathname === '/admin');
      for (const [path, heading] of [
        ['/admin', 'Dashboard'],
        ['/admin/businesses', 'Businesses'],
        ['/admin/import-businesses', 'Import Businesses'],
        ['/admin/users', 'Users'],
        ['/admin/moderation', 'Moderation'],
        ['/admin/appointments', 'Appointments'],
        ['/admin/notifications', 'Notifications'],
        ['/admin/settings', 'Settings'],
        ['/admin/admin-users', 'Admin Users'],
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        await page.waitForLoadState('networkidle');
        // The portal's own slim top bar; no public header or footer.
        await page.getByTestId('admin-top-bar').waitFor();
        expect(await page.getByRole('banner').count()).toBe(0);
        expect(await page.getByRole('contentinfo').count()).toBe(0);
        const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, body: document.body.scrollWidth, viewport: window.innerWidth }));
        expect({ path, ...widths }).toEqual({ path, document: PHONE.width, body: PHONE.width, viewport: PHONE.width });
      }
      await screenshot(page, 'admin-users-phone');
      // The Admin Users table: every Remove button is on screen.
      const removes = page.getByRole('button', { name: /^Remove / });
      expect(await removes.count()).toBeGreaterThan(0);
      for (const box of await Promise.all((await removes.all()).map((b) => b.boundingBox()))) {
        expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      }
    } finally {
      await context.close();
    }
  });

  it('a photo that cannot be loaded shows a placeholder, never a broken image', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    try {
      // Every stored image answers 404, as if it had been deleted.
      await page.route('**/objects/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
      // Our images only: map tiles come from the tile server (unreachable in journeys, the offline outline under them).
      const brokenImages = () =>
        page.evaluate(() => [...document.images].filter((img) => !img.classList.contains('leaflet-tile') && img.complete && img.naturalWidth === 0).length);

      await page.goto('/lost-found');
      await page.getByTestId('pet-card').first().getByTestId('photo-placeholder').waitFor();
      expect(await brokenImages()).toBe(0);

      await page.goto(`/lost-found/${approved[0]}`);
      await page.getByTestId('pet-detail').getByTestId('photo-placeholder').waitFor();
      expect(await brokenImages()).toBe(0);

      const cookies = (await admin.storageState()).cookies;
      await context.addCookies(cookies);
      await page.goto('/admin/moderation');
      await page.getByTestId('pending-pet').first().getByTestId('photo-placeholder').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await brokenImages()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
