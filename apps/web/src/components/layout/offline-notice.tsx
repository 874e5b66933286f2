import { useSyncExternalStore } from 'react';
import { CONNECTION_EVENT, type ConnectionNotice } from '@/lib/connection-event';

// docs/offline.md "Knowing it is offline". In the workspace the connection watch words the notice
// (whether the server answers, how old the phone's copy is, what waits to be sent); elsewhere the
// phone's radio, and the mark the service worker leaves on a page served from its copy, say it.

let watched: ConnectionNotice | undefined;
window.addEventListener(CONNECTION_EVENT, (event) => {
  watched = (event as CustomEvent<ConnectionNotice>).detail;
});

function subscribe(onChange: () => void) {
  const events = ['online', 'offline', CONNECTION_EVENT];
  for (const name of events) window.addEventListener(name, onChange);
  return () => {
    for (const name of events) window.removeEventListener(name, onChange);
  };
}

const noticeText = (): ConnectionNotice =>
  watched !== undefined
    ? watched
    : !navigator.onLine || document.documentElement.hasAttribute('data-offline')
      ? "You're offline."
      : null;

/**
 * Keeps the notice's height on the document while it shows, for the toasts to start below it
 * (docs/screens.md "Every page"); a new ref each render, so a new sentence measures again.
 */
const keepHeight = (notice: HTMLDivElement | null) => {
  const root = document.documentElement.style;
  if (notice) root.setProperty('--offline-notice-height', `${notice.offsetHeight}px`);
  else root.removeProperty('--offline-notice-height');
};

/** Says the phone is offline, above every page, and what of the agent's work waits to be sent. */
export function OfflineNotice() {
  const text = useSyncExternalStore(subscribe, noticeText, () => null);
  if (text === null) return null;
  const [title, detail] = text.split('\n');
  return (
    <div
      ref={(notice) => keepHeight(notice)}
      role="status"
      className="border-b bg-secondary px-4 py-3 text-sm"
    >
      <strong>{title}</strong> {detail}
    </div>
  );
}
