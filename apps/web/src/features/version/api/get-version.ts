import { VERSION_POLL_MS, type VersionResponse } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { call } from '@/lib/api-client';

// Checked although answers are typed, not parsed: the server polled may run another build. By
// hand rather than with VersionResponse.parse: every page polls the version, and zod would put
// ~20 KB on the landing page's budget.
function isVersionResponse(body: unknown): body is VersionResponse {
  return (
    typeof body === 'object' &&
    body !== null &&
    'version' in body &&
    typeof body.version === 'string'
  );
}

// Never from the browser's cache: a new deployment must be seen at the next poll.
async function getVersion(): Promise<VersionResponse> {
  const body: unknown = await call(routes.getVersion, {}, { cache: 'no-store' });
  if (!isVersionResponse(body)) throw new Error('The version answer has no version.');
  return body;
}

// The banner's polls and the gate's checks share the last answer, without TanStack Query, which
// the public pages do not load (docs/performance.md "JavaScript per page").
let last: { version: string; at: number } | undefined;
let asking: Promise<string> | undefined;
const listeners = new Set<() => void>();

/** Asks the server now (one request at a time); every reader sees the answer. */
function askVersion(): Promise<string> {
  asking ??= getVersion()
    .then(({ version }) => {
      last = { version, at: Date.now() };
      for (const listener of listeners) listener();
      return version;
    })
    .finally(() => {
      asking = undefined;
    });
  return asking;
}

/** Tests: each starts with no answer. */
export function forgetVersion(): void {
  last = undefined;
  asking = undefined;
}

/** docs/screens.md "Version gate": the version is trusted for 60 s before leads are generated. */
export const VERSION_GATE_STALE_MS = 60_000;

/** The gate's version: the last answer if under 60 s old, else a new one. */
export function trustedVersion(): Promise<string> {
  if (last && Date.now() - last.at < VERSION_GATE_STALE_MS) return Promise.resolve(last.version);
  return askVersion();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Asked at start-up and every VERSION_POLL_MS (docs/screens.md "Version banner"): the server's
 * version once known, and the last poll's error (cleared by the next answer).
 */
export function useVersion() {
  const version = useSyncExternalStore(subscribe, () => last?.version);
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    let active = true;
    const poll = () =>
      askVersion().then(
        () => active && setError(undefined),
        (failure: unknown) => active && setError(failure),
      );
    void poll();
    const timer = setInterval(poll, VERSION_POLL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, []);
  return { version, error };
}
