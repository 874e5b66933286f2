import { isReachable, onReachabilityChange, reportAnswer } from './connection';

// While the server cannot be reached, ask it again every few seconds (docs/offline.md "Knowing it
// is offline"), so that reads and waiting work resume by themselves once it answers. The
// workspace starts it; the public pages go without.

/** How often the probe asks while the server cannot be reached. */
export const PROBE_INTERVAL_MS = 5_000;

let timer: ReturnType<typeof setTimeout> | undefined;

async function probe(): Promise<void> {
  timer = undefined;
  try {
    const res = await fetch('/api/version', { cache: 'no-store', credentials: 'include' });
    // Any answer at all means the server is there (a 503 while it drains is still an answer).
    reportAnswer(res.headers.get('date'));
    return;
  } catch {
    // Still nothing: ask again later.
  }
  schedule();
}

function schedule(delay = PROBE_INTERVAL_MS): void {
  clearTimeout(timer);
  timer = setTimeout(probe, delay);
}

/** Asks at once (the phone's radio came back), rather than at the next probe. */
export function checkNow(): void {
  schedule(0);
}

/** Probes whenever the server stops answering, until it answers; returns the stop. */
export function startProbing(): () => void {
  if (!isReachable()) schedule();
  const stop = onReachabilityChange((reachable) => {
    if (!reachable) {
      if (timer === undefined) schedule();
      return;
    }
    clearTimeout(timer);
    timer = undefined;
  });
  return () => {
    stop();
    clearTimeout(timer);
    timer = undefined;
  };
}
