import { createContext, useContext } from 'react';
import type { Screen } from '../generated/screen';

/**
 * The documents of the screens the shown screen includes, loaded with it by the router
 * (virtual:screens lists them), so an include block draws in the same paint as its screen.
 */
export const IncludedScreensContext = createContext<ReadonlyMap<string, Screen>>(new Map());

export function useIncludedScreen(id: string): Screen | undefined {
  return useContext(IncludedScreensContext).get(id);
}
