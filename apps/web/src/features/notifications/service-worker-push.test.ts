import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

// The service worker's push and notificationclick handlers, run in a stand-in for the worker's
// global scope (the browser journeys cannot receive a real push).
const SCRIPT = readFileSync(
  path.resolve(import.meta.dirname, '../../../pwa/service-worker.js'),
  'utf8',
);
const ORIGIN = 'https://porchlight.example';

function worker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(async () => {}) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  vm.runInNewContext(SCRIPT, { self, URL, caches: {}, fetch, Response });
  const dispatch = async (type: string, event: object) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => (waited = promise),
    });
    await waited;
  };
  return { self, dispatch };
}

describe('the service worker and the morning notification', () => {
  it('shows the message it is sent, keeping where a tap goes', async () => {
    const { self, dispatch } = worker();
    const message = {
      title: 'Your leads are ready',
      body: "Today's fresh leads are waiting.",
      url: '/dashboard?tab=today',
      tag: 'leads-ready',
    };
    await dispatch('push', { data: { json: () => message } });
    expect(self.registration.showNotification).toHaveBeenCalledWith('Your leads are ready', {
      body: "Today's fresh leads are waiting.",
      icon: '/icons/icon-192.png',
      tag: 'leads-ready',
      data: { url: '/dashboard?tab=today' },
    });
  });

  it('on a tap, brings an open Porchlight window to the Today tab', async () => {
    const navigate = vi.fn(async () => null);
    const open = { url: `${ORIGIN}/profile`, focus: vi.fn(async () => ({ navigate })) };
    const { self, dispatch } = worker([open]);
    const close = vi.fn();
    await dispatch('notificationclick', {
      notification: { close, data: { url: '/dashboard?tab=today' } },
    });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(`${ORIGIN}/dashboard?tab=today`);
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none is open, and never another site', async () => {
    const { self, dispatch } = worker();
    await dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: '/dashboard?tab=today' } },
    });
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/dashboard?tab=today`);
    await dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: 'https://evil.example/' } },
    });
    expect(self.clients.openWindow).toHaveBeenCalledTimes(1);
  });
});
