/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are read loosely */
import { randomBytes } from 'node:crypto';
import type { APIResponse, Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { baseUrl } from '../support/system';
import { expectToast } from '../support/toast';

/**
 * Hours, slots and review replies (docs/product.md#appointments-hours-and-slots) as people would do them: a
 * vet on a phone sets opening hours (a problem shown on its day, presets, the zone picker) and 30-minute
 * slots in /my-business; a pet owner finds the clinic with the "Open now" filter, sees "Open now" on its page
 * and books a free slot tomorrow; a second owner who had the same slot on screen is told it is gone; a clinic
 * without hours asks a phone visitor for preferred times and its vet reads them; the vet confirms; the owner
 * answers a one-star review and the reviewer sees the answer.
 */

interface Person {
  context: BrowserContext;
  page: Page;
  firstName: string;
}

async function ok(response: APIResponse): Promise<any> {
  expect(response.status()).toBeLessThan(300);
  return response.json();
}

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A member signed up through the API in their own browser context (the session cookie is shared). */
async function member(
  browser: Browser,
  firstName: string,
  accountType: 'pet_owner' | 'business_owner',
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Person> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, timezoneId: 'America/Chicago' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  const id = randomBytes(4).toString('hex');
  const password = 'correct-horse-42';
  await ok(
    await context.request.post('/api/signup', {
      data: {
        firstName,
        lastName: 'Tester',
        username: `${firstName.toLowerCase()}_${id}`,
        email: `${firstName.toLowerCase()}.${id}@example.com`,
        password,
        confirmPassword: password,
        accountType,
      },
    }),
  );
  return { context, page, firstName };
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const CITY = `Slotsville${randomBytes(2).toString('hex')}`;

async function openBookingDialog(page: Page, businessId: string) {
  await page.goto(`/business/${businessId}`);
  await page.getByRole('button', { name: 'Book an Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  await dialog.getByTestId('slot-picker').waitFor();
  await dialog.getByRole('button', { name: 'Tomorrow', exact: true }).click();
  return dialog;
}

describe('business hours, bookable slots and review replies', () => {
  let browser: Browser;
  let vet: Person;
  let maya: Person;
  let theo: Person;
  let rita: Person;
  let businessId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    vet = await member(browser, 'Vera', 'business_owner', PHONE);
    maya = await member(browser, 'Maya', 'pet_owner');
    theo = await member(browser, 'Theo', 'pet_owner');
    rita = await member(browser, 'Rita', 'pet_owner');
    const business = await ok(
      await vet.context.request.post('/api/businesses', {
        data: { name: 'Round The Clock Vets', category: 'veterinarian', city: CITY, state: 'TX', phone: '(512) 555-0170' },
      }),
    );
    businessId = business.id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the vet sets opening hours on a phone (a bad range is shown on its day, presets fill the week, the zone is a picker) and 30-minute slots', async () => {
    const { page } = vet;
    await page.goto('/my-business');
    const hours = page.getByTestId('opening-hours-card');
    await hours.waitFor();
    // The zone is picked from a list, US zones first, and starts at the business's place (Texas: Central).
    const zone = hours.getByLabel('Time zone');
    expect(await zone.evaluate((el) => el.tagName)).toBe('SELECT');
    expect(await zone.inputValue()).toBe('America/Chicago');
    expect(await zone.locator('option').first().textContent()).toBe('Eastern (New York) — America/New_York');
    expect(await zone.locator('option[value="Europe/London"]').count()).toBe(1);

    // An inverted range first: the problem shows on Monday's row, nothing is stored.
    await hours.getByRole('button', { name: 'Add hours on Monday' }).click();
    await hours.getByLabel('Monday opens').fill('18:00');
    await hours.getByLabel('Monday closes').fill('09:00');
    await hours.getByRole('button', { name: 'Save Hours' }).click();
    await hours.getByTestId('hours-Monday').getByRole('alert').getByText('closing time 09:00 must be after opening time 18:00').waitFor();
    expect(await hours.getByTestId('hours-day-problem').count()).toBe(1);
    expect(await hours.getByLabel('Monday opens').getAttribute('aria-invalid')).toBe('true');
    expect((await ok(await page.request.get('/api/my-business'))).hours.weekly).toEqual([]);
    await screenshot(page, 'business-hours-problem-on-its-day');

    // Presets from Monday's hours: weekdays, then weekends closed, then every day, open around the clock
    // so "Open now" holds whenever this runs.
    await hours.getByLabel('Monday opens').fill('00:00');
    await hours.getByLabel('Monday closes').fill('24:00');
    await hours.getByRole('button', { name: 'Weekdays', exact: true }).click();
    expect(await hours.getByLabel('Friday closes').inputValue()).toBe('24:00');
    await hours.getByTestId('hours-Saturday').getByText('Closed', { exact: true }).waitFor();
    await hours.getByRole('button', { name: 'Every day', exact: true }).click();
    for (const day of DAYS) expect(await hours.getByLabel(`${day} opens`).inputValue()).toBe('00:00');
    await hours.getByRole('button', { name: 'Closed weekends', exact: true }).click();
    expect(await hours.getByLabel('Sunday opens').count()).toBe(0);
    expect(await hours.getByLabel('Wednesday opens').count()).toBe(1);
    await hours.getByRole('button', { name: 'Every day', exact: true }).click();
    await zone.selectOption({ label: 'Central (Chicago) — America/Chicago' });
    await hours.getByRole('button', { name: 'Save Hours' }).click();
    await expectToast(page, 'Hours saved');
    expect(await hours.getByTestId('hours-day-problem').count()).toBe(0);
    expect(await zone.inputValue()).toBe('America/Chicago');
    const card = await hours.boundingBox();
    expect(card!.x + card!.width).toBeLessThanOrEqual(PHONE.width);

    const booking = page.getByTestId('booking-settings-card');
    await booking.getByLabel('Length of a visit (minutes)').fill('30');
    await booking.getByRole('switch', { name: 'Take bookings by slots' }).click();
    await booking.getByRole('button', { name: 'Save Booking Settings' }).click();
    await expectToast(page, 'Booking settings saved');
    await screenshot(page, 'business-hours-my-business');
    await expectAccessible(page);

    const saved = await ok(await page.request.get('/api/my-business'));
    expect(saved).toMatchObject({ timeZone: 'America/Chicago', booking: { slotMinutes: 30, enabled: true }, openNow: true });
    expect(saved.hours.weekly).toHaveLength(7);
  });

  it('a pet owner finds it with "Open now", sees it open, and books a free slot tomorrow; a second owner cannot take it', async () => {
    const { page } = maya;
    await page.goto(`/services?city=${CITY}`);
    await page.getByRole('switch', { name: 'Open now' }).click();
    await page.waitForURL(/openNow=true/);
    const card = page.getByTestId('business-card').filter({ hasText: 'Round The Clock Vets' });
    await card.waitFor();

    await card.getByRole('link', { name: /View details/i }).click();
    await page.getByRole('heading', { level: 1, name: 'Round The Clock Vets' }).waitFor();
    const status = page.getByTestId('opening-status').first();
    await status.getByText('Open now', { exact: true }).waitFor();
    await status.getByText('Closes at midnight', { exact: true }).waitFor();
    await page.getByTestId('today-hours').getByText('00:00–24:00').waitFor();
    await screenshot(page, 'business-hours-business-page');

    // Theo has the booking dialog open on the same free slot before Maya books it.
    const theoDialog = await openBookingDialog(theo.page, businessId);
    const mayaDialog = await openBookingDialog(page, businessId);
    const slotButtons = mayaDialog.getByTestId('slot-picker').getByRole('button', { name: /^\d\d:\d\d$/ });
    const chosen = (await slotButtons.nth(20).textContent())!.trim();
    await theoDialog.getByRole('button', { name: chosen, exact: true }).click();

    await mayaDialog.getByLabel('Pet Name (optional)').fill('Biscuit');
    await mayaDialog.getByRole('button', { name: chosen, exact: true }).click();
    await mayaDialog.getByTestId('appointment-summary').waitFor();
    await expectAccessible(page);
    await mayaDialog.getByRole('button', { name: 'Request Appointment' }).click();
    await expectToast(page, 'Appointment Requested', 'The veterinarian will confirm shortly');
    const [booked] = await ok(await page.request.get('/api/appointments'));
    expect(booked).toMatchObject({ status: 'pending', petName: 'Biscuit', businessId });

    // Theo's screen still offers it; the server refuses it and the list no longer has it.
    await theoDialog.getByRole('button', { name: 'Request Appointment' }).click();
    await expectToast(theo.page, 'That time is gone', 'Someone has just booked that time. Please pick another free slot.');
    await theoDialog.getByRole('button', { name: 'Tomorrow', exact: true }).click();
    await theoDialog.getByRole('button', { name: /^\d\d:\d\d$/ }).first().waitFor();
    expect(await theoDialog.getByRole('button', { name: chosen, exact: true }).count()).toBe(0);
    await screenshot(theo.page, 'business-hours-slot-gone');
    const again = await theo.page.request.post('/api/appointments', { data: { businessId, appointmentDate: booked.appointmentDate } });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe('Someone has just booked that time. Please pick another free slot.');
    expect(await ok(await theo.page.request.get('/api/appointments'))).toEqual([]);
  });

  it('a clinic without hours says so on a phone and takes up to three preferred times; its vet reads them', async () => {
    const hana = await member(browser, 'Hana', 'business_owner', PHONE);
    const clinic = await ok(
      await hana.context.request.post('/api/businesses', {
        data: { name: 'Quiet Lane Animal Clinic', category: 'veterinarian', city: CITY, state: 'TX', phone: '(512) 555-0171' },
      }),
    );
    const nina = await member(browser, 'Nina', 'pet_owner', PHONE);
    const { page } = nina;
    await page.goto(`/business/${clinic.id}`);
    await page.getByRole('button', { name: 'Book an Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    await dialog.getByTestId('hours-not-listed').getByText('Hours not listed.').waitFor();
    // No blind date and time: preferred days and parts of the day instead.
    expect(await dialog.getByLabel('Time', { exact: true }).count()).toBe(0);
    const submit = dialog.getByRole('button', { name: 'Request Appointment' });
    expect(await submit.isDisabled()).toBe(true);
    const [tomorrow, later] = await page.evaluate(() =>
      [1, 3].map((offset) => {
        const d = new Date();
        d.setDate(d.getDate() + offset);
        return d.toLocaleDateString('en-CA'); // YYYY-MM-DD in the browser's zone
      }),
    );
    await dialog.getByLabel('Preferred date 1').fill(tomorrow);
    expect(await submit.isDisabled()).toBe(false);
    await dialog.getByRole('button', { name: 'Add another time' }).click();
    await dialog.getByLabel('Preferred date 2').fill(later);
    await dialog.getByLabel('Preferred time of day 2').selectOption('evening');
    await dialog.getByRole('button', { name: 'Add another time' }).click();
    await dialog.getByLabel('Preferred date 3').fill(later);
    expect(await dialog.getByRole('button', { name: 'Add another time' }).count()).toBe(0); // three at most
    await dialog.getByRole('button', { name: 'Remove preferred time 3' }).click();
    expect(await dialog.getByTestId('appointment-summary').getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/ · Morning \(08:00–12:00\)$/),
      expect.stringMatching(/ · Evening \(17:00–20:00\)$/),
    ]);
    await dialog.getByLabel('Pet Name (optional)').fill('Pip');
    await expectAccessible(page);
    await screenshot(page, 'booking-preferred-times-phone');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/appointments') && r.method() === 'POST'),
      submit.click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({
      businessId: clinic.id,
      petName: 'Pip',
      preferredTimes: [
        { date: tomorrow, window: 'morning' },
        { date: later, window: 'evening' },
      ],
    });
    // The request's time is the start of the first preference, in the visitor's zone.
    expect(await page.evaluate((iso) => new Date(iso).toTimeString().slice(0, 5), request.postDataJSON().appointmentDate)).toBe('08:00');
    await expectToast(page, 'Appointment Requested', 'The veterinarian will confirm shortly');

    await hana.page.goto('/my-business');
    const asked = hana.page.getByTestId('appointment-request').filter({ hasText: 'Pip' });
    const preferred = asked.getByTestId('preferred-times');
    await preferred.waitFor();
    expect(await preferred.getByRole('listitem').count()).toBe(2);
    await preferred.getByText('Evening (17:00–20:00)', { exact: false }).waitFor();
    await expectAccessible(hana.page);
    await hana.context.close();
    await nina.context.close();
  });

  it('the vet confirms the booking and the pet owner sees it confirmed', async () => {
    await vet.page.goto('/my-business');
    const request = vet.page.getByTestId('appointment-request').filter({ hasText: 'Biscuit' });
    await request.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(vet.page, 'Appointment status updated');
    await maya.page.goto('/dashboard');
    await maya.page.getByRole('tab', { name: /appointments/i }).click();
    const mine = maya.page.getByTestId('my-appointment').filter({ hasText: 'Round The Clock Vets' });
    await mine.getByText('Confirmed').waitFor();
    await mine.getByRole('button', { name: 'Cancel Appointment' }).waitFor();
  });

  it('the owner answers a one-star review and the reviewer sees the answer', async () => {
    await ok(await rita.page.request.post('/api/reviews', { data: { businessId, rating: 1, comment: 'Waited forty minutes past my slot.' } }));
    await ok(await maya.page.request.post('/api/reviews', { data: { businessId, rating: 5, comment: 'Lovely night staff.' } }));

    const { page } = vet;
    await page.goto(`/business/${businessId}`);
    const oneStar = page.getByTestId('review').filter({ hasText: 'Waited forty minutes' });
    await oneStar.getByRole('button', { name: 'Reply', exact: true }).click();
    await oneStar.getByLabel('Your reply').fill('Sorry, Rita. We added a second vet in the evenings so slots run on time.');
    await oneStar.getByRole('button', { name: 'Post reply' }).click();
    await expectToast(page, 'Reply posted');
    await oneStar.getByTestId('owner-reply').waitFor();

    await rita.page.goto(`/business/${businessId}`);
    await rita.page.getByTestId('review-sort').click();
    await rita.page.getByRole('option', { name: 'Lowest rated' }).click();
    const first = rita.page.getByTestId('review').first();
    await first.getByText('Waited forty minutes past my slot.').waitFor();
    await first.getByText('Response from the owner').waitFor();
    await first.getByText('We added a second vet in the evenings so slots run on time.', { exact: false }).waitFor();
    await screenshot(rita.page, 'business-hours-review-reply');
    await expectAccessible(rita.page);
    const notifications = await ok(await rita.page.request.get('/api/notifications'));
    const deadline = Date.now() + 15_000;
    let told = notifications.some((n: any) => n.title === 'Round The Clock Vets answered your review');
    while (!told && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      told = (await ok(await rita.page.request.get('/api/notifications'))).some((n: any) => n.title === 'Round The Clock Vets answered your review');
    }
    expect(told).toBe(true);

    // Maya finds Rita's review helpful.
    await maya.page.goto(`/business/${businessId}`);
    const ritaReview = maya.page.getByTestId('review').filter({ hasText: 'Waited forty minutes' });
    await ritaReview.getByRole('button', { name: 'Helpful', exact: true }).click();
    await ritaReview.getByRole('button', { name: 'Helpful (1)' }).waitFor();
  });
});
