import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newVisitor } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { newPetOwner } from '../support/users';

/**
 * Export and deletion (docs/decisions/0111-export-and-deletion.md), as a member would: on /settings, download
 * my data (one JSON file with my post in it), try to delete the account with a wrong password (refused,
 * nothing happens), then delete it: signed out, the confirmation mail arrives, and the old password no longer
 * signs in.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of the API under test
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
  if (!response.ok()) throw new Error(`${response.status()} ${response.url()}: ${await response.text()}`);
  return response.json();
}

describe('taking my data and leaving', () => {
  const user = newPetOwner();
  let browser: Browser;
  let member: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await launchBrowser();
    member = await newVisitor(browser);
    await ok(await member.context.request.post('/api/signup', { data: { ...user, confirmPassword: user.password } }));
    await ok(await member.context.request.put('/api/me/alert-area', { data: { zipCode: '59801', radiusMiles: 10 } }));
  });
  afterAll(async () => {
    await member.context.close();
    await browser.close();
  });

  it('downloads everything the account holds as one JSON file', async () => {
    const { page } = member;
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Your data' }).waitFor();
    await expectAccessible(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toBe(`pawpals-data-${user.username}.json`);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ username: user.username, email: user.email });
    expect(data.notifications.alertArea).toMatchObject({ zipCode: '59801', radiusMiles: 10 });
  });

  it('refuses a wrong password, then deletes the account: home page, signed out, a confirmation by email', async () => {
    const { page } = member;
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Password').fill('not-my-password');
    await confirm.click();
    await dialog.getByRole('alert').filter({ hasText: 'That password is not correct' }).waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);

    await dialog.getByLabel('Password').fill(user.password);
    const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/auth/user') && r.request().method() === 'DELETE'), confirm.click()]);
    expect(answer.status()).toBe(200);
    await page.waitForFunction(() => window.location.pathname === '/', undefined, { timeout: 10_000 }).catch(async (err) => {
      throw new Error(`still on ${page.url()} after deleting: ${(err as Error).message}`);
    });
    await page.getByRole('banner').getByRole('link', { name: /log in/i }).first().waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    const goodbye = await waitForMail(user.email, /^Your PawPals account was deleted$/);
    expect(goodbye.text).toContain('Hi Maya,');
    const login = await page.request.post('/api/login/local', { data: { emailOrUsername: user.username, password: user.password } });
    expect(login.status()).toBe(401);
  });
});
