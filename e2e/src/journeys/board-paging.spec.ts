import { randomBytes } from 'node:crypto';
import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchBrowser, newVisitor } from '../support/browser';
import { pngImage } from '../support/images';
import { ok } from '../support/posts';
import { adminCredentials, baseUrl } from '../support/system';
import { newPetOwner } from '../support/users';

/** A word only this run's posts carry, so the board can be searched down to exactly them. */
// Letters only: a digit in it would make every post match a search for one number ("number 3").
const TAG = `Pagejourney${randomBytes(3).toString('hex').replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)])}`;
/** More than one page (50) of the board. */
const POSTS = 56;
const FOUND = 6;

const cards = (page: Page) => page.getByTestId('pet-grid').getByTestId('pet-card');

/** Waits until the grid draws `count` cards (it draws a first screen, then the rest). */
async function expectCards(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="pet-grid"] [data-testid="pet-card"]').length === n,
    count,
    { timeout: 20_000 },
  );
}

describe('lost & found board, page by page: the server searches, "Load more" pages, the end is visible', () => {
  let browser: Browser;
  let admin: APIRequestContext;
  let poster: APIRequestContext;
  let visitor: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await request.newContext({ baseURL: baseUrl() });
    await ok(await admin.post('/api/admin/login', { data: adminCredentials() }));
    poster = await request.newContext({ baseURL: baseUrl() });
    const member = newPetOwner();
    await ok(await poster.post('/api/signup', { data: { ...member, confirmPassword: member.password } }));
    const { uploadURL } = await ok(await poster.post('/api/objects/upload'));
    await ok(await poster.put(uploadURL, { data: pngImage(), headers: { 'content-type': 'image/png' } }));
    const { objectPath } = await ok(await poster.put('/api/pet-photo', { data: { photoUrl: uploadURL } }));
    const postOne = async (n: number) => {
      const created = await ok(
        await poster.post('/api/lost-found-pets', {
          data: {
            type: n < FOUND ? 'found' : 'lost',
            petName: `Scout ${n}`,
            breed: 'Whippet',
            color: 'fawn',
            description: `Shy whippet number ${n}, ${TAG}`,
            lastSeenLocation: 'Greenway trailhead, Raleigh NC',
            lastSeenDate: new Date().toISOString().slice(0, 10),
            photoUrl: objectPath,
            contactInfo: '(919) 555-0142',
          },
        }),
      );
      await ok(await admin.patch(`/api/admin/lost-found/${created.id}/approve`, { data: { approvalStatus: 'approved' } }));
    };
    for (let n = 0; n < POSTS; n += 8) await Promise.all(Array.from({ length: Math.min(8, POSTS - n) }, (_, i) => postOne(n + i)));
    visitor = await newVisitor(browser);
  }, 120_000);
  afterAll(async () => {
    await visitor?.context.close();
    await admin?.dispose();
    await poster?.dispose();
    await browser?.close();
  });

  it('searching the tag shows the first 50, "Load more" brings the rest, then the end of the board', async () => {
    const { page } = visitor;
    await page.goto('/lost-found');
    // Until typing pauses the board narrows what it has, which may already be 50 of this run's pets: wait for the
    // server's answer to the search, so "Load more" pages that search and not the unfiltered board.
    const searched = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/lost-found-pets' && new URL(res.url()).searchParams.get('q') === TAG.toLowerCase());
    await page.getByRole('searchbox', { name: 'Search pets' }).fill(TAG.toLowerCase());
    await searched;
    await expectCards(page, 50);
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await loadMore.waitFor();
    expect(await page.getByTestId('board-end').count()).toBe(0);
    await loadMore.scrollIntoViewIfNeeded();
    await loadMore.click();
    await expectCards(page, POSTS);
    await page.getByText("You've reached the end of the board").waitFor();
    expect(await loadMore.count()).toBe(0);
    const ids = await cards(page).evaluateAll((drawn) => drawn.map((card) => card.getAttribute('data-pet-id')));
    expect(new Set(ids).size).toBe(POSTS);
    // Newest first: the first card is one of the last batch posted, the last card one of the first.
    expect(Number(/Scout (\d+)/.exec((await cards(page).first().textContent()) ?? '')?.[1])).toBeGreaterThanOrEqual(48);
    expect(Number(/Scout (\d+)/.exec((await cards(page).last().textContent()) ?? '')?.[1])).toBeLessThan(8);
  });

  it('the tabs ask the server too: Found holds this run\'s found pets only, on one page with its end', async () => {
    const { page } = visitor;
    await page.getByRole('tab', { name: 'Found', exact: true }).click();
    await expectCards(page, FOUND);
    await page.getByText("You've reached the end of the board").waitFor();
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search pets' }).fill(`${TAG} number 3`);
    await expectCards(page, 1);
    await page.getByRole('searchbox', { name: 'Search pets' }).fill(`${TAG} poodle`);
    await page.getByText('No pets found', { exact: true }).waitFor();
  });
});
