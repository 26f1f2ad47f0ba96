import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { request } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { adminCredentials, baseUrl } from '../support/system';
import { approvedPost, ok } from '../support/posts';

// Two posts ~280 miles apart, away from the other journeys' places (Austin, Boise).
const PORTLAND_WATERFRONT = { latitude: 45.5152, longitude: -122.6708 };
const SPOKANE_RIVERFRONT = { latitude: 47.6606, longitude: -117.4206 };
/** A visitor a little under a mile north of the Portland post. */
const NEAR_PORTLAND = { latitude: PORTLAND_WATERFRONT.latitude + 0.8 / 69.0976, longitude: PORTLAND_WATERFRONT.longitude };
/** A word only this run's posts carry, so the board can be narrowed to them whatever else is posted. */
const TAG = `Mapjourney${randomBytes(3).toString('hex')}`;
const PEPPER = `Pepper ${TAG}`;

/** The marker of a post on the board map (the element a person clicks or tabs to). */
const markerOf = (page: Page, id: string) => page.getByTestId('pet-map').locator(`[data-testid="map-marker"][data-pet-id="${id}"]`);

describe('lost & found map: posts where they are, popups to the posts, Near me', () => {
  let browser: Browser;
  let admin: APIRequestContext;
  let visitor: { context: BrowserContext; page: Page };
  let pepperId = '';
  let catId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await request.newContext({ baseURL: baseUrl() });
    await ok(await admin.post('/api/admin/login', { data: adminCredentials() }));
    [pepperId, catId] = await Promise.all([
      approvedPost(admin, {
        type: 'lost', petName: PEPPER, breed: 'Border Collie', color: 'black and white', species: 'dog',
        description: `Pepper ran off from the waterfront park during the fireworks. ${TAG}`,
        lastSeenLocation: 'Tom McCall Waterfront Park, Portland OR', contactInfo: '(503) 555-0142', ...PORTLAND_WATERFRONT,
      }),
      approvedPost(admin, {
        type: 'found', breed: 'Tabby', color: 'grey', species: 'cat',
        description: `Found a friendly grey tabby by the river, no collar. ${TAG}`,
        lastSeenLocation: 'Riverfront Park, Spokane WA', contactInfo: '(509) 555-0199', ...SPOKANE_RIVERFRONT,
      }),
    ]);
    visitor = await browser
      .newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 900 }, geolocation: NEAR_PORTLAND, permissions: ['geolocation'] })
      .then(async (context) => {
        const page = await context.newPage();
        page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
        return { context, page };
      });
  });
  afterAll(async () => {
    await admin.dispose();
    await browser.close();
  });

  it('the map view shows both posts at their places with the legend counts', async () => {
    const { page } = visitor;
    await page.goto('/lost-found');
    await page.getByRole('searchbox', { name: 'Search pets' }).fill(TAG);
    await page.getByRole('button', { name: 'Map' }).click();
    const map = page.getByTestId('pet-map');
    // No tile server answers here (E2E_MAP_TILES_URL): the US states outline under the tiles keeps the map from being blank.
    await map.locator('[data-testid="leaflet-map"] .leaflet-pawpals-outline-pane path >> visible=true').first().waitFor();
    await markerOf(page, pepperId).waitFor();
    await markerOf(page, catId).waitFor();
    expect(await map.getByTestId('map-marker').count()).toBe(2);
    expect(await markerOf(page, pepperId).getAttribute('data-type')).toBe('lost');
    expect(await markerOf(page, catId).getAttribute('data-type')).toBe('found');
    for (const id of [pepperId, catId]) expect(await markerOf(page, id).getAttribute('data-approximate')).toBe('false');
    // Portland is west of Spokane and south of it: the markers are where the places are.
    const portland = (await markerOf(page, pepperId).boundingBox())!;
    const spokane = (await markerOf(page, catId).boundingBox())!;
    expect(portland.x).toBeLessThan(spokane.x);
    expect(portland.y).toBeGreaterThan(spokane.y);
    const legend = page.getByRole('list', { name: 'Legend' });
    for (const text of ['Lost pet', 'Found pet', 'Approximate location']) await legend.getByText(text, { exact: true }).waitFor();
    expect(await page.getByTestId('map-counts').innerText()).toMatch(/^1\s*active lost\s*1\s*active found$/);
    await screenshot(page, 'lost-found-map-two-posts');
    await expectAccessible(page);
  });

  it('a marker’s popup names the post; from the keyboard its link leads to the post without reloading the page', async () => {
    const { page } = visitor;
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const popup = page.getByTestId('pet-map').locator('.leaflet-popup');
    await markerOf(page, catId).click();
    await popup.getByText('Found: Found tabby').waitFor();
    await popup.getByText('Riverfront Park, Spokane WA').waitFor();
    // Leaflet markers are buttons: focus one and press Enter; the popup's link gets the focus.
    await page
      .getByTestId('pet-map')
      .locator('.leaflet-marker-icon', { has: page.locator(`[data-pet-id="${pepperId}"]`) })
      .focus();
    await page.keyboard.press('Enter');
    await popup.getByText(`Lost: ${PEPPER}`).waitFor();
    await popup.getByText('Tom McCall Waterfront Park, Portland OR').waitFor();
    const link = popup.filter({ hasText: PEPPER }).getByRole('link', { name: 'View post' });
    expect(await link.getAttribute('href')).toBe(`/lost-found/${pepperId}`);
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/lost-found/${pepperId}`);
    await page.getByRole('heading', { level: 1, name: PEPPER }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  it('the map asks again for what it shows as it pans and zooms; zoomed out, nearby posts are a count that zooms in', async () => {
    const { page } = visitor;
    const mapRequests: URL[] = [];
    const onRequest = (r: { url(): string }) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/lost-found-pets/map') mapRequests.push(url);
    };
    page.on('request', onRequest);
    const askedFor = (zoom: string) => page.waitForRequest((r) => r.url().includes('/api/lost-found-pets/map') && new URL(r.url()).searchParams.get('zoom') === zoom);
    await page.goto('/lost-found');
    await page.getByRole('searchbox', { name: 'Search pets' }).fill(TAG);
    await page.getByRole('button', { name: 'Map' }).click();
    const map = page.getByTestId('pet-map');
    await markerOf(page, pepperId).waitFor();
    const first = mapRequests.at(-1)!;
    expect(first.searchParams.get('q')).toBe(TAG);
    expect(first.searchParams.get('zoom')).toBe('4');

    // Dragged east, the map asks for a box further west; the two posts stay drawn.
    const panned = page.waitForRequest((r) => r.url().includes('/api/lost-found-pets/map') && new URL(r.url()).searchParams.get('bbox') !== first.searchParams.get('bbox'));
    const box = (await map.getByTestId('leaflet-map').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    const west = Number(new URL((await panned).url()).searchParams.get('bbox')!.split(',')[0]);
    expect(west).toBeLessThan(Number(first.searchParams.get('bbox')!.split(',')[0]));
    await markerOf(page, pepperId).waitFor();
    await markerOf(page, catId).waitFor();

    // Zoomed out, Portland and Spokane share a grid cell: one count marker for both, and the legend still counts them.
    const zoomedOut = askedFor('3');
    await map.getByRole('button', { name: 'Zoom out' }).click();
    await zoomedOut;
    const cluster = map.getByTestId('map-cluster');
    await cluster.waitFor();
    expect(await cluster.innerText()).toBe('2');
    await markerOf(page, pepperId).waitFor({ state: 'detached' });
    expect(await page.getByTestId('map-counts').innerText()).toMatch(/^1\s*active lost\s*1\s*active found$/);
    await screenshot(page, 'lost-found-map-cluster');

    // Activating the count zooms in two steps, where the posts are apart again.
    const zoomedIn = askedFor('5');
    await cluster.click();
    await zoomedIn;
    await markerOf(page, pepperId).waitFor();
    await markerOf(page, catId).waitFor();
    await cluster.waitFor({ state: 'detached' });
    page.off('request', onRequest);
  });

  it('Near me with the browser location, within 10 miles, lists only the near post with its distance', async () => {
    const { page } = visitor;
    await page.goto('/lost-found');
    await page.getByRole('searchbox', { name: 'Search pets' }).fill(TAG);
    const grid = page.getByTestId('pet-grid');
    await grid.locator(`[data-pet-id="${catId}"]`).waitFor();
    await page.getByRole('button', { name: 'Near me' }).click();
    const near = page.getByRole('region', { name: 'Near me' });
    expect(await near.getByLabel('Radius').inputValue()).toBe('25');
    await near.getByLabel('Radius').selectOption('10');
    await near.getByRole('button', { name: 'Use my location' }).click();
    await near.getByText('Showing pets within 10 miles of your location, nearest first').waitFor();
    const card = grid.locator(`[data-pet-id="${pepperId}"]`);
    await card.waitFor();
    await grid.locator(`[data-pet-id="${catId}"]`).waitFor({ state: 'detached' });
    expect(await grid.getByTestId('pet-card').count()).toBe(1);
    expect(await card.getByTestId('pet-distance').innerText()).toMatch(/^0\.[789] mi away$/);
    await screenshot(page, 'lost-found-near-me-10-miles');
    await expectAccessible(page);

    // The map view shows the same list.
    await page.getByRole('button', { name: 'Map' }).click();
    await markerOf(page, pepperId).waitFor();
    expect(await page.getByTestId('pet-map').getByTestId('map-marker').count()).toBe(1);
    expect(await page.getByTestId('map-counts').innerText()).toMatch(/^1\s*active lost\s*0\s*active found$/);
    await page.getByRole('button', { name: 'Grid' }).click();

    // Only cats within 10 miles: none here.
    await near.getByLabel('Species').selectOption('cat');
    await page.getByText('No pets posted within 10 miles', { exact: true }).waitFor();

    // Cleared, the board is the normal board again.
    await near.getByRole('button', { name: 'Clear' }).click();
    await grid.locator(`[data-pet-id="${catId}"]`).waitFor();
    await grid.locator(`[data-pet-id="${pepperId}"]`).waitFor();
    expect(await grid.getByTestId('pet-distance').count()).toBe(0);
  });

  it('an unknown ZIP code gets the server’s message; a refused location asks for a ZIP code', async () => {
    const { page } = visitor;
    await page.getByRole('button', { name: 'Near me' }).click();
    await page.getByLabel('ZIP code').fill('00000');
    await page.getByRole('region', { name: 'Near me' }).getByRole('button', { name: 'Search' }).click();
    await page.getByRole('alert').filter({ hasText: 'We could not find ZIP code 00000' }).waitFor();

    const refusing = await newVisitor(browser); // no geolocation permission
    await refusing.page.goto('/lost-found');
    await refusing.page.getByRole('button', { name: 'Near me' }).click();
    await refusing.page.getByRole('button', { name: 'Use my location' }).click();
    await refusing.page.getByRole('status').filter({ hasText: 'Allow location access or enter a ZIP code' }).waitFor();
    await refusing.context.close();
  });
});
