import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, configure } from '@testing-library/react';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { startedSessionAgent } from '@/features/accounts/session';
import { forgetVersion } from '@/features/version/api/get-version';
import { forgetToasts } from '@/hooks/use-toast';
import { resetConnection } from '@/lib/connection';
import { fieldStore } from '@/lib/field-store';
import { loadQueue } from '@/lib/offline-queue';
import { forgetPublicReads } from '@/lib/use-public-read';
import { takeContractBreaches } from './api';

// The public forms import their schemas lazily (useLightForm's loadSchema). In the browser the
// chunk downloads on the form's first focus; here it is loaded up front, so that a test asserting
// right after a submit does not race the first transform of the module.
await import('@/features/accounts/account-schemas');

// A find waits for what the page shows for up to 20 s, not 1: with the suite's workers on both cores,
// and a second run beside it, a lazily loaded panel's first import took more than 10 s once.
const WAIT_MS = 20_000;
configure({ asyncUtilTimeout: WAIT_MS });
// vi.waitFor too, whose own default is 1 s: beside a second run, a 401's redirect to /login took
// longer than that once (dashboard.test.tsx, docs/testing.md "Speed"). A wait given its own
// timeout keeps it.
// Wrapped once per worker: the DOM tests' files share theirs, and this file runs before each.
const ownWaitFor = (vi.waitFor as { own?: typeof vi.waitFor }).own ?? vi.waitFor;
vi.waitFor = Object.assign(
  ((callback, options) =>
    ownWaitFor(
      callback,
      typeof options === 'number' ? options : { timeout: WAIT_MS, ...options },
    )) as typeof vi.waitFor,
  { own: ownWaitFor },
);

// An unexpected console.error (a React warning, say) fails the test that caused it.
beforeEach(() => {
  vi.spyOn(console, 'error');
});

// A fake answer the real server could not give fails the test that gave it.
afterEach(() => {
  const breaches = takeContractBreaches();
  if (breaches.length > 0) throw new Error(breaches.join('\n\n'));
});

afterEach(() => {
  cleanup();
  // Toasts live in module state, shared by the files of a worker: the next test starts with none,
  // not even one still closing.
  act(() => forgetToasts());
  // So are the public pages' reads and the server's version (no query client holds them).
  forgetPublicReads();
  forgetVersion();
  startedSessionAgent({ take: true });
  expect(console.error).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

// The phone's copy, its waiting work and whether the server answered: each test starts online
// with nothing kept.
afterEach(async () => {
  resetConnection();
  onlineManager.setOnline(true);
  await clear(fieldStore());
  await loadQueue();
});
