import { act, fireEvent, render, screen } from '@testing-library/react';
import { PwaNotices } from './PwaNotices';
import { watchForUpdates } from './service-worker-registration';

/** A worker, registration and container with just what the page's side uses, driven by the test. */
function fakeWorkers() {
  const worker = Object.assign(new EventTarget(), { state: 'installing', postMessage: jest.fn() });
  const registration = Object.assign(new EventTarget(), { installing: worker, waiting: null });
  const container = Object.assign(new EventTarget(), { controller: {} });
  return { worker, registration, container };
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => setOnline(true));

test('going offline shows the offline notice, coming back hides it', () => {
  render(<PwaNotices />);
  expect(screen.queryByTestId('offline-notice')).toBeNull();
  setOnline(false);
  expect(screen.getByTestId('offline-notice').textContent).toBe("You're offline — showing saved pages");
  setOnline(true);
  expect(screen.queryByTestId('offline-notice')).toBeNull();
});

test('a new version installed beside the current one offers Reload, which tells the new worker to take over', () => {
  const { worker, registration, container } = fakeWorkers();
  render(<PwaNotices />);
  watchForUpdates(container as unknown as ServiceWorkerContainer, registration as unknown as ServiceWorkerRegistration);
  expect(screen.queryByTestId('update-notice')).toBeNull();
  act(() => {
    registration.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
  });
  expect(screen.getByTestId('update-notice').textContent).toContain('A new version is available');
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
});

test('a browser that answers register() without a registration (workers blocked) leaves the page working', async () => {
  const { registerServiceWorker } = await import('./service-worker-registration');
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const errors: unknown[] = [];
  const onError = (event: Event) => errors.push(event);
  window.addEventListener('unhandledrejection', onError);
  window.addEventListener('error', onError);
  try {
    const register = jest.fn(async () => undefined);
    registerServiceWorker({ register } as unknown as ServiceWorkerContainer);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(errors).toEqual([]);
  } finally {
    process.env.NODE_ENV = previous;
    window.removeEventListener('unhandledrejection', onError);
    window.removeEventListener('error', onError);
  }
});
