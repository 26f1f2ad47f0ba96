import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { pngImage } from '../support/images';
import { adminCredentials } from '../support/system';
import { expectToast } from '../support/toast';

/**
 * Business photos and insights (docs/product.md#business-owner-tools): a business owner adds photos on
 * /my-business and reorders them; a visitor sees the first one on the /services card and the gallery on the
 * business page, walks through it in the full-screen viewer with the keyboard, then calls and opens the
 * website; the owner's insights show this week's view, call and website counts. Owner and visitor are on a
 * 390×844 phone (also checked: the logo as the card's cover before there are photos, tiles cropped to their
 * frame, a single rating week drawn as a dot, straight segments).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of the API under test
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
  if (!response.ok()) throw new Error(`${response.status()} ${response.url()}: ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

const id = randomBytes(4).toString('hex');
const CITY = `Galleryton ${id}`;
const BUSINESS = { name: `Sunny Paws Grooming ${id}`, category: 'groomer', city: CITY, state: 'OR', phone: '(503) 555-0142', websiteUrl: 'https://sunnypaws.example.com' };
const PHONE = { width: 390, height: 844 };
const OWNER = { firstName: 'Greta', lastName: 'Lane', username: `greta_${id}`, email: `greta.${id}@example.com`, password: 'gallery-pass-42' };

describe('business photos', () => {
  let browser: Browser;
  let ownerContext: BrowserContext;
  let owner: Page;
  let visitorContext: BrowserContext;
  let visitor: Page;
  let businessId: string;
  const gallery = async (): Promise<{ id: string; url: string }[]> => (await ok(await ownerContext.request.get('/api/my-business'))).photos;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The owner works on a phone; the visitor on a phone too.
    ({ context: ownerContext, page: owner } = await newVisitor(browser, PHONE));
    ({ context: visitorContext, page: visitor } = await newVisitor(browser, PHONE));
    await ok(await ownerContext.request.post('/api/signup', { data: { ...OWNER, confirmPassword: OWNER.password, accountType: 'business_owner' } }));
    businessId = (await ok(await ownerContext.request.post('/api/businesses', { data: BUSINESS }))).id;
  });
  afterAll(async () => {
    await ownerContext?.close();
    await visitorContext?.close();
    await browser?.close();
  });

  it('without photos the directory card shows the logo as its cover, whole, not the category icon', async () => {
    await owner.goto('/my-business');
    const [chooser] = await Promise.all([owner.waitForEvent('filechooser'), owner.getByRole('button', { name: 'Upload Logo' }).click()]);
    await chooser.setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(200, 200) });
    await expectToast(owner, 'Success', 'Logo uploaded successfully');
    const { logoUrl } = await ok(await ownerContext.request.get('/api/my-business'));
    expect(logoUrl).toMatch(/^\/objects\//);

    await visitor.goto(`/services?city=${encodeURIComponent(CITY)}`);
    const card = visitor.getByTestId('business-card').filter({ hasText: BUSINESS.name });
    const cover = card.getByTestId('card-photo');
    await cover.waitFor();
    expect(await cover.getAttribute('src')).toMatch(new RegExp(`^${logoUrl}\\?w=\\d+$`));
    expect(await cover.getAttribute('sizes')).toBeTruthy(); // responsive: the browser picks a served width
    expect(await cover.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
    expect(await card.locator('img').count()).toBe(1); // the logo once, as the cover
  });

  it('the owner adds two photos on /my-business and moves the second one first; each tile is cropped to its frame', async () => {
    await owner.goto('/my-business');
    const card = owner.getByTestId('photos-card');
    await card.getByText('No photos yet.').waitFor();
    for (const [name, width] of [['front.png', 240], ['inside.png', 320]] as const) {
      const [chooser] = await Promise.all([owner.waitForEvent('filechooser'), card.getByRole('button', { name: 'Add Photo' }).click()]);
      await chooser.setFiles({ name, mimeType: 'image/png', buffer: pngImage(width, 180) });
      await expectToast(owner, 'Photo added');
    }
    await card.getByText('2 of 10').waitFor();
    const [front, inside] = await gallery();
    expect(front.url).toMatch(/^\/objects\/[0-9a-f-]{36}$/);

    await card.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await owner.waitForFunction(
      // The tile asks for a served width of the stored photo (…?w=), so the path is compared.
      (url) => document.querySelector('[data-testid="owner-photo"] img')?.getAttribute('src')?.split('?')[0] === url,
      inside.url,
    );
    expect((await gallery()).map((p) => p.id)).toEqual([inside.id, front.id]);
    // A 320×180 photo in a 4:3 tile: cropped to the frame (cover), never past it, and the tiles fit the phone.
    for (const tile of await card.getByTestId('owner-photo-frame').all()) {
      const frame = (await tile.boundingBox())!;
      const img = tile.locator('img');
      await owner.waitForFunction((el) => (el as HTMLImageElement).complete, await img.elementHandle());
      const box = (await img.boundingBox())!;
      expect(await img.evaluate((el) => getComputedStyle(el).objectFit)).toBe('cover');
      expect(Math.abs(box.width - frame.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(box.height - frame.height)).toBeLessThanOrEqual(1);
      expect(Math.abs(frame.width / frame.height - 4 / 3)).toBeLessThan(0.02);
      expect(frame.x + frame.width).toBeLessThanOrEqual(PHONE.width);
    }
    await expectAccessible(owner);
    await screenshot(owner, 'my-business-photos');
  });

  it('a visitor sees the first photo on the card and the gallery on the business page, and browses it full screen with the keyboard', async () => {
    const [first, second] = await gallery();
    await visitor.goto(`/services?city=${encodeURIComponent(CITY)}`);
    const listing = visitor.getByTestId('business-card').filter({ hasText: BUSINESS.name });
    const cardPhoto = listing.getByTestId('card-photo');
    await cardPhoto.waitFor();
    // The first gallery photo is the cover now, cropped to fill; the logo goes back beside the name.
    expect(await cardPhoto.getAttribute('src')).toMatch(new RegExp(`^${first.url}(\\?w=\\d+)?$`));
    expect(await cardPhoto.evaluate((img) => getComputedStyle(img).objectFit)).toBe('cover');
    await listing.getByRole('img', { name: `${BUSINESS.name} logo` }).waitFor();

    await visitor.goto(`/business/${businessId}`);
    const thumbnails = visitor.getByTestId('gallery-thumbnail');
    await thumbnails.first().waitFor();
    expect(await thumbnails.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')?.split('?')[0]))).toEqual([first.url, second.url]);

    const opener = visitor.getByRole('button', { name: 'Open photo 1 of 2 full screen' });
    await opener.focus();
    await visitor.keyboard.press('Enter');
    const viewerImage = visitor.getByTestId('viewer-image');
    await viewerImage.waitFor();
    expect((await viewerImage.getAttribute('src'))?.split('?')[0]).toBe(first.url);
    await visitor.keyboard.press('ArrowRight');
    await visitor.getByRole('dialog').getByText('2 / 2').waitFor();
    expect((await viewerImage.getAttribute('src'))?.split('?')[0]).toBe(second.url);
    await visitor.keyboard.press('ArrowRight');
    await visitor.getByRole('dialog').getByText('1 / 2').waitFor();
    await expectAccessible(visitor);
    await screenshot(visitor, 'business-photo-viewer');
    await visitor.keyboard.press('Escape');
    await visitor.getByTestId('photo-viewer').waitFor({ state: 'detached' });
    // Focus goes back to the thumbnail once the dialog has closed (the viewer restores it after unmounting).
    await visitor.waitForFunction((el) => el === document.activeElement, await opener.elementHandle(), { timeout: 5000 });
  });

  it('the visitor calls and opens the website from the business page; the owner sees this week’s counts as charts and in a table', async () => {
    const counted = (kind: string) =>
      visitor.waitForResponse((r) => r.url().endsWith(`/api/businesses/${businessId}/events`) && r.request().postDataJSON()?.kind === kind);
    // tel: links open nothing in headless Chromium; the click itself is what is counted.
    const call = counted('call');
    await visitor.getByRole('link', { name: 'Call Now' }).click();
    expect((await call).status()).toBe(201);
    const website = counted('website');
    const [tab] = await Promise.all([visitorContext.waitForEvent('page'), visitor.getByRole('link', { name: 'Visit Website' }).click()]);
    expect((await website).status()).toBe(201);
    await tab.close();

    // One review this week: the rating chart has a single point, which must still show (a dot).
    const reviewer = await newVisitor(browser, PHONE);
    const reviewerLogin = { firstName: 'Rosa', lastName: 'Ruiz', username: `rosa_${id}`, email: `rosa.${id}@example.com`, password: 'review-pass-42' };
    await ok(await reviewer.context.request.post('/api/signup', { data: { ...reviewerLogin, confirmPassword: reviewerLogin.password, accountType: 'pet_owner' } }));
    await ok(await reviewer.context.request.post('/api/reviews', { data: { businessId, rating: 4, comment: 'Gentle with our old dog.' } }));
    await reviewer.context.close();

    await owner.goto('/my-business');
    const card = owner.getByTestId('insights-card');
    // One view: the visitor's visit of the business page above (the owner never opened it).
    await card.getByTestId('insight-views').getByText('1', { exact: true }).waitFor();
    expect(await card.getByTestId('insight-calls').locator('dd').textContent()).toBe('1');
    expect(await card.getByTestId('insight-websiteClicks').locator('dd').textContent()).toBe('1');
    await card.getByTestId('insights-chart').first().locator('svg').first().waitFor();
    expect(await card.getByTestId('insights-chart').count()).toBe(3);
    const [views, , rating] = await card.getByTestId('insights-chart').all();
    await rating.locator('.recharts-line-dot').first().waitFor();
    expect(await rating.locator('.recharts-line-dot').count()).toBe(1);
    // Straight segments between weekly dots: no curve commands (C, S, Q) in the lines' paths.
    await views.locator('.recharts-line-dot').first().waitFor();
    const lines = await views.locator('path.recharts-line-curve').evaluateAll((paths) => paths.map((p) => p.getAttribute('d') ?? ''));
    expect(lines).toHaveLength(3);
    for (const d of lines) expect(d).toMatch(/^M[^CcSsQqTtAa]+$/);
    const table = card.getByRole('table', { name: /Your listing per week/ });
    expect(await table.getByRole('row').count()).toBe(13);
    const lastRow = (await table.getByRole('row').last().getByRole('cell').allTextContents()).slice(0, 3);
    expect(lastRow).toEqual(['1', '1', '1']);
    await expectAccessible(owner);
    await screenshot(owner, 'my-business-insights');
  });

  it('the admin dashboard shows the weekly trends beside its counters, with this week’s new business counted', async () => {
    const { context, page: adminPage } = await newVisitor(browser);
    try {
      const { username, password } = adminCredentials();
      await adminPage.goto('/admin/login');
      await adminPage.getByLabel('Username', { exact: true }).fill(username);
      await adminPage.getByLabel('Password', { exact: true }).fill(password);
      await adminPage.getByRole('button', { name: 'Sign In' }).click();
      const card = adminPage.getByTestId('trends-card');
      await card.getByTestId('trend-chart-newBusinesses').locator('svg').first().waitFor();
      for (const key of ['newMembers', 'newBusinesses', 'posts', 'reunions', 'appointments']) await card.getByTestId(`trend-chart-${key}`).waitFor();
      await adminPage.getByTestId('counter-totalBusinesses').waitFor();
      const table = card.getByRole('table', { name: /Per week, the last 12 weeks/ });
      expect(await table.getByRole('row').count()).toBe(13);
      // This journey's owner signed up and created a business this week.
      const [members, businesses] = (await table.getByRole('row').last().getByRole('cell').allTextContents()).map(Number);
      expect(members).toBeGreaterThanOrEqual(1);
      expect(businesses).toBeGreaterThanOrEqual(1);
      await expectAccessible(adminPage);
      await screenshot(adminPage, 'admin-dashboard-trends');
    } finally {
      await context.close();
    }
  });
});
