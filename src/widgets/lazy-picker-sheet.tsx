import { lazy, Suspense, type ComponentProps } from 'react';
import type { PickerSheet } from './picker-sheet';

const Sheet = lazy(() => import('./picker-sheet').then((m) => ({ default: m.PickerSheet })));

/**
 * The picker sheet (drawer, radios, scroll area) loads when a picker is first opened, not with
 * the form: the bank form of many pickers ships and shows without it (npm run bench).
 */
export function LazyPickerSheet(props: ComponentProps<typeof PickerSheet>) {
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}
