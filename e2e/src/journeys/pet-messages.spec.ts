import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { pngImage } from '../support/images';
import { adminCredentials, baseUrl } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner, submitSignupForm } from '../support/users';

// Pet conversations (docs/product.md#pet-conversations) as new users would have them, in Madison, Wisconsin
// (away from the other journeys).
const JAMES_MADISON_PARK = { latitude: 43.0812, longitude: -89.376 };
const north = (miles: number) => ({ latitude: JAMES_MADISON_PARK.latitude + miles / 69.0976, longitude: JAMES_MADISON_PARK.longitude });
const RUN = randomBytes(2).toString('hex');
const PEANUT = `Peanut ${RUN}`;
const PLACE = `James Madison Park boathouse ${RUN}, Madison WI`;
const PHONE = '(608) 555-0173';
const PHONE_DIGITS = '6085550173';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of the API under test
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
  if (!response.ok()) throw new Error(`${response.status()} ${response.url()}: ${await response.text()}`);
  return response.json();
}

interface Person {
  context: BrowserContext;
  page: Page;
  firstName: string;
}

/** A new member signed up in their own browser context (with a location the browser may share). */
async function signedUp(browser: Browser, firstName: string, geolocation: { latitude: number; longitude: number }): Promise<Person> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 900 }, geolocation, permissions: ['geolocation'] });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  const member = { ...newPetOwner(), firstName };
  await ok(await context.request.post('/api/signup', { data: { ...member, confirmPassword: member.password } }));
  return { context, page, firstName };
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** A notification in the open bell, by its title. */
const notification = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(title) }).first();

/** Opens the bell, waits for a notification with this title (the list refreshes live and every 30 s), closes it. */
async function expectInBell(page: Page, title: string) {
  await bell(page).click();
  await notification(page, title).waitFor({ timeout: 20_000 });
  await page.keyboard.press('Escape');
}

/** Whether a text carries the poster's phone in any spelling (digits only, with separators removed). */
const carriesPhone = (text: string) => text.replace(/\D/g, '').includes(PHONE_DIGITS);

describe('private messages to the poster: messages only, a sighting, a reply, a flyer', () => {
  let browser: Browser;
  let poster: Person;
  let visitor: Person;
  let petId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    [poster, visitor] = await Promise.all([signedUp(browser, 'Paula', JAMES_MADISON_PARK), signedUp(browser, 'Victor', north(0.3))]);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the poster posts a lost dog choosing "messages only"; the phone is still required', async () => {
    const page = poster.page;
    await page.goto('/lost-found/new');
    await page.getByLabel('Pet Name').fill(PEANUT);
    await page.getByLabel('Breed').fill('Dachshund');
    await page.getByLabel('Color').fill('red');
    await page.getByLabel('Species').selectOption('dog');
    await page.getByLabel('Description').fill('Small red dachshund with a grey muzzle, shy with strangers. Slipped out of the gate at the park.');
    await page.getByLabel('Last Seen Location').fill(PLACE);
    await page.getByLabel('Last Seen Date').fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    const howToReach = page.getByRole('group', { name: 'How should people reach you?' });
    expect(await howToReach.getByRole('radio', { name: /Show my phone number/ }).isChecked()).toBe(true);
    await howToReach.getByRole('radio', { name: /Messages only \(keep my phone private\)/ }).check();
    await page.getByText('Kept private: only you and the moderators see it.').waitFor();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload Photo' }).click()]);
    await chooser.setFiles({ name: 'peanut.png', mimeType: 'image/png', buffer: pngImage() });
    await expectToast(page, 'Photo uploaded successfully');
    await page.getByTestId('pin-field').getByRole('button', { name: 'Use my location' }).click();
    await page.getByTestId('pin-status').getByText(/^Pinned at 43\.0812/).waitFor();
    // Messages only still needs a phone: the moderators can reach the poster.
    expect(await page.getByRole('button', { name: 'Create Post' }).isDisabled()).toBe(true);
    await page.getByLabel('Contact Phone Number').fill(PHONE);
    await screenshot(page, 'pet-messages-post-form');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expectToast(page, 'Your post has been created successfully');
    // The new post's page opens (with what happens now: phone-pet-page).
    await page.waitForURL((url) => /^\/lost-found\/[0-9a-f-]{36}$/.test(url.pathname));
    petId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('heading', { level: 1, name: PEANUT }).waitFor();
  });

  it('a moderator sees the private phone and approves the post in the admin portal', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      const { username, password } = adminCredentials();
      await page.goto('/admin/login');
      await page.getByLabel('Username', { exact: true }).fill(username);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.goto('/admin/moderation');
      const row = page.getByTestId('pending-pet').filter({ hasText: PLACE });
      await row.getByTestId('pending-pet-contact').getByText(`${PHONE} (private: the poster chose messages only)`).waitFor();
      await row.getByRole('button', { name: 'Approve' }).click();
      await expectToast(page, 'Pet status updated');
    } finally {
      await context.close();
    }
  });

  it('another member sees no phone on the board, the map or the post, nor in any answer the page reads', async () => {
    const page = visitor.page;
    // Every answer about posts the pages read (board, map, post, sightings), checked for the phone below.
    const bodies: Promise<string>[] = [];
    const collect = (response: { url(): string; text(): Promise<string> }) => {
      if (new URL(response.url()).pathname.startsWith('/api/lost-found-pets')) bodies.push(response.text().catch(() => ''));
    };
    page.on('response', collect);

    await page.goto('/lost-found');
    const card = page.getByTestId('pet-grid').locator(`[data-pet-id="${petId}"]`);
    await card.waitFor();
    expect(carriesPhone(await card.innerText())).toBe(false);
    await page.getByRole('button', { name: 'Map' }).click();
    const marker = page.getByTestId('pet-map').locator(`[data-testid="map-marker"][data-pet-id="${petId}"]`);
    await marker.click();
    const popup = page.getByTestId('pet-map').locator('.leaflet-popup');
    await popup.getByText(PEANUT).waitFor();
    expect(carriesPhone(await popup.innerText())).toBe(false);

    await page.goto(`/lost-found/${petId}`);
    await page.getByRole('heading', { level: 1, name: PEANUT }).waitFor();
    await page.getByRole('button', { name: 'Message the owner' }).waitFor();
    expect(await page.locator('a[href^="tel:"]').count()).toBe(0);
    expect(carriesPhone(await page.locator('body').innerText())).toBe(false);
    page.off('response', collect);
    const read = await Promise.all(bodies);
    expect(read.filter((body) => body.includes(petId)).length).toBeGreaterThanOrEqual(2); // the board and the post
    for (const body of read) expect(carriesPhone(body)).toBe(false);
    const post = await ok(await visitor.context.request.get(`/api/lost-found-pets/${petId}`));
    expect(post).toMatchObject({ contactPreference: 'messages', contactInfo: null });

    // Signed out, the same page asks to log in before messaging; signing up (on a phone) comes back with the message open.
    const { context, page: stranger } = await newVisitor(browser, { width: 390, height: 844 });
    try {
      await stranger.goto(`/lost-found/${petId}`);
      const prompt = stranger.getByTestId('signed-out-prompt');
      await prompt.getByText('Log in to message the owner — your details stay private.').waitFor();
      expect(await stranger.getByRole('button', { name: 'Message the owner' }).count()).toBe(0);
      expect(await stranger.locator('a[href^="tel:"]').count()).toBe(0);
      const here = `/lost-found/${petId}?then=message`;
      expect(await prompt.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(`/login?returnTo=${encodeURIComponent(here)}`);
      await prompt.getByRole('link', { name: 'Sign Up Free' }).click();
      await stranger.getByRole('link', { name: /I'm a Pet Owner/ }).click();
      await stranger.waitForURL((url) => url.pathname === '/signup/user' && url.searchParams.get('returnTo') === here);
      await submitSignupForm(stranger, { ...newPetOwner(), firstName: 'Nora' });
      await expectToast(stranger, 'Account created!', 'Welcome to PawPals');
      const dialog = stranger.getByRole('dialog', { name: 'Message the owner' });
      await dialog.getByLabel('Your message').waitFor({ timeout: 10_000 });
      await stranger.waitForURL((url) => url.pathname === `/lost-found/${petId}` && url.search === ''); // `then` is gone: a reload does not reopen it
      await screenshot(stranger, 'pet-messages-message-open-after-signup-phone');
      await expectAccessible(stranger);
    } finally {
      await context.close();
    }
  });

  it('the member reports a sighting with a photo and the place they are at', async () => {
    const page = visitor.page;
    await page.goto(`/lost-found/${petId}`);
    await page.getByRole('button', { name: 'I saw this pet' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Where').fill('Behind the Gates of Heaven chapel');
    await dialog.getByLabel('Note').fill('Trotting towards the lake, no collar visible');
    await dialog.getByRole('button', { name: 'Add my location' }).click();
    await dialog.getByRole('button', { name: 'Location added' }).waitFor();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Upload Photo' }).click()]);
    await chooser.setFiles({ name: 'sighting.png', mimeType: 'image/png', buffer: pngImage(200, 150) });
    await expectToast(page, 'Photo uploaded successfully');
    await dialog.getByRole('button', { name: 'Send sighting' }).click();
    await expectToast(page, 'Thank you! The owner has been told.');
    const sighting = page.getByTestId('sighting').filter({ hasText: 'Behind the Gates of Heaven chapel' });
    expect(await sighting.getByRole('img', { name: 'Sighting at Behind the Gates of Heaven chapel' }).getAttribute('src')).toMatch(/^\/objects\//);
  });

  it('the member messages the owner: Send waits for text, then "Message sent"', async () => {
    const page = visitor.page;
    await page.getByRole('button', { name: 'Message the owner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message the owner' });
    const send = dialog.getByRole('button', { name: 'Send message' });
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Your message').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Your message').fill('Hi! I think I saw Peanut by the chapel 20 minutes ago, heading for the lake.');
    await screenshot(page, 'pet-messages-message-owner');
    await expectAccessible(page);
    await send.click();
    await expectToast(page, 'Message sent', 'They will see it in their dashboard');
    await dialog.waitFor({ state: 'detached' });
    // Nobody can message their own post: the poster has no such button.
    await poster.page.goto(`/lost-found/${petId}`);
    await poster.page.getByTestId('contact-preference').waitFor();
    expect(await poster.page.getByRole('button', { name: 'Message the owner' }).count()).toBe(0);
  });

  it('the poster gets both notifications, sees the sighting trail, and replies from Pet messages', async () => {
    const page = poster.page;
    await page.goto('/lost-found');
    await expectInBell(page, `New sighting of ${PEANUT}`);
    await expectInBell(page, `New message about ${PEANUT}`);

    await page.goto(`/lost-found/${petId}`);
    const map = page.getByTestId('pet-place-map');
    await map.locator('[data-testid="map-marker"][data-type="sighting"]').waitFor();
    await map.locator(`[data-testid="map-marker"][data-pet-id="${petId}"]`).waitFor();
    await map.locator('path[stroke-dasharray="6 6"]').waitFor({ state: 'attached' }); // the trail from the last seen place
    await screenshot(page, 'pet-messages-sighting-trail');

    // The message notification leads to Pet messages on the dashboard.
    await bell(page).click();
    await screenshot(page, 'pet-messages-bell');
    await notification(page, `New message about ${PEANUT}`).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.hash === '#pet-messages');
    // The link opens the inbox's Pet messages tab, which says it has news (one inbox, two tabs).
    await page.getByTestId('inbox').getByRole('tab', { name: 'Pet messages 1 new', selected: true }).waitFor();
    const section = page.getByTestId('pet-messages-section');
    const conversation = section.getByTestId('pet-conversation').filter({ hasText: PEANUT });
    await conversation.getByText(`${visitor.firstName} · About your post`, { exact: false }).waitFor();
    await conversation.getByTestId('unread-count').getByText('1 unread').waitFor();
    await conversation.getByRole('button', { expanded: false }).click();
    await conversation.getByTestId('pet-message').getByText('I think I saw Peanut by the chapel', { exact: false }).waitFor();
    await conversation.getByTestId('unread-count').waitFor({ state: 'detached' });
    const reply = conversation.getByRole('button', { name: 'Send Reply' });
    expect(await reply.isDisabled()).toBe(true);
    await conversation.getByLabel('Your reply').fill('Thank you so much Victor! Heading to the lake now.');
    await screenshot(page, 'pet-messages-dashboard');
    await expectAccessible(page);
    await reply.click();
    await expectToast(page, 'Reply sent successfully');
    await conversation.getByTestId('pet-message').filter({ hasText: 'Heading to the lake now' }).waitFor();
  });

  it('the member sees the reply in their dashboard, and a new message arrives there live', async () => {
    const page = visitor.page;
    await page.goto('/dashboard#pet-messages');
    const conversation = page.getByTestId('pet-messages-section').getByTestId('pet-conversation').filter({ hasText: PEANUT });
    await conversation.getByTestId('latest-message').getByText(`${poster.firstName}: Thank you so much Victor! Heading to the lake now.`).waitFor();
    await conversation.getByText(`${poster.firstName} · About their post`, { exact: false }).waitFor();
    await conversation.getByTestId('unread-count').getByText('1 unread').waitFor();

    // The poster writes to whoever reported the sighting, from the timeline; the member's open dashboard updates itself.
    const owner = poster.page;
    await owner.goto(`/lost-found/${petId}`);
    const sighting = owner.getByTestId('sighting').filter({ hasText: 'Behind the Gates of Heaven chapel' });
    await sighting.getByRole('button', { name: 'Message' }).click();
    const dialog = owner.getByRole('dialog', { name: `Message ${visitor.firstName}` });
    await dialog.getByLabel('Your message').fill('Was Peanut limping at all when you saw him?');
    await expectAccessible(owner);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expectToast(owner, 'Message sent');

    await page
      .getByTestId('pet-messages-section')
      .getByTestId('latest-message')
      .getByText('Was Peanut limping at all when you saw him?', { exact: false })
      .waitFor({ timeout: 10_000 });
    await screenshot(page, 'pet-messages-visitor-dashboard');
  });

  it('the poster prints the flyer (a PDF) and the share controls are there', async () => {
    const page = poster.page;
    await page.goto(`/lost-found/${petId}`);
    const flyer = page.getByTestId('print-flyer');
    const href = await flyer.getAttribute('href');
    expect(href).toBe(`/api/lost-found-pets/${petId}/flyer.pdf`);
    const pdf = await poster.context.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const share = page.getByTestId('share-buttons');
    expect(await share.getByRole('link', { name: /Share on WhatsApp/ }).getAttribute('href')).toContain(encodeURIComponent(`/lost-found/${petId}`));
    await share.getByRole('button', { name: 'Copy link' }).waitFor();
  });

  it('later the poster chooses to show the phone: visitors get the Call link beside "Message the owner"', async () => {
    const page = poster.page;
    const control = page.getByTestId('contact-preference');
    await control.getByRole('radio', { name: /Show my phone number/ }).check();
    await control.getByRole('button', { name: 'Save contact preference' }).click();
    await expectToast(page, 'Contact preference saved', 'Your phone number is shown on the post.');
    await visitor.page.goto(`/lost-found/${petId}`);
    expect(await visitor.page.getByTestId('primary-contact').getAttribute('href')).toBe(`tel:${PHONE_DIGITS}`);
    await visitor.page.getByRole('button', { name: 'Message the owner' }).waitFor();
  });
});
