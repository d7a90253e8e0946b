import { createContext, useContext } from 'react';

/** server-fields renders fields that come and go with the card type; their values go with them. */
export const FieldOptionsContext = createContext<{ unregisterOnUnmount: boolean }>({ unregisterOnUnmount: false });

export function useFieldOptions() {
  return useContext(FieldOptionsContext);
}
