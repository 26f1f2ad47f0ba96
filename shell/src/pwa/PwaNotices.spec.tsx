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
