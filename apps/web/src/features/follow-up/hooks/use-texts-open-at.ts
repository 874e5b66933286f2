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
 * ("8:00 AM PST"). Beyond the spec: TCPA quiet hours (DOMAIN.md "Follow-up sequence").
 */
export function useTextsOpenAt(ownerTimeZone: string): string | null {
  const now = useMinuteClock();
  const window = textingWindow(now, ownerTimeZone);
  if (window.open) return null;
  // A closed window carries its opening time; were it ever missing, texts stay held all the same.
  return window.opensAt
    ? formatOpensAt(window.opensAt, ownerTimeZone)
    : "8:00 AM, the owner's time";
}
