/** Registers /sw-push.js once the page has loaded; push subscription comes with notifications. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw-push.js', { scope: '/' }).catch((error: unknown) => console.warn('service worker', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
