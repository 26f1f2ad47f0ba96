/**
 * The page's side of the service worker (docs/decisions/0143-installable-and-offline.md): registered once the
 * page has loaded, in production builds served by the gateway. A new deploy installs a new worker, which waits;
 * the page offers "Reload", and only then does the new worker take over.
 */
type Listener = () => void;

let waiting: ServiceWorker | null = null;
let watched: ServiceWorkerContainer | null = null;
const listeners = new Set<Listener>();
const setWaiting = (worker: ServiceWorker | null) => {
  waiting = worker;
  listeners.forEach((listener) => listener());
};

/** An app left open for hours still hears of a new deploy. */
const UPDATE_CHECK_MS = 30 * 60_000;

export function registerServiceWorker(container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker): void {
  if (!container || process.env.NODE_ENV !== 'production') return;
  const register = () =>
    container.register('/sw.js').then(
      (registration: ServiceWorkerRegistration | undefined) => {
        // A browser that blocks workers (a policy, or a test harness) answers without a registration.
        if (!registration) return;
        watchForUpdates(container, registration);
        setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      },
      (error: unknown) => console.warn('[shell] the service worker could not be registered; the app works without it', error),
    );
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** A worker that installed while an older one controls the page is a new version waiting. */
export function watchForUpdates(container: ServiceWorkerContainer, registration: ServiceWorkerRegistration): void {
  watched = container;
  if (registration.waiting && container.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) setWaiting(installing);
    });
  });
}

export const subscribeToUpdate = (listener: Listener) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const waitingUpdate = () => waiting;

/** The person chose "Reload": the new worker takes over, then the page loads again with the new version. */
export function applyUpdate(): void {
  if (!waiting || !watched) return window.location.reload();
  watched.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
