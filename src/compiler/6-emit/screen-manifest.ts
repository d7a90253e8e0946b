// What `virtual:screens` lists of each screen (src/build/screens-plugin.ts), and what the route
// pages and the prerender read of it: its routes, and what loads with it.
import type { SchemaFiles } from '../1-parse/schema-validator.ts';
import { blockKindsOf, splitScreenNeedsOf, type WidgetWalkDocument } from './screen-widgets.ts';
import { scriptNeedsKinds } from './script-needs.ts';
import type { DialogNeeds } from '../../renderer/dialog-parts.ts';

export interface ScreenManifestEntry {
  path: string;
  file: string;
  id: string;
  entry: string;
  routes: string[];
  /** The block types the screen renders before any dialog opens, so its route loads only that widget code. */
  widgets: string[];
  /** It reads mobile numbers: the reader (src/lib/mobile-number.ts) loads while it is drawn, at the borrower's first touch of the page (src/lib/mobile-numbers-on-use.ts). */
  mobileNumbers: boolean;
  /** It draws fields (a block kind whose schema has a `name`, a server-fields block's kinds included) before any dialog opens: the form library (src/renderer/screen-form.ts) loads with it. */
  form: boolean;
  /** By dialog id, what opening it loads (src/renderer/dialog-parts-loader.ts): the widgets the screen has not loaded, and the form library when it draws fields (it has a form of its own). A dialog that needs neither is not listed. */
  dialogs: Record<string, DialogNeeds>;
  /** It loads data (endpoints or storage): the data view (src/renderer/data-screen-view.tsx) loads with it. */
  data: boolean;
  /** Not for borrowers (the screen's `internal`): production hosts answer its routes with 404 (src/build/nginx-site.ts). */
  internal: boolean;
}

/**
 * What `virtual:screens` lists of each screen file (by its absolute path and its path as problems
 * name it): those without a compiled document, and those in `skip` (the broken ones), left out.
 */
export function screenManifest(screens: readonly { path: string; file: string }[], documents: ReadonlyMap<string, Record<string, unknown>>, skip: ReadonlySet<string>, schemas: SchemaFiles): ScreenManifestEntry[] {
  const blockKinds = blockKindsOf(schemas['block.json']);
  const parsed = screens.flatMap(({ path, file }) => {
    const document = documents.get(path);
    if (skip.has(file) || !document) return [];
    return [{ path, file, document: document as WidgetWalkDocument & { entry?: string; routes: string[]; internal?: string } }];
  });
  const { fields } = scriptNeedsKinds(schemas);
  return parsed.map(({ path, file, document }) => {
    const { widgets, mobileNumbers, dialogs } = splitScreenNeedsOf(document, blockKinds);
    const drawsFields = (kinds: string[]) => kinds.some((kind) => fields.has(kind));
    return {
      path,
      file,
      id: document.id,
      entry: document.entry ?? 'app',
      routes: document.routes,
      widgets,
      mobileNumbers,
      form: drawsFields(widgets),
      // Only dialogs that need something the screen lacks: the manifest ships in the app's first script.
      dialogs: Object.fromEntries(
        Object.entries(dialogs).flatMap(([id, needs]) => {
          const form = drawsFields(needs.all);
          return needs.widgets.length || form ? [[id, { widgets: needs.widgets, form }]] : [];
        }),
      ),
      data: Object.keys((document.data as object | undefined) ?? {}).length > 0,
      internal: typeof document.internal === 'string',
    };
  });
}
