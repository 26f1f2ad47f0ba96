import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { request } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { pngImage } from '../support/images';
import { ok, uploadPetPhoto } from '../support/posts';
import { adminCredentials, baseUrl } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner } from '../support/users';

// As new users would do it, in Boise, Idaho (away from the demo data in Austin).
const ANN_MORRISON_PARK = { latitude: 43.6075, longitude: -116.2131 };
const north = (miles: number) => ({ latitude: ANN_MORRISON_PARK.latitude + miles / 69.0976, longitude: ANN_MORRISON_PARK.longitude });
const BISCUIT = `Biscuit ${randomBytes(2).toString('hex')}`;

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** Opens the bell and waits for a notification with this title (the list refreshes live and every 30 s). */
async function expectInBell(page: Page, title: string) {
  await page.goto('/dashboard');
  await bell(page).click();
  await page.getByRole('button', { name: new RegExp(title) }).first().waitFor({ timeout: 20_000 });
  await page.keyboard.press('Escape');
}

interface Person {
  context: BrowserContext;
  page: Page;
}

async function signedUp(browser: Browser, geolocation?: { latitude: number; longitude: number }): Promise<Person> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1366, height: 900 },
    ...(geolocation ? { geolocation, permissions: ['geolocation'] } : {}),
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  const member = newPetOwner();
  await ok(await context.request.post('/api/signup', { data: { ...member, confirmPassword: member.password } }));
  return { context, page };
}

describe('lost pets near you: alerts to neighbours, a match, the nearest vets, the map', () => {
  let browser: Browser;
  let admin: APIRequestContext;
  let nina: Person; // neighbour, alert area by ZIP code on the dashboard
  let ned: Person; // neighbour, alert area from "use my location"
  let far: Person; // 200 miles away
  let owner: Person; // Biscuit's owner
  let finder: Person;
  let biscuitId = '';
  let foundId = '';
  let vetName = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await request.newContext({ baseURL: baseUrl() });
    await ok(await admin.post('/api/admin/login', { data: adminCredentials() }));
    [nina, ned, far, owner, finder] = await Promise.all([
      signedUp(browser),
      signedUp(browser, north(1)),
      signedUp(browser),
      signedUp(browser, ANN_MORRISON_PARK),
      signedUp(browser),
    ]);
  });
  afterAll(async () => {
    await admin.dispose();
    await browser.close();
  });

  it('two neighbours set their alert areas on the dashboard', async () => {
    await nina.page.goto('/dashboard');
    const card = nina.page.getByTestId('pet-alerts');
    await card.getByText("You're not getting pet alerts yet").waitFor();
    await card.getByLabel('ZIP code').fill('83702');
    await card.getByLabel('Radius').selectOption('10');
    await card.getByRole('button', { name: 'Save alert area' }).click();
    await expectToast(nina.page, 'Pet alerts saved');
    await nina.page.reload();
    await card.getByText('All lost and found pets within 10 miles of Boise, ID 83702').waitFor();
    await screenshot(nina.page, 'pet-alerts-card');
    await expectAccessible(nina.page);

    await ned.page.goto('/dashboard');
    const nedCard = ned.page.getByTestId('pet-alerts');
    await nedCard.getByRole('button', { name: 'Use my location' }).click();
    await nedCard.getByRole('button', { name: 'Location set' }).waitFor();
    await nedCard.getByLabel('Dog').check();
    await nedCard.getByRole('button', { name: 'Save alert area' }).click();
    await nedCard.getByText(/^Dogs within 10 miles of your location near Boise, ID 837\d\d$/).waitFor();

    // Someone in Pocatello, ~210 miles away, listens too: they must not hear about Boise.
    await ok(await far.context.request.put('/api/me/alert-area', { data: { zipCode: '83201', radiusMiles: 50 } }));
  });

  it('the owner posts a lost beagle with a pin, and is offered alerts near the place', async () => {
    const page = owner.page;
    await page.goto('/lost-found/new');
    await page.getByLabel('Pet Name').fill(BISCUIT);
    await page.getByLabel('Breed').fill('Beagle');
    await page.getByLabel('Color').fill('tan and white');
    await page.getByLabel('Species').selectOption('dog');
    await page.getByLabel('Size').selectOption('medium');
    await page.getByLabel('Description').fill('Friendly beagle, slipped his harness at the park. Answers to his name and loves cheese.');
    await page.getByLabel('Last Seen Location').fill('Ann Morrison Park, by the fountain');
    await page.getByLabel('Last Seen Date').fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    await page.getByLabel('Contact Phone Number').fill('(208) 555-0142');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload Photo' }).click()]);
    await chooser.setFiles({ name: 'biscuit.png', mimeType: 'image/png', buffer: pngImage() });
    await expectToast(page, 'Photo uploaded successfully');
    await page.getByTestId('pin-field').getByRole('button', { name: 'Use my location' }).click();
    await page.getByTestId('pin-status').getByText(/^Pinned at 43\.6075/).waitFor();
    await page.getByTestId('leaflet-map').locator('[data-testid="map-marker"]').waitFor();
    await screenshot(page, 'lost-found-new-with-pin');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expectToast(page, 'Your post has been created successfully');
    // The new post's page opens with what happens now, alerts near its place among it.
    await page.waitForURL((url) => /^\/lost-found\/[0-9a-f-]{36}$/.test(url.pathname));
    biscuitId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByTestId('after-posting').getByTestId('alert-offer').getByText('Get alerts about pets near here').waitFor();
  });

  it('a moderator approves it: both neighbours get "Lost dog near you", the one 200 miles away does not', async () => {
    await ok(await admin.patch(`/api/admin/lost-found/${biscuitId}/approve`, { data: { approvalStatus: 'approved' } }));
    await expectInBell(nina.page, 'Lost dog near you');
    await screenshot(nina.page, 'lost-dog-near-you');
    await expectInBell(ned.page, 'Lost dog near you');
    const farTitles = (await ok(await far.context.request.get('/api/notifications'))).map((n: { title: string }) => n.title);
    expect(farTitles).not.toContain('Lost dog near you');
    const ownerTitles = (await ok(await owner.context.request.get('/api/notifications'))).map((n: { title: string }) => n.title);
    expect(ownerTitles).not.toContain('Lost dog near you');
  });

  it('a vet near the park is in the directory', async () => {
    const vetOwner = await request.newContext({ baseURL: baseUrl() });
    const id = randomBytes(3).toString('hex');
    await ok(
      await vetOwner.post('/api/signup', {
        data: {
          firstName: 'Vera', lastName: 'Vet', username: `vera_${id}`, email: `vera.${id}@example.com`,
          password: 'owner-pass-42', confirmPassword: 'owner-pass-42', accountType: 'business_owner',
        },
      }),
    );
    vetName = `Boise Riverside Vet ${id}`;
    await ok(await vetOwner.post('/api/businesses', { data: { name: vetName, category: 'veterinarian', city: 'Boise', state: 'ID', phone: '(208) 555-0100', ...north(0.7) } }));
    await vetOwner.dispose();
  });

  it('someone finds a tan & white beagle nearby; the owner gets "Possible match" and sees it ranked first', async () => {
    // Breed, colour, size and place all agree: a match in the confident band, so the owner is told.
    const found = await ok(
      await finder.context.request.post('/api/lost-found-pets', {
        data: {
          type: 'found', breed: 'beagle', color: 'tan & white', species: 'dog', size: 'medium',
          description: 'Found this sweet dog wandering near the river greenbelt, no collar.',
          lastSeenLocation: 'Boise River Greenbelt near Shoreline Dr', lastSeenDate: new Date().toISOString().slice(0, 10),
          photoUrl: (await uploadPetPhoto(finder.context.request)), contactInfo: '(208) 555-0199', ...north(0.5),
        },
      }),
    );
    foundId = found.id;
    await ok(await admin.patch(`/api/admin/lost-found/${foundId}/approve`, { data: { approvalStatus: 'approved' } }));

    await expectInBell(owner.page, `Possible match for ${BISCUIT}`);
    await owner.page.goto(`/lost-found/${biscuitId}`);
    const panel = owner.page.getByTestId('possible-matches');
    const first = panel.getByTestId('possible-match').first();
    await first.waitFor();
    expect(await first.getAttribute('data-pet-id')).toBe(foundId);
    for (const reason of ['Same species', 'Colour: tan and white', '0.5 mi from the last seen place']) await first.getByText(reason).waitFor();
    await owner.page.getByTestId('pet-place-map').getByTestId('leaflet-map').waitFor();
    await screenshot(owner.page, 'possible-matches');
    await expectAccessible(owner.page);
  });

  it('a neighbour reports a sighting; the owner is told and sees it on the timeline and the map', async () => {
    const page = ned.page;
    await page.goto(`/lost-found/${biscuitId}`);
    await page.getByRole('button', { name: 'I saw this pet' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Where').fill('Under the Capitol Blvd bridge');
    await dialog.getByLabel('Note').fill('Heading east along the river, looked fine');
    await dialog.getByRole('button', { name: 'Add my location' }).click();
    await dialog.getByRole('button', { name: 'Location added' }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send sighting' }).click();
    await expectToast(page, 'Thank you! The owner has been told.');
    await page.getByTestId('sightings').getByText('Under the Capitol Blvd bridge').waitFor();

    await expectInBell(owner.page, `New sighting of ${BISCUIT}`);
    await owner.page.goto(`/lost-found/${biscuitId}`);
    const sighting = owner.page.getByTestId('sighting').filter({ hasText: 'Under the Capitol Blvd bridge' });
    await sighting.getByText('Heading east along the river, looked fine').waitFor();
    await owner.page.getByTestId('pet-place-map').locator('[data-testid="map-marker"][data-type="sighting"]').waitFor();
    await screenshot(owner.page, 'sighting-trail');
  });

  it('the found pet’s page lists the nearest vets with the microchip advice', async () => {
    await finder.page.goto(`/lost-found/${foundId}`);
    const vets = finder.page.getByTestId('nearby-vets');
    await vets.getByText('Take the pet to a vet to have its microchip scanned').waitFor();
    const vet = vets.getByTestId('nearby-vet').filter({ hasText: vetName });
    await vet.waitFor();
    await vet.getByText('0.2 mi away').waitFor();
    expect(await vet.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:2085550100');
    await screenshot(finder.page, 'nearest-vets');
  });

  it('the map shows both posts where they are, and Near me finds them', async () => {
    const page = nina.page;
    await page.goto('/lost-found');
    await page.getByRole('button', { name: 'Near me' }).click();
    await page.getByLabel('ZIP code').fill('83702');
    await page.getByTestId('near-me').getByRole('button', { name: 'Search' }).click();
    const grid = page.getByTestId('pet-grid');
    await grid.locator(`[data-pet-id="${biscuitId}"]`).waitFor();
    await grid.locator(`[data-pet-id="${foundId}"]`).getByTestId('pet-distance').waitFor();
    await page.getByRole('button', { name: 'Map' }).click();
    const map = page.getByTestId('pet-map');
    for (const id of [biscuitId, foundId]) {
      const marker = map.locator(`[data-testid="map-marker"][data-pet-id="${id}"]`);
      await marker.waitFor();
      expect(await marker.getAttribute('data-approximate')).toBe('false');
    }
    await map.locator(`[data-testid="map-marker"][data-pet-id="${biscuitId}"]`).click();
    await map.locator('.leaflet-popup').getByText(BISCUIT).waitFor();
    await screenshot(page, 'lost-found-map-near-me');
    await expectAccessible(page);
  });

  it('the post’s link, fetched without a browser, carries its share preview; the page offers sharing', async () => {
    const html = await (await admin.get(`/lost-found/${biscuitId}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="LOST: ${BISCUIT}, beagle — Ann Morrison Park, by the fountain"`));
    // The cover's 1200×630 share cut (GET /objects/<id>/og.jpg).
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/objects\/[0-9a-f-]{36}(\/og\.jpg)?"/);
    await nina.page.goto(`/lost-found/${biscuitId}`);
    const share = nina.page.getByTestId('share-buttons');
    expect(await share.getByRole('link', { name: /Share on WhatsApp/ }).getAttribute('href')).toContain(encodeURIComponent(`/lost-found/${biscuitId}`));
    const flyerHref = await nina.page.getByTestId('print-flyer').getAttribute('href');
    expect(flyerHref).toBe(`/api/lost-found-pets/${biscuitId}/flyer.pdf`);
    const flyer = await nina.context.request.get(flyerHref!);
    expect(flyer.headers()['content-type']).toBe('application/pdf');
    expect((await flyer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('Biscuit is home: the owner says thank you, and the board and the landing page show the reunion', async () => {
    const page = owner.page;
    await page.goto(`/lost-found/${biscuitId}`);
    const panel = page.getByTestId('poster-panel');
    await panel.getByLabel('Say thank you (optional)').fill('Thank you Boise neighbours, Biscuit is home!');
    await panel.getByRole('button', { name: 'Mark as reunited' }).click();
    await expectToast(page, 'Pet status updated');
    await page.goto('/lost-found');
    const reunion = page.getByTestId('happy-reunions').getByTestId('reunion').filter({ hasText: BISCUIT });
    await reunion.getByText('Thank you Boise neighbours, Biscuit is home!').waitFor();
    // The landing page is what signed-out visitors see at '/'.
    const { context, page: visitor } = await newVisitor(browser);
    await visitor.goto('/');
    await visitor.getByTestId('happy-reunions').getByTestId('reunion').filter({ hasText: BISCUIT }).waitFor();
    await screenshot(visitor, 'happy-reunions-landing');
    await expectAccessible(visitor);
    await context.close();
  });
});
