/**
 * The service worker served at /sw-push.js. It has no fetch handler on purpose: navigation
 * and assets go straight to the network, so a stale worker can never break the site.
 * Push and notification-click handling arrive with the notifications issue.
 */
export const SERVICE_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
`;
