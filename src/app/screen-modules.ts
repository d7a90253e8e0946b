// What a screen's page loads besides the app's entry, listed once: src/app/screen-loader.tsx
// loadScreen loads it when the screen opens, and the build links the same modules from the route's
// page (src/build/route-html-plugin.ts), so the browser fetches them while the entry script runs.
// Plain data with no imports: Vite's config reaches this file through the route pages' plugin.
// Not here: the mobile-number reader, which a screen that reads numbers loads at the borrower's
// first touch of the page (src/lib/mobile-numbers-on-use.ts), not with the screen.

/** What the manifest says of a screen (virtual:screens ScreenMeta; src/compiler/6-emit/screen-manifest.ts). */
export interface ScreenNeeds {
  id: string;
  widgets: readonly string[];
  data: boolean;
  /** It draws fields: the form library comes with it (src/renderer/screen-form.ts). */
  form: boolean;
}

export type ScreenModule =
  /** The screen's document, in the page's language. */
  | { kind: 'document'; screen: string }
  /** The screen view and what it draws with (forms, actions, expressions). */
  | { kind: 'renderer' }
  /** One block type's widget (src/widgets/registry.ts). */
  | { kind: 'widget'; type: string }
  /** The data view and its query cache (src/renderer/data-view.ts), for a screen that loads data. */
  | { kind: 'data-view' }
  /** The form library (react-hook-form), for a screen with fields. */
  | { kind: 'form' };

export function screenModules(screen: ScreenNeeds): ScreenModule[] {
  return [
    { kind: 'document', screen: screen.id },
    { kind: 'renderer' },
    ...screen.widgets.map((type): ScreenModule => ({ kind: 'widget', type })),
    ...(screen.data ? [{ kind: 'data-view' } as const] : []),
    ...(screen.form ? [{ kind: 'form' } as const] : []),
  ];
}

/**
 * The source file of each code module, as loadScreen imports it (src/widgets/registry.ts for a
 * widget); the build finds the chunk that holds it, and fails when there is none.
 */
export function codeFile(module: Exclude<ScreenModule, { kind: 'document' }>): string {
  switch (module.kind) {
    case 'renderer':
      return 'src/renderer/screen-view.tsx';
    case 'widget':
      return `src/widgets/${module.type}/${module.type}.tsx`;
    case 'data-view':
      return 'src/renderer/data-screen-view.tsx';
    case 'form':
      return 'src/renderer/screen-form.ts';
  }
}
