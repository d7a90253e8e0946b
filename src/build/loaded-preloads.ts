import type { Plugin } from 'vite';

// A lazy import's preload list (Vite's __vite__mapDeps) names every chunk the imported one needs,
// so that they are fetched in parallel. Those the importing chunk itself imports statically are
// loaded already whenever the import runs: the early calls', the page start's, the market's, the
// app's chunk with the common widgets. Listed anyway, they made each of the widget registry's 33
// imports (and every other lazy import) carry five or six indexes for nothing, in the chunk every
// app page fetches before its first screen (issue 44). This drops them, and only them.

type StaticImports = ReadonlyMap<string, readonly string[]>;

/** Every chunk `host` imports statically, directly or through another. */
export function staticallyLoaded(host: string, imports: StaticImports): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const next of imports.get(file) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      visit(next);
    }
  };
  visit(host);
  return seen;
}

/**
 * A lazy import of `file`: its preload list without what its importer has already loaded, and
 * empty when only `file` is left, which the import fetches anyway with nothing to fetch beside it
 * (a screen document's chunk, whose static imports every page that loads it has: src/build/screens-plugin.ts).
 */
export function preloadsNotLoaded(host: string, file: string, deps: readonly string[], imports: StaticImports): string[] {
  const loaded = staticallyLoaded(host, imports);
  const left = deps.filter((dep) => !loaded.has(dep));
  return left.length === 1 && left[0] === file ? [] : left;
}

/**
 * The build's modulePreload.resolveDependencies, with the plugin that reads the chunks' static
 * imports before Vite writes the preload lists (a "pre" generateBundle runs before Vite's own).
 */
export function loadedPreloads(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[] } {
  let imports: StaticImports = new Map();
  return {
    plugin: {
      name: 'kaagapay:loaded-preloads',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          imports = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output.imports] as const] : [])));
        },
      },
    },
    resolveDependencies: (file, deps, { hostId, hostType }) => (hostType === 'js' ? preloadsNotLoaded(hostId, file, deps, imports) : deps),
  };
}
