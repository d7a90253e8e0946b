// A lazy import's preload list loses only the chunks its importer has loaded already (./loaded-preloads.ts).
import { describe, expect, it } from 'vitest';
import { preloadsNotLoaded, staticallyLoaded } from './loaded-preloads';

const imports = new Map([
  ['assets/app.js', ['assets/ui.js', 'assets/early.js']],
  ['assets/ui.js', ['assets/runtime.js']],
  ['assets/early.js', ['assets/runtime.js']],
  ['assets/tabs.js', ['assets/ui.js', 'assets/tabs-parts.js']],
  ['assets/static-page.js', ['assets/runtime.js']],
]);

describe("a lazy import's preloads", () => {
  it('know what a chunk has loaded through its static imports, directly or not', () => {
    expect([...staticallyLoaded('assets/app.js', imports)].sort()).toEqual(['assets/early.js', 'assets/runtime.js', 'assets/ui.js']);
  });

  it("keep the imported chunk and what it needs that the importer has not loaded, and drop the rest", () => {
    const deps = ['assets/tabs.js', 'assets/runtime.js', 'assets/ui.js', 'assets/tabs-parts.js'];
    expect(preloadsNotLoaded('assets/app.js', 'assets/tabs.js', deps, imports)).toEqual(['assets/tabs.js', 'assets/tabs-parts.js']);
    // From a page's small script, which has loaded none of the app's chunks, nothing is dropped but the runtime.
    expect(preloadsNotLoaded('assets/static-page.js', 'assets/tabs.js', deps, imports)).toEqual(['assets/tabs.js', 'assets/ui.js', 'assets/tabs-parts.js']);
  });

  it('leave nothing when only the imported chunk is left: its import fetches it anyway', () => {
    expect(preloadsNotLoaded('assets/app.js', 'assets/document.js', ['assets/document.js', 'assets/early.js'], imports)).toEqual([]);
  });
});
