import { randomBytes, randomUUID } from 'node:crypto';
import {
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { baseUrl } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner, submitSignupForm } from '../support/users';

/**
 * The services directory (docs/product.md#directory): the businesses are created through the API
 * (the e2e system starts with SEED_DEMO_DATA=0), then visitors search, filter and open them, and a
 * signed-in pet owner favorites, reviews, messages and books a vet.
 */

const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const DALLAS = { latitude: 32.7767, longitude: -96.797 };

const BUSINESSES = {
  groomer: {
    name: 'Happy Tails Grooming',
    category: 'groomer',
    description:
      'Gentle full-service grooming for dogs and cats of every size, with a calm spa room for nervous pups.',
    address: '1200 South Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78704',
    phone: '(512) 555-0142',
    websiteUrl: 'https://happytails.example.com',
    services: 'Bath & brush, breed cuts, nail trims, teeth cleaning',
    pricing: 'Baths from $35, full grooms from $65',
    priceRange: 'moderate',
    ...AUSTIN,
  },
  store: {
    name: 'Barkside Pet Supply',
    category: 'pet_store',
    description: 'Neighbourhood shop for natural food, treats and toys. Self-serve dog wash on weekends.',
    address: '88 East 6th Street',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    phone: '(512) 555-0190',
    websiteUrl: null,
    services: 'Raw and grain-free food, toys, self-serve wash',
    pricing: 'Wash station $15',
    priceRange: 'budget',
    latitude: null,
    longitude: null,
  },
  park: {
    name: 'Riverside Dog Park',
    category: 'park',
    description: 'Three fenced acres along the river with separate areas for small and large dogs.',
    address: '500 Riverfront Blvd',
    city: 'Dallas',
    state: 'TX',
    zipCode: '75207',
    phone: null,
    websiteUrl: null,
    services: 'Off-leash areas, water fountains, agility course',
    pricing: 'Free',
    priceRange: 'budget',
    ...DALLAS,
  },
  vet: {
    name: 'Lakeside Veterinary Clinic',
    category: 'veterinarian',
    description: 'Friendly general practice with same-day sick visits, vaccinations and dental care.',
    address: '2400 Lake Austin Blvd',
    city: 'Austin',
    state: 'TX',
    zipCode: '78703',
    phone: '(512) 555-0111',
    websiteUrl: 'www.lakesidevet.example.com',
    services: 'Wellness exams, vaccinations, dentistry, surgery',
    pricing: 'Exams from $60',
    priceRange: 'premium',
    latitude: 30.2849,
    longitude: -97.7797,
  },
} as const;
type Key = keyof typeof BUSINESSES;

/**
 * A word in this run's four descriptions: other journeys add businesses to the same system, and the unfiltered
 * directory shows 24 cards, so the steps that need all four (and only them) search for it.
 */
const LISTED = `listing${randomBytes(3).toString('hex')}`;

interface Created {
  id: string;
  name: string;
}

/** An API session (own cookie jar) for one account. */
async function signUp(
  accountType: 'pet_owner' | 'business_owner',
  firstName: string,
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: baseUrl() });
  const id = randomBytes(4).toString('hex');
  const password = 'correct-horse-42';
  const res = await api.post('/api/signup', {
    data: {
      firstName,
      lastName: 'Tester',
      username: `${firstName.toLowerCase()}_${id}`,
      email: `${firstName.toLowerCase()}.${id}@example.com`,
      password,
      confirmPassword: password,
      accountType,
    },
  });
  expect(res.status()).toBeLessThan(300);
  return api;
}

async function createBusiness(key: Key, premium: boolean): Promise<Created> {
  const owner = await signUp('business_owner', 'Owner');
  const res = await owner.post('/api/businesses', {
    data: { ...BUSINESSES[key], description: `${BUSINESSES[key].description} ${LISTED}` },
  });
  expect(res.status()).toBeLessThan(300);
  const business = (await res.json()) as Created;
  // A clinic with listed hours (and no slots) takes a date and time; without hours it asks for preferred times.
  if (key === 'vet') {
    const weekly = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '20:00' }));
    expect((await owner.put('/api/my-business/hours', { data: { weekly, closures: [] } })).status()).toBe(200);
  }
  if (premium)
    expect((await owner.put(`/api/businesses/${business.id}`, { data: { isPremium: 1 } })).status()).toBe(
      200,
    );
  await owner.dispose();
  return business;
}

/** The cards of the grid once it is complete (the first screen's are drawn first, the rest just after: aria-busy until then). */
const cards = (page: Page) => page.locator('[data-testid="business-grid"]:not([aria-busy="true"])').getByTestId('business-card');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Cards drawn before 'Show more' (mfe-directory's PAGE_SIZE). */
const FIRST_PAGE = 24;

/**
 * The result count says how many services matched; the first 24 are drawn as cards and 'Show more'
 * offers the rest (other journeys may have added businesses to the same system before this one).
 */
async function expectCountMatchesCards(page: Page): Promise<number> {
  const text = (await page.getByTestId('result-count').textContent()) ?? '';
  const found = Number(/(\d+) services? found/.exec(text)?.[1] ?? NaN);
  expect(text).toContain(`${found} ${found === 1 ? 'service' : 'services'} found`);
  if (found > 0) await cards(page).first().waitFor();
  expect(await cards(page).count()).toBe(Math.min(found, FIRST_PAGE));
  expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(found > FIRST_PAGE ? 1 : 0);
  return found;
}

/** Picks an option of one of /services' filters (native `<select>` elements). */
/** Taps a star of the review form as a person does (the radio itself is visually hidden), and waits until it is the rating. */
async function tapStar(page: Page, stars: number): Promise<void> {
  const radio = page.getByRole('radio', { name: `${stars} stars` });
  await page.locator('label', { has: radio }).click();
  await radio.and(page.locator(':checked')).waitFor();
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

/** Tomorrow as the browser sees it (yyyy-mm-dd). */
async function browserDay(page: Page, offsetDays: number): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, offsetDays);
}

describe('services directory', () => {
  const made = {} as Record<Key, Created>;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    made.groomer = await createBusiness('groomer', true);
    made.store = await createBusiness('store', false);
    made.park = await createBusiness('park', false);
    made.vet = await createBusiness('vet', false);
    // Ratings: groomer 4.0 (one review), vet 5.0 (one review).
    const reviewer = await signUp('pet_owner', 'Jordan');
    for (const [key, rating, comment] of [
      ['groomer', 4, 'Lovely staff, my poodle came back fluffy and happy.'],
      ['vet', 5, 'Dr. Alvarez was so patient with our anxious cat.'],
    ] as const) {
      const res = await reviewer.post('/api/reviews', {
        data: { businessId: made[key].id, rating, comment },
      });
      expect(res.status()).toBeLessThan(300);
    }
    await reviewer.dispose();
  });
  afterAll(async () => {
    await browser.close();
  });

  describe('signed out', () => {
    let context: BrowserContext;
    let page: Page;
    beforeEach(async () => {
      ({ context, page } = await newVisitor(browser));
    });
    afterEach(async () => {
      await context.close();
    });

    it('searches from the landing page and filters the results on the server', async () => {
      await page.goto('/');
      await page.getByLabel('Search for services').fill('grooming');
      await page.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: 'Groomer' }).click();
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL('**/services?q=grooming&category=groomer');
      await page.getByRole('heading', { level: 1, name: 'Pet Services Directory' }).waitFor();

      // q and category come from the query string into the filters.
      expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe('grooming');
      expect(await page.getByRole('combobox', { name: 'Category' }).locator('option:checked').textContent()).toBe('Groomer');
      const groomer = card(page, BUSINESSES.groomer.name);
      await groomer.waitFor();
      expect(await card(page, BUSINESSES.store.name).count()).toBe(0);
      await expectCountMatchesCards(page);
      expect(await page.getByTestId('search-query').textContent()).toContain('grooming');

      // Every element of the card (docs/product.md#directory-search); no heart for a signed-out visitor.
      await groomer.getByText('Featured', { exact: true }).waitFor();
      await groomer.getByText('Groomer', { exact: true }).waitFor();
      expect(await groomer.textContent()).toContain('4.0');
      expect(await groomer.textContent()).toContain('(1 review)');
      expect(await groomer.textContent()).toContain(BUSINESSES.groomer.description);
      expect(await groomer.textContent()).toContain('Austin, TX');
      expect(await groomer.textContent()).toContain(BUSINESSES.groomer.services);
      expect(await groomer.textContent()).toContain(BUSINESSES.groomer.pricing);
      expect(await groomer.getByRole('link', { name: /View details/i }).getAttribute('href')).toBe(
        `/business/${made.groomer.id}`,
      );
      expect(await groomer.getByRole('link', { name: /^Call/ }).getAttribute('href')).toBe('tel:5125550142');
      expect(await groomer.getByRole('link', { name: /^Website/ }).getAttribute('href')).toBe(
        'https://happytails.example.com/',
      );
      expect(await groomer.locator('img, [aria-hidden="true"]').count()).toBeGreaterThan(0);
      expect(await cards(page).getByTestId('favorite-toggle').count()).toBe(0);

      // All categories: the others appear, premium first.
      await choose(page, 'Category', 'All Categories');
      await page.getByLabel('Search', { exact: true }).fill(LISTED);
      await card(page, BUSINESSES.park.name).waitFor();
      await card(page, BUSINESSES.vet.name).waitFor();
      await card(page, BUSINESSES.store.name).waitFor();
      expect(await cards(page).first().getByRole('heading').textContent()).toBe(BUSINESSES.groomer.name);
      await expectCountMatchesCards(page);
      expect(new URL(page.url()).search).toBe(`?q=${LISTED}`);
      // No rating as a number before the first review: "New", never "0.0" with grey stars.
      const parkRating = card(page, BUSINESSES.park.name).getByTestId('card-rating');
      expect(await parkRating.textContent()).toBe(' NewNo reviews yet');
      expect(await card(page, BUSINESSES.park.name).textContent()).not.toContain('0.0');
      expect(await card(page, BUSINESSES.groomer.name).getByTestId('card-rating').textContent()).toContain('4.0');
      await screenshot(page, 'directory-services');
      await expectAccessible(page);

      // Minimum rating 4.5 keeps only the 5-star vet.
      await choose(page, 'Minimum rating', '4.5+ stars');
      await card(page, BUSINESSES.groomer.name).waitFor({ state: 'detached' });
      await card(page, BUSINESSES.vet.name).waitFor();
      expect(new URL(page.url()).searchParams.get('minRating')).toBe('4.5');
      await expectCountMatchesCards(page);
      await choose(page, 'Minimum rating', 'Any rating');

      // Price range: budget = the store and the park.
      await choose(page, 'Price range', '$ Budget');
      await card(page, BUSINESSES.vet.name).waitFor({ state: 'detached' });
      await card(page, BUSINESSES.store.name).waitFor();
      await card(page, BUSINESSES.park.name).waitFor();
      await choose(page, 'Price range', 'Any price');

      // City.
      await page.getByLabel('City', { exact: true }).fill('Dallas');
      await card(page, BUSINESSES.groomer.name).waitFor({ state: 'detached' });
      await card(page, BUSINESSES.park.name).waitFor();
      expect(new URL(page.url()).searchParams.get('city')).toBe('Dallas');
      await page.getByLabel('City', { exact: true }).fill('');
      await card(page, BUSINESSES.groomer.name).waitFor();

      // Free text matches the description too.
      await page.getByLabel('Search', { exact: true }).fill('fenced acres');
      await card(page, BUSINESSES.groomer.name).waitFor({ state: 'detached' });
      await card(page, BUSINESSES.park.name).waitFor();

      // Nothing matches.
      await page.getByLabel('Search', { exact: true }).fill('zebra hovercraft');
      await page.getByText('No services found', { exact: true }).waitFor();
      await page.getByText('Try adjusting your search or filters', { exact: true }).waitFor();
      expect(await cards(page).count()).toBe(0);
      await screenshot(page, 'directory-services-empty');
      await expectAccessible(page);
    });

    it('filters by distance after Enable Location, counting businesses placed from their ZIP code', async () => {
      await context.close();
      context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width: 1366, height: 900 },
        geolocation: AUSTIN,
        permissions: ['geolocation'],
      });
      page = await context.newPage();
      await page.goto(`/services?q=${LISTED}`);
      await card(page, BUSINESSES.park.name).waitFor();
      const distance = page.getByRole('combobox', { name: 'Distance' });
      expect(await distance.isDisabled()).toBe(true);

      await page.getByRole('button', { name: 'Enable Location' }).click();
      await expectToast(page, 'Location enabled', 'Now filtering by distance');
      await page.getByRole('button', { name: 'Location On' }).waitFor();
      expect(await distance.isDisabled()).toBe(false);
      // Distances are shown on cards with coordinates.
      await card(page, BUSINESSES.park.name)
        .getByText(/mi away/)
        .waitFor();

      await choose(page, 'Distance', 'Within 25 miles');
      await card(page, BUSINESSES.park.name).waitFor({ state: 'detached' }); // Dallas, ~180 miles
      await card(page, BUSINESSES.store.name).waitFor(); // no coordinates given: placed at its ZIP code, 78701
      await card(page, BUSINESSES.groomer.name).waitFor();
      await card(page, BUSINESSES.vet.name).waitFor();
      expect(new URL(page.url()).searchParams.get('distance')).toBe('25');
      await expectCountMatchesCards(page);
      await screenshot(page, 'directory-services-distance');
    });

    it('says "Location error" when the location cannot be had', async () => {
      await context.close();
      context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 900 } });
      await context.addInitScript(() => {
        Object.defineProperty(navigator, 'geolocation', {
          value: {
            getCurrentPosition: (_ok: unknown, fail: (e: { code: number; message: string }) => void) =>
              setTimeout(() => fail({ code: 1, message: 'User denied Geolocation' }), 10),
          },
        });
      });
      page = await context.newPage();
      await page.goto('/services');
      await page.getByRole('button', { name: 'Enable Location' }).click();
      await expectToast(page, 'Location error', 'Could not get your location');
      expect(await page.getByRole('combobox', { name: 'Distance' }).isDisabled()).toBe(true);
    });

    it('opens a business: every detail, no member controls', async () => {
      await page.goto(`/services?q=${LISTED}&category=groomer`);
      await card(page, BUSINESSES.groomer.name)
        .getByRole('link', { name: /View details/i })
        .click();
      await page.waitForURL(`**/business/${made.groomer.id}`);
      const b = BUSINESSES.groomer;
      await page.getByRole('heading', { level: 1, name: b.name }).waitFor();
      expect(await page.getByTestId('category-badge').textContent()).toBe('Groomer');
      // One word for premium to the public: "Featured", as on the cards.
      expect(await page.getByTestId('premium-badge').textContent()).toContain('Featured');
      expect(await page.getByTestId('business-rating').textContent()).toContain('4.0');
      expect(await page.getByTestId('business-rating').textContent()).toContain('1 review');
      const main = await page.locator('main').textContent();
      for (const text of [
        b.description,
        b.services,
        b.pricing,
        b.address,
        'Austin, TX 78704',
        b.phone,
        'happytails.example.com',
      ]) {
        expect(main).toContain(text);
      }
      expect(await page.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe('tel:5125550142');
      expect(await page.getByRole('link', { name: 'Visit Website' }).getAttribute('href')).toBe(
        'https://happytails.example.com/',
      );
      // The review by Jordan.
      const review = page.getByTestId('review').first();
      await review.getByText('Jordan', { exact: true }).waitFor();
      expect(await review.textContent()).toContain('my poodle came back fluffy');
      // Signed out: no favorite, review, contact or booking controls.
      await page.getByTestId('signed-out-prompt').waitFor();
      for (const name of ['Contact Business', 'Book an Appointment', 'Submit Review', 'Add to Favorites']) {
        expect(await page.getByRole('button', { name }).count()).toBe(0);
      }
      expect(await page.getByTestId('favorite-toggle').count()).toBe(0);
      expect(await page.getByTestId('review-form-card').count()).toBe(0);
      await screenshot(page, 'directory-business-signed-out');
      await expectAccessible(page);

      // A business without phone or website has neither button; no reviews shows the empty text.
      await page.goto(`/business/${made.park.id}`);
      await page.getByRole('heading', { level: 1, name: BUSINESSES.park.name }).waitFor();
      await page.getByText('No reviews yet. Be the first to review!', { exact: true }).waitFor();
      expect(await page.getByTestId('business-rating').textContent()).toBe(' NewNo reviews yet');
      expect(await page.getByTestId('business-rating').locator('svg.lucide-star').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Call Now' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Visit Website' }).count()).toBe(0);
      expect(await page.getByTestId('premium-badge').count()).toBe(0);

      // Phones: one column of cards, the sidebar under the content.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/services?q=${LISTED}`);
      await card(page, BUSINESSES.park.name).waitFor();
      await screenshot(page, 'directory-services-mobile');
      await expectAccessible(page);
      await page.goto(`/business/${made.groomer.id}`);
      await page.getByRole('heading', { level: 1, name: BUSINESSES.groomer.name }).waitFor();
      await screenshot(page, 'directory-business-mobile');
    });

    it('"Log in to save" on a phone: signing up comes back to the business and saves it', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/business/${made.vet.id}?from=share`);
      await page.getByRole('heading', { level: 1, name: BUSINESSES.vet.name }).waitFor();
      const here = `/business/${made.vet.id}?from=share&then=save`;
      const logIn = page.getByRole('link', { name: 'Log in to save' });
      expect(await logIn.getAttribute('href')).toBe(`/login?returnTo=${encodeURIComponent(here)}`);
      expect(await page.getByTestId('signed-out-prompt').getByRole('link', { name: 'Sign Up Free' }).getAttribute('href')).toBe(
        `/signup?returnTo=${encodeURIComponent(here)}`,
      );
      await logIn.click();
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === here);
      // A new member: from the login page to sign-up, the destination goes along.
      await page.locator('main').getByRole('link', { name: 'Sign up', exact: true }).click();
      await page.getByRole('link', { name: /I'm a Pet Owner/ }).click();
      await page.waitForURL((url) => url.pathname === '/signup/user' && url.searchParams.get('returnTo') === here);
      const user = newPetOwner();
      await submitSignupForm(page, user);
      await expectToast(page, 'Account created!', 'Welcome to PawPals');
      // Back on the business, the save done, and `then` gone so a reload does not save again.
      await page.waitForURL((url) => url.pathname === `/business/${made.vet.id}` && url.search === '?from=share', { timeout: 10_000 });
      await expectToast(page, 'Added to favorites');
      await page.getByRole('button', { name: 'Saved to Favorites' }).waitFor();
      const favorites = (await (await context.request.get('/api/favorites')).json()) as { businessId: string }[];
      expect(favorites.map((f) => f.businessId)).toEqual([made.vet.id]);
      await screenshot(page, 'directory-business-saved-after-signup-phone');
      await expectAccessible(page);
    });

    it('shows "Business not found" with a link back for an unknown business', async () => {
      await page.goto(`/business/${randomUUID()}`);
      await page.getByRole('heading', { name: 'Business not found' }).waitFor();
      await page
        .getByRole('link', { name: /Back to services/ })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/services');
      await page.getByRole('heading', { level: 1, name: 'Pet Services Directory' }).waitFor();
      await page.goto('/business/not-a-real-id');
      await page.getByRole('heading', { name: 'Business not found' }).waitFor();
      await screenshot(page, 'directory-business-not-found');
      await expectAccessible(page);
    });
  });

  describe('signed-in pet owner', () => {
    const user = newPetOwner();
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      ({ context, page } = await newVisitor(browser));
      const res = await context.request.post('/api/signup', {
        data: { ...user, confirmPassword: user.password, accountType: 'pet_owner' },
      });
      expect(res.status()).toBeLessThan(300);
    });
    afterAll(async () => {
      await context.close();
    });

    it('favorites a business from its card and from its page', async () => {
      await page.goto(`/services?q=${LISTED}`);
      const groomer = card(page, BUSINESSES.groomer.name);
      const heart = groomer.getByTestId('favorite-toggle');
      await heart.waitFor();
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      await heart.click();
      await expectToast(page, 'Added to favorites');
      await groomer.locator('[data-testid="favorite-toggle"][aria-pressed="true"]').waitFor();
      await screenshot(page, 'directory-services-signed-in');
      await expectAccessible(page);

      // The detail page knows it is a favorite; removing it there.
      await page.goto(`/business/${made.groomer.id}`);
      const toggle = page.getByRole('button', { name: 'Saved to Favorites' });
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      await toggle.click();
      await expectToast(page, 'Removed from favorites');
      await page.getByRole('button', { name: 'Add to Favorites' }).click();
      await expectToast(page, 'Added to favorites');
      await page.getByRole('button', { name: 'Saved to Favorites' }).waitFor();
      const favorites = (await (await context.request.get('/api/favorites')).json()) as {
        businessId: string;
      }[];
      expect(favorites.map((f) => f.businessId)).toEqual([made.groomer.id]);
    });

    it('reviews a business on a phone: 5 stars by default; then the form gives way to "Your review", which can be edited', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/business/${made.park.id}`);
      await page.getByRole('heading', { level: 1, name: BUSINESSES.park.name }).waitFor();
      await page.getByRole('heading', { name: 'Write a Review' }).waitFor();
      const five = page.getByRole('radio', { name: '5 stars' });
      expect(await five.isChecked()).toBe(true);
      await tapStar(page, 4);
      const comment = page.getByLabel('Comment (optional)');
      await comment.fill('Great shade trees and the agility course is a hit.');
      await screenshot(page, 'directory-business-review-form');
      await page.getByRole('button', { name: 'Submit Review' }).click();
      await expectToast(page, 'Review submitted successfully');
      const mine = page.getByTestId('review').filter({ hasText: 'Great shade trees' });
      await mine.waitFor();
      await mine.getByText(user.firstName, { exact: true }).waitFor();
      await page.getByTestId('business-rating').filter({ hasText: '4.0' }).waitFor();

      // My review shows instead of "Write a Review" (a review of it again replaces it; the API has no delete).
      const yours = page.getByTestId('your-review');
      await yours.waitFor();
      expect(await yours.getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1);
      expect(await yours.textContent()).toContain('Great shade trees and the agility course is a hit.');
      expect(await page.getByRole('heading', { name: 'Write a Review' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Submit Review' }).count()).toBe(0);
      await screenshot(page, 'directory-business-your-review-phone');
      await expectAccessible(page);

      // Edit: the form starts from my review; without a comment, null is sent, and the review is replaced.
      await yours.getByRole('button', { name: 'Edit review' }).click();
      await page.getByRole('heading', { name: 'Edit your review' }).waitFor();
      expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
      expect(await comment.inputValue()).toBe('Great shade trees and the agility course is a hit.');
      await tapStar(page, 5);
      await comment.fill('');
      const [req] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/api/reviews') && r.method() === 'POST'),
        page.getByRole('button', { name: 'Update Review' }).click(),
      ]);
      expect(req.postDataJSON()).toEqual({ businessId: made.park.id, rating: 5, comment: null });
      await expectToast(page, 'Review submitted successfully');
      await yours.getByRole('img', { name: '5 out of 5 stars' }).waitFor();
      await yours.getByText('You rated it without a comment.', { exact: true }).waitFor();
      await page.getByTestId('business-rating').filter({ hasText: '5.0' }).waitFor();
      expect(await page.getByTestId('business-rating').textContent()).toContain('(1 review)');
      await page.setViewportSize({ width: 1366, height: 900 });
    });

    it('sends an inquiry: Send stays disabled until subject and message have text', async () => {
      await page.goto(`/business/${made.groomer.id}`);
      await page.getByRole('heading', { level: 1, name: BUSINESSES.groomer.name }).waitFor();
      expect(await page.getByRole('button', { name: 'Book an Appointment' }).count()).toBe(0); // not a vet
      await page.getByRole('button', { name: 'Contact Business' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send a Message' });
      await dialog.waitFor();
      const send = dialog.getByRole('button', { name: 'Send Message' });
      expect(await send.isDisabled()).toBe(true);
      await dialog.getByLabel('Subject').fill('Large breed grooming');
      expect(await send.isDisabled()).toBe(true);
      await dialog.getByLabel('Message').fill('   ');
      expect(await send.isDisabled()).toBe(true);
      await dialog.getByLabel('Subject').fill('   ');
      await dialog.getByLabel('Message').fill('Do you groom Newfoundlands?');
      expect(await send.isDisabled()).toBe(true);
      await dialog.getByLabel('Subject').fill('Large breed grooming');
      expect(await send.isDisabled()).toBe(false);
      await screenshot(page, 'directory-contact-dialog');
      await expectAccessible(page);
      await send.click();
      await expectToast(page, 'Inquiry Sent', 'They will respond soon');
      await dialog.waitFor({ state: 'detached' });
      // Cleared for the next message.
      await page.getByRole('button', { name: 'Contact Business' }).click();
      expect(await dialog.getByLabel('Subject').inputValue()).toBe('');
      expect(await dialog.getByLabel('Message').inputValue()).toBe('');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      const mine = (await (await context.request.get('/api/inquiries/mine')).json()) as {
        subject: string;
        message: string;
      }[];
      expect(mine.map((m) => [m.subject, m.message])).toEqual([
        ['Large breed grooming', 'Do you groom Newfoundlands?'],
      ]);
    });

    it('books a vet appointment: date not before today, Request disabled until date and time', async () => {
      await page.goto(`/business/${made.vet.id}`);
      await page.getByRole('heading', { level: 1, name: BUSINESSES.vet.name }).waitFor();
      await page.getByRole('button', { name: 'Book an Appointment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
      await dialog.waitFor();
      const submit = dialog.getByRole('button', { name: 'Request Appointment' });
      const date = dialog.getByLabel('Date', { exact: true });
      expect(await date.getAttribute('min')).toBe(await browserDay(page, 0));
      expect(await submit.isDisabled()).toBe(true);
      const tomorrow = await browserDay(page, 1);
      await date.fill(tomorrow);
      expect(await submit.isDisabled()).toBe(true);
      await dialog.getByLabel('Date', { exact: true }).fill('');
      await dialog.getByLabel('Time', { exact: true }).fill('09:05');
      expect(await submit.isDisabled()).toBe(true);
      await date.fill(tomorrow);
      expect(await submit.isDisabled()).toBe(false);
      await dialog.getByLabel('Pet Name (optional)').fill('Biscuit');
      expect(await dialog.getByTestId('appointment-summary').textContent()).toMatch(/at 09:05$/);
      await screenshot(page, 'directory-appointment-dialog');
      await expectAccessible(page);
      const [req] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/api/appointments') && r.method() === 'POST'),
        submit.click(),
      ]);
      const body = req.postDataJSON() as Record<string, unknown>;
      expect(body).toEqual({
        businessId: made.vet.id,
        appointmentDate: expect.any(String),
        petName: 'Biscuit',
        reason: null,
      });
      expect(body.appointmentDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(
        await page.evaluate((iso) => {
          const d = new Date(iso);
          return `${d.getHours()}:${d.getMinutes()}`;
        }, body.appointmentDate as string),
      ).toBe('9:5');
      await expectToast(page, 'Appointment Requested', 'The veterinarian will confirm shortly');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Book an Appointment' }).click();
      expect(await dialog.getByLabel('Date', { exact: true }).inputValue()).toBe('');
      expect(await dialog.getByLabel('Pet Name (optional)').inputValue()).toBe('');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      const appointments = (await (await context.request.get('/api/appointments')).json()) as {
        status: string;
        petName: string;
      }[];
      expect(appointments.map((a) => [a.status, a.petName])).toEqual([['pending', 'Biscuit']]);
      await screenshot(page, 'directory-business-signed-in');
      await expectAccessible(page);
    });

    it('shows the failure toasts when the server refuses', async () => {
      await page.route(
        /\/api\/(reviews|favorites|appointments|businesses\/[^/]+\/inquiries)(\/|$)/,
        (route) =>
          route.request().method() === 'GET'
            ? route.fallback()
            : route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' }),
      );
      await page.goto(`/business/${made.vet.id}`);
      await page.getByRole('heading', { level: 1, name: BUSINESSES.vet.name }).waitFor();

      await page.getByRole('button', { name: 'Add to Favorites' }).click();
      await expectToast(page, 'Error', 'Failed to update favorites');

      await page.getByRole('button', { name: 'Submit Review' }).click();
      await expectToast(page, 'Error', 'Failed to submit review');

      await page.getByRole('button', { name: 'Contact Business' }).click();
      let dialog = page.getByRole('dialog', { name: 'Send a Message' });
      await dialog.getByLabel('Subject').fill('Hours');
      await dialog.getByLabel('Message').fill('Are you open on Sundays?');
      await dialog.getByRole('button', { name: 'Send Message' }).click();
      await expectToast(page, 'Error', 'Failed to send inquiry');
      expect(await dialog.getByLabel('Subject').inputValue()).toBe('Hours'); // kept for another try
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Book an Appointment' }).click();
      dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
      await dialog.getByLabel('Date', { exact: true }).fill(await browserDay(page, 2));
      await dialog.getByLabel('Time', { exact: true }).fill('14:30');
      await dialog.getByRole('button', { name: 'Request Appointment' }).click();
      await expectToast(page, 'Error', 'Failed to book appointment');
      await page.unroute(/.*/);
    });
  });
});
