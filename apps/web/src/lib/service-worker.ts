/** How long after a failed install, online, the worker is asked for again. */
export const INSTALL_RETRY_MS = 30_000;
/** At most this many installs again on one page; the next page load starts anew. */
export const INSTALL_RETRIES = 3;

/**
 * Installs the service worker (pwa/service-worker.js) for the signed-in workspace only
 * (docs/offline.md "The service worker"): a visitor on a public page never downloads its precache.
 * It waits for the page to have loaded, so it never competes with the first screen. Only the built
 * app has one; a failure only costs offline use. An install that fails (its script out of reach,
 * or one of its precache files: the precache is all or nothing) is tried again when the phone is
 * next online, up to `INSTALL_RETRIES` times, so a poor signal at the first visit does not leave
 * the workspace without field mode until the next page load.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let retries = INSTALL_RETRIES;
  const again = () => {
    if (retries-- <= 0) return;
    if (navigator.onLine) window.setTimeout(register, INSTALL_RETRY_MS);
    else window.addEventListener('online', register, { once: true });
  };
  const register = () => {
    navigator.serviceWorker.register('/sw.js').then(
      // No registration where something stands in for the browser's own `register` (a test
      // harness blocking workers, as the journeys' Playwright does): nothing to watch then.
      (registration: ServiceWorkerRegistration | undefined) => {
        // The install this call started is `installing` once its promise resolves.
        const worker = registration?.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'redundant' && !registration?.active) again();
        });
      },
      (error: unknown) => {
        console.warn('The service worker could not be installed; offline use is off.', error);
        again();
      },
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
