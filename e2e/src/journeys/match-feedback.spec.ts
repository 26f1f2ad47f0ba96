import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { request } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { ok, uploadPetPhoto } from '../support/posts';
import { adminCredentials, baseUrl } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner } from '../support/users';

// In Tulsa, Oklahoma: away from the demo data and the other journeys' posts (lost-found-map's "near me" is in Spokane).
const WOODWARD_PARK = { latitude: 36.1318, longitude: -95.9688 };
const north = (miles: number) => ({ latitude: WOODWARD_PARK.latitude + miles / 69.0976, longitude: WOODWARD_PARK.longitude });
const PEPPER = `Pepper ${randomBytes(2).toString('hex')}`;
const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

interface Person {
  context: BrowserContext;
  page: Page;
}

async function signedUp(browser: Browser): Promise<Person> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  const member = newPetOwner();
  await ok(await context.request.post('/api/signup', { data: { ...member, confirmPassword: member.password } }));
  return { context, page };
}


describe('match suggestions people can answer: "Not my pet", "This is my pet", a message, home', () => {
  let browser: Browser;
  let admin: APIRequestContext;
  let owner: Person;
  let finder: Person;
  let stranger: Person;
  let pepperId = '';
  let foundId = '';
  let lookalikeId = '';

  const post = async (who: Person, data: Record<string, unknown>) => {
    const created = await ok(
      await who.context.request.post('/api/lost-found-pets', {
        data: { photoUrl: await uploadPetPhoto(who.context.request), contactInfo: '(918) 555-0142', ...data },
      }),
    );
    await ok(await admin.patch(`/api/admin/lost-found/${created.id}/approve`, { data: { approvalStatus: 'approved' } }));
    return created.id as string;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await request.newContext({ baseURL: baseUrl() });
    await ok(await admin.post('/api/admin/login', { data: adminCredentials() }));
    [owner, finder, stranger] = await Promise.all([signedUp(browser), signedUp(browser), signedUp(browser)]);
  });
  afterAll(async () => {
    await admin.dispose();
    await browser.close();
  });

  it('the owner posts a lost beagle; a different dog and then the right one are found nearby', async () => {
    pepperId = await post(owner, {
      type: 'lost', petName: PEPPER, species: 'dog', breed: 'Beagle', color: 'tan and white', size: 'medium',
      description: 'Shy beagle, slipped her collar at the park.', lastSeenLocation: 'Woodward Park, by the azalea garden',
      lastSeenDate: yesterday(), ...WOODWARD_PARK,
    });
    // Another tan dog nearby, but a bigger shepherd mix: possible at most, so nobody is told.
    lookalikeId = await post(stranger, {
      type: 'found', species: 'dog', breed: 'shepherd mix', color: 'tan', size: 'large',
      description: 'Found a tan dog near the rose garden, very friendly.', lastSeenLocation: 'Brookside, Tulsa',
      lastSeenDate: today(), ...north(1.5),
    });
    // The finder's post agrees on breed, colour, size and place: a confident match.
    foundId = await post(finder, {
      type: 'found', species: 'dog', breed: 'beagle', color: 'tan & white', size: 'medium',
      description: 'Found this sweet beagle hiding under a bench, no collar.', lastSeenLocation: 'Woodward Park, Tulsa',
      lastSeenDate: today(), ...north(0.3),
    });
  });

  it('the owner is told of the confident match only, and answers "Not my pet" to the other one', async () => {
    const page = owner.page;
    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('button', { name: new RegExp(`Possible match for ${PEPPER}`) }).first().waitFor({ timeout: 20_000 });
    const titles = (await ok(await owner.context.request.get('/api/notifications'))).filter((n: { title: string }) => n.title.startsWith('Possible match'));
    expect(titles).toHaveLength(1);
    await page.keyboard.press('Escape');

    await page.goto(`/lost-found/${pepperId}`);
    const panel = page.getByTestId('possible-matches');
    await panel.locator(`[data-testid="possible-match-item"][data-pet-id="${foundId}"]`).waitFor();
    const lookalike = panel.locator(`[data-testid="possible-match-item"][data-pet-id="${lookalikeId}"]`);
    await lookalike.waitFor();
    await screenshot(page, 'match-answers');
    await expectAccessible(page);
    await lookalike.getByRole('button', { name: 'Not my pet' }).click();
    await expectToast(page, "We won't suggest this pet again");
    await lookalike.waitFor({ state: 'detached' });
    // For good: a reload does not bring it back, and the finder of that dog no longer sees Pepper either.
    await page.reload();
    await panel.locator(`[data-testid="possible-match-item"][data-pet-id="${foundId}"]`).waitFor();
    expect(await panel.locator(`[data-pet-id="${lookalikeId}"]`).count()).toBe(0);
    const strangersMatches = await ok(await stranger.context.request.get(`/api/lost-found-pets/${lookalikeId}/matches`));
    expect(strangersMatches.map((m: { pet: { id: string } }) => m.pet.id)).not.toContain(pepperId);
  });

  it('"This is my pet": the owner messages the finder, then marks Pepper home', async () => {
    const page = owner.page;
    const item = page.getByTestId('possible-matches').locator(`[data-testid="possible-match-item"][data-pet-id="${foundId}"]`);
    await item.getByRole('button', { name: 'This is my pet' }).click();
    const next = page.getByTestId('match-is-mine');
    await next.getByText(`Tell the finder it's your pet, then mark ${PEPPER} as home.`).waitFor();
    await screenshot(page, 'match-is-mine');
    await next.getByRole('link', { name: 'Message the finder' }).click();

    await page.waitForURL((url) => url.pathname === `/lost-found/${foundId}`);
    await page.getByTestId('message-poster').click();
    await page.getByLabel('Your message').fill(`That's my ${PEPPER}! Can I pick her up this evening?`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectToast(page, 'Message sent');
    const finderConversations = await ok(await finder.context.request.get('/api/pet-conversations'));
    expect(finderConversations.map((c: { postId: string }) => c.postId)).toContain(foundId);

    // Back on Pepper's page the answer is remembered: the next step is waiting.
    await page.goto(`/lost-found/${pepperId}`);
    await item.getByTestId('match-is-mine').getByRole('button', { name: 'Mark as reunited' }).click();
    await expectToast(page, 'Pet status updated');
    await page.getByTestId('reunited-notice').waitFor();
    expect((await ok(await owner.context.request.get(`/api/lost-found-pets/${pepperId}`))).status).toBe('resolved');
  });
});
