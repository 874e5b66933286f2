import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';

// The service worker marks the shell it serves from its cache (pwa/service-worker.js); the
// browser's own online flag covers a connection lost after the page loaded.
function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const isOffline = () => !navigator.onLine || document.documentElement.hasAttribute('data-offline');

/** Says the phone is offline, above every page, with a way to try again. */
export function OfflineNotice() {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  if (!offline) return null;
  return (
    <div role="status" className="flex items-center gap-3 border-b bg-secondary px-4 py-3 text-sm">
      <p className="flex-1">
        <strong>You're offline.</strong> This is the copy of Porchlight saved on this phone; today's
        leads and your follow-up need a connection.
      </p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        Try Again
      </Button>
    </div>
  );
}
