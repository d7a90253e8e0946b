import { createContext, useContext, type ComponentType } from 'react';
import type { Block } from '../generated/screen';
import type { WidgetProps } from './block-view';

/**
 * Block type → widget, as one entry ships it. The borrower app gives the full registry
 * (src/widgets/registry.ts); the promotion landing gives only the widgets its screens use
 * (src/app/promotion-widgets.ts), so its first load carries no other widget code.
 */
export type WidgetRegistry = { [K in Block['type']]?: ComponentType<WidgetProps<Extract<Block, { type: K }>>> };

export const WidgetsContext = createContext<WidgetRegistry | null>(null);

export function useWidgets(): WidgetRegistry {
  const widgets = useContext(WidgetsContext);
  if (!widgets) throw new Error('No widgets: wrap the screens in <WidgetsContext.Provider> (src/app/app.tsx does).');
  return widgets;
}
