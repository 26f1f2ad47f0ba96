import { randomBytes } from 'node:crypto';
import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { approvedPost, ok } from '../support/posts';
import { adminCredentials, baseUrl } from '../support/system';

const PHONE = { width: 390, height: 844 };
const PET_NAME = `Pocket${randomBytes(3).toString('hex')}`;

/** The page is controlled by the service worker (it claims the page it was installed from). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });

describe('installable and offline: a neighbour on a phone reads the board and a pet page seen before with no signal', () => {
  let browser: Browser;
  let admin: APIRequestContext;
  let context: BrowserContext;
  let page: Page;
  let petId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await request.newContext({ baseURL: baseUrl() });
    await ok(await admin.post('/api/admin/login', { data: adminCredentials() }));
    petId = await approvedPost(admin, {
      type: 'lost',
      petName: PET_NAME,
      breed: 'Corgi',
      color: 'Red and white',
      description: 'Short legs, big ears, friendly.',
      lastSeenLocation: 'Zilker Park, near the train',
      contactInfo: '(512) 555-0199',
    });
    context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, serviceWorkers: 'allow' });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  });

  afterAll(async () => {
    await context?.close();
    await admin?.dispose();
    await browser?.close();
  });

  it('links a web app manifest the browser can install from, and serves the service worker at /sw.js', async () => {
    await page.goto('/');
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/manifest.webmanifest');
    const manifest = await ok(await admin.get(manifestUrl!));
    expect(manifest).toMatchObject({ short_name: 'PawPals', display: 'standalone', start_url: '/' });
    const icon = await admin.get(manifest.icons[0].src);
    expect(icon.headers()['content-type']).toBe('image/png');
    const worker = await admin.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    const precache = JSON.parse(/^const PRECACHE = (.*);$/m.exec(await worker.text())![1]) as { urls: string[] };
    expect(precache.urls).toContain('/index.html');
    expect(precache.urls.some((url) => url.startsWith('/remotes/mfe-lostfound/'))).toBe(true);
    expect(precache.urls.some((url) => url.startsWith('/remotes/mfe-admin/'))).toBe(false);
  });

  it('installs the service worker on the first visit and saves the board and the pet page as they are read', async () => {
    await page.goto('/lost-found');
    await controlled(page);
    // Read through the worker: the board's answer and the pet's page are saved as the neighbour reads them.
    await page.reload();
    await page.getByText(PET_NAME).first().waitFor({ timeout: 20_000 });
    await page.goto(`/lost-found/${petId}`);
    await page.getByRole('heading', { name: new RegExp(PET_NAME) }).first().waitFor({ timeout: 20_000 });
    await page.getByText('Zilker Park, near the train').first().waitFor();
  });

  it('with no network, the board and the pet page open from what was saved, and say they are offline', async () => {
    await context.setOffline(true);
    await page.goto('/lost-found');
    await page.getByTestId('offline-notice').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('offline-notice').textContent()).toBe("You're offline — showing saved pages");
    await page.getByText(PET_NAME).first().waitFor({ timeout: 20_000 });
    await expectAccessible(page);
    await page.getByText(PET_NAME).first().click();
    await page.waitForURL(`**/lost-found/${petId}`);
    await page.getByRole('heading', { name: new RegExp(PET_NAME) }).first().waitFor({ timeout: 20_000 });
    await page.getByText('Zilker Park, near the train').first().waitFor();
  });

  it('back online, the notice goes and the pages are live again', async () => {
    await context.setOffline(false);
    await page.goto('/lost-found');
    await page.getByText(PET_NAME).first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('offline-notice').count()).toBe(0);
  });
});
