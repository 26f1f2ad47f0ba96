/* The service worker, served at /sw.js with root scope (docs/decisions/0143-installable-and-offline.md).
 * The gateway sends this file after one line it writes, `const PRECACHE = {version, urls}`: the shell's and the
 * public sections' current files (svc-gateway/src/edge/web/service-worker.ts). A new deploy changes that line,
 * so the browser installs the new worker; it waits until the page says the person chose "Reload". */
/* global PRECACHE */

const STATIC_CACHE = `pawpals-static-${PRECACHE.version}`;
const PAGES_CACHE = 'pawpals-pages';
const API_CACHE = 'pawpals-api';
const IMAGES_CACHE = 'pawpals-images';
/** Kept per cache at most (oldest dropped first): a phone's storage is shared with everything else. */
const MAX_ENTRIES = { [PAGES_CACHE]: 60, [API_CACHE]: 200, [IMAGES_CACHE]: 150 };
/** The shell's own page, which starts the app at any address when that address was never saved. */
const APP_PAGE = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(STATIC_CACHE).then((cache) => cache.addAll(PRECACHE.urls)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('pawpals-static-') && name !== STATIC_CACHE).map((name) => caches.delete(name)));
      // The first visit's page is controlled at once, so what it reads is saved for offline from the start.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Signing out forgets the member's saved answers on this device.
    if (url.pathname === '/api/logout') {
      event.respondWith(caches.delete(API_CACHE).then(() => fetch(request)));
      return;
    }
    event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith('/api/')) {
    if (isStream(request, url)) return;
    event.respondWith(networkFirst(request, API_CACHE));
    return;
  }
  if (url.pathname === '/remotes.manifest.json') {
    event.respondWith(networkFirst(request, PAGES_CACHE));
    return;
  }
  if (url.pathname.startsWith('/objects/')) {
    event.respondWith(cacheFirst(request, IMAGES_CACHE));
    return;
  }
  event.respondWith(cacheFirst(request, STATIC_CACHE));
});

/** Server-sent events and long answers are never cached. */
function isStream(request, url) {
  return (request.headers.get('accept') ?? '').includes('text/event-stream') || /\/(live|stream|events)(\/|$)/.test(url.pathname);
}

/** A page: the network's, saved; offline, the saved copy, else the app's page (it shows what it can). */
async function page(request) {
  try {
    const response = await fetch(request);
    if (response.ok) await save(PAGES_CACHE, request, response.clone());
    return response;
  } catch (error) {
    const saved = (await caches.match(request, { ignoreVary: true })) ?? (await caches.match(APP_PAGE));
    if (saved) return saved;
    throw error;
  }
}

async function networkFirst(request, cacheName) {
  try {
    const response = await fetch(request);
    if (response.ok) await save(cacheName, request, response.clone());
    return response;
  } catch (error) {
    const saved = await caches.match(request, { cacheName, ignoreVary: true });
    if (saved) return saved;
    throw error;
  }
}

async function cacheFirst(request, cacheName) {
  const saved = await caches.match(request, { ignoreVary: true });
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok) await save(cacheName, request, response.clone());
  return response;
}

async function save(cacheName, request, response) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  const max = MAX_ENTRIES[cacheName];
  if (!max) return;
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

/* Web Push (docs/decisions/0142-web-push.md): the payload is {title, body, url, tag}; the same tag replaces the
 * notification shown instead of stacking another; a click opens (or focuses) the page it names. */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/dashboard';
  event.waitUntil(
    self.registration.showNotification(message.title || 'PawPals', {
      body: message.body || '',
      tag: message.tag || undefined,
      renotify: Boolean(message.tag),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url) ?? windows[0];
      if (open) {
        await open.focus();
        if (open.url !== url && 'navigate' in open) await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
