/*
 * The portal's service worker: it only shows Web Push notifications (price alerts) and opens their link on click.
 * It caches nothing and handles no requests, so the site behaves exactly as without it.
 */
/* global self */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : self.location.hostname;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/favicon.png',
      data: { url: typeof data.url === 'string' ? data.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    event.notification.data && event.notification.data.url ? event.notification.data.url : '/',
    self.location.origin,
  );
  // only the portal's own pages are opened
  if (target.origin !== self.location.origin) return;
  event.waitUntil(self.clients.openWindow(target.href));
});
