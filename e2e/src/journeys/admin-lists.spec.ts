import { randomBytes } from 'node:crypto';
import { request, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchBrowser, newVisitor } from '../support/browser';
import { ok } from '../support/posts';
import { adminCredentials, baseUrl } from '../support/system';
import { expectToast } from '../support/toast';

/** Text only this run's members carry in their username and email, so the search finds exactly them. */
const TAG = `adminlist${randomBytes(3).toString('hex')}`;
/** More than one page (50) of members. */
const MEMBERS = 56;

const rows = (page: Page) => page.getByTestId('member-row');

/** Waits until the Users page lists `count` members. */
async function expectRows(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="member-row"]').length === n, count, { timeout: 20_000 });
}

describe('admin Users page, page by page: the server searches, "Load more" pages, the end is visible', () => {
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

  afterAll(async () => {
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
});
