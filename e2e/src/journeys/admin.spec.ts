import { randomBytes } from 'node:crypto';
import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { adminCredentials, baseUrl } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner } from '../support/users';

/** The smallest well-formed image the upload path accepts (a 1×1 GIF). */
const TINY_GIF = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
const RUN = randomBytes(3).toString('hex');

type Person = ReturnType<typeof newPetOwner>;

/** A member signed up through the API, with their own cookie jar. */
async function signUpMember(accountType: 'pet_owner' | 'business_owner' = 'pet_owner'): Promise<{ person: Person; api: APIRequestContext; id: string }> {
  const person = newPetOwner();
  const api = await request.newContext({ baseURL: baseUrl() });
  const res = await api.post('/api/signup', { data: { ...person, confirmPassword: person.password, accountType } });
  expect(res.status()).toBe(201);
  return { person, api, id: (await res.json()).id };
}

/** A pending lost-pet post: upload URL, PUT of the image, /api/pet-photo, then the post itself. */
async function postPendingPet(api: APIRequestContext, location: string): Promise<string> {
  const upload = await api.post('/api/objects/upload');
  expect(upload.status()).toBe(200);
  const { uploadURL } = await upload.json();
  expect((await api.put(uploadURL, { data: TINY_GIF, headers: { 'Content-Type': 'image/gif' } })).status()).toBe(200);
  const photo = await api.put('/api/pet-photo', { data: { photoUrl: uploadURL } });
  expect(photo.status()).toBe(200);
  const post = await api.post('/api/lost-found-pets', {
    data: {
      type: 'lost',
      petName: 'Pepper',
      breed: 'Border Collie',
      color: 'Black and white',
      description: 'Shy border collie, ran off during fireworks',
      collarInfo: null,
      lastSeenLocation: location,
      lastSeenDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      photoUrl: (await photo.json()).objectPath,
      contactInfo: '(305) 555-0199',
    },
  });
  expect(post.status()).toBe(201);
  return (await post.json()).id;
}

async function signInAsAdmin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login successful', `Welcome back, ${username}!`);
  await page.waitForURL((url) => url.pathname === '/admin');
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

describe('admin portal: guard, dashboard, moderation, premium, broadcast, admins, import', () => {
  const admin = adminCredentials();
  const petLocation = `Bayfront Park north lawn ${RUN}, Miami FL`;
  const businessName = `Whisker Works ${RUN}`;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let member: Awaited<ReturnType<typeof signUpMember>>;
  let owner: Awaited<ReturnType<typeof signUpMember>>;
  let futureModerator: Awaited<ReturnType<typeof signUpMember>>;
  let petId = '';
  let businessId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newVisitor(browser));
    member = await signUpMember();
    petId = await postPendingPet(member.api, petLocation);
    owner = await signUpMember('business_owner');
    const created = await owner.api.post('/api/businesses', {
      data: { name: businessName, category: 'veterinarian', city: 'Tampa', state: 'FL', priceRange: 'moderate', description: 'Gentle care for cats and dogs' },
    });
    expect(created.status()).toBe(201);
    businessId = (await created.json()).id;
    const visit = new Date(Date.now() + 3 * 86_400_000);
    visit.setHours(10, 30, 0, 0);
    const booked = await member.api.post('/api/appointments', {
      data: { businessId, appointmentDate: visit.toISOString(), petName: 'Pepper', reason: `Annual checkup ${RUN}` },
    });
    expect(booked.status()).toBe(201);
    const report = await member.api.post('/api/reports', { data: { contentType: 'business', contentId: businessId, reason: `Wrong phone number ${RUN}` } });
    expect(report.status()).toBe(201);
    futureModerator = await signUpMember();
  });
  afterAll(async () => {
    await Promise.all([member?.api.dispose(), owner?.api.dispose(), futureModerator?.api.dispose()]);
    await context?.close();
    await browser?.close();
  });

  it('sends a signed-out visitor from /admin to /admin/login', async () => {
    const { context: visitorContext, page: visitor } = await newVisitor(browser);
    try {
      await visitor.goto('/admin/businesses');
      await visitor.waitForURL('**/admin/login');
      await visitor.getByRole('heading', { name: 'Admin Portal' }).waitFor();
    } finally {
      await visitorContext.close();
    }
  });

  it('sends a signed-in member without an admin role to /admin/login with "Access Denied"', async () => {
    const { context: memberContext, page: memberPage } = await newVisitor(browser);
    try {
      await memberContext.addCookies((await member.api.storageState()).cookies.map((c) => ({ ...c })));
      await memberPage.goto('/admin');
      await memberPage.waitForURL('**/admin/login');
      await memberPage
        .getByText(
          "Access Denied: You don't have permission to access the admin panel. Please contact a system administrator if you believe this is an error.",
          { exact: true },
        )
        .waitFor();
      await screenshot(memberPage, 'admin-access-denied');
      // Their own password is right, but the account has no admin role.
      await memberPage.getByLabel('Username', { exact: true }).fill(member.person.username);
      await memberPage.getByLabel('Password', { exact: true }).fill(member.person.password);
      await memberPage.getByRole('button', { name: 'Sign In' }).click();
      await expectToast(memberPage, 'Login failed', 'This account does not have admin access');
    } finally {
      await memberContext.close();
    }
  });

  it('admin login validates, refuses a wrong password, then signs the super admin in to the dashboard', async () => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username is required', { exact: true }).waitFor();
    await page.getByText('Password is required', { exact: true }).waitFor();
    await screenshot(page, 'admin-login-errors');
    await expectAccessible(page);
    await page.getByLabel('Username', { exact: true }).fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill(`${admin.password}-wrong`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login failed', 'Invalid username or password');

    await signInAsAdmin(page, admin.username, admin.password);
    const nav = sidebar(page);
    for (const label of ['Dashboard', 'Businesses', 'Import Businesses', 'Users', 'Moderation', 'Appointments', 'Notifications', 'Settings', 'Admin Users']) {
      await nav.getByRole('link', { name: label, exact: true }).waitFor();
    }
    await page.getByTestId('admin-role-badge').first().getByText('super admin', { exact: true }).waitFor();
    for (const label of ['Total Businesses', 'Total Users', 'Active Lost/Found', 'Total Appointments', 'Premium Businesses', 'Pending Moderation']) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    await page.getByTestId('counter-totalBusinesses').waitFor();
    expect(Number(await page.getByTestId('counter-totalBusinesses').textContent())).toBeGreaterThanOrEqual(1);
    expect(Number(await page.getByTestId('counter-pendingContentApproval').textContent())).toBeGreaterThanOrEqual(0);
    await page.getByText('Business Categories', { exact: true }).waitFor();
    await page.getByText('Recent Activity', { exact: true }).waitFor();
    await screenshot(page, 'admin-dashboard');
    await expectAccessible(page);
  });

  it('approves the pending pet; the reported business shows under Reported Content', async () => {
    await sidebar(page).getByRole('link', { name: 'Moderation', exact: true }).click();
    await page.waitForURL('**/admin/moderation');
    await page.getByRole('tab', { name: /^Pending Pets \(\d+\)$/ }).waitFor();
    const row = page.getByTestId('pending-pet').filter({ hasText: petLocation });
    await row.waitFor();
    await row.getByText('Border Collie', { exact: true }).waitFor();
    await row.getByText('Lost', { exact: true }).waitFor();
    await screenshot(page, 'admin-moderation');
    await expectAccessible(page);
    // Not on the public board while pending.
    const publicBefore = await (await member.api.get('/api/lost-found-pets')).json();
    expect(publicBefore.some((p: { id: string }) => p.id === petId)).toBe(false);

    await row.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Pet status updated');
    await row.waitFor({ state: 'detached' });
    const publicAfter = await (await member.api.get('/api/lost-found-pets')).json();
    expect(publicAfter.some((p: { id: string }) => p.id === petId)).toBe(true);

    await page.getByRole('tab', { name: /^Reported Content \(\d+\)$/ }).click();
    const report = page.getByTestId('reported-item').filter({ hasText: `Wrong phone number ${RUN}` });
    await report.waitFor();
    await report.getByText('Business', { exact: true }).waitFor();
    // A report is acted on from its row.
    await report.getByRole('button', { name: 'Remove' }).waitFor();
    await report.getByRole('button', { name: 'Dismiss' }).waitFor();
    await screenshot(page, 'admin-moderation-reports');
  });

  it('finds the business by name and turns premium on', async () => {
    await sidebar(page).getByRole('link', { name: 'Businesses', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search businesses' }).fill(`whisker works ${RUN}`);
    const row = page.getByTestId('business-row').filter({ hasText: businessName });
    await row.waitFor();
    expect(await page.getByTestId('business-row').count()).toBe(1);
    await row.getByText(owner.person.email, { exact: true }).waitFor();
    await row.getByText('Tampa', { exact: true }).waitFor();
    const premium = row.getByRole('switch', { name: `Premium: ${businessName}` });
    expect(await premium.getAttribute('aria-checked')).toBe('false');
    await premium.click();
    await expectToast(page, 'Premium status updated');
    await row.getByText('Premium', { exact: true }).waitFor();
    expect(await premium.getAttribute('aria-checked')).toBe('true');
    const business = await (await owner.api.get(`/api/businesses/${businessId}`)).json();
    expect(business.isPremium).toBe(1);
    await page.getByRole('searchbox', { name: 'Search businesses' }).fill('Tampa');
    await row.waitFor();
    await screenshot(page, 'admin-businesses');
    await expectAccessible(page);
  });

  it('lists users with counts and badges, appointments and settings', async () => {
    await sidebar(page).getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(member.person.email);
    const row = page.getByTestId('member-row').filter({ hasText: member.person.email });
    await row.waitFor();
    await row.getByText(member.person.username, { exact: true }).waitFor();
    await row.getByText('pets helped').waitFor();
    await screenshot(page, 'admin-users');
    await expectAccessible(page);

    await sidebar(page).getByRole('link', { name: 'Appointments', exact: true }).click();
    await page.getByRole('heading', { name: 'Appointments', level: 1 }).waitFor();
    const appointment = page.getByTestId('appointment-row').filter({ hasText: `Annual checkup ${RUN}` });
    await appointment.waitFor();
    for (const text of [businessName, 'Pending', 'Pepper']) await appointment.getByText(text, { exact: true }).waitFor();
    await appointment.getByText(member.person.email, { exact: false }).waitFor();
    await appointment.getByText(`${member.person.firstName} ${member.person.lastName}`, { exact: false }).waitFor();
    await screenshot(page, 'admin-appointments');
    await expectAccessible(page);

    await sidebar(page).getByRole('link', { name: 'Settings', exact: true }).click();
    for (const list of ['Business Categories', 'Price Ranges', 'Appointment Statuses', 'Admin Roles']) {
      await page.getByRole('list', { name: list }).waitFor();
    }
    await page.getByRole('list', { name: 'Admin Roles' }).getByText('content_manager', { exact: true }).waitFor();
    await screenshot(page, 'admin-settings');
    await expectAccessible(page);
  });

  it('sends a broadcast that reaches members', async () => {
    await sidebar(page).getByRole('link', { name: 'Notifications', exact: true }).click();
    await page.getByRole('button', { name: 'Send to All Users' }).click();
    await page.getByText('Please fill in all fields', { exact: true }).waitFor();
    const title = `Adoption day ${RUN}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Send to All Users' }).click();
    await page.getByText('Please fill in all fields', { exact: true }).waitFor();
    await page.getByLabel('Message', { exact: true }).fill('Saturday 10am at Bayfront Park — bring the whole family!');
    await screenshot(page, 'admin-notifications');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send to All Users' }).click();
    await expectToast(page, 'Bulk notification sent successfully');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('');
    // The fan-out is asynchronous (an event): poll the member's notifications.
    let delivered = false;
    for (let i = 0; i < 60 && !delivered; i++) {
      const list = await (await member.api.get('/api/notifications')).json();
      delivered = list.some((n: { title: string }) => n.title === title);
      if (!delivered) await new Promise((r) => setTimeout(r, 500));
    }
    expect(delivered).toBe(true);
  });

  it('adds a moderator through the Add Admin dialog', async () => {
    await sidebar(page).getByRole('link', { name: 'Admin Users', exact: true }).click();
    await page.getByTestId('admin-user-row').filter({ hasText: '(you)' }).waitFor();
    await page.getByRole('button', { name: 'Add Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Admin' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add Admin' }).click();
    await dialog.getByText('Please select a user and role', { exact: true }).waitFor();
    // The server searches the members (email or username) once typing pauses.
    await dialog.getByLabel('Find a member').fill(futureModerator.person.email);
    await dialog.getByTestId('add-admin-matches').getByText('1 member matches', { exact: true }).waitFor();
    await dialog.getByRole('combobox', { name: 'User' }).click();
    await page.getByRole('option', { name: `${futureModerator.person.username} (${futureModerator.person.email})` }).click();
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    for (const role of ['Super Admin', 'Moderator', 'Content Manager']) await page.getByRole('option', { name: role, exact: true }).waitFor();
    await page.getByRole('option', { name: 'Moderator', exact: true }).click();
    await screenshot(page, 'admin-add-admin-dialog');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add Admin' }).click();
    await expectToast(page, 'Admin user created successfully');
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('admin-user-row').filter({ hasText: futureModerator.person.email });
    await row.getByText('moderator', { exact: true }).waitFor();
    await screenshot(page, 'admin-admin-users');
    await expectAccessible(page);
  });

  it('searches the place catalogue and imports the selection, with the results panel', async () => {
    await sidebar(page).getByRole('link', { name: 'Import Businesses', exact: true }).click();
    const city = page.getByLabel('City', { exact: true });
    const state = page.getByLabel('State', { exact: true });
    expect(await city.inputValue()).toBe('Miami');
    expect(await state.inputValue()).toBe('FL');
    expect(await page.getByLabel('Results Limit', { exact: true }).inputValue()).toBe('20');
    await page.getByRole('combobox', { name: 'Category' }).getByText('All Categories').waitFor();
    await city.fill('');
    expect(await page.getByRole('button', { name: 'Search' }).isDisabled()).toBe(true);
    await city.fill(`Orlando`);
    await state.fill('fla');
    expect(await state.inputValue()).toHaveLength(2);
    await page.getByRole('button', { name: 'Search' }).click();
    await expectToast(page, 'Search Complete', 'Found 20 businesses');
    expect(await page.getByTestId('place-row').count()).toBe(20);
    expect(await page.getByRole('button', { name: 'Import Selected (0)' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Select all', exact: true }).click();
    await page.getByRole('button', { name: 'Import Selected (20)' }).waitFor();
    const firstName = (await page.getByTestId('place-row').first().locator('td').nth(1).textContent())!;
    await page.getByRole('checkbox', { name: `Select ${firstName}`, exact: true }).click();
    await page.getByRole('button', { name: 'Import Selected (19)' }).waitFor();
    await screenshot(page, 'admin-import-search');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Import Selected (19)' }).click();
    await expectToast(page, 'Import Complete');
    const panel = page.getByTestId('import-results');
    await panel.getByRole('region', { name: 'Imported' }).waitFor();
    expect(await panel.getByRole('region', { name: 'Imported' }).getByRole('listitem').count()).toBe(10);
    await panel.getByText('... and 9 more', { exact: true }).waitFor();
    await screenshot(page, 'admin-import-results');

    // The same selection again: all duplicates (5 shown, then the rest counted).
    await page.getByRole('checkbox', { name: 'Select all', exact: true }).click();
    await page.getByRole('button', { name: 'Import Selected (20)' }).click();
    await expectToast(page, 'Import Complete');
    await panel.getByRole('region', { name: 'Duplicates' }).waitFor();
    expect(await panel.getByRole('region', { name: 'Duplicates' }).getByRole('listitem').count()).toBe(5);
    await panel.getByText('... and 14 more', { exact: true }).waitFor();
  });

  it('Exit Admin logs out and returns to the home page', async () => {
    await page.goto('/admin/settings');
    await sidebar(page).waitFor();
    await page.getByRole('button', { name: 'Exit Admin' }).click();
    await expectToast(page, 'Logged out');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Log In', exact: true }).first().waitFor();
    const check = await page.request.get('/api/auth/user');
    expect(check.status()).toBe(401);
  });

  it('the moderator signs in, moderates, but cannot open Admin Users (mobile drawer)', async () => {
    const { context: modContext, page: mod } = await newVisitor(browser, { width: 390, height: 844 });
    try {
      await signInAsAdmin(mod, futureModerator.person.username, futureModerator.person.password);
      await mod.getByRole('button', { name: 'Admin menu' }).click();
      const drawer = mod.getByRole('dialog', { name: 'Admin menu' });
      await sidebar(mod).getByRole('link', { name: 'Moderation', exact: true }).waitFor();
      await drawer.getByText('moderator', { exact: true }).waitFor();
      expect(await sidebar(mod).getByRole('link', { name: 'Admin Users', exact: true }).count()).toBe(0);
      await screenshot(mod, 'admin-mobile-drawer');
      await expectAccessible(mod);
      await sidebar(mod).getByRole('link', { name: 'Moderation', exact: true }).click();
      await drawer.waitFor({ state: 'detached' });
      await mod.getByRole('tab', { name: /^Pending Pets \(\d+\)$/ }).waitFor();

      await mod.goto('/admin/admin-users');
      await mod
        .getByText('Insufficient Permissions: This page requires super admin privileges. Your current role is moderator.', { exact: true })
        .waitFor();
      expect(await mod.getByRole('button', { name: 'Add Admin' }).count()).toBe(0);
      await screenshot(mod, 'admin-insufficient-permissions');
      await expectAccessible(mod);
    } finally {
      await modContext.close();
    }
  });
});
