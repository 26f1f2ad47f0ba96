import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { expectToast } from '../support/toast';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { newPetOwner, submitSignupForm } from '../support/users';

const SIGNED_IN_LINKS = ['Dashboard', 'Log Out'];
const PHONE = { width: 390, height: 844 };

/** A pet owner's header (links by account type, so no "My Business"). */
async function expectSignedInHeader(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  for (const name of SIGNED_IN_LINKS) await header.getByRole('link', { name, exact: true }).first().waitFor();
  expect(await header.getByRole('link', { name: 'My Business', exact: true }).count()).toBe(0);
  await header.getByRole('button', { name: /^Notifications/ }).waitFor();
  expect(await header.getByRole('link', { name: 'Log In', exact: true }).count()).toBe(0);
  expect(await header.getByRole('link', { name: 'For Businesses', exact: true }).count()).toBe(0);
  expect(await header.getByRole('link', { name: 'Log Out', exact: true }).first().getAttribute('href')).toBe('/api/logout');
}

async function expectSignedOutHeader(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Log In', exact: true }).first().waitFor();
  expect(await header.getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0);
  expect(await header.getByRole('link', { name: 'Log Out', exact: true }).count()).toBe(0);
}

/** One visitor, in order: sign up, signed-in header, log out, log in by username. */
describe('sign up, log out, log in', () => {
  const user = newPetOwner();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newVisitor(browser));
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('the chooser leads to the pet-owner form', async () => {
    await page.goto('/signup');
    await page.getByRole('link', { name: /I'm a Business Owner/ }).waitFor();
    expect(await page.locator('main a[href="/login"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'signup-chooser');
    await expectAccessible(page);
    await page.getByRole('link', { name: /I'm a Pet Owner/ }).click();
    await page.waitForURL('**/signup/user');
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  });

  it('shows every validation message for bad input', async () => {
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Username must be at least 3 characters',
      'Invalid email address',
      'Password must be at least 8 characters',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Username', { exact: true }).fill('ab');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password', { exact: true }).fill('different');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Username must be at least 3 characters', { exact: true }).waitFor();
    await page.getByText('Invalid email address', { exact: true }).waitFor();
    await page.getByText('Password must be at least 8 characters', { exact: true }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText("Passwords don't match", { exact: true }).waitFor();
    // The message sits on the confirm field.
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    expect(await confirm.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'signup-user-errors');
    await expectAccessible(page);
  });

  it('signs up as a pet owner and lands on /services signed in', async () => {
    await submitSignupForm(page, user);
    await expectToast(page, 'Account created!', 'Welcome to PawPals');
    await page.waitForURL('**/services', { timeout: 10_000 });
    await expectSignedInHeader(page);
    await screenshot(page, 'signed-in-services');
    await expectAccessible(page);
  });

  it('the bell opens the notifications dropdown', async () => {
    await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
    const list = page.getByTestId('notification-list');
    await list.waitFor();
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('400px');
    await page.getByRole('button', { name: 'Mark all read' }).waitFor();
    await screenshot(page, 'notifications-open');
    await page.keyboard.press('Escape');
  });

  it('an already-used email gets the failure toast with the server message', async () => {
    const { context: other, page: visitor } = await newVisitor(browser);
    await visitor.goto('/signup/user');
    await visitor.getByLabel('First Name', { exact: true }).fill('Second');
    await visitor.getByLabel('Last Name', { exact: true }).fill('Person');
    await visitor.getByLabel('Username', { exact: true }).fill(`${user.username}_2`);
    await visitor.getByLabel('Email', { exact: true }).fill(user.email);
    await visitor.getByLabel('Password', { exact: true }).fill(user.password);
    await visitor.getByLabel('Confirm Password', { exact: true }).fill(user.password);
    await visitor.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(visitor, 'Signup failed', /already exists/);
    await other.close();
  });

  it('logs out with the plain /api/logout link', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Log Out', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: /Everything your pet needs/ }).waitFor();
    await expectSignedOutHeader(page);
  });

  it('the login form validates and reports a wrong password', async () => {
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.locator('main a[href="/signup"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'login');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email or username is required', { exact: true }).waitFor();
    await page.getByText('Password is required', { exact: true }).waitFor();
    await page.getByLabel('Email or Username', { exact: true }).fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login failed', 'Invalid email/username or password');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('logs in by username and lands on /services signed in', async () => {
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Welcome back!', "You've successfully signed in.");
    await page.waitForURL('**/services', { timeout: 10_000 });
    await expectSignedInHeader(page);
    // Signed in, '/' is the services page.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Pet Services Directory' }).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: `Welcome back, ${user.firstName}!` }).waitFor();
    await screenshot(page, 'dashboard');
    await expectAccessible(page);
  });
});

/** On a phone: signing in or up comes back to the page (with its search) it started from. */
describe('sign-in and sign-up return you where you were', () => {
  const user = newPetOwner();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newVisitor(browser, PHONE));
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it("the menu's Log In, then Sign up, carry the page; signing up lands back on it, with a pet owner's menu", async () => {
    await page.goto('/services?category=groomer');
    await page.getByRole('heading', { level: 1, name: 'Pet Services Directory' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    const logIn = menu.getByRole('link', { name: 'Log In', exact: true });
    expect(await logIn.getAttribute('href')).toBe('/login?returnTo=%2Fservices%3Fcategory%3Dgroomer');
    await logIn.click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.locator('main').getByRole('link', { name: 'Sign up', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/signup' && url.searchParams.get('returnTo') === '/services?category=groomer');
    await page.getByRole('link', { name: /I'm a Pet Owner/ }).click();
    await page.waitForURL((url) => url.pathname === '/signup/user' && url.searchParams.get('returnTo') === '/services?category=groomer');
    await submitSignupForm(page, user);
    await expectToast(page, 'Account created!', 'Welcome to PawPals');
    await page.waitForURL((url) => url.pathname === '/services' && url.search === '?category=groomer', { timeout: 10_000 });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'My Business', exact: true }).count()).toBe(0);
    await screenshot(page, 'return-to-signed-up-menu-phone');
    await page.keyboard.press('Escape');
  });

  it('a protected page sends a signed-out visitor to log in and back to it', async () => {
    await context.clearCookies();
    await page.goto('/dashboard?tab=reviews');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/dashboard?tab=reviews');
    await page.getByLabel('Email or Username', { exact: true }).fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Welcome back!', "You've successfully signed in.");
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '?tab=reviews', { timeout: 10_000 });
    await page.getByRole('tab', { name: 'Reviews', selected: true }).waitFor();
  });

  it.each([
    ['another host', '//evil.example/phish'],
    ['a backslash host', '/\\evil.example/phish'],
    ['a full address', 'https://evil.example/phish'],
  ])('a returnTo to %s is ignored: the login lands on /services', async (_what, returnTo) => {
    await context.clearCookies();
    await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    expect(await page.locator('main').getByRole('link', { name: 'Sign up', exact: true }).getAttribute('href')).toBe('/signup');
    await page.getByLabel('Email or Username', { exact: true }).fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    const ourSite = new URL(page.url()).origin;
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.origin === ourSite && url.pathname === '/services', { timeout: 10_000 });
  });
});
