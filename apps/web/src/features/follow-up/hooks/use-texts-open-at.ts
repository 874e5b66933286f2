import { formatOpensAt, textingWindow } from '@porchlight/contracts';
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The clock, read again every minute, so texting hours open and close on screen. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Null while texts may be sent in the owner's zone; outside 8:00–21:00 there, when they open
 * ("8:00 AM PST"). The zone is the one the server worked out from the owner's ZIP code and
 * checks the send against (docs/compliance.md "Quiet hours"), so screen and server agree.
 */
export function useTextsOpenAt(ownerTimeZone: string): string | null {
  const now = useMinuteClock();
  const window = textingWindow(now, ownerTimeZone);
  return window.open ? null : formatOpensAt(window.opensAt, ownerTimeZone);
}
