/** Where the push worker is served (server/web/webapp/routes.ts) and registered from (client/service-worker.ts). */
export const SERVICE_WORKER_URL = '/sw-push.js';
/** What the push worker posts to an open tab when a notification is clicked (server/web/webapp/service-worker.ts → client/push/usePushNavigation.ts). */
export const PUSH_NAVIGATE_MESSAGE = 'push:navigate';
/** Where a browser's push subscription is saved, removed or refused (docs/product.md#push). */
export const PUSH_SUBSCRIPTIONS_PATH = '/api/user.php?push=1';
