// What `virtual:screens` lists of each screen (src/build/screens-plugin.ts), and what the route
// pages and the prerender read of it: its routes, and what loads with it.
import { listScreenFiles, loadSchemaFiles, readScreenSource } from '../1-parse/files-on-disk';
import { blockKindsOf, screenNeedsOf, type WidgetWalkDocument } from './screen-widgets';

export interface ScreenManifestEntry {
  path: string;
  file: string;
  id: string;
  entry: string;
  routes: string[];
  /** The block types the screen renders, so its route loads only that widget code. */
  widgets: string[];
  /** The ids of the screens it includes (transitively): their documents load with it. */
  includes: string[];
  /** It reads mobile numbers: the reader (src/lib/mobile-number.ts) loads and is preloaded with it. */
  mobileNumbers: boolean;
  /** It loads data (endpoints or storage): the data view (src/renderer/data-screen-view.tsx) loads with it. */
  data: boolean;
  /** Not for borrowers (the screen's `internal`): production hosts answer its routes with 404 (src/build/nginx-site.ts). */
  internal: boolean;
}

/** What `virtual:screens` lists of each screen (documents in `skip`, the broken ones, left out). */
export function readScreenManifest(root: string, skip: ReadonlySet<string>, documents: ReadonlyMap<string, Record<string, unknown>>): ScreenManifestEntry[] {
  const blockKinds = blockKindsOf(loadSchemaFiles(root)['block.json']);
  const parsed = listScreenFiles(root).flatMap((path) => {
    const file = readScreenSource(path, root).file;
    const document = documents.get(path);
    if (skip.has(file) || !document) return [];
    return [{ path, file, document: document as WidgetWalkDocument & { entry?: string; routes: string[]; internal?: string } }];
  });
  const byId = new Map(parsed.map(({ document }) => [document.id, document]));
  return parsed.map(({ path, file, document }) => ({
    path,
    file,
    id: document.id,
    entry: document.entry ?? 'app',
    routes: document.routes,
    ...screenNeedsOf(document, blockKinds, byId),
    data: Object.keys((document.data as object | undefined) ?? {}).length > 0,
    internal: typeof document.internal === 'string',
  }));
}
