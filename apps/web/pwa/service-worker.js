/// <reference lib="webworker" />
// Porchlight's service worker, written into dist/sw.js by the build (pwa/vite-plugin.ts), which
// replaces the two placeholders below with this build's id and its list of files.
//
// - Hashed assets and the shell's files are cached at install, and served from the cache.
// - Pages always come from the network, so a new version is never hidden behind an old
//   index.html (the version gate could loop on it). Only when the network fails does the
//   cached shell answer, marked offline so the app says so; without it, offline.html.
// - /api and /dev are never touched: every answer there comes from the server.
const BUILD_ID = '__BUILD_ID__';
const PRECACHE = '__PRECACHE__';
const CACHE = `porchlight-${BUILD_ID}`;
const SHELL = '/index.html';
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      // The new version takes over at once; pages load from the network, so none is stranded.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** The cached shell, marked so the app shows that it is offline; else the offline page. */
async function offlinePage() {
  const shell = await caches.match(SHELL);
  if (!shell) return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  const html = (await shell.text()).replace('<html lang="en">', '<html lang="en" data-offline>');
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (/^\/(api|dev)(\/|$)/.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(offlinePage));
    return;
  }
  if (!PRECACHE.includes(url.pathname)) return;
  event.respondWith(caches.match(url.pathname).then((hit) => hit ?? fetch(request)));
});

// The morning notification (docs/notifications.md "The browser"): the server's message, decrypted
// by the browser, shown as it says; a tap opens its page (the Today tab) in a Porchlight window.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // A message that is not ours is still shown, plainly: a push must show something.
  }
  const url = typeof message.url === 'string' ? message.url : '/dashboard?tab=today';
  event.waitUntil(
    self.registration.showNotification(message.title || 'Porchlight', {
      body: message.body || '',
      icon: '/icons/icon-192.png',
      tag: message.tag || 'porchlight',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    event.notification.data?.url || '/dashboard?tab=today',
    self.location.origin,
  );
  // Only this app's own pages are opened.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (!open) return self.clients.openWindow(target.href);
      return open.focus().then((focused) => focused.navigate(target.href));
    }),
  );
});
