import { createContext, useContext, type ComponentType } from 'react';
import type { Block } from '../generated/screen';

/** What every widget is drawn with: its block and where the block sits in its screen file. */
export interface WidgetProps<B extends Block = Block> {
  block: B;
  /** JSON pointer of the block in its screen file, for problem reports and child pointers. */
  pointer: string;
}

/**
 * Block type → widget, for the screen being shown: the router loads the widgets the screen uses
 * (src/widgets/registry.ts loadWidgets, the list worked out at build time), Storybook loads all.
 */
export type WidgetRegistry = { [K in Block['type']]?: ComponentType<WidgetProps<Extract<Block, { type: K }>>> };

export const WidgetsContext = createContext<WidgetRegistry | null>(null);

export function useWidgets(): WidgetRegistry {
  const widgets = useContext(WidgetsContext);
  if (!widgets) throw new Error('No widgets: wrap the screens in <WidgetsContext.Provider> (src/app/screen-loader.tsx does).');
  return widgets;
}
