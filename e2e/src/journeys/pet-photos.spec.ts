import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { adminCredentials, baseUrl } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner } from '../support/users';
import { layoutShiftSum, watchLayoutShifts } from '../support/layout-shifts';

const PET = {
  name: `Pepper ${randomBytes(2).toString('hex')}`,
  description: 'Grey tabby with a white chest, very shy; slipped out of the back door.',
  location: `Maple Street ${randomBytes(2).toString('hex')}, Austin TX 78704`,
  phone: '(512) 555-0177',
};

/** Yesterday as the date input's yyyy-mm-dd (the browser runs in the same time zone as the test). */
function yesterday(): string {
  const d = new Date(Date.now() - 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * A photo as a phone takes it: 3000×2000 pixels stored sideways with EXIF orientation 6 (so it is upright
 * at 2000×3000), the camera's make and model, and where it was taken (GPS). A band along the stored image's
 * top edge tells the colours apart.
 */
async function phonePhoto(name: string, colour: { r: number; g: number; b: number }) {
  const band = Buffer.from(`<svg width="3000" height="2000"><rect x="0" y="0" width="3000" height="300" fill="#ffffff"/><circle cx="1500" cy="1100" r="500" fill="#402010"/></svg>`);
  const buffer = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: colour } })
    .composite([{ input: band }])
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PawPhone', Model: 'PawPhone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 15/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '97/1 45/1 0/1' },
    })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const NOT_AN_IMAGE = { name: 'IMG_0004.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is a shopping list, not a photo\n'.repeat(40)) };

/** The id of a stored image named in a URL (`/objects/<id>`, a served width of it, or an absolute URL). */
const objectIdOf = (url: string | null) => url?.match(/\/objects\/([0-9a-f-]{36})/)?.[1] ?? null;

const createPostButton = (page: Page) => page.getByRole('button', { name: /^(Create Post|Creating Post\.\.\.)$/ });

describe('pet photos: several phone photos per post, the cover chosen by the poster, a gallery on the pet page', () => {
  const owner = newPetOwner();
  let browser: Browser;
  let ownerContext: BrowserContext;
  let ownerPage: Page;
  let visitorContext: BrowserContext;
  let visitor: Page;
  /** Every image body the form PUT to an upload URL, in the order sent. */
  const sentImages: Buffer[] = [];
  /** The stored photos as the form listed them after upload (first chosen first), and in the order posted. */
  let uploaded: string[] = [];
  let posted: string[] = [];
  let petId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context: ownerContext, page: ownerPage } = await newVisitor(browser));
    ({ context: visitorContext, page: visitor } = await newVisitor(browser));
    // The DevTools protocol does not hand over a Blob body, so the page keeps each one it PUTs to an upload URL.
    await ownerContext.addInitScript(() => {
      const sent: Blob[] = [];
      (window as unknown as { __sentImages: Blob[] }).__sentImages = sent;
      const open = XMLHttpRequest.prototype.open;
      const send = XMLHttpRequest.prototype.send;
      const urls = new WeakMap<XMLHttpRequest, string>();
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
        urls.set(this, `${method} ${String(url)}`);
        return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
      } as typeof XMLHttpRequest.prototype.open;
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
        if (body instanceof Blob && /^PUT .*\/api\/objects\/uploads\//.test(urls.get(this) ?? '')) sent.push(body);
        return send.call(this, body);
      };
    });
  });
  afterAll(async () => {
    await ownerContext?.close();
    await visitorContext?.close();
    await browser?.close();
  });

  it('a member chooses three phone photos at once: each is sent shrunk to 2560 px and upright, without its GPS, and stored', async () => {
    const res = await ownerPage.request.post('/api/signup', { data: { ...owner, confirmPassword: owner.password } });
    expect(res.status()).toBeLessThan(300);
    await ownerPage.goto('/lost-found/new');
    await ownerPage.getByLabel('Pet Name').fill(PET.name);
    await ownerPage.getByLabel('Description').fill(PET.description);
    await ownerPage.getByLabel('Last Seen Location').fill(PET.location);
    await ownerPage.getByLabel('Last Seen Date').fill(yesterday());
    await ownerPage.getByLabel('Contact Phone Number').fill(PET.phone);
    await ownerPage.getByText(/JPEG, PNG, WebP, GIF or AVIF, up to 10 MB each, up to 5 photos/).waitFor();
    const input = ownerPage.getByTestId('pet-photo-input');
    expect(await input.getAttribute('multiple')).not.toBeNull();
    expect(await input.getAttribute('accept')).toContain('image/avif');

    const photos = await Promise.all([
      phonePhoto('IMG_0001.jpg', { r: 200, g: 60, b: 50 }),
      phonePhoto('IMG_0002.jpg', { r: 50, g: 160, b: 70 }),
      phonePhoto('IMG_0003.jpg', { r: 40, g: 90, b: 200 }),
    ]);
    const [chooser] = await Promise.all([ownerPage.waitForEvent('filechooser'), ownerPage.getByRole('button', { name: 'Upload Photo', exact: true }).click()]);
    await chooser.setFiles(photos);
    const tiles = ownerPage.getByTestId('pet-photo-tile');
    await ownerPage.waitForFunction(
      () => {
        const all = [...document.querySelectorAll('[data-testid="pet-photo-tile"]')];
        return all.length === 3 && all.every((tile) => tile.getAttribute('data-status') === 'done');
      },
      undefined,
      { timeout: 60_000 },
    );
    await expectToast(ownerPage, 'Photo uploaded successfully');
    expect(await tiles.nth(0).getByText('Cover', { exact: true }).count()).toBe(1);
    expect(await ownerPage.getByText('Cover', { exact: true }).count()).toBe(1);
    uploaded = await tiles.getByTestId('pet-photo-preview').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
    expect(uploaded.map(objectIdOf).every(Boolean)).toBe(true);
    uploaded = uploaded.map((src) => `/objects/${objectIdOf(src)}`);
    expect(new Set(uploaded).size).toBe(3);

    // What the browser sent: each photo redrawn upright (portrait) at most 2560 px long, as a JPEG without the camera's EXIF (no GPS).
    const sentBase64 = await ownerPage.evaluate(async () => {
      const blobs = (window as unknown as { __sentImages: Blob[] }).__sentImages;
      return Promise.all(
        blobs.map(async (blob) => {
          const bytes = new Uint8Array(await blob.arrayBuffer());
          let binary = '';
          for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          return btoa(binary);
        }),
      );
    });
    sentImages.push(...sentBase64.map((b64) => Buffer.from(b64, 'base64')));
    expect(sentImages).toHaveLength(3);
    for (const body of sentImages) {
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2560);
      expect(meta.height!).toBeGreaterThan(meta.width!);
      expect(meta.exif).toBeUndefined();
      expect(body.length).toBeLessThan(photos[0].buffer.length * 4);
    }
    // What the server keeps is upright too.
    const stored = await ownerPage.request.get(uploaded[0]);
    expect(stored.status()).toBe(200);
    const storedMeta = await sharp(await stored.body()).metadata();
    expect(storedMeta.height!).toBeGreaterThan(storedMeta.width!);
    expect(Math.max(storedMeta.width!, storedMeta.height!)).toBeLessThanOrEqual(2560);
  });

  it('a text file renamed .jpg shows the server’s readable reason on that photo, and the others stay', async () => {
    // The reason the server gives for such a file, asked directly.
    const { uploadURL } = await (await ownerPage.request.post('/api/objects/upload')).json();
    const direct = await ownerPage.request.put(uploadURL, { data: NOT_AN_IMAGE.buffer, headers: { 'content-type': 'image/jpeg' } });
    expect(direct.status()).toBeGreaterThanOrEqual(400);
    expect(direct.status()).toBeLessThan(500);
    const reason = ((await direct.json()) as { message: string }).message;
    expect(reason.length).toBeGreaterThan(10);

    const [chooser] = await Promise.all([ownerPage.waitForEvent('filechooser'), ownerPage.getByRole('button', { name: 'Upload Photo', exact: true }).click()]);
    await chooser.setFiles(NOT_AN_IMAGE);
    await expectToast(ownerPage, 'Failed to upload photo', reason);
    const refused = ownerPage.getByTestId('pet-photo-tile').nth(3);
    await refused.getByTestId('pet-photo-error').waitFor();
    expect((await refused.getByTestId('pet-photo-error').innerText()).trim()).toBe(reason);
    expect(await refused.getAttribute('data-status')).toBe('failed');
    expect(await ownerPage.getByTestId('pet-photo-tile').nth(0).getByText('Cover', { exact: true }).count()).toBe(1);
    // The post can still go: the refused photo is simply not sent.
    expect(await createPostButton(ownerPage).isEnabled()).toBe(true);
    await screenshot(ownerPage, 'pet-photos-form-refused');
  });

  it('the poster makes the third photo the cover with the move buttons, and posts', async () => {
    await ownerPage.getByRole('button', { name: 'Move photo 3 earlier' }).click();
    await ownerPage.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    const order = async () =>
      (await ownerPage.getByTestId('pet-photo-tile').getByTestId('pet-photo-preview').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''))).map(
        (src) => `/objects/${objectIdOf(src)}`,
      );
    posted = [uploaded[2], uploaded[0], uploaded[1]];
    expect(await order()).toEqual(posted);
    expect(await ownerPage.getByTestId('pet-photo-tile').nth(0).getByText('Cover', { exact: true }).count()).toBe(1);
    expect(await ownerPage.getByRole('button', { name: 'Move photo 1 earlier' }).isDisabled()).toBe(true);
    await screenshot(ownerPage, 'pet-photos-form-reordered');
    await expectAccessible(ownerPage);
    // On a phone the tiles and their buttons fit the screen.
    await ownerPage.setViewportSize({ width: 390, height: 844 });
    expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const moveBox = (await ownerPage.getByRole('button', { name: 'Move photo 2 later' }).boundingBox())!;
    expect(Math.min(moveBox.width, moveBox.height)).toBeGreaterThanOrEqual(40);
    await ownerPage.getByTestId('pet-photos').screenshot({ path: `${__dirname}/../../screenshots/pet-photos-form-phone.png` });
    await ownerPage.setViewportSize({ width: 1366, height: 900 });

    const created = ownerPage.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/lost-found-pets');
    await createPostButton(ownerPage).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as { photoUrls: string[]; photoUrl: string };
    expect(sent.photoUrls).toEqual(posted);
    expect(sent.photoUrl).toBe(posted[0]);
    const post = (await response.json()) as { id: string; photoUrls: string[]; photoUrl: string };
    petId = post.id;
    expect(post.photoUrls).toEqual(posted);
    expect(post.photoUrl).toBe(posted[0]);
    await expectToast(ownerPage, 'Your post has been created successfully');
    // The new post's page opens, with what happens now (phone-pet-page).
    await ownerPage.waitForURL((url) => url.pathname === `/lost-found/${petId}`);
  });

  it('a moderator approves it', async () => {
    const admin: APIRequestContext = await request.newContext({ baseURL: baseUrl() });
    try {
      expect((await admin.post('/api/admin/login', { data: adminCredentials() })).status()).toBe(200);
      const approve = await admin.patch(`/api/admin/lost-found/${petId}/approve`, { data: { approvalStatus: 'approved' } });
      expect(approve.status()).toBe(200);
    } finally {
      await admin.dispose();
    }
  });

  it('the pet page shows a gallery: the chosen cover first, "1 / 3", moved by keys, buttons and a swipe', async () => {
    await visitor.goto(`/lost-found/${petId}`);
    const gallery = visitor.getByTestId('pet-gallery');
    await gallery.waitFor();
    const counter = gallery.getByTestId('gallery-counter');
    const shown = async () => `/objects/${objectIdOf(await gallery.getByTestId('gallery-photo').getAttribute('src'))}`;
    expect(await counter.innerText()).toContain('1 / 3');
    expect(await shown()).toBe(posted[0]);
    const cover = gallery.getByRole('img', { name: `Photo of ${PET.name}` });
    expect(await cover.getAttribute('fetchpriority')).toBe('high');
    await visitor.waitForFunction(() => (document.querySelector('[data-testid="gallery-photo"]') as HTMLImageElement | null)?.complete === true);
    await screenshot(visitor, 'pet-photos-gallery');
    await expectAccessible(visitor);

    await gallery.focus();
    await visitor.keyboard.press('ArrowRight');
    await counter.getByText(/2 \/ 3/).waitFor();
    expect(await shown()).toBe(posted[1]);
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await counter.getByText(/3 \/ 3/).waitFor();
    expect(await shown()).toBe(posted[2]);
    await visitor.keyboard.press('ArrowRight');
    await counter.getByText(/1 \/ 3/).waitFor();
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await counter.getByText(/3 \/ 3/).waitFor();
    await gallery.getByRole('button', { name: 'Show photo 1 of 3' }).click();
    await counter.getByText(/1 \/ 3/).waitFor();

    // On a phone: the page does not jump while the gallery replaces the first screen's photo, and a swipe to the left shows the next photo.
    const { context: phone, page: mobile } = await newVisitor(browser, { width: 390, height: 844 });
    try {
      await watchLayoutShifts(mobile);
      await mobile.goto(`/lost-found/${petId}`);
      const viewport = mobile.getByTestId('gallery-viewport');
      await viewport.waitFor();
      await mobile.waitForLoadState('networkidle');
      const shift = await layoutShiftSum(mobile);
      expect(shift).toBeLessThanOrEqual(0.05);
      const box = (await viewport.boundingBox())!;
      const y = box.y + box.height * 0.3;
      await mobile.mouse.move(box.x + box.width * 0.8, y);
      await mobile.mouse.down();
      await mobile.mouse.move(box.x + box.width * 0.2, y, { steps: 6 });
      await mobile.mouse.up();
      await mobile.getByTestId('gallery-counter').getByText(/2 \/ 3/).waitFor();
      await screenshot(mobile, 'pet-photos-gallery-mobile');
    } finally {
      await phone.close();
    }
  });

  it('the board’s card shows the cover, and the share preview (no JavaScript) names it as og:image', async () => {
    await visitor.goto('/lost-found');
    const card = visitor.getByTestId('pet-grid').locator(`[data-pet-id="${petId}"]`);
    await card.waitFor();
    expect(objectIdOf(await card.locator('img').first().getAttribute('src'))).toBe(objectIdOf(posted[0]));

    const page = await fetch(`${baseUrl()}/lost-found/${petId}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const ogImage = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? null;
    expect(ogImage).not.toBeNull();
    expect(objectIdOf(ogImage)).toBe(objectIdOf(posted[0]));
  });

  it('later the poster makes another photo the cover and removes one in "Edit photos"; the page and the share preview follow', async () => {
    await ownerPage.goto(`/lost-found/${petId}`);
    await ownerPage.getByTestId('poster-panel').getByRole('button', { name: 'Edit photos' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Edit photos' });
    await dialog.getByTestId('pet-photo-tile').nth(2).waitFor();
    const save = dialog.getByRole('button', { name: 'Save photos' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await dialog.getByRole('button', { name: 'Remove photo 3' }).click();
    await expectAccessible(ownerPage);
    await save.click();
    await expectToast(ownerPage, 'Photos updated');
    await dialog.waitFor({ state: 'detached' });
    const after = [posted[1], posted[0]];
    const gallery = ownerPage.getByTestId('pet-gallery');
    await gallery.getByTestId('gallery-counter').getByText(/1 \/ 2/).waitFor();
    expect(`/objects/${objectIdOf(await gallery.getByTestId('gallery-photo').getAttribute('src'))}`).toBe(after[0]);

    const html = await (await fetch(`${baseUrl()}/lost-found/${petId}`, { headers: { accept: 'text/html' } })).text();
    expect(objectIdOf(html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? null)).toBe(objectIdOf(after[0]));
  });
});

