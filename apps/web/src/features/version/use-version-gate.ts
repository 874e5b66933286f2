import { APP_VERSION } from '@porchlight/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { trustedVersion } from './api/get-version';
import { hasReloadedFor, reloadOncePerVersion } from './reload-once';

/** docs/screens.md "Version gate": the 'update' overlay shows this long before the page reloads. */
export const VERSION_GATE_RELOAD_MS = 2000;

export type VersionGateState = 'idle' | 'updating' | 'offline';

interface VersionGateOptions {
  /** A full page load by default. */
  reload?: () => void;
}

/**
 * The version gate (docs/screens.md "Version gate"): `check()` resolves true when the server runs
 * this build's version. A mismatch shows the update overlay and reloads after 2 s, once per version
 * in a browser session; a failed check shows the Connection Issue overlay. Either way it resolves
 * false.
 */
export function useVersionGate({
  reload = () => window.location.reload(),
}: VersionGateOptions = {}) {
  const [state, setState] = useState<VersionGateState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  useEffect(() => () => clearTimeout(timer.current), []);

  const check = useCallback(async (): Promise<boolean> => {
    let version: string;
    try {
      version = await trustedVersion();
    } catch {
      setState('offline');
      return false;
    }
    if (version === APP_VERSION) return true;
    // Already reloaded for this version and the server still differs: reloading again would loop,
    // so let the agent work on (the version banner still offers the update).
    if (hasReloadedFor(version)) return true;
    setState('updating');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      reloadOncePerVersion(version, () => reloadRef.current());
    }, VERSION_GATE_RELOAD_MS);
    return false;
  }, []);

  return {
    state,
    check,
    reloadNow: () => reloadRef.current(),
    dismiss: () => setState('idle'),
  };
}
