/**
 * Installs the service worker (pwa/service-worker.js) once the page has loaded, so it never
 * competes with the first screen. Only the built app has one; a failure only costs offline use.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The service worker could not be installed; offline use is off.', error);
    });
  });
}
