import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import { pngImage } from '../support/images';
import { ok } from '../support/posts';
import { expectToast } from '../support/toast';
import { baseUrl } from '../support/system';
import { newPetOwner } from '../support/users';

const PHONE = { width: 390, height: 844 };
const PET = {
  name: `Nutmeg${randomBytes(3).toString('hex')}`,
  description: 'Small brown dachshund with a grey muzzle; ran off chasing a squirrel.',
  location: `Barton Springs Road ${randomBytes(2).toString('hex')}, Austin TX 78704`,
  phone: '(512) 555-0142',
};

/** Yesterday as the date input's yyyy-mm-dd (the browser runs in the same time zone as the test). */
function yesterday(): string {
  const d = new Date(Date.now() - 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const isCreate = (method: string, url: string) => method === 'POST' && new URL(url).pathname === '/api/lost-found-pets';

/** The page is controlled by the service worker (it claims the page it was installed from). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });

/**
 * docs/decisions/0145-offline-post-queue.md: a member on a phone loses the signal, writes a lost-pet post with a
 * photo, and is told it is saved on the device; back online it is sent by itself. The first create reaches
 * the server but its answer is cut on the way back (a lost answer): the retry carries the same
 * Idempotency-Key, and the member has exactly one post. As on a real phone, the service worker is on
 * (docs/decisions/0143-installable-and-offline.md): offline, the parts of the app loaded on demand (the toasts,
 * the sender) come from what it saved at install.
 */
describe('a lost-pet post written offline is kept on the phone and sent once when the signal comes back', () => {
  const owner = newPetOwner();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** The Idempotency-Key of each create the page sent, in order, and the server's status for each. */
  const createKeys: string[] = [];
  const createStatuses: number[] = [];
  let replayed: string | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, serviceWorkers: 'allow' });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('signed in on the board, the member opens the form while online', async () => {
    const res = await page.request.post('/api/signup', { data: { ...owner, confirmPassword: owner.password } });
    expect(res.status()).toBeLessThan(300);
    await page.goto('/lost-found');
    await controlled(page); // installed: every file of the app is saved for offline
    await page.reload();
    // The form (its own chunk) opens from the board, so the board and the form are both in the page.
    await page.getByRole('button', { name: 'Post a Pet' }).click();
    await page.waitForURL('**/lost-found/new');
    await page.getByRole('radio', { name: /I Lost My Pet/ }).waitFor();
    // The sender of kept posts is mounted by the shell after the page's load.
    await page.waitForLoadState('load');
  });

  it('offline, the post with its photo is saved on the device, and the member is told so', async () => {
    await context.setOffline(true);
    await page.getByTestId('post-offline-hint').waitFor();
    await page.getByLabel('Pet Name').fill(PET.name);
    await page.getByLabel('Description').fill(PET.description);
    await page.getByLabel('Last Seen Location').fill(PET.location);
    await page.getByLabel('Last Seen Date').fill(yesterday());
    await page.getByLabel('Contact Phone Number').fill(PET.phone);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload Photo', exact: true }).click()]);
    await chooser.setFiles({ name: 'nutmeg.png', mimeType: 'image/png', buffer: pngImage(320, 240) });
    const tile = page.getByTestId('pet-photo-tile');
    await page.waitForFunction(() => document.querySelector('[data-testid="pet-photo-tile"]')?.getAttribute('data-status') === 'local', undefined, {
      timeout: 20_000,
    });
    expect(await tile.getByTestId('pet-photo-local').innerText()).toBe("Saved on this device; sent with the post when you're back online.");

    const submit = page.getByRole('button', { name: 'Create Post' });
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await expectToast(page, "You're offline — your post is saved on this device", "It will be sent when you're back online.");
    await page.waitForURL((url) => url.pathname === '/lost-found');
    const waiting = page.getByTestId('offline-posts-waiting');
    await waiting.waitFor();
    expect((await waiting.innerText()).trim()).toBe("Your post is saved on this device — it will be sent when you're back online");
    await screenshot(page, 'offline-post-saved');
  });

  it('back online it is sent by itself; the first answer is lost after the server made the post, and the retry makes no second one', async () => {
    // The first create runs on the server, then its answer is cut before the page reads it.
    let creates = 0;
    await context.route('**/api/lost-found-pets', async (route) => {
      const request = route.request();
      if (!isCreate(request.method(), request.url())) return route.fallback();
      creates += 1;
      createKeys.push(request.headers()['idempotency-key'] ?? '');
      if (creates > 1) return route.fallback();
      const response = await route.fetch();
      createStatuses.push(response.status());
      return route.abort('connectionreset');
    });
    context.on('response', (response: Response) => {
      if (!isCreate(response.request().method(), response.url())) return;
      createStatuses.push(response.status());
      replayed = response.headers()['idempotent-replayed'];
    });

    await context.setOffline(false);
    // Twice "online": one send at a time, so the second does not send the post again.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const sent = page.getByTestId('offline-posts-sent');
    await sent.waitFor({ timeout: 60_000 });
    expect((await sent.innerText()).trim()).toMatch(/^Your lost pet post was sent\s*View post/);
    await page.getByTestId('offline-posts-waiting').waitFor({ state: 'detached' });

    expect(createKeys.length).toBeGreaterThanOrEqual(2);
    expect(createKeys[0]).toMatch(/^[\x21-\x7e]{16,255}$/);
    expect(new Set(createKeys).size).toBe(1); // every try with the key the post was kept with
    expect(createStatuses[0]).toBe(201); // the server made the post the first time…
    expect(createStatuses.at(-1)).toBe(201);
    expect(replayed).toBe('true'); // …and answered the retry with that same post

    const mine = (await ok(await page.request.get('/api/user/lost-found-pets'))) as { id: string; petName: string | null; photoUrls?: string[] }[];
    const posts = mine.filter((post) => post.petName === PET.name);
    expect(posts).toHaveLength(1);
    await screenshot(page, 'offline-post-sent');

    await sent.getByRole('link', { name: 'View post' }).click();
    await page.waitForURL(`**/lost-found/${posts[0].id}`);
    await page.getByRole('heading', { name: new RegExp(PET.name) }).first().waitFor({ timeout: 20_000 });
  });

  it('the queue is empty afterwards: a later visit sends nothing and shows no notice', async () => {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('/lost-found');
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('offline-posts').count()).toBe(0);
    const mine = (await ok(await page.request.get('/api/user/lost-found-pets'))) as { petName: string | null }[];
    expect(mine.filter((post) => post.petName === PET.name)).toHaveLength(1);
  });
});
