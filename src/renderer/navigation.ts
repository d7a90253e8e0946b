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

/** The path shown now (no query, no hash), following every move. */
export function usePathname(): string {
  const history = useHistory();
  return useSyncExternalStore(
    history.subscribe,
    () => history.location.pathname,
    () => history.location.pathname,
  );
}
