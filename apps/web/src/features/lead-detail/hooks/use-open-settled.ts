import { useEffect, useState } from 'react';

/** The lead detail's flag delay (docs/screens.md "Numbers"). */
export const LEAD_DETAIL_FLAG_DELAY_MS = 500;

/**
 * A flag that turns true 500 ms after opening and is false while closed. It holds back the Street
 * View section, so the map's script and images start loading once the dialog has finished opening,
 * not during its animation.
 */
export function useOpenSettled(open: boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setSettled(true), LEAD_DETAIL_FLAG_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setSettled(false);
    };
  }, [open]);
  // `open &&`: false from the very render that closes the dialog, before the effect's cleanup.
  return open && settled;
}
