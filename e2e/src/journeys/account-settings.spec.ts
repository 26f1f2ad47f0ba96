import { randomBytes } from 'node:crypto';
import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { pngImage } from '../support/images';
import { linkIn, waitForMail } from '../support/mailbox';
import { adminCredentials, baseUrl } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner } from '../support/users';

/**
 * Settings (docs/product.md#email-password-and-profile), as a member would: from the header to /settings;
 * change name and photo, switch on platform news, change the email through the link mailed to the new
 * address, change the password; then a lost dog is approved near home and the alert arrives by mail at the
 * new address.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of the API under test
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
  if (!response.ok()) throw new Error(`${response.status()} ${response.url()}: ${await response.text()}`);
  return response.json();
}

// Missoula, Montana: away from every other journey's places.
const MISSOULA = { latitude: 46.8721, longitude: -113.994 };

describe('account settings and notifications by email', () => {
  const user = newPetOwner();
  const newEmail = `moved.${randomBytes(4).toString('hex')}@example.com`;
  let browser: Browser;
  let member: { context: BrowserContext; page: Page };
  let unsubscribeLink = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    member = await newVisitor(browser);
    await ok(await member.context.request.post('/api/signup', { data: { ...user, confirmPassword: user.password } }));
    const verify = await waitForMail(user.email, /^Confirm your email for PawPals$/);
    await ok(await member.context.request.post('/api/auth/verify-email', { data: { token: new URL(linkIn(verify, baseUrl(), '/verify-email')).searchParams.get('token') } }));
  });
  afterAll(async () => {
    await member.context.close();
    await browser.close();
  });

  it('the header leads to /settings, where name and photo change', async () => {
    const { page } = member;
    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('link', { name: 'Settings', exact: true }).first().click();
    await page.waitForURL('**/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByLabel('First Name', { exact: true }).fill('Mia');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expectToast(page, 'Profile saved');
    await page.getByLabel('First Name', { exact: true }).fill(' ');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('First name is required', { exact: true }).waitFor();

    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload photo' }).click()]);
    await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage() });
    await expectToast(page, 'Photo updated');
    const photo = page.getByRole('img', { name: 'Your profile photo' });
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/^\/objects\/[0-9a-f-]{36}(\?w=\d+)?$/); // a served width of the stored photo
    await page.getByRole('button', { name: 'Change photo' }).waitFor();

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Mia!' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
  });

  it('email preferences: platform news is off until switched on, and stays saved', async () => {
    const { page } = member;
    const news = page.getByRole('switch', { name: 'Platform news', exact: true });
    expect(await news.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Pet alerts near me', exact: true }).getAttribute('aria-checked')).toBe('true');
    await news.click();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expectToast(page, 'Email preferences saved');
    await page.goto('/settings#email-preferences');
    await page.getByRole('switch', { name: 'Platform news', exact: true }).and(page.locator('[aria-checked="true"]')).waitFor();
    await screenshot(page, 'settings');
    await expectAccessible(page);
  });

  it('a new email address takes effect through the link mailed to it; the old one is told', async () => {
    const { page } = member;
    await page.getByLabel('New Email', { exact: true }).fill(newEmail);
    await page.getByLabel('Your Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByText('Your current password is not correct', { exact: true }).first().waitFor();
    await page.getByLabel('Your Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByRole('status').filter({ hasText: `We sent a link to ${newEmail}. Your email changes when you open it.` }).waitFor();

    const mail = await waitForMail(newEmail, /^Confirm your new email for PawPals$/);
    await page.goto(linkIn(mail, baseUrl(), '/verify-email'));
    await page.getByText(`Thanks! Your account now uses ${newEmail}.`, { exact: true }).waitFor();
    await page.goto('/settings');
    await page.getByText(newEmail, { exact: true }).first().waitFor();
    await page.getByText('Confirmed', { exact: true }).waitFor();
    const notice = await waitForMail(user.email, /^Your PawPals email was changed$/);
    expect(notice.text).toContain(newEmail);
  });

  it('the password changes with the current one', async () => {
    const { page } = member;
    await page.getByLabel('Current Password', { exact: true }).fill(user.password);
    await page.getByLabel('New Password', { exact: true }).fill('fresh-secret-31');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('fresh-secret-31');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password changed');
    const fresh = await request.newContext({ baseURL: baseUrl() });
    try {
      expect((await fresh.post('/api/login/local', { data: { emailOrUsername: newEmail, password: user.password } })).status()).toBe(401);
      await ok(await fresh.post('/api/login/local', { data: { emailOrUsername: newEmail, password: 'fresh-secret-31' } }));
    } finally {
      await fresh.dispose();
    }
  });

  it('a lost dog approved near home arrives by mail at the new address, and its link opens the post', async () => {
    await ok(await member.context.request.put('/api/me/alert-area', { data: { ...MISSOULA, radiusMiles: 10 } }));
    const poster = await request.newContext({ baseURL: baseUrl() });
    const admin = await request.newContext({ baseURL: baseUrl() });
    try {
      const someone = newPetOwner();
      await ok(await poster.post('/api/signup', { data: { ...someone, confirmPassword: someone.password } }));
      const { uploadURL } = await ok(await poster.post('/api/objects/upload'));
      await ok(await poster.put(uploadURL, { data: pngImage(), headers: { 'content-type': 'image/png' } }));
      const { objectPath } = await ok(await poster.put('/api/pet-photo', { data: { photoUrl: uploadURL } }));
      const post = await ok(
        await poster.post('/api/lost-found-pets', {
          data: {
            type: 'lost', petName: 'Juniper', species: 'dog', breed: 'Border Collie', color: 'black and white',
            description: 'Shy border collie, ran off during fireworks.', lastSeenLocation: 'Caras Park, Missoula',
            lastSeenDate: new Date().toISOString().slice(0, 10), photoUrl: objectPath, contactInfo: '(406) 555-0123',
            latitude: MISSOULA.latitude + 0.01, longitude: MISSOULA.longitude,
          },
        }),
      );
      await ok(await admin.post('/api/admin/login', { data: adminCredentials() }));
      await ok(await admin.patch(`/api/admin/lost-found/${post.id}/approve`, { data: { approvalStatus: 'approved' } }));

      const alert = await waitForMail(newEmail, /^Lost dog near you$/);
      expect(alert.text).toContain('Hi Mia,');
      expect(alert.text).toContain('Juniper');
      const link = new RegExp(`${baseUrl()}/lost-found/[0-9a-f-]{36}`).exec(alert.text ?? '')![0];
      expect(link).toBe(`${baseUrl()}/lost-found/${post.id}`);
      await member.page.goto(link);
      await member.page.getByRole('heading', { name: /Juniper/ }).first().waitFor();
      unsubscribeLink = /Unsubscribe: (\S+)/.exec(alert.text ?? '')![1];
      expect(unsubscribeLink.startsWith(`${baseUrl()}/unsubscribe?token=`)).toBe(true);
    } finally {
      await poster.dispose();
      await admin.dispose();
    }
  });

  it('the unsubscribe link of that mail switches pet alert emails off, asking once, without signing in', async () => {
    const stranger = await newVisitor(browser);
    try {
      const { page } = stranger;
      await page.goto(unsubscribeLink);
      await page.getByRole('heading', { name: 'Unsubscribe from these emails?' }).waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByRole('heading', { name: "You're unsubscribed" }).waitFor();
      await page.getByText('You will get no more pet alert emails. You can switch them on again in Settings.', { exact: true }).waitFor();
    } finally {
      await stranger.context.close();
    }
    await member.page.goto('/settings#email-preferences');
    await member.page.getByRole('switch', { name: 'Pet alerts near me', exact: true }).and(member.page.locator('[aria-checked="false"]')).waitFor();
  });

  it('on a phone, the alert area and its email switch are one card on the dashboard; switching it there is the same setting', async () => {
    const { page } = member;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    const card = page.getByTestId('pet-alerts');
    await card.scrollIntoViewIfNeeded();
    await card.getByTestId('pet-alerts-current').getByText('within 10 miles', { exact: false }).waitFor();
    const mail = card.getByRole('switch', { name: 'Email me these alerts' });
    expect(await mail.getAttribute('aria-checked')).toBe('false'); // unsubscribed by the mail's link above
    await mail.click();
    await expectToast(page, 'Email preferences saved');
    await card.getByRole('switch', { name: 'Email me these alerts', checked: true }).waitFor();
    await screenshot(page, 'dashboard-alert-area-and-mail-phone');
    await expectAccessible(page);
    await page.goto('/settings#email-preferences');
    await page.getByRole('switch', { name: 'Pet alerts near me', exact: true }).and(page.locator('[aria-checked="true"]')).waitFor();
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
