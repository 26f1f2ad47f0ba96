import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { linkIn, waitForMail } from '../support/mailbox';
import { baseUrl } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner } from '../support/users';

/**
 * Verifying the email and resetting the password (docs/product.md#email-password-and-profile), as a new
 * member lives them against a real SMTP server: sign up, read the verification mail and click its link (the
 * banner goes away); later, on another device, forget the password, reset it from the mailed link, and find
 * every old session signed out.
 */
describe('verify email, forget and reset the password', () => {
  const user = newPetOwner();
  const newPassword = 'brand-new-secret-7';
  let browser: Browser;
  let laptop: { context: BrowserContext; page: Page };
  let phone: { context: BrowserContext; page: Page };
  let resetLink: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    laptop = await newVisitor(browser);
    phone = await newVisitor(browser, { width: 390, height: 844 });
  });
  afterAll(async () => {
    await laptop.context.close();
    await phone.context.close();
    await browser.close();
  });

  const banner = (page: Page) => page.getByRole('region', { name: 'Confirm your email' });

  it('signing up mails a verification link; until it is clicked a gentle banner asks for it', async () => {
    const { page } = laptop;
    await page.goto('/signup/user');
    await page.getByLabel('First Name', { exact: true }).fill(user.firstName);
    await page.getByLabel('Last Name', { exact: true }).fill(user.lastName);
    await page.getByLabel('Username', { exact: true }).fill(user.username);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Account created!');
    await page.waitForURL('**/services');
    await banner(page).getByText(`we sent a link to ${user.email}`, { exact: false }).waitFor();
    await screenshot(page, 'verify-email-banner');

    const mail = await waitForMail(user.email, /^Confirm your email for PawPals$/);
    expect(mail.from?.value[0]).toMatchObject({ name: 'PawPals', address: 'hello@pawpals.test' });
    expect(mail.text).toContain(`Hi ${user.firstName},`);
    expect(mail.html).toContain('Confirm my email');
    const link = linkIn(mail, baseUrl(), '/verify-email');
    expect(mail.html).toContain(link);

    // The person clicks the link in their mail program; it opens in the browser they are signed in with.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Email confirmed' }).waitFor();
    await page.getByText('Thanks! Your email address is confirmed.', { exact: true }).waitFor();
    await screenshot(page, 'verify-email-confirmed');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    expect(await banner(page).count()).toBe(0);
  });

  it('the phone signs in too (a second session)', async () => {
    const { page } = phone;
    await page.goto('/login');
    await page.getByLabel('Email or Username', { exact: true }).fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Welcome back!');
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  });

  it('"Forgot password?" on /login mails a reset link, saying the same for any address', async () => {
    const stranger = await newVisitor(browser);
    try {
      const { page } = stranger;
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/forgot-password');
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText('Invalid email address', { exact: true }).waitFor();
      await expectAccessible(page);
      await page.getByLabel('Email', { exact: true }).fill(user.email.toUpperCase());
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      await page.getByText(/If an account uses that email address, we sent it a link/).waitFor();
      await screenshot(page, 'forgot-password-sent');
    } finally {
      await stranger.context.close();
    }
    const mail = await waitForMail(user.email, /^Reset your PawPals password$/);
    expect(mail.text).toContain('The link works once, for 60 minutes.');
    resetLink = linkIn(mail, baseUrl(), '/reset-password');
  });

  it('the mailed link sets a new password, signs in here and signs out every other device', async () => {
    const desk = await newVisitor(browser);
    try {
      const { page } = desk;
      await page.goto(resetLink);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      await page.getByLabel('New Password', { exact: true }).fill('short');
      await page.getByLabel('Confirm New Password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText('Password must be at least 8 characters', { exact: true }).waitFor();
      await page.getByLabel('New Password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm New Password', { exact: true }).fill(`${newPassword}x`);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText("Passwords don't match", { exact: true }).waitFor();
      await expectAccessible(page);
      await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expectToast(page, 'Password changed');
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
      await screenshot(page, 'reset-password-signed-in');
    } finally {
      await desk.context.close();
    }

    // The laptop and the phone were signed in with the old password: both sessions are gone.
    for (const { page } of [laptop, phone]) {
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
      await page.goto('/dashboard');
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/dashboard');
    }
  });

  it('the old password no longer works, the new one does, and the link works only once', async () => {
    const { page } = laptop;
    await page.getByLabel('Email or Username', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login failed', 'Invalid email/username or password');
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Welcome back!');
    await page.waitForURL('**/dashboard'); // the page that sent it to log in (returnTo)

    const again = await newVisitor(browser);
    try {
      await again.page.goto(resetLink);
      await again.page.getByLabel('New Password', { exact: true }).fill('another-secret-9');
      await again.page.getByLabel('Confirm New Password', { exact: true }).fill('another-secret-9');
      await again.page.getByRole('button', { name: 'Set new password' }).click();
      const alert = again.page.getByRole('alert').filter({ hasText: 'This password reset link is invalid or has expired.' });
      await alert.waitFor();
      await alert.getByRole('link', { name: 'Ask for a new link' }).click();
      await again.page.waitForURL('**/forgot-password');
    } finally {
      await again.context.close();
    }
  });
});
