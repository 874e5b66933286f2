/**
 * Installs the service worker (pwa/service-worker.js) for the signed-in workspace only
 * (docs/offline.md "The service worker"): a visitor on a public page never downloads its precache.
 * It waits for the page to have loaded, so it never competes with the first screen. Only the built
 * app has one; a failure only costs offline use.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The service worker could not be installed; offline use is off.', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
