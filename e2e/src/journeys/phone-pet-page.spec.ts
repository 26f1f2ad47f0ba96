import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { request } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { pngImage } from '../support/images';
import { adminCredentials, baseUrl } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner } from '../support/users';
import { approvedPost, ok } from '../support/posts';

// On a 390×844 phone, in Asheville, North Carolina (away from the other journeys' places).
const PHONE_VIEWPORT = { width: 390, height: 844 };
const PACK_SQUARE = { latitude: 35.5951, longitude: -82.5515 };
const RUN = randomBytes(2).toString('hex');
const JUNO = `Juno ${RUN}`;
const MILO = `Milo ${RUN}`;
const JUNO_PLACE = `Pack Square Park ${RUN}, Asheville NC`;
const MILO_PLACE = `Carrier Park ${RUN}, Asheville NC`;

/** A phone's browser context; `errors` collects the page's console errors (a hydration mismatch is one). */
async function phone(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

/** The top and bottom of an element on the page's first screen (throws when it is not drawn). */
async function box(page: Page, selector: ReturnType<Page['locator']>) {
  const b = await selector.boundingBox();
  if (!b) throw new Error(`${selector} is not drawn`);
  return { top: b.y, bottom: b.y + b.height, left: b.x, right: b.x + b.width };
}

describe('phone first: a pet page’s first screen, after posting, maps a person can read (390×844)', () => {
  let browser: Browser;
  let admin: APIRequestContext;
  let junoId = '';
  let miloId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await request.newContext({ baseURL: baseUrl() });
    await ok(await admin.post('/api/admin/login', { data: adminCredentials() }));
    [junoId, miloId] = await Promise.all([
      approvedPost(
        admin,
        {
          type: 'lost',
          petName: JUNO,
          breed: 'Beagle',
          color: 'tan',
          species: 'dog',
          description: 'Shy beagle with a red collar.',
          lastSeenLocation: JUNO_PLACE,
          lastSeenDate: '2026-11-20',
          contactInfo: '(828) 555-0142',
          contactPreference: 'phone',
          ...PACK_SQUARE,
        },
        pngImage(800, 800),
      ),
      approvedPost(admin, {
        type: 'found',
        petName: MILO,
        breed: 'Tabby',
        color: 'grey',
        species: 'cat',
        description: 'Friendly grey tabby, no collar.',
        lastSeenLocation: MILO_PLACE,
        contactInfo: '(828) 555-0199',
        lastSeenDate: '2026-11-20',
        contactPreference: 'messages',
        latitude: 35.5688,
        longitude: -82.5773,
      }),
    ]);
  });
  afterAll(async () => {
    await admin.dispose();
    await browser.close();
  });

  it('the server’s HTML already shows name, LOST, where and when, and Call above the photo (no script needed)', async () => {
    const { context, page } = await phone(browser, { javaScriptEnabled: false });
    try {
      await page.goto(`/lost-found/${junoId}`);
      const head = page.getByTestId('pet-page-head');
      await head.getByRole('heading', { level: 1, name: JUNO }).waitFor();
      expect(await head.getByText('Lost', { exact: true }).getAttribute('data-kind')).toBe('lost');
      expect(await head.getByTestId('last-seen-location').innerText()).toBe(JUNO_PLACE);
      expect(await head.getByTestId('last-seen-date').innerText()).toBe('Friday, November 20, 2026');
      const call = head.getByTestId('primary-contact');
      expect(await call.getAttribute('href')).toBe('tel:8285550142');
      expect(await call.innerText()).toContain('Call (828) 555-0142');
      // The photo keeps its responsive attributes and its priority, below the head and still on the first screen.
      const photo = page.getByRole('img', { name: `Photo of ${JUNO}` });
      expect(await photo.getAttribute('fetchpriority')).toBe('high');
      expect(await photo.getAttribute('srcset')).toContain('?w=640 640w');
      expect(await photo.getAttribute('sizes')).toBeTruthy();
      const callBox = await box(page, call);
      const photoBox = await box(page, photo);
      expect(callBox.bottom).toBeLessThanOrEqual(photoBox.top);
      expect(photoBox.top).toBeLessThan(PHONE_VIEWPORT.height - 200);
      await screenshot(page, 'phone-pet-page-server-first-screen');
    } finally {
      await context.close();
    }
  });

  it('in the browser: the same first screen hydrates without a mismatch, Share and Flyer right under the photo', async () => {
    const { context, page, errors } = await phone(browser);
    try {
      await page.goto(`/lost-found/${junoId}`);
      const detail = page.getByTestId('pet-detail');
      await detail.waitFor();
      const head = detail.getByTestId('pet-page-head');
      await head.getByRole('heading', { level: 1, name: JUNO }).waitFor();
      const call = head.getByTestId('primary-contact');
      expect(await call.getAttribute('href')).toBe('tel:8285550142');
      for (const part of [
        head.getByRole('heading', { level: 1 }),
        head.getByTestId('last-seen-location'),
        head.getByTestId('last-seen-date'),
        call,
      ]) {
        expect((await box(page, part)).bottom).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
      }
      const photo = detail.getByRole('img', { name: `Photo of ${JUNO}` }).first();
      const photoBox = await box(page, photo);
      expect((await box(page, call)).bottom).toBeLessThanOrEqual(photoBox.top);
      const flyer = detail.getByTestId('print-flyer');
      expect((await box(page, flyer)).top - photoBox.bottom).toBeLessThan(120);
      expect((await box(page, detail.getByTestId('share-buttons'))).top - photoBox.bottom).toBeLessThan(120);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE_VIEWPORT.width,
      );
      expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
      await screenshot(page, 'phone-pet-page-first-screen');
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it('messages only, signed out: the main button says "Message the finder" and leads to sign-in, coming back to the pet', async () => {
    const { context, page } = await phone(browser);
    try {
      await page.goto(`/lost-found/${miloId}`);
      const message = page.getByTestId('pet-page-head').getByRole('link', { name: 'Message the finder' });
      await message.waitFor();
      expect(await page.getByTestId('pet-page-head').getByText('Found', { exact: true }).count()).toBe(1);
      expect(await page.locator('a[href^="tel:"]').count()).toBe(0);
      await message.click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`/lost-found/${miloId}?then=message`);
    } finally {
      await context.close();
    }
  });

  it('after posting: what happens now — review and its usual time, Share (Web Share), flyer, alerts near here', async () => {
    const { context, page } = await phone(browser, {
      geolocation: PACK_SQUARE,
      permissions: ['geolocation'],
    });
    try {
      // This phone has the Web Share API; what it is asked to share is kept for the check below.
      await page.addInitScript(() => {
        const shared: unknown[] = [];
        (window as unknown as { shared: unknown[] }).shared = shared;
        Object.defineProperty(navigator, 'share', {
          value: async (data: unknown) => void shared.push(data),
          configurable: true,
        });
      });
      const member = newPetOwner();
      await ok(
        await context.request.post('/api/signup', { data: { ...member, confirmPassword: member.password } }),
      );
      const pepper = `Pepper ${RUN}`;
      await page.goto('/lost-found/new');
      await page.getByLabel('Pet Name').fill(pepper);
      await page.getByLabel('Description').fill('Black lab puppy, blue collar, very friendly.');
      await page.getByLabel('Last Seen Location').fill(`Montford Park ${RUN}, Asheville NC`);
      await page.getByLabel('Last Seen Date').fill('2026-11-25');
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Upload Photo' }).click(),
      ]);
      await chooser.setFiles({ name: 'pepper.png', mimeType: 'image/png', buffer: pngImage() });
      await expectToast(page, 'Photo uploaded successfully');
      await page.getByTestId('pin-field').getByRole('button', { name: 'Use my location' }).click();
      await page
        .getByTestId('pin-status')
        .getByText(/^Pinned at 35\.5951/)
        .waitFor();
      await page.getByLabel('Contact Phone Number').fill('(828) 555-0123');
      await page.getByRole('button', { name: 'Create Post' }).click();
      await expectToast(page, 'Your post has been created successfully');

      await page.waitForURL((url) => /^\/lost-found\/[0-9a-f-]{36}$/.test(url.pathname));
      const petId = new URL(page.url()).pathname.split('/').pop()!;
      const now = page.getByTestId('after-posting');
      const heading = now.getByRole('heading', { name: 'What happens now' });
      await heading.waitFor();
      expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
      expect((await box(page, heading)).top).toBeLessThan(PHONE_VIEWPORT.height / 2);
      await now.getByText('Your post is awaiting review').waitFor();
      expect(await now.getByTestId('review-time').innerText()).toContain('usually within a few hours');
      await screenshot(page, 'phone-after-posting');
      await expectAccessible(page);

      await now.getByRole('button', { name: 'Share', exact: true }).click();
      const shared = await page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared);
      expect(shared.map((s) => new URL(s.url).pathname)).toEqual([`/lost-found/${petId}`]);

      // The flyer prints while the post is pending (the poster's own).
      const flyerHref = await now.getByTestId('after-posting-flyer').getAttribute('href');
      const pdf = await context.request.get(flyerHref!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');

      await now.getByRole('button', { name: 'Alert me within 5 miles' }).click();
      await now.getByText('Pet alerts are on').waitFor();
      await now.getByText(`within 5 miles of Montford Park ${RUN}, Asheville NC`, { exact: false }).waitFor();
      const area = await ok(await context.request.get('/api/me/alert-area'));
      expect(area).toMatchObject({
        latitude: PACK_SQUARE.latitude,
        longitude: PACK_SQUARE.longitude,
        radiusMiles: 5,
      });
      expect(
        await now
          .getByRole('link', { name: 'Change the place or distance on your dashboard' })
          .getAttribute('href'),
      ).toBe('/dashboard#pet-alerts');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE_VIEWPORT.width,
      );

      // Only right after posting: the page on a later visit is the post itself.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: pepper }).waitFor();
      expect(await page.getByTestId('after-posting').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('the map has streets where a tile server answers (a local stand-in here), a place name beside the pin, and a popup below the header', async () => {
    const { context, page } = await phone(browser);
    const referers: string[] = [];
    // The stand-in for the tile server (E2E_MAP_TILES_URL): any PNG per tile; the referer each request carried is kept.
    await context.route('https://tiles.localhost/**', (route) => {
      referers.push(route.request().headers()['referer'] ?? '');
      return route.fulfill({ status: 200, contentType: 'image/png', body: pngImage(256, 256) });
    });
    try {
      await page.goto(`/lost-found/${junoId}`);
      const map = page.getByTestId('pet-place-map');
      await map.locator('[data-testid="leaflet-map"][data-tiles="tiles"]').waitFor();
      await map.locator('img.leaflet-tile-loaded').first().waitFor();
      expect(await map.locator('img.leaflet-tile').first().getAttribute('referrerpolicy')).toBe(
        'strict-origin-when-cross-origin',
      );
      // OpenStreetMap's policy asks for a real referer: the tiles carry the page's origin, though the site sends none elsewhere.
      expect(referers.length).toBeGreaterThan(0);
      expect(referers.every((r) => r === `${new URL(baseUrl()).origin}/`)).toBe(true);
      // The offline outline stays underneath, for where the tiles do not load.
      await map.locator('.leaflet-pawpals-outline-pane path').first().waitFor({ state: 'attached' });
      await map.getByText('© OpenStreetMap contributors').waitFor();

      // The place name beside the pin.
      const label = map.getByTestId('map-label');
      expect(await label.innerText()).toBe(
        JUNO_PLACE.length <= 40 ? JUNO_PLACE : `${JUNO_PLACE.slice(0, 39).trimEnd()}…`,
      );
      const marker = map.getByTestId('map-marker');
      const labelBox = await box(page, label);
      const markerBox = await box(page, marker);
      expect(labelBox.left).toBeGreaterThanOrEqual(markerBox.right - 4);
      expect(Math.abs(labelBox.top - markerBox.top)).toBeLessThan(40);
      await map.scrollIntoViewIfNeeded();
      await screenshot(page, 'phone-pet-page-map');

      // With the pin just below the sticky header, its popup would open under the header: it stays on screen.
      const header = await box(page, page.locator('header.sticky'));
      await page.evaluate((by) => window.scrollBy(0, by), (await box(page, marker)).top - header.bottom - 10);
      await marker.click();
      const popup = map.locator('.leaflet-popup');
      await popup.getByText(`Lost: ${JUNO}`).waitFor();
      await page.waitForTimeout(600); // Leaflet's pan, then the page's
      expect((await box(page, popup)).top).toBeGreaterThanOrEqual(
        (await box(page, page.locator('header.sticky'))).bottom,
      );
      expect((await box(page, popup)).right).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it('where no tile server answers, the map still shows the states outline and the place names', async () => {
    const { context, page } = await phone(browser);
    try {
      await page.goto(`/lost-found/${miloId}`);
      const map = page.getByTestId('pet-place-map');
      await map.locator('.leaflet-pawpals-outline-pane path >> visible=true').first().waitFor();
      await map.getByTestId('map-label').getByText(MILO_PLACE).waitFor();
    } finally {
      await context.close();
    }
  });
});
