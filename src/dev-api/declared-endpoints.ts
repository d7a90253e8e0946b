// Node-only: the endpoints screens/*.json and screens/fragments/*.json declare, read straight from
// the files, for the dev API in Node (tests, serve:prod) and for the browser's virtual module
// (declared-endpoints-plugin.ts). Reading the raw files keeps this cheap: no screen is compiled.
import { readFileSync } from 'node:fs';
import { listFragmentFiles, listScreenFiles, loadMarket, projectRoot, readScreenSource } from '../compiler/1-parse/files-on-disk.ts';
import type { DeclaredEndpoint } from './example-replies.ts';

export function readDeclaredEndpoints(root = projectRoot): DeclaredEndpoint[] {
  const provider = String(loadMarket(root).provider ?? '');
  return [...listScreenFiles(root), ...listFragmentFiles(root)].flatMap((path) => {
    let document: { endpoints?: Record<string, { method?: unknown; path?: unknown; examples?: unknown }> };
    try {
      document = JSON.parse(readFileSync(path, 'utf8')) as typeof document;
    } catch {
      // A broken file is npm run validate's to report; the dev API just does not know its endpoints.
      return [];
    }
    const file = readScreenSource(path, root).file;
    return Object.entries(document.endpoints ?? {}).flatMap(([name, endpoint]) => {
      const { method, path: endpointPath, examples } = endpoint ?? {};
      if ((method !== 'GET' && method !== 'POST') || typeof endpointPath !== 'string') return [];
      const declared: DeclaredEndpoint = { file, name, method, path: endpointPath.split('{provider}').join(provider) };
      if (typeof examples === 'object' && examples !== null) declared.examples = examples as Record<string, unknown>;
      return [declared];
    });
  });
}
