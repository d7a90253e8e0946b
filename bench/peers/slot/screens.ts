/**
 * The bench page's `virtual:screens` (../slot-build.ts points the import there).
 *
 * In the app's build, the screens plugin (src/build/screens-plugin.ts) makes it from screens/: what
 * the compiler says of each screen (src/compiler/6-emit/screen-manifest.ts: routes, widgets, data,
 * mobile numbers) and a lazy import of its compiled document. Here it lists the one bench screen:
 * what the compiler says of it comes from the build (virtual:peer-bench-screen, the same function
 * over the compiled sample, whose kinds are every kind the page's fields have), and its document is
 * the one main.tsx builds in the page from N (./screen.ts pageScreen), as the peers build theirs.
 * The app finds it through src/app/screen-index.ts, as it finds any screen no page names.
 */
import type { ScreenMeta } from 'virtual:screens';
import type { Screen } from '@project/src/generated/screen';
import { meta } from 'virtual:peer-bench-screen';

let shown: Screen | undefined;

/** The page's document; main.tsx sets it before the app's router loads the route. */
export function showScreen(document: Screen): void {
  shown = document;
}

export const screens: ScreenMeta[] = [
  {
    ...meta,
    // The page is in the default language, the one the bench's document is written in.
    load: () => (shown ? Promise.resolve(shown) : Promise.reject(new Error(`${meta.id}: main.tsx builds the document before the app loads it`))),
  },
];

export const screenById = (id: string): ScreenMeta | undefined => screens.find((screen) => screen.id === id);
