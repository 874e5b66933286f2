import { formatOpensAt, textingWindow } from '@porchlight/contracts';
import { useServerClock } from '@/hooks/use-server-clock';

/**
 * Null while texts may be sent in the owner's zone; outside 8:00–21:00 there, when they open
 * ("8:00 AM PST"). The zone is the one the server worked out from the owner's ZIP code and
 * checks the send against (docs/compliance.md "Quiet hours"), and the clock is the server's
 * (docs/offline.md "One clock"), so screen and server agree even when the phone's clock is wrong.
 */
export function useTextsOpenAt(ownerTimeZone: string): string | null {
  const now = useServerClock();
  const window = textingWindow(now, ownerTimeZone);
  return window.open ? null : formatOpensAt(window.opensAt, ownerTimeZone);
}
