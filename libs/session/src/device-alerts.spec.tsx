import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { applicationServerKey } from '@pawpals/api-client';
import { LocaleProvider, type Messages } from '@pawpals/ui';
import { BLOCKED_HELP, DeviceAlertsControl } from './device-alerts';
import es from './i18n/es.json';

// The browser's side of Web Push, driven by the test: permission, the service worker's push manager and
// the subscription it hands out. The API is the fetch below.
const PUBLIC_KEY = 'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
let permission: NotificationPermission;
let requestPermission: jest.Mock;
let subscription: { endpoint: string; toJSON(): unknown; unsubscribe: jest.Mock } | null;
let subscribe: jest.Mock;
let posted: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  permission = 'default';
  subscription = null;
  posted = [];
  requestPermission = jest.fn(async () => permission);
  subscribe = jest.fn(async (options: { applicationServerKey: Uint8Array }) => {
    subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' }, serverKeyBytes: options.applicationServerKey.length }),
      unsubscribe: jest.fn(async () => true),
    };
    return subscription;
  });
  const pushManager = { getSubscription: async () => subscription, subscribe };
  const registration = { pushManager };
  const NotificationApi = Object.defineProperties(function Notification() {}, {
    requestPermission: { value: requestPermission },
    permission: { get: () => permission },
  });
  Object.defineProperty(window, 'Notification', { configurable: true, value: NotificationApi });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    posted.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const body = url === '/api/push/public-key' ? { publicKey: PUBLIC_KEY } : { message: 'ok' };
    const text = JSON.stringify(body);
    return { ok: true, status: 200, statusText: '', headers: new Headers({ 'Content-Type': 'application/json' }), text: async () => text, json: async () => body } as Response;
  }) as unknown as typeof fetch;
});

function renderControl() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DeviceAlertsControl />
    </QueryClientProvider>,
  );
}

test('asks the browser only after the click, subscribes with the server key and tells the server about this device', async () => {
  renderControl();
  const button = await screen.findByRole('button', { name: 'Turn on alerts on this device' });
  expect(requestPermission).not.toHaveBeenCalled();
  permission = 'granted';
  fireEvent.click(button);
  await screen.findByText('Alerts are on for this device');
  expect(requestPermission).toHaveBeenCalledTimes(1);
  expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: applicationServerKey(PUBLIC_KEY) });
  expect([...applicationServerKey(PUBLIC_KEY)]).toEqual([4, ...Array.from({ length: 64 }, (_, i) => i + 1)]);
  expect(posted.find((p) => p.method === 'POST')).toEqual({
    method: 'POST',
    url: '/api/push/subscriptions',
    body: { endpoint: ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } },
  });
});

test('a refusal says how to allow alerts, and nothing is sent', async () => {
  renderControl();
  permission = 'denied';
  fireEvent.click(await screen.findByRole('button', { name: 'Turn on alerts on this device' }));
  expect((await screen.findByRole('alert')).textContent).toBe(BLOCKED_HELP);
  expect(subscribe).not.toHaveBeenCalled();
  expect(posted.filter((p) => p.method === 'POST')).toEqual([]);
});

test('turning off forgets this device on the server, then in the browser', async () => {
  permission = 'granted';
  await subscribe({ applicationServerKey: new Uint8Array(65) });
  const device = subscription!;
  renderControl();
  fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
  await waitFor(() => expect(device.unsubscribe).toHaveBeenCalled());
  expect(posted.find((p) => p.method === 'DELETE')).toEqual({ method: 'DELETE', url: '/api/push/subscriptions', body: { endpoint: ENDPOINT } });
});

test('in Spanish, with the session catalog: the button and the refusal speak Spanish', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <LocaleProvider locale="es" messages={es as Messages}>
      <QueryClientProvider client={client}>
        <DeviceAlertsControl />
      </QueryClientProvider>
    </LocaleProvider>,
  );
  permission = 'denied';
  fireEvent.click(await screen.findByRole('button', { name: 'Activar las alertas en este dispositivo' }));
  expect((await screen.findByRole('alert')).textContent).toBe(es['session.deviceAlerts.blockedHelp']);
  expect(es['session.deviceAlerts.blockedHelp']).toMatch(/^Las alertas de PawPals están bloqueadas/);
});
