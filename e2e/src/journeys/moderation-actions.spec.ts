import { randomBytes } from 'node:crypto';
import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { pngImage } from '../support/images';
import { approvedPost, ok } from '../support/posts';
import { adminCredentials, baseUrl } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner } from '../support/users';

// Reports and takedowns (docs/product.md#admin-portal): a member reports a scam post, a moderator removes it
// with a reason (on a phone), the post is gone from the board and the map, and its author sees why.
const TAG = `Scamjourney${randomBytes(3).toString('hex')}`;
const SCAM_NAME = `Rex ${TAG}`;
const REASON = 'Asks for a deposit before returning the dog';
// Boise, away from the other journeys' places.
const BOISE = { latitude: 43.615, longitude: -116.2023 };
const PHONE = { width: 390, height: 844 };

type Person = ReturnType<typeof newPetOwner>;

async function personIn(browser: Browser, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  return { context, page };
}

/** Signs `person` up through the API of the browser's own cookie jar, so the page is signed in. */
async function signUpIn(context: BrowserContext, person: Person): Promise<void> {
  await ok(await context.request.post('/api/signup', { data: { ...person, confirmPassword: person.password } }));
}

const markerOf = (page: Page, id: string) => page.getByTestId('pet-map').locator(`[data-testid="map-marker"][data-pet-id="${id}"]`);

describe('moderation: a scam post reported, removed with a reason, gone from the board and the map', () => {
  let browser: Browser;
  let admin: APIRequestContext;
  let poster: Person;
  let posterApi: APIRequestContext;
  let scamId = '';
  let honestId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await request.newContext({ baseURL: baseUrl() });
    await ok(await admin.post('/api/admin/login', { data: adminCredentials() }));
    poster = newPetOwner();
    posterApi = await request.newContext({ baseURL: baseUrl() });
    await ok(await posterApi.post('/api/signup', { data: { ...poster, confirmPassword: poster.password } }));
    const { uploadURL } = await ok(await posterApi.post('/api/objects/upload'));
    await ok(await posterApi.put(uploadURL, { data: pngImage(), headers: { 'content-type': 'image/png' } }));
    const { objectPath } = await ok(await posterApi.put('/api/pet-photo', { data: { photoUrl: uploadURL } }));
    const scam = await ok(
      await posterApi.post('/api/lost-found-pets', {
        data: {
          type: 'found', petName: SCAM_NAME, breed: 'Labrador', color: 'yellow', species: 'dog',
          description: `Found your dog! Send a $200 deposit by wire and I will bring him back. ${TAG}`,
          lastSeenLocation: 'Julia Davis Park, Boise ID', lastSeenDate: new Date().toISOString().slice(0, 10),
          photoUrl: objectPath, contactInfo: '(208) 555-0142', ...BOISE,
        },
      }),
    );
    scamId = scam.id;
    await ok(await admin.patch(`/api/admin/lost-found/${scamId}/approve`, { data: { approvalStatus: 'approved' } }));
    // An honest post beside it, so "gone" is checked on a board and map that did load this run's posts.
    honestId = await approvedPost(admin, {
      type: 'lost', petName: `Daisy ${TAG}`, breed: 'Corgi', color: 'red', species: 'dog',
      description: `Daisy slipped her collar by the river. ${TAG}`,
      lastSeenLocation: 'Ann Morrison Park, Boise ID', contactInfo: '(208) 555-0143', latitude: 43.6073, longitude: -116.2245,
    });
  });

  afterAll(async () => {
    await admin.dispose();
    await posterApi.dispose();
    await browser.close();
  });

  it('a member reports the post from its page', async () => {
    const { context, page } = await personIn(browser, PHONE);
    await signUpIn(context, newPetOwner());
    await page.goto(`/lost-found/${scamId}`);
    await page.getByRole('heading', { level: 1, name: SCAM_NAME }).waitFor();
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByLabel('Reason').fill('He wants money before giving the dog back');
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await expectToast(page, 'Report sent');
    await context.close();
  });

  it('a moderator on a phone reads the report and removes the post with a reason', async () => {
    const { context, page } = await personIn(browser, PHONE);
    await ok(await context.request.post('/api/admin/login', { data: adminCredentials() }));
    await page.goto('/admin/moderation');
    await page.getByRole('tab', { name: /^Reported Content \(\d+\)$/ }).click();
    const row = page.getByTestId('reported-item').filter({ hasText: SCAM_NAME });
    await row.getByText('He wants money before giving the dog back').waitFor();
    expect(await row.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(`/lost-found/${scamId}`);
    await row.getByRole('button', { name: 'Remove', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this content' });
    // A reason is required: the dialog says so and nothing is sent.
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await dialog.getByText('Please give a reason').waitFor();
    await dialog.getByLabel('Reason').fill(REASON);
    // The dialog fits the phone's width.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'moderation-remove-dialog-phone');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expectToast(page, 'Content removed');
    await row.waitFor({ state: 'detached' });
    await context.close();
  });

  it('the post is gone from the board and the map, and its page is not found', async () => {
    const { context, page } = await personIn(browser, { width: 1366, height: 900 });
    await page.goto('/lost-found');
    await page.getByRole('searchbox', { name: 'Search pets' }).fill(TAG);
    const grid = page.getByTestId('pet-grid');
    await grid.locator(`[data-pet-id="${honestId}"]`).waitFor();
    expect(await grid.locator(`[data-pet-id="${scamId}"]`).count()).toBe(0);
    await page.getByRole('button', { name: 'Map' }).click();
    await markerOf(page, honestId).waitFor();
    expect(await markerOf(page, scamId).count()).toBe(0);
    await page.goto(`/lost-found/${scamId}`);
    await page.getByTestId('pet-not-found').waitFor();
    expect(await page.getByText(SCAM_NAME).count()).toBe(0);
    await context.close();
  });

  it('its author sees it marked with the reason, on the post and in the dashboard', async () => {
    const { context, page } = await personIn(browser, PHONE);
    await ok(await context.request.post('/api/login/local', { data: { emailOrUsername: poster.username, password: poster.password } }));
    await page.goto(`/lost-found/${scamId}`);
    await page.getByTestId('removed-notice').getByText(`Removed by a moderator: ${REASON}`).waitFor();
    await page.goto('/dashboard?tab=posts');
    const card = page.getByTestId('pet-card').filter({ hasText: SCAM_NAME });
    await card.getByTestId('removed-by-moderator').getByText(`Removed by a moderator: ${REASON}`).waitFor();
    await screenshot(page, 'moderation-author-sees-why');
    // Told in the bell (and by mail, checked in svc-gateway/test/moderation-actions.spec.ts) with the reason.
    let notice: { title: string; message: string } | undefined;
    for (let tries = 0; !notice && tries < 40; tries++) {
      if (tries) await page.waitForTimeout(250);
      const notices: { title: string; message: string }[] = await ok(await context.request.get('/api/notifications'));
      notice = notices.find((n) => n.title === 'Your pet post was removed by a moderator');
    }
    expect(notice?.message).toContain(`Removed by a moderator: ${REASON}`);
    await context.close();
  });
});
