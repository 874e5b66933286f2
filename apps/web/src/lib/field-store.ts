import { createStore, type UseStore } from 'idb-keyval';

// The phone's own copy of the agent's day (docs/offline.md "What the phone keeps"): one
// IndexedDB store, through idb-keyval, holding the last answers read (`queries`) and the work
// waiting to be sent (`outbox`).

let store: UseStore | undefined;

/** Opened on first use: a page that never needs it never opens the database. */
export function fieldStore(): UseStore {
  store ??= createStore('porchlight-field-mode', 'keyval');
  return store;
}

export const QUERIES_KEY = 'queries';
export const OUTBOX_KEY = 'outbox';
