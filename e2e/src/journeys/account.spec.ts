import { randomBytes } from 'node:crypto';
import {
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { pngImage } from '../support/images';
import { baseUrl } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner, submitSignupForm } from '../support/users';

/**
 * The signed-in user's home (docs/product.md#member-dashboard). A business owner signs up in the browser,
 * creates a vet with a logo, turns premium on (Featured, first on /services), receives an inquiry and an
 * appointment from a pet owner, replies, confirms and completes; the pet owner follows all of it on
 * /dashboard.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of the API under test
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
  if (!response.ok()) throw new Error(`${response.status()} ${response.url()}: ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/** Retries an assertion until it holds (or 10 s pass), for values that settle after an answer arrives. */
async function eventually(assertion: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const id = randomBytes(4).toString('hex');
const CITY = `Pawsville ${id}`;
const VET = {
  name: `Zephyr Vet Clinic ${id}`,
  description: 'Small-animal practice with same-day sick visits.',
  address: '12 Harbor Road',
  state: 'OR',
  zipCode: '97035',
  phone: '(503) 555-0177',
  websiteUrl: 'https://zephyrvet.example.com',
  services: 'Wellness exams, vaccinations, dental care',
  pricing: 'Exams from $55',
};
const OWNER = {
  firstName: 'Olivia',
  lastName: 'Marsh',
  username: `olivia_${id}`,
  email: `olivia.${id}@example.com`,
  password: 'owner-pass-42',
};

/** A field of the business information form. */
const field = (page: Page, label: string | RegExp) =>
  page
    .getByRole('form', { name: 'Business information' })
    .getByLabel(label, typeof label === 'string' ? { exact: true } : undefined);
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

describe('dashboard and business management', () => {
  let browser: Browser;
  let ownerContext: BrowserContext;
  let owner: Page;
  let customerContext: BrowserContext;
  let customer: Page;
  let customerApi: APIRequestContext;
  let rivalApi: APIRequestContext;
  let businessId: string;
  const petOwner = newPetOwner();

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context: ownerContext, page: owner } = await newVisitor(browser));
    ({ context: customerContext, page: customer } = await newVisitor(browser));
    customerApi = customerContext.request;
    rivalApi = await request.newContext({ baseURL: baseUrl() });
  });
  afterAll(async () => {
    await rivalApi?.dispose();
    await ownerContext?.close();
    await customerContext?.close();
    await browser?.close();
  });

  it('sends signed-out visitors from /dashboard and /my-business to /login', async () => {
    for (const path of ['/dashboard', '/my-business']) {
      await owner.goto(path);
      // …which brings them back after signing in.
      await owner.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === path);
    }
  });

  it('a new business owner signs up and lands on /my-business with an empty form (category groomer, save disabled)', async () => {
    await owner.goto('/signup/business');
    await submitSignupForm(owner, OWNER);
    await owner.waitForURL('**/my-business');
    await heading(owner, 'Create Your Business').waitFor();
    // A business owner's header offers My Business (a pet owner's does not: auth journey).
    await owner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Business', exact: true }).waitFor();
    const create = owner.getByRole('button', { name: 'Create Business' });
    expect(await create.isDisabled()).toBe(true);
    await field(owner, /^Business Name/).fill('   ');
    expect(await create.isDisabled()).toBe(true);
    expect(await owner.getByRole('combobox', { name: 'Category' }).textContent()).toBe('Groomer');
    // Without a business there is only the form.
    expect(await owner.getByText('Premium Features').count()).toBe(0);
    expect(await owner.getByText('Customer Inquiries').count()).toBe(0);
    await screenshot(owner, 'my-business-create');
    await expectAccessible(owner);
  });

  it('creates a veterinarian business with every field and a logo', async () => {
    await field(owner, /^Business Name/).fill(VET.name);
    await owner.getByRole('combobox', { name: 'Category' }).click();
    await owner.getByRole('option', { name: 'Veterinarian', exact: true }).click();
    await field(owner, 'Description').fill(VET.description);
    await field(owner, 'Address').fill(VET.address);
    await field(owner, 'City').fill(CITY);
    await field(owner, 'State').fill(VET.state);
    await field(owner, 'ZIP Code').fill(VET.zipCode);
    await field(owner, 'Phone').fill(VET.phone);
    await field(owner, 'Website').fill(VET.websiteUrl);
    await field(owner, 'Services').fill(VET.services);
    await field(owner, 'Pricing').fill(VET.pricing);
    await owner.getByRole('combobox', { name: 'Price Range' }).click();
    await owner.getByRole('option', { name: '$$$ Premium', exact: true }).click();

    const [chooser] = await Promise.all([
      owner.waitForEvent('filechooser'),
      owner.getByRole('button', { name: 'Upload Logo' }).click(),
    ]);
    await chooser.setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(200, 200) });
    await owner.getByText('Uploaded — it becomes your logo when you create the business.').waitFor();

    await owner.getByRole('button', { name: 'Create Business' }).click();
    await expectToast(owner, 'Success', 'Logo uploaded successfully');
    await heading(owner, 'Manage Your Business').waitFor();
    await owner.getByRole('button', { name: 'Update Business' }).waitFor();
    const logo = owner.getByTestId('business-logo-preview');
    await owner.waitForFunction(() =>
      // A served width of the stored logo (the preview is responsive).
      /^\/objects\/[0-9a-f-]{36}\?w=\d+$/.test(
        document.querySelector('[data-testid="business-logo-preview"]')?.getAttribute('src') ?? '',
      ),
    );
    expect(await logo.getAttribute('src')).toMatch(/^\/objects\//);

    const mine = await ok(await ownerContext.request.get('/api/my-business'));
    businessId = mine.id;
    expect(mine).toMatchObject({
      ...VET,
      city: CITY,
      category: 'veterinarian',
      priceRange: 'premium',
      isPremium: 0,
      logoUrl: expect.stringMatching(/^\/objects\//),
    });

    // With a business: premium, inquiries and (vet) appointment cards, each with its empty state.
    await heading(owner, 'Premium Features').waitFor();
    await owner.getByText('No inquiries yet').waitFor();
    await owner.getByText('Customer inquiries will appear here').waitFor();
    await owner.getByText('No appointments yet').waitFor();
    await owner.getByText('Appointment requests from customers will appear here').waitFor();
  });

  it('updates the business', async () => {
    await field(owner, 'Pricing').fill('Exams from $59');
    await owner.getByRole('button', { name: 'Update Business' }).click();
    await expectToast(owner, 'Business updated successfully');
    expect((await ok(await ownerContext.request.get('/api/my-business'))).pricing).toBe('Exams from $59');
  });

  it('refuses a file that is not an image with the upload failure toast, and replaces the logo with a new one', async () => {
    const before = (await ok(await ownerContext.request.get('/api/my-business'))).logoUrl;
    const chooseLogo = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const [chooser] = await Promise.all([
        owner.waitForEvent('filechooser'),
        owner.getByRole('button', { name: 'Change Logo' }).click(),
      ]);
      await chooser.setFiles(file);
    };
    await chooseLogo({
      name: 'not-a-logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('plain text, not an image\n'.repeat(20)),
    });
    await expectToast(owner, 'Error');
    expect((await ok(await ownerContext.request.get('/api/my-business'))).logoUrl).toBe(before);

    await chooseLogo({ name: 'new-logo.png', mimeType: 'image/png', buffer: pngImage(160, 160) });
    await expectToast(owner, 'Success', 'Logo uploaded successfully');
    await eventually(async () => {
      const after = (await ok(await ownerContext.request.get('/api/my-business'))).logoUrl;
      expect(after).toMatch(/^\/objects\//);
      expect(after).not.toBe(before);
      expect(await owner.getByTestId('business-logo-preview').getAttribute('src')).toMatch(new RegExp(`^${after}\\?w=\\d+$`));
    });
  });

  it('turns premium on: Premium Active, and the listing is Featured and first on /services', async () => {
    // A rival vet in the same city whose name sorts first while neither is premium.
    const rivalId = randomBytes(4).toString('hex');
    await ok(
      await rivalApi.post('/api/signup', {
        data: {
          firstName: 'Rita',
          lastName: 'Rival',
          username: `rita_${rivalId}`,
          email: `rita.${rivalId}@example.com`,
          password: 'rival-pass-42',
          confirmPassword: 'rival-pass-42',
          accountType: 'business_owner',
        },
      }),
    );
    await ok(
      await rivalApi.post('/api/businesses', {
        data: { name: `Aardvark Animal Hospital ${id}`, category: 'veterinarian', city: CITY, state: 'OR' },
      }),
    );

    const firstCardName = async () => {
      await owner.goto(`/services?city=${encodeURIComponent(CITY)}`);
      await owner.getByTestId('business-card').nth(1).waitFor();
      return owner.getByTestId('business-card').first().getByRole('heading').textContent();
    };
    expect(await firstCardName()).toBe(`Aardvark Animal Hospital ${id}`);

    await owner.goto('/my-business');
    const toggle = owner.getByRole('switch', { name: 'Premium listing' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expectToast(owner, 'Premium features enabled!');
    await owner.getByTestId('premium-active').waitFor();
    expect(await owner.getByTestId('premium-active').textContent()).toContain('Premium Active');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expectToast(owner, 'Premium features disabled');
    await owner.getByTestId('premium-active').waitFor({ state: 'detached' });
    await toggle.click();
    await expectToast(owner, 'Premium features enabled!');
    await owner.getByTestId('premium-active').waitFor();

    expect(await firstCardName()).toBe(VET.name);
    await owner.getByTestId('business-card').first().getByTestId('featured-badge').waitFor();
    expect(await owner.getByTestId('business-card').nth(1).getByTestId('featured-badge').count()).toBe(0);
    await screenshot(owner, 'services-featured-first');
  });

  it('a pet owner writes to the business and requests an appointment; the dashboard shows them', async () => {
    await ok(
      await customerApi.post('/api/signup', { data: { ...petOwner, confirmPassword: petOwner.password } }),
    );
    await ok(
      await customerApi.post(`/api/businesses/${businessId}/inquiries`, {
        data: { subject: 'Kitten check-up', message: 'Do you have time for a kitten check-up this week?' },
      }),
    );
    // Tomorrow 10:30 in the browser's time zone; the dashboard shows it as 10:30.
    await customer.goto('/dashboard');
    const when = await customer.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + 1);
      d.setHours(10, 30, 0, 0);
      return d.toISOString();
    });
    await ok(
      await customerApi.post('/api/appointments', {
        data: { businessId, appointmentDate: when, petName: 'Mochi', reason: 'First vaccines' },
      }),
    );

    await customer.reload();
    await heading(customer, `Welcome back, ${petOwner.firstName}!`).waitFor();
    await customer.locator('#main').getByText(petOwner.email, { exact: true }).waitFor();
    await customer.getByTestId('count-Appointments').filter({ hasText: /^1$/ }).waitFor();
    await customer.getByTestId('count-Favorites').filter({ hasText: /^0$/ }).waitFor();
    await customer.getByTestId('count-Reviews').filter({ hasText: /^0$/ }).waitFor();
    await customer.getByTestId('count-Lost/Found Posts').filter({ hasText: /^0$/ }).waitFor();

    // Empty states of the favorites, reviews and posts tabs.
    await customer.getByText('No favorites yet').waitFor();
    expect(await customer.getByRole('link', { name: 'Browse Services' }).first().getAttribute('href')).toBe(
      '/services',
    );
    await customer.getByRole('tab', { name: 'Reviews' }).click();
    await customer.getByText('No reviews yet').waitFor();
    await customer.getByRole('tab', { name: 'My Posts' }).click();
    await customer.getByText('No posts yet').waitFor();
    expect(await customer.getByRole('link', { name: 'Create a Post' }).getAttribute('href')).toBe(
      '/lost-found/new',
    );

    await customer.getByRole('tab', { name: 'Appointments' }).click();
    const appointment = customer.getByTestId('my-appointment');
    await appointment.waitFor();
    expect(await appointment.getByRole('link', { name: VET.name, exact: true }).getAttribute('href')).toBe(
      `/business/${businessId}`,
    );
    expect(await appointment.getByTestId('appointment-status').textContent()).toBe('Pending');
    expect(await appointment.getByTestId('appointment-time').textContent()).toBe('10:30');
    await appointment.getByText(`${CITY}, OR`).waitFor();
    await appointment.getByText('Mochi').waitFor();
    await appointment.getByText('First vaccines').waitFor();
    expect(await appointment.getByRole('link', { name: `Call ${VET.phone}` }).getAttribute('href')).toBe(
      'tel:5035550177',
    );

    // One inbox, two tabs: conversations with businesses open first.
    const inbox = customer.getByTestId('inbox');
    await inbox.getByRole('tab', { name: 'Businesses', selected: true }).waitFor();
    await inbox.getByRole('tab', { name: 'Pet messages', selected: false }).waitFor();
    const messages = customer.getByTestId('messages-section');
    await messages.getByTestId('conversation').waitFor();
    await messages.getByText('Kitten check-up', { exact: true }).waitFor();
    expect(await messages.getByTestId('unread-count').count()).toBe(0);
    // One page holds every conversation: no "Load more", the list's visible end (docs/decisions/0141).
    await messages.getByTestId('messages-end').filter({ hasText: 'No older conversations' }).waitFor();
    await screenshot(customer, 'dashboard-pending');
    await expectAccessible(customer);
  });

  it('the owner sees the inquiry with its unread count, opens it (read), cannot send a blank reply, and replies', async () => {
    await owner.goto('/my-business');
    const card = owner.getByTestId('inquiries-card');
    const conversation = card.getByTestId('conversation');
    await conversation.waitFor();
    expect(await conversation.getByTestId('unread-count').textContent()).toBe('1 unread');
    expect(await conversation.getByTestId('latest-message').textContent()).toContain(
      'Do you have time for a kitten check-up this week?',
    );
    await conversation.getByText(petOwner.email, { exact: false }).waitFor();
    // The card's badge is the server's count over every conversation (GET /api/inquiries/unread-count?side=business).
    await card.getByTestId('inquiries-unread').filter({ hasText: '1 unread' }).waitFor();
    await card.getByTestId('inquiries-end').filter({ hasText: 'No older inquiries' }).waitFor();

    // The badge goes at once (optimistically); the server's answer to marking it read comes after.
    const marked = owner.waitForResponse((res) => /^\/api\/inquiries\/[^/]+\/read$/.test(new URL(res.url()).pathname));
    await conversation.getByRole('button', { expanded: false }).click();
    await conversation.getByTestId('unread-count').waitFor({ state: 'detached' });
    expect((await marked).ok()).toBe(true);
    // Opening it marked it read on the server too.
    const ownerView = await ok(await ownerContext.request.get('/api/my-business/inquiries'));
    expect(ownerView.map((m: { isRead: number }) => m.isRead)).toEqual([1]);

    const send = conversation.getByRole('button', { name: 'Send Reply' });
    expect(await send.isDisabled()).toBe(true);
    await conversation.getByLabel('Your reply').fill('   \n ');
    expect(await send.isDisabled()).toBe(true);
    await conversation
      .getByLabel('Your reply')
      .fill('Yes — Thursday at 10:30 works. Bring any earlier records.');
    await send.click();
    await expectToast(owner, 'Reply sent successfully');
    await conversation
      .getByTestId('message')
      .filter({ hasText: 'Yes — Thursday at 10:30 works. Bring any earlier records.' })
      .waitFor();
    await eventually(async () => expect(await conversation.getByLabel('Your reply').inputValue()).toBe(''));
    await screenshot(owner, 'my-business-inquiry-replied');
  });

  it('the owner confirms the appointment; the pet owner sees it confirmed and reads the reply', async () => {
    const request = owner.getByTestId('appointment-request');
    await request.waitFor();
    await request.getByText(`${petOwner.firstName} ${petOwner.lastName}`).waitFor();
    expect(await request.getByTestId('appointment-status').textContent()).toBe('Pending');
    expect(await request.getByRole('button').allTextContents()).toEqual(['Confirm', 'Decline']);
    await request.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(owner, 'Appointment status updated');
    await request.getByTestId('appointment-status').filter({ hasText: 'Confirmed' }).waitFor();
    expect(await request.getByRole('button').allTextContents()).toEqual(['Mark as Completed']);

    await customer.goto('/dashboard?tab=appointments');
    await customer
      .getByTestId('my-appointment')
      .getByTestId('appointment-status')
      .filter({ hasText: 'Confirmed' })
      .waitFor();

    const messages = customer.getByTestId('messages-section');
    const conversation = messages.getByTestId('conversation');
    expect(await conversation.getByTestId('unread-count').textContent()).toBe('1 unread');
    // The Businesses tab says it has news.
    await customer.getByTestId('inbox').getByRole('tab', { name: 'Businesses 1 new' }).waitFor();
    expect(await conversation.getByTestId('latest-message').textContent()).toContain('Thursday at 10:30');
    await conversation.getByRole('button', { expanded: false }).click();
    await conversation.getByTestId('unread-count').waitFor({ state: 'detached' });
    await conversation
      .getByTestId('message')
      .filter({ hasText: 'Yes — Thursday at 10:30 works. Bring any earlier records.' })
      .waitFor();
    // The customer answers in the same conversation.
    await conversation.getByLabel('Your reply').fill('Perfect, see you then!');
    await conversation.getByRole('button', { name: 'Send Reply' }).click();
    await expectToast(customer, 'Reply sent successfully');
    await conversation.getByTestId('message').filter({ hasText: 'Perfect, see you then!' }).waitFor();
    const mine = await ok(await customerApi.get('/api/inquiries/mine'));
    expect(mine.map((m: { senderType: string; isRead: number }) => [m.senderType, m.isRead])).toEqual([
      ['customer', 1],
      ['business', 1],
      ['customer', 1],
    ]);
    await screenshot(customer, 'dashboard-messages');
  });

  it('the owner marks it completed; the open dashboard shows Completed without a reload; the follow-up is unread for the owner', async () => {
    await owner.reload();
    const request = owner.getByTestId('appointment-request');
    await request.getByRole('button', { name: 'Mark as Completed' }).click();
    await expectToast(owner, 'Appointment status updated');
    await request.getByTestId('appointment-status').filter({ hasText: 'Completed' }).waitFor();
    expect(await request.getByRole('button').count()).toBe(0);
    expect(await owner.getByTestId('inquiries-card').getByTestId('unread-count').textContent()).toBe(
      '1 unread',
    );
    await screenshot(owner, 'my-business-managed');
    await expectAccessible(owner);

    // No reload: the pet owner's open dashboard re-reads its appointments when the notification arrives live.
    expect(new URL(customer.url()).pathname).toBe('/dashboard');
    await customer
      .getByTestId('my-appointment')
      .getByTestId('appointment-status')
      .filter({ hasText: 'Completed' })
      .waitFor();
  });

  it('the dashboard tabs show favorites (with the toggle), reviews with stars, and posts with their badges', async () => {
    await ok(await customerApi.post('/api/favorites', { data: { businessId } }));
    // Before its first review a favourite is "New", not "0.0" with grey stars.
    await customer.goto('/dashboard');
    const newRating = customer.getByTestId('business-card').getByTestId('card-rating');
    expect(await newRating.textContent()).toBe(' NewNo reviews yet');
    await ok(
      await customerApi.post('/api/reviews', {
        data: { businessId, rating: 4, comment: 'Gentle with our kitten.' },
      }),
    );
    const { uploadURL } = await ok(await customerApi.post('/api/objects/upload'));
    await ok(
      await customerApi.put(uploadURL, { data: pngImage(), headers: { 'Content-Type': 'image/png' } }),
    );
    const { objectPath } = await ok(
      await customerApi.put('/api/pet-photo', { data: { photoUrl: uploadURL } }),
    );
    await ok(
      await customerApi.post('/api/lost-found-pets', {
        data: {
          type: 'lost',
          petName: 'Mochi',
          breed: 'Tabby',
          color: 'Grey',
          description: 'Small grey tabby kitten with a blue collar.',
          collarInfo: 'Blue collar',
          lastSeenLocation: `Harbor Road, ${CITY}`,
          lastSeenDate: new Date().toISOString().slice(0, 10),
          photoUrl: objectPath,
          contactInfo: '(503) 555-0100',
        },
      }),
    );

    await customer.goto('/dashboard');
    for (const [label, n] of [
      ['Favorites', '1'],
      ['Reviews', '1'],
      ['Appointments', '1'],
      ['Lost/Found Posts', '1'],
    ]) {
      await customer.getByTestId(`count-${label}`).filter({ hasText: n }).waitFor();
    }
    const favorite = customer.getByTestId('business-card');
    await favorite.getByRole('link', { name: VET.name, exact: true }).waitFor();
    await favorite.getByText('Featured').waitFor();
    expect(await favorite.getByTestId('card-rating').textContent()).toBe('4.0out of 5,(1 review)');

    await customer.getByRole('tab', { name: 'Reviews' }).click();
    const review = customer.getByTestId('my-review');
    expect(await review.getByRole('link', { name: VET.name, exact: true }).getAttribute('href')).toBe(
      `/business/${businessId}`,
    );
    expect(await review.getByTestId('stars').getAttribute('aria-label')).toBe('4 out of 5 stars');
    await review.getByText('Gentle with our kitten.').waitFor();

    await customer.getByRole('tab', { name: 'My Posts' }).click();
    const post = customer.getByTestId('pet-card');
    await post.getByText('Pending review').waitFor();
    await customer.getByRole('link', { name: 'New Post' }).waitFor();
    await screenshot(customer, 'dashboard-posts');
    await expectAccessible(customer);

    await customer.getByRole('tab', { name: 'Favorites' }).click();
    await favorite.getByTestId('favorite-toggle').click();
    await expectToast(customer, 'Removed from favorites');
    await customer.getByText('No favorites yet').waitFor();
    await customer.getByTestId('count-Favorites').filter({ hasText: '0' }).waitFor();
  });
});
