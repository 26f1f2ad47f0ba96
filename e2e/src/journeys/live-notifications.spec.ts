import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { request } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { baseUrl } from '../support/system';
import { newPetOwner } from '../support/users';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByRole('banner').getByTestId('notification-badge');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of the API under test
async function ok(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<any> {
  if (!response.ok()) throw new Error(`${response.status()} ${response.url()}: ${await response.text()}`);
  return response.json();
}

/** A reply from a business reaches the customer's bell live, without a reload. */
describe('live notifications', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: APIRequestContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newVisitor(browser));
    owner = await request.newContext({ baseURL: baseUrl() });
  });
  afterAll(async () => {
    await owner.dispose();
    await context.close();
    await browser.close();
  });

  it('shows the reply in the bell at once, and the count falls when it is opened', async () => {
    const id = randomBytes(4).toString('hex');
    await ok(
      await owner.post('/api/signup', {
        data: {
          firstName: 'Olive', lastName: 'Stone', username: `olive_${id}`, email: `olive.${id}@example.com`,
          password: 'owner-pass-42', confirmPassword: 'owner-pass-42', accountType: 'business_owner',
        },
      }),
    );
    const business = await ok(
      await owner.post('/api/businesses', { data: { name: `Sunny Paws Vet ${id}`, category: 'veterinarian', city: 'Austin', state: 'TX' } }),
    );

    // The customer signs up in the browser's own cookie jar, then writes to the business.
    const customer = newPetOwner();
    await ok(await context.request.post('/api/signup', { data: { ...customer, confirmPassword: customer.password } }));
    await ok(
      await context.request.post(`/api/businesses/${business.id}/inquiries`, {
        data: { subject: 'Puppy vaccines', message: 'Do you have a slot next week?' },
      }),
    );

    await page.goto('/services');
    await bell(page).waitFor();
    await badge(page).filter({ hasText: '1' }).waitFor({ timeout: 15_000 });

    const [inquiry] = await ok(await owner.get('/api/my-business/inquiries'));
    await ok(await owner.post(`/api/inquiries/${inquiry.conversationId}/reply`, { data: { message: 'Yes — Tuesday at 10:00 works.' } }));

    // Polling runs every 30 s; the count rising well before that comes from the live stream.
    await badge(page).filter({ hasText: '2' }).waitFor({ timeout: 10_000 });
    await bell(page).click();
    const reply = page.getByRole('button', { name: new RegExp(`Sunny Paws Vet ${id} replied`) });
    await reply.waitFor();
    await screenshot(page, 'bell-live-reply');
    await reply.click();
    await badge(page).filter({ hasText: '1' }).waitFor({ timeout: 10_000 });
  });
});
