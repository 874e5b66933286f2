import { useEffect, useState } from 'react';
import { onServerClockChange, serverClockOffset } from '@/lib/connection';
import { serverNow } from '@/lib/server-clock';

const MINUTE_MS = 60_000;

/** The server's "now", and the offset it was read with. */
interface Reading {
  now: Date;
  offsetMs: number;
}

function read(): Reading {
  return { now: serverNow(), offsetMs: serverClockOffset() };
}

/**
 * Now by the server's clock (`lib/server-clock.ts`, docs/offline.md "One clock"), read again
 * every minute so what depends on it (texting hours, "2h ago") turns over on screen, and at once
 * when an answer finds the server's clock elsewhere than the phone's copy said.
 */
export function useServerClock(): Date {
  const [reading, setReading] = useState(read);
  const renderedOffset = reading.offsetMs;
  useEffect(() => {
    const reread = () => setReading(read());
    const timer = setInterval(reread, MINUTE_MS);
    const stop = onServerClockChange(reread);
    // An answer may have moved the clock between the render and this subscription (the first
    // answer after a reload, on a busy phone): it told nobody, so read it now, not a minute on.
    if (serverClockOffset() !== renderedOffset) reread();
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [renderedOffset]);
  return reading.now;
}
