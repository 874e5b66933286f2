import { useSyncExternalStore } from 'react';
import { hasAnswered, isReachable, lastAnsweredAt, onReachabilityChange } from '@/lib/connection';
import { onPendingChange, pendingCount } from '@/lib/pending-work';

// docs/offline.md "Knowing it is offline": offline is the phone's radio off, the server not
// answering, or a page served from the phone's copy (the service worker marks it) before any answer.
function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const stopReachability = onReachabilityChange(onChange);
  const stopPending = onPendingChange(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    stopReachability();
    stopPending();
  };
}

const isOffline = () =>
  !navigator.onLine ||
  !isReachable() ||
  (document.documentElement.hasAttribute('data-offline') && !hasAnswered());

/** Offline, or online with changes still to send: what the notice says. */
const noticeState = () => `${isOffline() ? 'offline' : 'online'}:${pendingCount()}`;

function changes(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'}`;
}

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * Says the phone is offline, above every page: since when its copy dates, and how much of the
 * agent's work waits to be sent. Back online, it shows while that work is sent.
 */
export function OfflineNotice() {
  const state = useSyncExternalStore(subscribe, noticeState, () => 'online:0');
  const [connection, count] = state.split(':');
  const pending = Number(count);
  if (connection === 'online') {
    if (pending === 0) return null;
    return (
      <div role="status" className="border-b bg-secondary px-4 py-3 text-sm">
        Sending {changes(pending)}...
      </div>
    );
  }
  const updated = lastAnsweredAt();
  return (
    <div role="status" className="flex flex-col gap-1 border-b bg-secondary px-4 py-3 text-sm">
      <p>
        <strong>
          {updated ? `Offline · last updated ${TIME.format(updated)}` : "You're offline."}
        </strong>
      </p>
      <p>
        {pending > 0
          ? `${changes(pending)} waiting to send. They go as soon as you're back online.`
          : updated
            ? "What you do here is kept on this phone and sent when you're back online."
            : 'This is the copy of Porchlight saved on this phone; pages you have not opened need a connection.'}
      </p>
    </div>
  );
}
