import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RouterHistory } from '@tanstack/history';

// Screens move between addresses through the entry's history alone, never through a router: the
// app's router follows its history, and the promotion landing has a history and no router at all
// (src/app/landing.tsx), which keeps the router's code out of the landing's bundle.

export const NavigationContext = createContext<RouterHistory | null>(null);

/** The history of the entry the screen is shown in. */
export function useHistory(): RouterHistory {
  const history = useContext(NavigationContext);
  if (!history) throw new Error('No history: render screens inside an entry (src/app/app.tsx or src/app/landing.tsx), which provides one.');
  return history;
}

/** Where the entry is now, following every move (the same object until the next one). */
export function useLocation(): RouterHistory['location'] {
  const history = useHistory();
  return useSyncExternalStore(
    history.subscribe,
    () => history.location,
    () => history.location,
  );
}

/** The path shown now (no query, no hash). */
export const usePathname = (): string => useLocation().pathname;
