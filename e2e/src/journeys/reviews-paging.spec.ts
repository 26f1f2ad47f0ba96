import { randomBytes } from 'node:crypto';
import { request, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchBrowser, newVisitor } from '../support/browser';
import { ok } from '../support/posts';
import { baseUrl } from '../support/system';
import { newPetOwner } from '../support/users';

/** This run's members and business carry it, so nothing of another run is counted. */
const RUN = randomBytes(3).toString('hex');
/** More than one page (50) of reviews. */
const REVIEWS = 55;

/** Waits until the business page lists `count` reviews. */
async function expectReviews(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="review-list"] [data-testid="review"]').length === n, count, {
    timeout: 20_000,
  });
}

describe('a business page with more reviews than one page: "Load more", then the end of the reviews', () => {
  let browser: Browser;
  let visitor: { context: BrowserContext; page: Page };
  let businessId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const owner = await request.newContext({ baseURL: baseUrl() });
    const ownerDetails = newPetOwner();
    await ok(await owner.post('/api/signup', { data: { ...ownerDetails, confirmPassword: ownerDetails.password, accountType: 'business_owner' } }));
    businessId = (await ok(await owner.post('/api/businesses', { data: { name: `Many Reviews Vet ${RUN}`, category: 'veterinarian', city: 'Denver', state: 'CO' } }))).id;
    await owner.dispose();
    // Each review by its own member, signed up through the API.
    const review = async (n: number) => {
      const reviewer = await request.newContext({ baseURL: baseUrl() });
      const details = { ...newPetOwner(), firstName: `Reviewer${n}` };
      await ok(await reviewer.post('/api/signup', { data: { ...details, confirmPassword: details.password } }));
      await ok(await reviewer.post('/api/reviews', { data: { businessId, rating: 1 + (n % 5), comment: `Visit number ${n} (${RUN})` } }));
      await reviewer.dispose();
    };
    for (let n = 0; n < REVIEWS; n += 8) await Promise.all(Array.from({ length: Math.min(8, REVIEWS - n) }, (_, i) => review(n + i)));
    visitor = await newVisitor(browser);
  }, 120_000);
  afterAll(async () => {
    await visitor?.context.close();
    await browser?.close();
  });

  it('shows the first 50 reviews, "Load more" brings the rest once each, then the end; another sort starts again', async () => {
    const { page } = visitor;
    await page.goto(`/business/${businessId}`);
    await page.getByRole('heading', { name: `Many Reviews Vet ${RUN}` }).waitFor();
    await expectReviews(page, 50);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    const loadMore = reviews.getByRole('button', { name: 'Load more' });
    await loadMore.waitFor();
    expect(await page.getByTestId('reviews-end').count()).toBe(0);
    await loadMore.scrollIntoViewIfNeeded();
    await loadMore.click();
    await expectReviews(page, REVIEWS);
    await reviews.getByText("That's every review").waitFor();
    expect(await loadMore.count()).toBe(0);
    const comments = await page.getByTestId('review').evaluateAll((items) => items.map((item) => /Visit number (\d+)/.exec(item.textContent ?? '')?.[1]));
    expect(new Set(comments).size).toBe(REVIEWS);

    // Lowest rated first: a new first page, the 1-star reviews on top, and "Load more" again.
    await page.getByTestId('review-sort').click();
    await page.getByRole('option', { name: 'Lowest rated' }).click();
    await expectReviews(page, 50);
    expect(await page.getByTestId('review').first().getByText('1 out of 5 stars').count()).toBe(1);
    await loadMore.click();
    await expectReviews(page, REVIEWS);
    await page.getByTestId('reviews-end').waitFor();
  });
});
