import { useEffect, useState } from 'react';

// How long the borrower waits before a loading state shows, kept in one place for every wait the
// app draws one for: a screen's code and data (the first mount, the router's moves) and a dialog's
// code. A quicker load than this shows nothing, as a spinner that comes and goes at once reads as a flicker.

/** How long something may load before its loading state shows (the app's router waits as long). */
export const loadingStateDelayMs = 300;

/** True once `ms` have passed since `from` became true (false again when it turns false). */
export function useWaited(from: boolean, ms: number = loadingStateDelayMs): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!from) return undefined;
    const timer = setTimeout(() => setWaited(true), ms);
    return () => {
      clearTimeout(timer);
      setWaited(false);
    };
  }, [from, ms]);
  return waited;
}
