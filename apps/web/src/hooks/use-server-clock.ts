import { useEffect, useState } from 'react';
import { onServerClockChange } from '@/lib/connection';
import { serverNow } from '@/lib/server-clock';

const MINUTE_MS = 60_000;

/**
 * Now by the server's clock (`lib/server-clock.ts`, docs/offline.md "One clock"), read again
 * every minute so what depends on it (texting hours, "2h ago") turns over on screen, and at once
 * when an answer finds the server's clock elsewhere than the phone's copy said.
 */
export function useServerClock(): Date {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const reread = () => setNow(serverNow());
    const timer = setInterval(reread, MINUTE_MS);
    const stop = onServerClockChange(reread);
    return () => {
      clearInterval(timer);
      stop();
    };
  }, []);
  return now;
}
