import { useEffect, useState } from 'react';

/** workspace.md §9 "Lead detail flag delay". */
export const LEAD_DETAIL_FLAG_DELAY_MS = 500;

/**
 * workspace.md §2: "A flag turns true 500 ms after opening and is false while closed." The spec
 * does not say what the flag is for; here it holds back the Street View section, so the map's
 * script and images start loading once the dialog has finished opening, not during its animation.
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
