// The virtual module ../slot-build.ts makes for the slot (its value: ../slot-build.ts samplePlugin).

declare module 'virtual:peer-bench-screen' {
  import type { ScreenMeta } from 'virtual:screens';
  import type { Screen } from '@project/src/generated/screen';
  import type { FieldKind } from '@peers/shared/workload';
  /** What virtual:screens lists of the bench screen, but its load(): the compiler's manifest entry of the compiled sample. */
  export const meta: Omit<ScreenMeta, 'load'>;
  /** The compiler's output for one field of each kind. */
  export const sample: { kinds: FieldKind[]; screen: Screen };
}
