// Type checks only (npx tsc -p bench/tsconfig.json; nothing imports this file): the slot's stand-ins
// for the project's virtual modules have the shapes src/vite-env.d.ts declares for them, so a change
// there fails the type check instead of the page. (In a .d.ts, skipLibCheck would skip them.)
type Holds<T extends true> = T;

export type ScreensShape = Holds<typeof import('./screens') extends typeof import('virtual:screens') ? true : false>;
export type LanguagesShape = Holds<typeof import('./languages') extends typeof import('virtual:languages') ? true : false>;
