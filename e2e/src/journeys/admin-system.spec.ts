import { randomUUID } from 'node:crypto';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { request, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { EVENTS } from '@pawpals/contracts';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { adminCredentials, baseUrl, natsOfSystem } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner } from '../support/users';

/**
 * The admin system page (docs/decisions/0148-admin-system-page.md): a super admin sees every service up,
 * the outboxes and the consumers' backlogs, finds an event a consumer parked, retries it (it fails again:
 * it stays), deletes it with a reason, and finds that reason in the audit log. Journeys share one system,
 * so this one asserts only on the event it parks itself.
 */

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

async function signInAsAdmin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login successful', `Welcome back, ${username}!`);
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** Puts a malformed envelope on the system's stream: svc-notifications' consumer parks it after its attempts. */
async function parkPoisonEvent(nc: NatsConnection, prefix: string): Promise<string> {
  const id = randomUUID();
  const subject = `${prefix}.${EVENTS.inquiryReplied.subject}`;
  await nc.jetstream().publish(subject, JSONCodec().encode({ id, type: EVENTS.inquiryReplied.type, data: null }), { msgID: id });
  return id;
}

describe('admin system page: services, consumers, parked events retried and deleted', () => {
  const admin = adminCredentials();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let nc: NatsConnection;
  let poisonId = '';

  beforeAll(async () => {
    const nats = natsOfSystem();
    nc = await connect({ servers: nats.url });
    poisonId = await parkPoisonEvent(nc, nats.prefix);
    browser = await launchBrowser();
    ({ context, page } = await newVisitor(browser));
  });
  afterAll(async () => {
    await nc?.drain().catch(() => undefined);
    await context?.close();
    await browser?.close();
  });

  it('is not offered to a signed-in member, and its API refuses them', async () => {
    const person = newPetOwner();
    const api = await request.newContext({ baseURL: baseUrl() });
    try {
      expect((await api.get('/api/admin/system')).status()).toBe(401);
      const signup = await api.post('/api/signup', { data: { ...person, confirmPassword: person.password, accountType: 'pet_owner' } });
      expect(signup.status()).toBe(201);
      expect((await api.get('/api/admin/system')).status()).toBe(403);
      expect((await api.get('/api/admin/parked-events')).status()).toBe(403);
    } finally {
      await api.dispose();
    }
  });

  it('shows every service up, the outboxes and the consumers with their backlog', async () => {
    await signInAsAdmin(page, admin.username, admin.password);
    await sidebar(page).getByRole('link', { name: 'System' }).click();
    await page.waitForURL('**/admin/system');
    await page.getByRole('heading', { name: 'System', level: 1 }).waitFor();
    const services = page.getByTestId('system-service');
    await services.first().waitFor();
    for (const name of ['svc-directory', 'svc-pets', 'svc-notifications', 'svc-admin']) {
      const row = services.filter({ hasText: name });
      await row.getByText('Up', { exact: true }).waitFor();
    }
    await page.getByTestId('system-consumer').filter({ hasText: 'notifications__directory_inquiry_replied' }).waitFor();
    await screenshot(page, 'admin-system');
    await expectAccessible(page);
  });

  it('lists the parked event; Retry fails again and keeps it', async () => {
    const event = page.getByTestId('parked-event').filter({ hasText: poisonId });
    // Parked after its attempts (a few seconds); the page reads the list again on its own, a reload is quicker.
    const deadline = Date.now() + 60_000;
    while (!(await event.isVisible())) {
      if (Date.now() > deadline) throw new Error(`the parked event ${poisonId} never showed on the system page`);
      await page.waitForTimeout(2000);
      await page.reload();
      await page.getByRole('heading', { name: 'Parked events' }).waitFor();
    }
    await event.getByText('malformed event envelope').waitFor();
    await event.getByText('directory.inquiry_replied', { exact: true }).waitFor();
    await event.getByRole('button', { name: `Retry parked event ${poisonId}` }).click();
    await expectToast(page, 'The event failed again', 'malformed event envelope. It stays parked.');
    await event.getByText('6 attempts', { exact: false }).waitFor();
  });

  it('deletes it only with a reason, and the audit log keeps the reason', async () => {
    const event = page.getByTestId('parked-event').filter({ hasText: poisonId });
    await event.getByRole('button', { name: `Delete parked event ${poisonId}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Delete parked event' }).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('Please give a reason for deleting the event', { exact: true }).waitFor();
    const reason = `Malformed test event ${poisonId.slice(0, 8)}, nothing to replay`;
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Parked event deleted');
    await event.waitFor({ state: 'detached' });

    await sidebar(page).getByRole('link', { name: 'Audit Log' }).click();
    await page.waitForURL('**/admin/audit-log');
    const entry = page.getByTestId('audit-entry').filter({ hasText: reason });
    await entry.getByText('Deleted a parked event', { exact: true }).waitFor();
    await page.getByTestId('audit-entry').filter({ hasText: poisonId }).filter({ hasText: 'Retried a parked event' }).waitFor();
  });
});
