import { PUSH_NAVIGATE_MESSAGE, PUSH_SUBSCRIPTIONS_PATH } from '#server/contract/push-worker';

/**
 * The service worker served at /sw-push.js (docs/product.md#push). It has no fetch handler on
 * purpose: navigation and assets go straight to the network, so a stale worker can never break
 * the site, and nothing personal is ever cached. It is plain JavaScript (the browser runs it as
 * sent); the payload it reads is server/adapters/web-push/types.ts's PushMessage.
 *
 * - push: shows the notification (a tag per conversation, so a burst collapses into the newest)
 *   and sets the app badge; a payload that is not a PushMessage shows nothing and throws nothing.
 * - notificationclick: focuses an open tab of the site and lets its router go to the page
 *   (client/push/usePushNavigation.ts), or opens one.
 * - pushsubscriptionchange: subscribes again with the same site key and hands the new
 *   subscription to the server with the member's session, as the page would.
 */
export const SERVICE_WORKER = `'use strict';
const NAVIGATE_MESSAGE = ${JSON.stringify(PUSH_NAVIGATE_MESSAGE)};
const SUBSCRIPTIONS = ${JSON.stringify(PUSH_SUBSCRIPTIONS_PATH)};

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function text(value, max) {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** A path on this site: anything else (another origin, a script URL) leads to the home page. */
function localPath(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '/', self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/';
  } catch (error) {
    return '/';
  }
}

/** The sender's photo may live on the site's CDN: any https address or one of this site will do for a picture. */
function imageUrl(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '', self.location.origin);
    return url.protocol === 'https:' || url.origin === self.location.origin ? url.href : undefined;
  } catch (error) {
    return undefined;
  }
}

function readMessage(data) {
  if (!data) return null;
  let message;
  try {
    message = data.json();
  } catch (error) {
    return null;
  }
  if (!message || typeof message !== 'object' || typeof message.title !== 'string' || !message.title) return null;
  return {
    title: text(message.title, 200),
    body: text(message.body, 500),
    tag: text(message.tag, 100),
    url: localPath(message.url),
    icon: imageUrl(message.icon),
    lang: text(message.lang, 35),
    badge: Number.isSafeInteger(message.badge) && message.badge >= 0 ? message.badge : null,
  };
}

function setBadge(count) {
  const navigator = self.navigator;
  if (count === null || !('setAppBadge' in navigator)) return Promise.resolve();
  return (count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge()).catch(() => undefined);
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  if (!message) return;
  const options = { body: message.body, icon: message.icon, lang: message.lang, data: { url: message.url } };
  // renotify needs a tag: a newer message of the same conversation rings again instead of silently replacing.
  if (message.tag) Object.assign(options, { tag: message.tag, renotify: true });
  event.waitUntil(Promise.all([self.registration.showNotification(message.title, options), setBadge(message.badge)]));
});

async function openPage(path) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = windows.find((client) => client.focused) || windows[0];
  if (!tab) return self.clients.openWindow(path);
  // Focus first: the browser allows it only while the click is fresh; a refusal still navigates the tab.
  const focused = await tab.focus().catch(() => tab);
  focused.postMessage({ type: NAVIGATE_MESSAGE, url: path });
  return focused;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data;
  event.waitUntil(openPage(localPath(data && data.url)));
});

async function siteKey(oldSubscription) {
  const key = oldSubscription && oldSubscription.options && oldSubscription.options.applicationServerKey;
  if (key) return key;
  const response = await fetch('/api/settings.php', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  const settings = response.ok ? await response.json() : null;
  return settings && typeof settings.push_public_key === 'string' && settings.push_public_key ? settings.push_public_key : null;
}

function post(body) {
  return fetch(SUBSCRIPTIONS, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
    body: JSON.stringify(body),
  });
}

async function resubscribe(event) {
  const old = event.oldSubscription;
  let subscription = event.newSubscription;
  if (!subscription) {
    const key = await siteKey(old);
    if (!key) return;
    subscription = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  }
  await post({ subscription: subscription.toJSON() });
  if (old && old.endpoint !== subscription.endpoint) await post({ subscription: false, endpoint: old.endpoint });
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(resubscribe(event).catch(() => undefined));
});
`;
