// The push service worker of the member site (DESIGN.md §7), served at /sw.js with scope / on every
// tenant host. A push for a new message, like or match is shown as a notification only while the member
// has no visible tab of the site; open tabs are told in any case, so they reload chats and likes
// (spec §4). A click on a notification brings a tab of the site forward on its page, or opens one.
// Plain JavaScript, copied as it is into the build: it must not share chunks with the app.

const PUSH_TYPES = ['message', 'like', 'match'];

/** The payload of pushPayloadSchema (packages/contracts chat.ts), or null for anything else. */
function readPayload(data) {
  let payload;
  try {
    payload = data ? data.json() : null;
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object' || !PUSH_TYPES.includes(payload.type)) return null;
  const text = (value) => (typeof value === 'string' ? value : '');
  return {
    type: payload.type,
    title: text(payload.title),
    body: text(payload.body),
    url: text(payload.url) || '/',
    icon: text(payload.icon) || undefined,
    tag: text(payload.tag) || undefined,
  };
}

/** Only pages of this site; anything else opens the home page. */
function siteUrl(url) {
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin ? target.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

const windows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

async function receivePush(data) {
  const payload = readPayload(data);
  if (!payload) return;
  const tabs = await windows();
  for (const tab of tabs) tab.postMessage({ type: 'amora-push', kind: payload.type });
  if (tabs.some((tab) => tab.visibilityState === 'visible')) return;
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    icon: payload.icon,
    tag: payload.tag,
    renotify: Boolean(payload.tag),
    data: { url: payload.url },
  });
}

async function openNotification(notification) {
  const url = siteUrl(notification.data?.url || '/');
  const tabs = await windows();
  const tab = tabs.find((t) => t.focused) || tabs.find((t) => t.visibilityState === 'visible') || tabs[0];
  if (!tab) return self.clients.openWindow(url);
  const focused = await tab.focus();
  // the page navigates in place (no reload): see features/push/use-push-worker.ts
  (focused || tab).postMessage({ type: 'amora-open', url });
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('push', (event) => event.waitUntil(receivePush(event.data)));
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotification(event.notification));
});
