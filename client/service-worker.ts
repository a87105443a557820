// From the contract, not client/push/browser.ts: registering on every page must not bring the push code into the first load.
import { SERVICE_WORKER_URL } from '#server/contract/push-worker';

/** Registers the push worker once the page has loaded; subscribing is the member's choice (client/push). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => console.warn('service worker', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
