// How the build groups modules into chunks (rolldown's output.codeSplitting.groups, vite.config.ts).
//
// Split per module, a data route's page fetched 57 script files, most under 1.5 kB: each widget,
// each Mantine part, each hook. On a slow connection the requests queued behind each other (six
// per host over HTTP/1.1) and the screen painted its data about 0.8 s later than with these groups,
// which put the parts most screens use in one chunk and the page's first script's imports in
// another (loanDetails, 4× CPU, 150 ms and 1.6 Mbps: LCP 2.8 → 1.9 s, 57 → 13 script files). The
// app's start and the common widgets later became one chunk too (isAppStartModule, issue 44).

/** A module id with forward slashes, for matching on every platform. */
const posix = (id: string) => id.replace(/\\/g, '/');

/**
 * What the page's first script (src/app/early-calls.ts) imports to start the screen's data calls,
 * with what they import in turn: in a chunk of their own, so the calls start before the app's
 * larger chunks have arrived.
 */
const earlyCallModules = ['/src/renderer/screen-data.ts', '/src/api/early-replies.ts', '/src/api/request.ts', '/src/app/landing-address.ts', '/src/lib/safe-url.ts', '/src/lib/market-formats.ts'];

/**
 * What a static page's own script (src/app/static-page.ts) imports, which the app's first scripts
 * import too: the page's language (which the early calls carry as Accept-Language), the session of
 * the address, the host's runtime values, telemetry's early listener, the marks of plain links,
 * language links and taps that run steps, and the check for a replaced release. In a chunk of their own, so
 * a static page fetches these few hundred bytes and not the early calls' chunk (12 kB) or the
 * widgets' (48 kB) that they would otherwise sit in.
 */
const pageStartModules = [
  '/src/lib/search-params.ts',
  '/src/i18n/page-language.ts',
  '/src/i18n/pick-language.ts',
  '/src/i18n/language-cookie.ts',
  '/src/i18n/remember-language.ts',
  '/src/lib/session-address.ts',
  '/src/lib/runtime-config.ts',
  '/src/renderer/plain-link.ts',
  '/src/renderer/tap-trigger.ts',
  '/src/i18n/language-link.ts',
  '/src/app/prerendered-route.ts',
  '/src/telemetry/early-listener.ts',
  '/src/telemetry/report.ts',
  // Asked when code does not come (issue 63), by the static page's first tap and by the app: left to
  // rolldown, it went to the app's chunk, and every static page fetched that (124 kB) up front.
  '/src/lib/release-check.ts',
];

/** Widgets most screens draw: one chunk for all of them is smaller than a request each. */
const commonWidgets = ['badge', 'banner', 'bullet-list', 'button', 'card', 'divider', 'empty-state', 'frame', 'heading', 'image', 'key-value-list', 'link', 'paragraph', 'repeat', 'section', 'stack'];

/**
 * Mantine's core (Box, theme, provider), its hooks, and the components those widgets draw with. The
 * hooks only a dialog or a slider uses (its focus trap and focus return, a drag, a debounced
 * callback: 2.2 kB) are left to load with those parts: in this chunk, every app page fetched them
 * up front (issue 44). Leaving every hook to follow its importers split the small shared ones into
 * chunks of a few hundred bytes each, one more request per page.
 */
const commonMantine = /\/node_modules\/@mantine\/(hooks\/esm\/(?!use-move\/|use-focus-trap\/|use-focus-return\/|use-debounced-callback\/)|core\/esm\/core\/|core\/esm\/components\/(Anchor|Badge|Box|Button|Center|CloseButton|Divider|Group|Image|List|Loader|Paper|Stack|Text|Title|Transition|UnstyledButton)\/)/;

/**
 * What a screen with fields needs and one without does not: the screen's form hook
 * (src/renderer/screen-form.ts), the text field, the frame other fields draw in, and Mantine's
 * Input they draw with. In the common chunk, every screen without a field fetched the widgets and
 * Input (3.5 kB of the 147.5 a data route fetched before its first screen, issue 31). react-hook-form
 * is not here: the form hook fetches it after the first screen (src/renderer/held-form.ts), and in
 * this chunk every page with fields fetched its 12 kB up front (issue 44).
 */
const commonFieldModules = ['/src/widgets/field-frame/', '/src/widgets/text-field/', '/src/renderer/screen-form.ts'];
/**
 * What the plain form of a screen without fields (src/renderer/form-hook.ts) shares with the
 * fields: claimed by the common group, else the fields' group takes it with use-field, which imports
 * it, and every page fetched the fields' chunk (17.8 kB) for these few hundred bytes (issue 44).
 */
const formSharedModules = ['/src/lib/value-path.ts', '/src/renderer/held-form.ts'];
const fieldPackages = /\/node_modules\/@mantine\/core\/esm\/components\/Input\//;

/**
 * The sheet pickers and what only they share (the picker's hook, its input, the sheet's lazy
 * frame): one chunk for a screen with pickers. Each in its own, /bindBank's page fetched three
 * files of 0.5–1 kB for them (each file costs the page's main thread its own request, response and
 * compile: about 10 ms at 4× CPU, issue 44); a screen with one kind of picker fetches the other's
 * few hundred bytes.
 */
const pickerModules = ['/src/widgets/select-picker/', '/src/widgets/city-select/', '/src/widgets/use-picker.ts', '/src/widgets/picker-input.tsx', '/src/widgets/lazy-picker-sheet.tsx'];

export function isPickerModule(id: string): boolean {
  const path = posix(id);
  return pickerModules.some((module) => path.includes(module));
}

/**
 * The handlers of the step kinds few screens use (src/actions/registry.ts laterHandlers), fetched
 * once a screen is drawn: one chunk, not one request each (issue 64).
 */
const laterStepModules = /\/src\/actions\/(copy|countdown|locate|open-url|report|store)\.ts$/;
export const laterStepsChunk = 'later-steps';

export function isLaterStepModule(id: string): boolean {
  return laterStepModules.test(posix(id));
}

/** The languages module's chunk, which a page in another language than the default links up front (src/build/route-html-plugin.ts). */
export const languagesChunk = 'languages';

/**
 * The market's texts and settings (config/market.json) and their translations (the languages module,
 * src/build/screens-plugin.ts): content a product person edits, each in a chunk of its own, so that
 * scripts/perf/bundle-budgets.ts counts them with the page's screens and not against the code's ratchet.
 */
export const contentChunks = [
  { name: 'market', test: (id: string) => posix(id).endsWith('/config/market.json') },
  { name: languagesChunk, test: (id: string) => posix(id).endsWith('virtual:languages') },
];

/** Whether a built file (its path or URL) is the chunk of the group `name`: rolldown writes it as <name>-<hash>.js. */
export const isChunkOf = (name: string, file: string) => new RegExp(`(^|/)${name}-[A-Za-z0-9_-]+\\.js$`).test(file);

export function isEarlyCallModule(id: string): boolean {
  const path = posix(id);
  return earlyCallModules.some((module) => path.endsWith(module));
}

/** The compiler's helper for class fields (es2020 target), which web-vitals' classes use: else it sits in the early calls' chunk, and the collector would fetch that. */
const classFieldHelpers = /(?:@babel|@oxc-project)[/+]runtime.*\/helpers\/(?:esm\/)?(?:defineProperty|toPropertyKey|toPrimitive|typeof)\.js$/;

export function isPageStartModule(id: string): boolean {
  const path = posix(id);
  return pageStartModules.some((module) => path.endsWith(module)) || classFieldHelpers.test(path);
}

export function isCommonFieldModule(id: string): boolean {
  const path = posix(id);
  return fieldPackages.test(path) || commonFieldModules.some((module) => path.includes(module));
}

export function isCommonUiModule(id: string): boolean {
  const path = posix(id);
  return (
    commonMantine.test(path) ||
    commonWidgets.some((widget) => path.includes(`/src/widgets/${widget}/`)) ||
    path.endsWith('/src/widgets/use-steps-handler.ts') ||
    formSharedModules.some((module) => path.endsWith(module))
  );
}

/**
 * Where the app starts, with the widgets and Mantine parts most screens draw (isCommonUiModule): in
 * one chunk, which every app page fetches before its first screen. The group takes each module's
 * imports too: the mount takes React DOM, the app's services and its shell. The others here are
 * imported as well by a chunk that loads later (the router, the landing's entry, telemetry's
 * collector), and rolldown leaves such a module out of the group's walk, to a chunk of a few kB or a
 * few hundred bytes of its own: the screen loader, TanStack's history, telemetry's early start,
 * Vite's module-preload polyfill. The screen view and a data screen's view are imports the route
 * loads at once (src/app/screen-modules.ts).
 *
 * Issue 44: in four chunks (ui 27.4 kB, the app's 71.2, the screen view 7.0, the data view 1.6), a
 * data page's scripts before its first screen were 11 requests over HTTP/1.1's six connections, each
 * spending a round trip asking while the others shared the line; in one, 8 requests, and the same
 * code compresses to 2.0 kB less (/repayment's LCP 2.08–2.13 → 1.99 s, Lighthouse's slow 4G over
 * HTTP/1.1). A page without a data call fetches the data view's 1.6 kB with it.
 */
const appStartModules = [
  '/src/app/mount-app.tsx',
  '/src/app/create-app-services.ts',
  '/src/app/app-shell.tsx',
  '/src/app/screen-loader.tsx',
  '/src/renderer/screen-view.tsx',
  '/src/renderer/data-screen-view.tsx',
  '/src/telemetry/start-early.ts',
  '/node_modules/@tanstack/history/',
  'vite/modulepreload-polyfill',
];

export function isAppStartModule(id: string): boolean {
  const path = posix(id);
  return isCommonUiModule(id) || appStartModules.some((module) => path.includes(module));
}

/**
 * The chunk every app page fetches to start the app, named after its services module: rolldown names
 * a chunk it splits by itself after the module that runs last in it, which moves with any import (it
 * became mount-app once src/app/app-screens.tsx stopped importing that), and the code ratchet
 * (config/bundle-chunks.json) and tests/e2e/up-front-chunks.e2e.ts know the chunk by its name.
 */
const appChunk = { name: 'create-app-services', module: '/src/app/create-app-services.ts' };

/** rolldown's chunkFileNames: vite's own pattern, with the app's chunk named as above. */
export function chunkFileName(chunk: { isEntry: boolean; moduleIds: readonly string[] }): string {
  const app = !chunk.isEntry && chunk.moduleIds.some((id) => posix(id).endsWith(appChunk.module));
  return `assets/${app ? appChunk.name : '[name]'}-[hash].js`;
}

/**
 * The groups, highest priority first: a module two would take goes to the first's chunk. A group
 * takes what its modules import too (rolldown's default), so the fields' group comes after the
 * common one: Mantine's Box and theme, which Input imports, stay in the chunk every screen fetches.
 */
export const chunkGroups = [
  ...contentChunks.map((chunk) => ({ ...chunk, priority: 30 })),
  { name: 'page-start', priority: 25, test: isPageStartModule },
  { name: 'early', priority: 20, test: isEarlyCallModule },
  { name: 'fields', priority: 5, test: isCommonFieldModule },
  { name: 'pickers', priority: 3, test: isPickerModule },
  { name: laterStepsChunk, priority: 2, test: isLaterStepModule },
  { name: appChunk.name, priority: 10, test: isAppStartModule },
];
