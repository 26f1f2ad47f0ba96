import { randomBytes } from 'node:crypto';
import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchBrowser, newVisitor } from '../support/browser';
import { pngImage } from '../support/images';
import { ok } from '../support/posts';
import { adminCredentials, baseUrl } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner } from '../support/users';

/** Text only this run's members carry in their username and email, so the search finds exactly them. */
const TAG = `adminlist${randomBytes(3).toString('hex')}`;
/** More than one page (50) of members. */
const MEMBERS = 56;

const rows = (page: Page) => page.getByTestId('member-row');

/** Waits until the Users page lists `count` members. */
async function expectRows(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="member-row"]').length === n, count, { timeout: 20_000 });
}

/** More than one page (50) of pending posts. */
const PENDING = 51;

/** A member posts `count` lost pets, each with its own photo; they wait for moderation. Answers their ids. */
async function postPending(count: number): Promise<string[]> {
  const api = await request.newContext({ baseURL: baseUrl() });
  const poster = newPetOwner();
  await ok(await api.post('/api/signup', { data: { ...poster, confirmPassword: poster.password } }));
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const { uploadURL } = await ok(await api.post('/api/objects/upload'));
    await ok(await api.put(uploadURL, { data: pngImage(), headers: { 'content-type': 'image/png' } }));
    const { objectPath } = await ok(await api.put('/api/pet-photo', { data: { photoUrl: uploadURL } }));
    const post = await ok(
      await api.post('/api/lost-found-pets', {
        data: {
          type: 'lost',
          petName: `Queue ${n}`,
          breed: 'Whippet',
          color: 'Grey',
          description: `Waiting in the queue ${TAG}`,
          lastSeenLocation: `Harbor Walk ${TAG}`,
          lastSeenDate: new Date().toISOString().slice(0, 10),
          photoUrl: objectPath,
          contactInfo: '(305) 555-0188',
        },
      }),
    );
    ids.push(post.id);
  }
  await api.dispose();
  return ids;
}

describe('admin lists at scale: the Users page pages and searches on the server, the moderation tabs count every pending item, Add Admin searches the members', () => {
  let browser: Browser;
  let visitor: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await launchBrowser();
    const signUp = async (n: number) => {
      const api = await request.newContext({ baseURL: baseUrl() });
      const id = String(n).padStart(2, '0');
      const person = { firstName: 'Robin', lastName: 'Lister', username: `${TAG}_${id}`, email: `${TAG}.${id}@example.com`, password: 'correct-horse-42' };
      await ok(await api.post('/api/signup', { data: { ...person, confirmPassword: person.password } }));
      await api.dispose();
    };
    for (let n = 0; n < MEMBERS; n += 8) await Promise.all(Array.from({ length: Math.min(8, MEMBERS - n) }, (_, i) => signUp(n + i)));
    // svc-admin learns of new members from events: wait until it lists every one of them.
    const admin = await request.newContext({ baseURL: baseUrl() });
    await ok(await admin.post('/api/admin/login', { data: adminCredentials() }));
    for (let tries = 0; (await ok(await admin.get(`/api/admin/users?q=${TAG}&limit=100`))).length < MEMBERS; tries++) {
      if (tries === 100) throw new Error('svc-admin never listed every new member');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await admin.dispose();
    visitor = await newVisitor(browser);
  }, 120_000);

  let adminApi: APIRequestContext;
  let pending: string[] = [];

  afterAll(async () => {
    // The other journeys find their own pending posts on the queue's first page: take this one's off it.
    for (const id of pending) await adminApi?.patch(`/api/admin/lost-found/${id}/approve`, { data: { approvalStatus: 'rejected' } });
    await adminApi?.dispose();
    await visitor?.context.close();
    await browser?.close();
  });

  it('finds the tagged members by the server, shows the first 50, then the rest on "Load more" and the end', async () => {
    const { page } = visitor;
    const admin = adminCredentials();
    await page.goto('/admin/login');
    await page.getByLabel('Username', { exact: true }).fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login successful', `Welcome back, ${admin.username}!`);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users', exact: true }).click();

    // Any case: the server matches the email or username as a substring, whatever the first page held.
    const asked = page.waitForResponse((res) => res.url().includes(`/api/admin/users?q=${TAG.toUpperCase()}`));
    await page.getByRole('searchbox', { name: 'Search users' }).fill(TAG.toUpperCase());
    expect((await asked).status()).toBe(200);
    await expectRows(page, 50);
    expect(await page.getByTestId('users-end').count()).toBe(0);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expectRows(page, MEMBERS);
    await page.getByTestId('users-end').getByText("That's every user", { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    // Each member once: every tagged email appears in exactly one row.
    const emails = (await rows(page).allTextContents()).map((text) => new RegExp(`${TAG}\\.\\d{2}@example\\.com`).exec(text)?.[0]);
    expect(new Set(emails).size).toBe(MEMBERS);
    expect(emails).not.toContain(undefined);
  });

  it('counts every pending post in the tab, not the page loaded, and the count drops on Reject', async () => {
    adminApi = await request.newContext({ baseURL: baseUrl() });
    await ok(await adminApi.post('/api/admin/login', { data: adminCredentials() }));
    pending = await postPending(PENDING);
    const { count } = await ok(await adminApi.get('/api/admin/lost-found/pending/count'));
    expect(count).toBeGreaterThanOrEqual(PENDING);

    const { page } = visitor;
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Moderation', exact: true }).click();
    await page.getByRole('tab', { name: `Pending Pets (${count})`, exact: true }).waitFor();
    // The first page holds 50; the tab counts them all.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="pending-pet"]').length === 50, undefined, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Load more' }).waitFor();
    const ours = page.getByTestId('pending-pet').filter({ hasText: `Harbor Walk ${TAG}` });
    for (let more = 0; (await ours.count()) === 0; more++) {
      if (more === 10) throw new Error("this journey's pending posts never showed");
      await page.getByRole('button', { name: 'Load more' }).click();
      await page.waitForTimeout(300);
    }
    await ours.first().getByRole('button', { name: 'Reject' }).click();
    await expectToast(page, 'Pet status updated');
    await page.getByRole('tab', { name: `Pending Pets (${count - 1})`, exact: true }).waitFor();
    const reports = (await ok(await adminApi.get('/api/admin/reported-content/count'))).count;
    await page.getByRole('tab', { name: `Reported Content (${reports})`, exact: true }).waitFor();
  }, 120_000);

  it('Add Admin finds members by the server as the super admin types, with the first matches and a "no member matches" state', async () => {
    const { page } = visitor;
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Admin Users', exact: true }).click();
    await page.getByRole('button', { name: 'Add Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Admin' });
    await dialog.waitFor();
    const search = dialog.getByLabel('Find a member');
    const matches = dialog.getByTestId('add-admin-matches');

    // More than the picker offers: the first 20, and a hint to narrow.
    let asked = page.waitForResponse((res) => res.url().includes(`/api/admin/users?q=${TAG}&`));
    await search.fill(TAG);
    expect((await asked).status()).toBe(200);
    await matches.getByText('The first 20 matches: type more to narrow them', { exact: true }).waitFor();
    await dialog.getByRole('combobox', { name: 'User' }).click();
    await page.getByRole('option').first().waitFor();
    expect(await page.getByRole('option').count()).toBe(20);
    await page.keyboard.press('Escape');

    // One member, found in any case by the server: chosen from the select.
    asked = page.waitForResponse((res) => res.url().includes(`/api/admin/users?q=${TAG.toUpperCase()}_07&`));
    await search.fill(`${TAG.toUpperCase()}_07`);
    expect((await asked).status()).toBe(200);
    await matches.getByText('1 member matches', { exact: true }).waitFor();
    await dialog.getByRole('combobox', { name: 'User' }).click();
    await page.getByRole('option', { name: `${TAG}_07 (${TAG}.07@example.com)`, exact: true }).click();
    await dialog.getByRole('combobox', { name: 'User' }).getByText(`${TAG}_07 (${TAG}.07@example.com)`).waitFor();

    await search.fill(`${TAG}_nobody`);
    await matches.getByText(`No member matches “${TAG}_nobody”`, { exact: true }).waitFor();
    // The spec's message when the role is missing; nobody is added.
    await dialog.getByRole('button', { name: 'Add Admin' }).click();
    await dialog.getByText('Please select a user and role', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
