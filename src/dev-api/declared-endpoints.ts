// Node-only: the endpoints screens/*.json and screens/fragments/*.json declare, read straight from
// the files, for the dev API in Node (tests, serve:prod) and for the browser's virtual module
// (declared-endpoints-plugin.ts). Reading the raw files keeps this cheap: no screen is compiled.
import { readFileSync } from 'node:fs';
import { listFragmentFiles, listScreenFiles, loadMarket, loadSchemaFiles, projectRoot, readScreenSource } from '../compiler/1-parse/files-on-disk.ts';
import { loadCatalogues, type Catalogue } from '../compiler/1-parse/catalogues.ts';
import { translateExamples } from '../compiler/2-translate/example-texts.ts';
import type { Market } from '../generated/market.ts';
import type { DeclaredEndpoint } from './example-replies.ts';

export function readDeclaredEndpoints(root = projectRoot): DeclaredEndpoint[] {
  const market = loadMarket(root);
  const provider = String(market.provider ?? '');
  // Loaded only once a file declares examples: the schemas say which of their texts a page shows.
  let languages: { catalogues: readonly Catalogue[]; schemas: ReturnType<typeof loadSchemaFiles> } | undefined;
  const inLanguages = () => {
    if (!languages) {
      const schemas = loadSchemaFiles(root);
      languages = { schemas, catalogues: loadCatalogues(market as unknown as Market, schemas, root).catalogues };
    }
    return languages;
  };
  return [...listScreenFiles(root), ...listFragmentFiles(root)].flatMap((path) => {
    let document: { endpoints?: Record<string, { method?: unknown; path?: unknown; examples?: unknown }> };
    try {
      document = JSON.parse(readFileSync(path, 'utf8')) as typeof document;
    } catch {
      // A broken file is npm run validate's to report; the dev API just does not know its endpoints.
      return [];
    }
    const file = readScreenSource(path, root).file;
    const hasExamples = Object.values(document.endpoints ?? {}).some((endpoint) => typeof endpoint?.examples === 'object');
    // The document in each other language, its examples' shown texts from the catalogue (a text it lacks stays English: npm run validate names it).
    const translations = hasExamples ? inLanguages().catalogues.map((catalogue) => ({ language: catalogue.language, document: translateExamples(document, inLanguages().schemas, catalogue, file, new Set()).document as typeof document })) : [];
    return Object.entries(document.endpoints ?? {}).flatMap(([name, endpoint]) => {
      const { method, path: endpointPath, examples } = endpoint ?? {};
      if ((method !== 'GET' && method !== 'POST') || typeof endpointPath !== 'string') return [];
      const declared: DeclaredEndpoint = { file, name, method, path: endpointPath.split('{provider}').join(provider) };
      if (typeof examples === 'object' && examples !== null) {
        declared.examples = examples as Record<string, unknown>;
        declared.examplesIn = Object.fromEntries(translations.map(({ language, document: translated }) => [language, translated.endpoints?.[name]?.examples as Record<string, unknown>]));
      }
      return [declared];
    });
  });
}
