import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { pngImage } from '../support/images';
import { adminCredentials, baseUrl } from '../support/system';
import { newPetOwner } from '../support/users';

/**
 * On a 390×844 phone, /services and /lost-found show results on the first screen; the
 * filters wait in a bottom sheet (a dialog: title, focus inside and returned, Escape closes) opened by
 * "Filters", and the active ones show as chips that remove them; near me puts the distance on every card.
 */

const PHONE = { width: 390, height: 844 };
const TAG = `Phonefirst${randomBytes(3).toString('hex')}`;
/** Madison, WI: a place no other journey posts near, so near me lists only this run's pets. */
const CAPITOL_SQUARE = { latitude: 43.0747, longitude: -89.3841 };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of the API under test
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
  if (!response.ok()) throw new Error(`${response.status()} ${response.url()}: ${await response.text()}`);
  return response.json();
}

/** The top of the first element matched, against the phone's first screen. */
async function onFirstScreen(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).first().boundingBox();
  return box !== null && box.y + 80 <= PHONE.height; // at least 80 px of it shows
}

const filtersButton = (page: Page) => page.getByTestId('phone-filters').getByRole('button', { name: /^Filters/ });
const chip = (page: Page, label: string) => page.getByRole('button', { name: `Remove filter: ${label}` });

describe('phone: results first, filters in a sheet, distances when near me', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, geolocation: CAPITOL_SQUARE, permissions: ['geolocation'] });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));

    // Two groomers and two lost pets around Madison's Capitol Square, all named with this run's tag,
    // posted by other people (the phone's visitor stays a visitor).
    const signedUp = async (accountType: 'pet_owner' | 'business_owner') => {
      const person = newPetOwner();
      const other = await browser.newContext({ baseURL: baseUrl() });
      await ok(await other.request.post('/api/signup', { data: { ...person, confirmPassword: person.password, accountType } }));
      return other;
    };
    for (const [index, zipCode] of ['53703', '53711'].entries()) {
      const owner = await signedUp('business_owner');
      await ok(await owner.request.post('/api/businesses', { data: { name: `${TAG} Groomers ${index + 1}`, category: 'groomer', city: 'Madison', state: 'WI', zipCode } }));
      await owner.close();
    }
    const poster = await signedUp('pet_owner');
    const api = poster.request;
    const admin = await browser.newContext({ baseURL: baseUrl() });
    await ok(await admin.request.post('/api/admin/login', { data: adminCredentials() }));
    for (const [petName, place] of [
      [`Noodle ${TAG}`, 'State Street, Madison WI 53703'],
      [`Biscuit ${TAG}`, 'Monroe Street, Madison WI 53711'],
    ]) {
      const { uploadURL } = await ok(await api.post('/api/objects/upload'));
      await ok(await api.put(uploadURL, { data: pngImage(), headers: { 'content-type': 'image/png' } }));
      const { objectPath } = await ok(await api.put('/api/pet-photo', { data: { photoUrl: uploadURL } }));
      const pet = await ok(
        await api.post('/api/lost-found-pets', {
          data: { type: 'lost', petName, breed: 'Beagle', color: 'Tricolour', description: 'Friendly, follows snacks', lastSeenLocation: place, lastSeenDate: new Date().toISOString().slice(0, 10), photoUrl: objectPath, contactInfo: '(608) 555-0101' },
        }),
      );
      await ok(await admin.request.patch(`/api/admin/lost-found/${pet.id}/approve`, { data: { approvalStatus: 'approved' } }));
    }
    await admin.close();
    await poster.close();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('/services and /lost-found arrive with their first results drawn in the HTML, which React takes over without a mismatch', async () => {
    // Without scripts: what a phone paints before the app has downloaded.
    const noScript = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, javaScriptEnabled: false });
    const bare = await noScript.newPage();
    for (const [path, card] of [['/services', 'business-card'], ['/lost-found', 'pet-card']] as const) {
      await bare.goto(path);
      const cards = await bare.getByTestId(card).count();
      expect(cards).toBeGreaterThan(0);
      expect(cards).toBeLessThanOrEqual(6);
      expect(await onFirstScreen(bare, `[data-testid="${card}"]`)).toBe(true);
    }
    await screenshot(bare, 'phone-board-before-scripts');
    await noScript.close();

    // With scripts: the same cards hydrate (a mismatch is a console error) and stay until the section's own answer.
    const errors: string[] = [];
    const listener = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error' && /React error|hydrat|did not match/i.test(message.text())) errors.push(message.text());
    };
    page.on('console', listener);
    for (const [path, card] of [['/services', 'business-card'], ['/lost-found', 'pet-card']] as const) {
      await page.goto(path);
      await page.getByTestId(card).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId(card).count()).toBeGreaterThan(0);
    }
    page.off('console', listener);
    expect(errors).toEqual([]);
  });

  it('/services: the first card is on the first screen; the filters open in a sheet and show as chips that remove them', async () => {
    await page.goto(`/services?q=${TAG}`);
    await page.getByTestId('business-card').first().waitFor();
    expect(await onFirstScreen(page, '[data-testid="business-card"]')).toBe(true);
    expect(await page.getByRole('search', { name: 'Filter services' }).isVisible()).toBe(false);
    await chip(page, `“${TAG}”`).waitFor();

    await filtersButton(page).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await sheet.getByLabel('Category').selectOption('groomer');
    await page.waitForURL((url) => url.searchParams.get('category') === 'groomer');
    await expectAccessible(page);
    await screenshot(page, 'phone-services-filters-sheet');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await filtersButton(page).evaluate((el) => el === document.activeElement)).toBe(true);

    await chip(page, 'Groomer').click();
    await page.waitForURL((url) => !url.searchParams.has('category'));
    await chip(page, 'Groomer').waitFor({ state: 'detached' });
    await chip(page, `“${TAG}”`).waitFor();
  });

  it('/services near me: after Enable Location in the sheet every card says how far it is', async () => {
    await filtersButton(page).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('button', { name: 'Enable Location' }).click();
    await sheet.getByRole('button', { name: 'Location On' }).waitFor();
    await sheet.getByRole('button', { name: /^Show \d+ services?$/ }).click();
    await sheet.waitFor({ state: 'detached' });
    const cards = page.getByTestId('business-card');
    await cards.filter({ hasText: /mi away/ }).first().waitFor();
    expect(await cards.count()).toBe(2);
    for (const text of await cards.allInnerTexts()) expect(text).toMatch(/\d+(\.\d)? mi away/);
    await screenshot(page, 'phone-services-near-me');
  });

  it('/lost-found: a pet on the first screen; near me by ZIP code in the sheet, a chip for it, and the distance on every card', async () => {
    await page.goto('/lost-found');
    await page.getByTestId('pet-card').first().waitFor();
    expect(await onFirstScreen(page, '[data-testid="pet-card"]')).toBe(true);
    expect(await page.getByLabel('Search pets').isVisible()).toBe(false);

    await filtersButton(page).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('button', { name: 'Near me' }).click();
    await sheet.getByLabel('ZIP code').fill('53703');
    await sheet.getByRole('button', { name: 'Search', exact: true }).click();
    await sheet.getByRole('status').filter({ hasText: 'Showing pets within 25 miles of 53703' }).waitFor();
    await sheet.getByLabel('Search pets').fill(TAG);
    await expectAccessible(page);
    await sheet.getByRole('button', { name: 'Show 2 pets' }).click();
    await sheet.waitFor({ state: 'detached' });

    const cards = page.getByTestId('pet-card');
    expect(await cards.count()).toBe(2);
    for (const text of await cards.allInnerTexts()) expect(text).toMatch(/\d+(\.\d)? mi away/);
    await chip(page, 'Within 25 mi of 53703').waitFor();
    await screenshot(page, 'phone-board-near-me');

    await chip(page, `“${TAG}”`).click();
    await chip(page, 'Within 25 mi of 53703').click();
    await page.getByTestId('active-filters').waitFor({ state: 'detached' });
    await page.getByTestId('pet-distance').first().waitFor({ state: 'detached' });
  });
});
