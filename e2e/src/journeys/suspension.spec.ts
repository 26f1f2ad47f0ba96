// Suspension and the audit log (docs/product.md#admin-portal) on a phone: a super admin suspends a member
// with a reason from the Users page, the member's open page is signed out and their sign-in says the account
// is suspended, and the Audit Log page lists the suspension with its reason.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { adminCredentials } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner } from '../support/users';

const PHONE = { width: 390, height: 844 };
const REASON = 'Posting scam "found dog" ads asking for deposits';

/** Waits until the page's session is gone (the gateway ends it on the suspension event). */
async function signedOutWithin(page: Page, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while ((await page.request.get('/api/auth/user')).status() !== 401) {
    if (Date.now() > deadline) throw new Error('the member is still signed in');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Opens a page of the admin portal from the phone's drawer. */
async function openFromAdminMenu(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Admin menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Admin menu' });
  await drawer.getByRole('link', { name: label, exact: true }).click();
  await drawer.waitFor({ state: 'detached' });
}

describe('suspending a member', () => {
  const admin = adminCredentials();
  const member = newPetOwner();
  let browser: Browser;
  let memberContext: BrowserContext;
  let memberPage: Page;
  let adminContext: BrowserContext;
  let adminPage: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context: memberContext, page: memberPage } = await newVisitor(browser, PHONE));
    ({ context: adminContext, page: adminPage } = await newVisitor(browser, PHONE));
    const signup = await memberPage.request.post('/api/signup', { data: { ...member, confirmPassword: member.password } });
    expect(signup.status()).toBe(201);
  });
  afterAll(async () => {
    await memberContext?.close();
    await adminContext?.close();
    await browser?.close();
  });

  it('an admin suspends a member with a reason; the member is signed out and cannot sign in; the audit log shows it', async () => {
    await memberPage.goto('/dashboard');
    await memberPage.waitForURL((url) => url.pathname === '/dashboard');

    await adminPage.goto('/admin/login');
    await adminPage.getByLabel('Username', { exact: true }).fill(admin.username);
    await adminPage.getByLabel('Password', { exact: true }).fill(admin.password);
    await adminPage.getByRole('button', { name: 'Sign In' }).click();
    await adminPage.waitForURL((url) => url.pathname === '/admin');

    await openFromAdminMenu(adminPage, 'Users');
    await adminPage.getByRole('searchbox', { name: 'Search users' }).fill(member.email);
    const row = adminPage.getByTestId('member-row').filter({ hasText: member.email });
    await row.getByRole('button', { name: `Suspend ${member.username}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Suspend ${member.username}` });
    // The reason is required, here as on the server.
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await dialog.getByText('Please give a reason for the suspension', { exact: true }).waitFor();
    await dialog.getByLabel('Reason').fill(REASON);
    await screenshot(adminPage, 'admin-suspend-dialog-phone');
    await expectAccessible(adminPage);
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expectToast(adminPage, `${member.username} is suspended`);
    await row.getByText('Suspended', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Reinstate ${member.username}` }).waitFor();

    // The member's session is gone: the next page they open is signed out.
    await signedOutWithin(memberPage, 15_000);
    await memberPage.goto('/dashboard');
    await memberPage.waitForURL((url) => url.pathname === '/login');
    await memberPage.getByLabel('Email or Username', { exact: true }).fill(member.username);
    await memberPage.getByLabel('Password', { exact: true }).fill(member.password);
    await memberPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(memberPage, 'Login failed', 'This account is suspended.');

    await openFromAdminMenu(adminPage, 'Audit Log');
    const entry = adminPage.getByTestId('audit-entry').filter({ hasText: REASON }).first();
    await entry.getByText('Suspended a member', { exact: true }).waitFor();
    const overflow = await adminPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(adminPage, 'admin-audit-log-phone');
    await expectAccessible(adminPage);
  });
});
