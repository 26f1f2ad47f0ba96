import { randomBytes } from 'node:crypto';
import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newVisitor, screenshot as fullPageScreenshot } from '../support/browser';
import { pngImage } from '../support/images';
import { adminCredentials, baseUrl } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner } from '../support/users';

const PET = {
  name: `Biscuit ${randomBytes(2).toString('hex')}`,
  breed: 'Beagle',
  color: 'Tan, white and black',
  description: 'Friendly beagle, slipped his leash chasing a squirrel. Very food motivated.',
  collar: 'Red collar with a bone-shaped tag',
  location: `Riverside Park east gate ${randomBytes(2).toString('hex')}, Austin TX`,
  phone: '(512) 555-0142',
};

/** Yesterday as the date input's yyyy-mm-dd (the browser runs in the same time zone as the test). */
function yesterday(): string {
  const d = new Date(Date.now() - 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function choosePhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: /^(Upload Photo|Change Photo)$/ }).click(),
  ]);
  await chooser.setFiles(file);
}

/** A full-page screenshot from the top, so the sticky header sits where it belongs. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await fullPageScreenshot(page, name);
}

const createPostButton = (page: Page) => page.getByRole('button', { name: /^(Create Post|Creating Post\.\.\.)$/ });

describe('lost & found: post with a photo, moderation, board, map, detail, reunited', () => {
  const owner = newPetOwner();
  let browser: Browser;
  let visitorContext: BrowserContext;
  let visitor: Page;
  let ownerContext: BrowserContext;
  let ownerPage: Page;
  let petId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context: visitorContext, page: visitor } = await newVisitor(browser));
    ({ context: ownerContext, page: ownerPage } = await newVisitor(browser));
  });
  afterAll(async () => {
    await visitorContext.close();
    await ownerContext.close();
    await browser.close();
  });

  it('signed out: the board, and "Post a Pet" prompts to sign up and goes to /signup', async () => {
    await visitor.goto('/lost-found');
    await visitor.getByRole('heading', { level: 1, name: 'Lost & Found Pets' }).waitFor();
    await visitor.getByTestId('community-alert').waitFor();
    for (const tab of ['All Pets', 'Lost', 'Found']) await visitor.getByRole('tab', { name: tab, exact: true }).waitFor();
    expect(await visitor.getByRole('tab', { name: 'All Pets' }).getAttribute('aria-selected')).toBe('true');
    await visitor.getByRole('searchbox', { name: 'Search pets' }).fill(`zzz-no-such-pet-${randomBytes(3).toString('hex')}`);
    await visitor.getByText('No pets found', { exact: true }).waitFor();
    await screenshot(visitor, 'lost-found-empty');
    await expectAccessible(visitor);
    await visitor.getByRole('button', { name: 'Post a Pet' }).click();
    await expectToast(visitor, 'Sign up to post a pet');
    expect(new URL(visitor.url()).pathname).toBe('/lost-found'); // not at once: after 1500 ms
    // Signing up comes back to the form (returnTo).
    await visitor.waitForURL((url) => url.pathname === '/signup' && url.searchParams.get('returnTo') === '/lost-found/new');
  });

  it('signed out: /lost-found/new says "Unauthorized" and goes to /login', async () => {
    await visitor.goto('/lost-found/new');
    await expectToast(visitor, 'Unauthorized', 'You are logged out. Logging in again...');
    await visitor.waitForURL((url) => url.pathname === '/login');
  });

  it('signed in: the form starts as a lost post and waits for every required field and the photo', async () => {
    const res = await ownerPage.request.post('/api/signup', { data: { ...owner, confirmPassword: owner.password } });
    expect(res.status()).toBeLessThan(300);
    await ownerPage.goto('/lost-found');
    await ownerPage.getByRole('button', { name: 'Post a Pet' }).click();
    await ownerPage.waitForURL('**/lost-found/new');
    const lost = ownerPage.getByRole('radio', { name: /I Lost My Pet/ });
    await lost.waitFor();
    expect(await lost.isChecked()).toBe(true);
    expect(await ownerPage.getByRole('radio', { name: /I Found a Pet/ }).isChecked()).toBe(false);
    expect(await ownerPage.getByLabel('Description').getAttribute('rows')).toBe('4');
    expect(await ownerPage.getByLabel('Last Seen Date').getAttribute('type')).toBe('date');
    expect(await ownerPage.getByLabel('Contact Phone Number').getAttribute('type')).toBe('tel');
    const submit = createPostButton(ownerPage);
    expect(await submit.isDisabled()).toBe(true);

    await ownerPage.getByLabel('Pet Name').fill(PET.name);
    await ownerPage.getByLabel('Breed').fill(PET.breed);
    await ownerPage.getByLabel('Color').fill(PET.color);
    await ownerPage.getByLabel('Description').fill(PET.description);
    await ownerPage.getByLabel('Collar Information').fill(PET.collar);
    await ownerPage.getByLabel('Last Seen Location').fill(PET.location);
    await ownerPage.getByLabel('Last Seen Date').fill(yesterday());
    await ownerPage.getByLabel('Contact Phone Number').fill(PET.phone);
    // Everything but the photo: still disabled.
    expect(await submit.isDisabled()).toBe(true);
    await screenshot(ownerPage, 'lost-found-new-without-photo');
    await expectAccessible(ownerPage);
  });

  it('refuses a text file dressed up as a PNG: the upload failure toast, and the server\'s reason on that photo', async () => {
    await choosePhoto(ownerPage, { name: 'not-a-photo.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image\n'.repeat(20)) });
    await expectToast(ownerPage, 'Failed to upload photo');
    const refused = ownerPage.getByTestId('pet-photo-tile').filter({ has: ownerPage.getByTestId('pet-photo-error') });
    expect((await refused.getByTestId('pet-photo-error').innerText()).trim()).toMatch(/image/i);
    await ownerPage.getByRole('button', { name: 'Upload Photo', exact: true }).waitFor();
    expect(await createPostButton(ownerPage).isDisabled()).toBe(true);
    await ownerPage.getByRole('button', { name: 'Remove photo 1' }).click();
    expect(await ownerPage.getByTestId('pet-photo-tile').count()).toBe(0);
  });

  it('uploads a real photo: toast, square preview labelled Cover, submit enabled; an emptied field disables it again', async () => {
    await choosePhoto(ownerPage, { name: 'biscuit.png', mimeType: 'image/png', buffer: pngImage() });
    await expectToast(ownerPage, 'Photo uploaded successfully');
    const tile = ownerPage.getByTestId('pet-photo-tile');
    await tile.getByText('Cover', { exact: true }).waitFor();
    const preview = ownerPage.getByTestId('pet-photo-preview');
    await ownerPage.waitForFunction(() => document.querySelector('[data-testid="pet-photo-tile"]')?.getAttribute('data-status') === 'done');
    expect(await preview.getAttribute('src')).toMatch(/^\/objects\/[0-9a-f-]{36}(\?w=\d+)?$/);
    const box = await preview.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(128);
    expect(Math.round(box!.height)).toBe(Math.round(box!.width));
    await ownerPage.waitForFunction(() => (document.querySelector('[data-testid="pet-photo-preview"]') as HTMLImageElement | null)?.naturalWidth === 240);

    const submit = createPostButton(ownerPage);
    expect(await submit.isEnabled()).toBe(true);
    await ownerPage.getByLabel('Contact Phone Number').fill('  ');
    expect(await submit.isDisabled()).toBe(true);
    await ownerPage.getByLabel('Contact Phone Number').fill(PET.phone);
    expect(await submit.isEnabled()).toBe(true);
    await screenshot(ownerPage, 'lost-found-new-filled');
    await expectAccessible(ownerPage);
  });

  it('creates the post and shows it to the poster as pending, but not on the public board', async () => {
    await createPostButton(ownerPage).click();
    await expectToast(ownerPage, 'Your post has been created successfully');
    // The new post's page opens with "What happens now" (phone-pet-page covers it); the board lists it as pending.
    await ownerPage.waitForURL((url) => /^\/lost-found\/[0-9a-f-]{36}$/.test(url.pathname));
    petId = new URL(ownerPage.url()).pathname.split('/').pop() ?? '';
    await ownerPage.getByTestId('after-posting').waitFor();
    await ownerPage.getByRole('link', { name: 'Back to Lost & Found' }).click();
    await ownerPage.waitForURL((url) => url.pathname === '/lost-found');
    const myPosts = ownerPage.getByTestId('my-posts');
    const card = myPosts.getByTestId('pet-card').filter({ hasText: PET.name });
    await card.waitFor();
    await card.getByText('Pending review', { exact: true }).waitFor();
    expect(await card.getAttribute('data-pet-id')).toBe(petId);
    // The public board (All Pets) does not list it yet.
    await ownerPage.getByRole('tabpanel').waitFor();
    expect(await ownerPage.getByRole('tabpanel').locator(`[data-pet-id="${petId}"]`).count()).toBe(0);
    await screenshot(ownerPage, 'lost-found-poster-pending');
    await expectAccessible(ownerPage);

    await card.click();
    await ownerPage.waitForURL(`**/lost-found/${petId}`);
    await ownerPage.getByRole('heading', { level: 1, name: PET.name }).waitFor();
    await ownerPage.getByTestId('pending-notice').getByText('Pending review').waitFor();
    await screenshot(ownerPage, 'lost-found-detail-pending');
    await expectAccessible(ownerPage);

    // Others don't see a pending post at all.
    await visitor.goto(`/lost-found/${petId}`);
    await visitor.getByTestId('pet-not-found').waitFor();
  });

  it('a moderator approves it through the admin route', async () => {
    const admin: APIRequestContext = await request.newContext({ baseURL: baseUrl() });
    try {
      const login = await admin.post('/api/admin/login', { data: adminCredentials() });
      expect(login.status()).toBe(200);
      const approve = await admin.patch(`/api/admin/lost-found/${petId}/approve`, { data: { approvalStatus: 'approved' } });
      expect(approve.status()).toBe(200);
      expect((await approve.json()).approvalStatus).toBe('approved');
    } finally {
      await admin.dispose();
    }
  });

  it('everyone then sees it on the board, under Lost (not Found), and on the map', async () => {
    await visitor.goto('/lost-found');
    const grid = visitor.getByTestId('pet-grid');
    const card = grid.locator(`[data-pet-id="${petId}"]`);
    await card.waitFor();
    expect(await card.getAttribute('href')).toBe(`/lost-found/${petId}`);
    expect(await card.getByTestId('resolved-badge').count()).toBe(0);
    // Four columns on a wide screen.
    const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
    await screenshot(visitor, 'lost-found-board');
    await expectAccessible(visitor);

    await visitor.getByRole('tab', { name: 'Found', exact: true }).click();
    await visitor.getByRole('tabpanel').waitFor();
    await visitor.getByText('No pets found', { exact: true }).or(visitor.getByTestId('pet-grid')).first().waitFor();
    expect(await visitor.locator(`[data-pet-id="${petId}"]`).count()).toBe(0);
    await visitor.getByRole('tab', { name: 'Lost', exact: true }).click();
    await visitor.getByTestId('pet-grid').locator(`[data-pet-id="${petId}"]`).waitFor();

    // The search box narrows the board.
    await visitor.getByRole('searchbox', { name: 'Search pets' }).fill(PET.name);
    await visitor.getByTestId('pet-grid').locator(`[data-pet-id="${petId}"]`).waitFor();
    expect(await visitor.getByTestId('pet-card').count()).toBe(1);

    // The map shows what is in its view with the board's search (docs/decisions/0140-the-map-by-bounding-box.md):
    // searching the pet's name leaves it alone in its cell, so it is a marker, not a cluster of the town's posts.
    await visitor.getByRole('button', { name: 'Map' }).click();
    const map = visitor.getByTestId('pet-map');
    await map.waitFor();
    expect(await map.evaluate((el) => el.getBoundingClientRect().height)).toBe(600);
    // 'Riverside Park …, Austin TX' resolves to Austin's centre: a real marker, drawn as approximate.
    const marker = map.locator(`[data-testid="map-marker"][data-pet-id="${petId}"]`);
    await marker.waitFor();
    expect(await marker.getAttribute('data-approximate')).toBe('true');
    await visitor.getByText('Lost pet', { exact: true }).waitFor();
    await visitor.getByText('Found pet', { exact: true }).waitFor();
    const markers = await map.getByTestId('map-marker').count();
    expect(await visitor.getByTestId('map-counts').innerText()).toMatch(new RegExp(`${markers}\\s*active lost\\s*0\\s*active found`));
    await screenshot(visitor, 'lost-found-map');
    await expectAccessible(visitor);

    // The marker's popup names the pet and links to its post. Other journeys' posts may sit at the same
    // town centre and cover it, so the click goes to this marker itself rather than to a point on the map.
    await marker.dispatchEvent('click');
    const popup = map.locator('.leaflet-popup');
    await popup.getByText(PET.name).waitFor();
    await popup.getByRole('link', { name: 'View post' }).click();
    await visitor.waitForURL(`**/lost-found/${petId}`);
  });

  it('the detail page shows the photo, every detail, where and when, and a call action', async () => {
    const detail = visitor.getByTestId('pet-detail');
    await detail.waitFor();
    await visitor.getByRole('heading', { level: 1, name: PET.name }).waitFor();
    for (const text of [PET.breed, PET.color, PET.description, PET.collar, PET.location]) await detail.getByText(text, { exact: true }).first().waitFor();
    expect(await detail.getByTestId('last-seen-date').innerText()).toMatch(/\d{4}$/);
    const photo = detail.getByRole('img', { name: `Photo of ${PET.name}` });
    expect(await photo.getAttribute('src')).toMatch(/^\/objects\//);
    expect(await detail.getByTestId('primary-contact').getAttribute('href')).toBe('tel:5125550142');
    // A visitor is not the poster: no moderation notice, no reunited action.
    expect(await visitor.getByTestId('poster-panel').count()).toBe(0);
    expect(await visitor.getByRole('button', { name: 'Mark as reunited' }).count()).toBe(0);
    await screenshot(visitor, 'lost-found-detail');
    await expectAccessible(visitor);

    // On a phone: the name, where and when, and the Call button, then the photo (phone-pet-page checks the first screen).
    const { context: phone, page: mobile } = await newVisitor(browser, { width: 390, height: 844 });
    try {
      await mobile.goto(`/lost-found/${petId}`);
      await mobile.getByTestId('primary-contact').waitFor();
      await screenshot(mobile, 'lost-found-detail-mobile');
      await expectAccessible(mobile);
    } finally {
      await phone.close();
    }
  });

  it('the poster marks the pet reunited: toast, green Resolved badge, gone from the public board', async () => {
    await ownerPage.goto(`/lost-found/${petId}`);
    await ownerPage.getByTestId('poster-panel').waitFor();
    expect(await ownerPage.getByTestId('pending-notice').count()).toBe(0);
    await ownerPage.getByRole('button', { name: 'Mark as reunited' }).click();
    await expectToast(ownerPage, 'Pet status updated');
    const badge = ownerPage.getByTestId('pet-detail').getByTestId('resolved-badge').first();
    await badge.waitFor();
    expect(await badge.innerText()).toContain('Resolved');
    // Green: the badge's computed background, painted on a canvas and read back as RGB.
    const [r, g, b] = await badge.evaluate((el) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = getComputedStyle(el).backgroundColor;
      ctx.fillRect(0, 0, 1, 1);
      return Array.from(ctx.getImageData(0, 0, 1, 1).data).slice(0, 3);
    });
    expect(g).toBeGreaterThan(r + 40);
    expect(g).toBeGreaterThan(b + 40);
    await ownerPage.getByTestId('reunited-notice').waitFor();
    await screenshot(ownerPage, 'lost-found-detail-resolved');
    await expectAccessible(ownerPage);

    await ownerPage.goto('/lost-found');
    const mine = ownerPage.getByTestId('my-posts').locator(`[data-pet-id="${petId}"]`);
    await mine.getByTestId('resolved-badge').waitFor();
    await visitor.goto('/lost-found');
    await visitor.getByRole('tabpanel').waitFor();
    await visitor.getByText('No pets found', { exact: true }).or(visitor.getByTestId('pet-grid')).first().waitFor();
    expect(await visitor.locator(`[data-pet-id="${petId}"]`).count()).toBe(0);
  });

  it('an unknown pet gets a friendly not-found page', async () => {
    await visitor.goto('/lost-found/00000000-0000-4000-8000-000000000000');
    await visitor.getByTestId('pet-not-found').getByRole('heading', { name: "We couldn't find this pet" }).waitFor();
    await visitor.getByRole('link', { name: 'See all lost & found pets' }).waitFor();
    await screenshot(visitor, 'lost-found-not-found');
    await expectAccessible(visitor);
  });
});
