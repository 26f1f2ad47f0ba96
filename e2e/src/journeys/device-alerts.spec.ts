import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { ok } from '../support/posts';
import { baseUrl } from '../support/system';
import { expectToast } from '../support/toast';
import { newPetOwner } from '../support/users';

/**
 * The browser's push service is the one part not ours (Chrome's is Google's, unreachable from here): its
 * PushManager hands out a subscription as Chrome's would, an https://fcm.googleapis.com endpoint with a real
 * P-256 key and auth secret, so the product's own code (the page, the service worker, the API) runs.
 */
const FAKE_PUSH_SERVICE = `(() => {
  let current = null;
  const b64url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  PushManager.prototype.getSubscription = async () => current;
  PushManager.prototype.subscribe = async (options) => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const p256dh = b64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
    const auth = b64url(crypto.getRandomValues(new Uint8Array(16)));
    const endpoint = 'https://fcm.googleapis.com/fcm/send/e2e-' + Math.random().toString(36).slice(2);
    window.__serverKeyBytes = options.applicationServerKey.byteLength;
    current = { endpoint, options, toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }), unsubscribe: async () => { current = null; return true; } };
    return current;
  };
})();`;

describe('alerts on this device: a member turns them on from Settings, sees the device listed, and removes it', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications']);
    await context.addInitScript(FAKE_PUSH_SERVICE);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
    const member = newPetOwner();
    await ok(await context.request.post('/api/signup', { data: { ...member, confirmPassword: member.password } }));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('asks nothing on load; "Turn on alerts on this device" subscribes it and lists it', async () => {
    await page.goto('/settings#alert-devices');
    const card = page.locator('#alert-devices');
    await card.getByText('No device gets alerts yet.').waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Turn on alerts on this device' }).click();
    await expectToast(page, 'Alerts are on for this device');
    await card.getByText('Alerts are on for this device').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __serverKeyBytes: number }).__serverKeyBytes)).toBe(65);
    const device = card.getByTestId('alert-device');
    await device.first().waitFor();
    expect(await device.count()).toBe(1);
    expect(await device.first().textContent()).toMatch(/Chrome|Chromium/);
    const listed = await ok(await context.request.get('/api/push/subscriptions'));
    expect(listed).toEqual([expect.objectContaining({ endpointOrigin: 'https://fcm.googleapis.com' })]);
    await expectAccessible(page);
  });

  it('the Push column switches a kind off for devices, saved with the email choices', async () => {
    const push = page.getByRole('switch', { name: 'Push: Messages', exact: true });
    expect(await push.getAttribute('aria-checked')).toBe('true');
    await push.click();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expectToast(page, 'Email preferences saved');
    const saved = await ok(await context.request.get('/api/me/preferences'));
    expect(saved.push).toEqual({ petAlerts: true, messages: false, appointments: true });
  });

  it('"Remove" takes the device off the list, and the server stops knowing it', async () => {
    const card = page.locator('#alert-devices');
    await card.getByRole('button', { name: /^Remove / }).click();
    await expectToast(page, 'Device removed');
    await card.getByText('No device gets alerts yet.').waitFor();
    expect(await ok(await context.request.get('/api/push/subscriptions'))).toEqual([]);
  });
});
